import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openStartPage } from './helpers';

// Needs the server to answer main/start_page?view=browseCategories with BrowseCategories (/work/brief/search-web-requests.md).
test.describe('browse categories', () => {
  test('the browse-categories dialog lists every category', async ({ page }) => {
    await openStartPage(page);
    await page.getByRole('button', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'Browse all categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Browse Categories' });
    await expect(dialog.getByRole('heading', { name: 'Browse Categories' })).toBeVisible();
    // The dialog opens with 'Loading categories ...' and fills in when the category list answers.
    const groups = dialog.locator('.adv-browse-categories__group');
    await expect(groups.first()).toBeVisible();
    expect(await groups.count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
    const link = groups.first().locator('li a').first();
    const name = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page).toHaveURL(/\/ws\/search\/advantage_search\?cat=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
