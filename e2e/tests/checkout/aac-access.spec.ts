/**
 * Ordering to an AAC without a grant, signed in through the real provider, every screen
 * checked with axe: a buyer who holds no password for AAC FA4600 tries to add it as a ship-to address and
 * to charge accounting codes to it during checkout. Both are refused with "You hold no password for AAC
 * FA4600: request one" and the link to the request, nothing is saved, and the link opens the request, which
 * leads back to the checkout screen it came from.
 * (The wrong-then-right password journey is in checkout.spec.ts; the refusals at submission are in the
 * server suites.)
 */
import { AAC_ACCESS_TEXT, AAC_TITLES, aacRequestHref } from '@advantage/contracts';
import { expect, test } from '@playwright/test';
import { signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { expectFitsAtAllWidths } from '../../support/layout';
import { ownMember } from '../../support/members';

// 90 s: the request screen is also checked with axe at 390 and 1280 px.
test.describe.configure({ timeout: 90_000 });

const AAC = 'FA4600';

test('a buyer without a grant is told to request the AAC password and cannot order to the AAC', async ({ page }) => {
  // Holds only the 70B0DH grant. A member of its own: "nothing is saved" is about an address book no other test adds to.
  const buyer = ownMember('analyst@dhs.gov');
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
  // The request keeps the way back to this checkout screen; the summary's entry leads there too, not to the field.
  await expect(requestLink).toHaveAttribute('href', aacRequestHref(AAC, '/ws/ggs/cart/edit_shipping?view=newAAC'));
  await expect(summary.getByRole('link', { name: noGrant })).toHaveAttribute('href', aacRequestHref(AAC, '/ws/ggs/cart/edit_shipping?view=newAAC'));
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

  // The summary's entry, like the field's link, opens the request for the AAC's password, which leads back to the
  // checkout screen it came from.
  await expect(requestLink).toHaveAttribute('href', aacRequestHref(AAC, '/ws/checkout/requisition'));
  await summary.getByRole('link', { name: noGrant }).click();
  await expect(page).toHaveURL(new RegExp(`/ws/aacassignment/aac_supervisor_email\\?aac=${AAC}&return=%2Fws%2Fcheckout%2Frequisition$`));
  await expect(page.getByRole('heading', { level: 1, name: AAC_TITLES.password })).toBeVisible();
  await expect(page.getByLabel(/^AAC/).first()).toHaveValue(AAC);
  await expectFitsAtAllWidths(page, 'aac_supervisor_email from checkout', { axe: true });
  await page.getByRole('link', { name: AAC_ACCESS_TEXT.returnToCheckout }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requisition Appropriation Data' })).toBeVisible();
});
