import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test.describe('redirect screen and special routes', () => {
  test('a legacy .do address goes to its new screen keeping the query', async ({ page }) => {
    await page.goto('/search.do?searchText=office+chair&page=2');
    await expect(page).toHaveURL(/\/ws\/search\/advantage_search\?searchText=office\+chair&page=2$/);
  });

  test('a legacy address with a fixed query keeps both queries', async ({ page }) => {
    await page.goto('/advantage/advanced_service_search.do?cat=ENERGY');
    await expect(page).toHaveURL(/\/ws\/search\/advanced\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('formType')).toBe('services');
    expect(url.searchParams.get('cat')).toBe('ENERGY');
  });

  test('catalog/product_detail.do redirects to the product detail screen', async ({ page }) => {
    await page.goto('/catalog/product_detail.do?oid=12345');
    await expect(page).toHaveURL(/\/ws\/catalog\/product_detail\?oid=12345$/);
  });

  test('an allow-listed external target is opened directly', async ({ page }) => {
    await page
      .context()
      .route('https://www.gsa.gov/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<html lang="en"><title>GSA</title><h1>gsa.gov</h1></html>' }),
      );
    await page.goto('/https://www.gsa.gov/buy-through-us');
    await expect(page).toHaveURL('https://www.gsa.gov/buy-through-us');
    await expect(page.getByRole('heading', { name: 'gsa.gov' })).toBeVisible();
  });

  test('an external target outside the allow-list is not followed', async ({ page }) => {
    await page.goto('/https://evil.example.com/phish');
    await expect(page).toHaveURL(/\/404\?url=/);
    await expect(page.getByRole('heading', { name: 'Page Not Found Error' })).toBeVisible();
  });

  test('an unknown path goes to /404 with the original url', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/404\?url=/);
    expect(new URL(page.url()).searchParams.get('url')).toBe('/no/such/page?x=1');
    await expect(page.getByRole('heading', { name: 'Page Not Found Error' })).toBeVisible();
    await expect(
      page.getByText(
        'Sorry, we can\'t find the page you were looking for. Page /no/such/page?x=1 does not exist. Please contact GSA Advantage Help Desk.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/404 shows the url from the query', async ({ page }) => {
    await page.goto('/404?url=%2Fold%2Fcatalog');
    await expect(page.getByText('Page /old/catalog does not exist.', { exact: false })).toBeVisible();
  });
});
