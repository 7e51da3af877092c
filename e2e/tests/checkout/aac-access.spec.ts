/**
 * Ordering to an AAC without a grant (issue 12 item 3), signed in through the real provider, every screen
 * checked with axe: a buyer who holds no password for AAC FA4600 tries to add it as a ship-to address and
 * to charge accounting codes to it during checkout. Both are refused with "You hold no password for AAC
 * FA4600: request one" and the link to the request, nothing is saved, and the link opens the request.
 * (The wrong-then-right password journey is in checkout.spec.ts; the refusals at submission are in the
 * server suites.)
 */
import { AAC_ACCESS_TEXT, AAC_TITLES, aacRequestHref } from '@advantage/contracts';
import { expect, test } from '@playwright/test';
import { demoAccount, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';

test.describe.configure({ timeout: 60_000 });

// Holds only the 70B0DH grant; this spec neither fills nor orders a cart.
const buyer = demoAccount('analyst@dhs.gov');
const AAC = 'FA4600';

test('a buyer without a grant is told to request the AAC password and cannot order to the AAC', async ({ page }) => {
  await signIn(page, buyer);
  const noGrant = AAC_ACCESS_TEXT.noGrant(AAC);
  const requestLink = page.getByRole('link', { name: AAC_ACCESS_TEXT.requestLink(AAC) });

  // A ship-to address of the AAC, added during checkout.
  await page.goto('/ws/ggs/cart/edit_shipping?view=newAAC');
  await expect(page.getByRole('heading', { level: 1, name: 'New AAC/DoDAAC Address' })).toBeVisible();
  await page.getByLabel('Address name').fill('Air Force supply');
  await page.getByLabel('AAC or DoDAAC').fill(AAC.toLowerCase());
  await page.getByRole('textbox', { name: /^Street address(?! line)/ }).fill('1 Robins Parkway');
  await page.getByLabel('City (APO, FPO or DPO for a military post office)').fill('Robins AFB');
  await page.getByLabel('State or territory').selectOption('GA');
  await page.getByLabel('ZIP code').fill('31098');
  await page.getByLabel('Phone number').fill('478-555-0110');
  await page.getByLabel(/^AAC password/).fill('Guess2026');
  await page.getByRole('button', { name: 'Save and ship here' }).click();
  const summary = page.locator('.adv-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([noGrant]);
  await expect(requestLink).toHaveAttribute('href', aacRequestHref(AAC));
  await expectNoAxeViolations(page);

  // Nothing was saved.
  await page.goto('/ws/ggs/profile/address_book');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Air Force supply');

  // Accounting codes charging the AAC.
  await page.goto('/ws/checkout/requisition');
  await expect(page.getByRole('heading', { level: 1, name: 'Requisition Appropriation Data' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('AAC/DoDAAC').fill(AAC);
  await page.getByLabel('Fund code').fill('3F');
  await page.getByLabel('Appropriation').fill('097X4930');
  await page.getByLabel('Object class').fill('26.0');
  await page.getByRole('button', { name: 'Use these accounting codes' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([noGrant]);
  await expectNoAxeViolations(page);

  // The link opens the request for the AAC's password.
  await requestLink.click();
  await expect(page).toHaveURL(new RegExp(`/ws/aacassignment/aac_supervisor_email\\?aac=${AAC}$`));
  await expect(page.getByRole('heading', { level: 1, name: AAC_TITLES.password })).toBeVisible();
  await expectNoAxeViolations(page);
});
