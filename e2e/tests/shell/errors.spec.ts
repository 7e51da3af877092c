import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test.describe('error screens', () => {
  test('an unmapped /ds path shows the Unexpected Error text', async ({ page }) => {
    await page.goto('/ds/nothing/mapped');
    await expect(page.getByRole('heading', { name: 'Unexpected Error' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText('No mapping was found in the mapper for the URL /ds/nothing/mapped and response DEFAULT', { exact: false })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a server error opens the generic screen with an error-details disclosure', async ({ page }) => {
    // No department has this code: the server answers 404 with an ERROR envelope.
    await page.goto('/ws/department/homeoffice?dept=NOPE');
    await expect(page.getByRole('heading', { name: 'Unexpected Error' })).toBeVisible();
    await expect(
      page.getByText(
        'The application was not able to execute your request successfully and failed to receive an expected response from the server.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Show error details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide error details' })).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Error details' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('404');
    await expect(panel).toContainText('department/homeoffice');
    await expect(panel).toContainText('User has not signed in.');
    await expect(panel).toContainText(/ADVANTAGE/);
    await expectNoAxeViolations(page);
  });

  test('a path the method table does not know is an Unexpected request, with no server call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rs/bogus/')) calls.push(r.url());
    });
    await page.goto('/ws/bogus/screen');
    await expect(page.getByRole('heading', { name: 'Unexpected Error' })).toBeVisible();
    await page.getByRole('button', { name: 'Show error details' }).click();
    await expect(page.getByRole('region', { name: 'Error details' })).toContainText('Unexpected request');
    expect(calls).toEqual([]);
  });
});
