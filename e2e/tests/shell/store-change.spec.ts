/**
 * A store change starts a new server session (docs/product/accounts-and-sign-in.md); the member stays signed in through it (docs/adr/0019): the
 * footer's "Change store" links and a typed `?store=` keep the header's name true, and the next member-only page opens
 * without a sign-in prompt. The agriculture store, limited to its department, signs a member of another agency out
 * and the header says so at once.
 */
import { MESSAGE_CENTER_TEXT, VS_TEXT } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { demoAccount, expectSignedIn, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';

const federal = demoAccount('buyer@gsa.gov');
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Login' });

async function changeStore(page: Page, label: string) {
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Change store' }).getByRole('link', { name: label, exact: true }).click();
}

test('the footer’s store links and a typed store keep the member signed in in the new store', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/rs/') && response.status() === 401) refused.push(response.url());
  });
  await signIn(page, federal, '/ws/main/start_page?store=ADVANTAGE');

  await changeStore(page, 'Homeland Security (DHS)');
  // The department gate tells a member of another department how to get access: signed in, not asked to sign in.
  await expect(page.getByRole('link', { name: VS_TEXT.validateAction })).toBeVisible();
  await expectSignedIn(page, federal);
  await expectFitsAtAllWidths(page, 'the DHS store after a store change', { axe: true });

  await page.goto('/ws/main/home?store=AIRFORCE');
  await expectSignedIn(page, federal);
  await page.getByRole('banner').getByRole('link', { name: /^Messages/ }).click();
  const messages = page.getByRole('dialog', { name: MESSAGE_CENTER_TEXT.title });
  await expect(messages.getByRole('heading', { name: MESSAGE_CENTER_TEXT.title })).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
  expect(refused).toEqual([]);
  await expectNoAxeViolations(page);
});
