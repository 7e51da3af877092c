/**
 * The member's account pages (docs/product/README.md profile, ggs/profile), signed in through the real provider: the
 * address book with an ordinary and an AAC/DoDAAC address (each with one bad field fixed), a saved
 * purchase card, a line of accounting, and the profile. Every screen passes axe; deleting works with the keyboard alone. The
 * AAC/DoDAAC entry of an AAC the member holds no password for says so, with the link to request one.
 */
import { AAC_ACCESS_TEXT, aacRequestHref } from '@advantage/contracts';
import { expect, type Page, test } from '@playwright/test';
import { accountMenu, type DemoAccount, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { ownMember } from '../../support/members';

const suffix = Date.now().toString(36).slice(-5);

/** A card number with a GSA SmartPay prefix, made valid by the Luhn rule. */
function purchaseCard(prefix: string): string {
  const body = prefix.padEnd(15, '0').slice(0, 15);
  for (let check = 0; check <= 9; check++) {
    const digits = `${body}${check}`;
    const sum = [...digits].reverse().reduce((total, ch, i) => {
      const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
      return total + (d > 9 ? d - 9 : d);
    }, 0);
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

async function openFromMenu(page: Page, account: DemoAccount, item: string, heading: string) {
  await accountMenu(page, account).click();
  await page.getByRole('link', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const summary = (page: Page) => page.locator('.adv-error-summary');

test('a member keeps an address book, a purchase card, a line of accounting and their profile', async ({ page }) => {
  // A member of the test's own (support/members.ts): its changes (addresses, a card, a phone number) are no other
  // test's, and it starts from the persona's seeded address book.
  const account = ownMember('aac.supervisor@army.mil');
  await signIn(page, account);

  // The address book: the seeded default address is there.
  await openFromMenu(page, account, 'Address book', 'Address Book');
  await expect(page.getByRole('rowheader', { name: /Fort Liberty Office/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // An ordinary address, with a ZIP code that breaks the rule first.
  const office = `Range Office ${suffix}`;
  await page.getByRole('link', { name: 'Add address', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Address' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Address name/).fill(office);
  await page.getByLabel(/^Organization/).fill('U.S. Army');
  await page.getByLabel(/^Street address(?! line)/).fill('2175 Reilly Road');
  await page.getByLabel(/^City/).fill('Fort Liberty');
  await page.getByLabel(/^State or territory/).selectOption('NC');
  await page.getByLabel(/^ZIP code/).fill('2831');
  await page.getByLabel(/^Contact name/).fill('Sydney Supervisor');
  await page.getByLabel(/^Phone number/).fill('910-555-0199');
  await page.getByLabel(/^Email address/).fill('aac.supervisor@army.mil');
  await page.getByRole('button', { name: 'Save address' }).click();
  const zipRule = 'Enter a 5-digit ZIP code, optionally followed by a hyphen and 4 digits (12345 or 12345-6789).';
  await expect(summary(page)).toBeFocused();
  await expect(page.locator('#zip-error')).toHaveText(zipRule);
  await expect(page.getByLabel(/^ZIP code/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await summary(page).getByRole('link', { name: zipRule }).click();
  await expect(page.getByLabel(/^ZIP code/)).toBeFocused();
  await page.keyboard.type('0');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();
  await expect(page.getByText(`Address “${office}” saved.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(office) })).toBeVisible();
  await expectNoAxeViolations(page);

  // An AAC/DoDAAC address: the code must be six letters or digits.
  const depot = `Depot ${suffix}`;
  await page.getByRole('link', { name: 'Add AAC/DoDAAC address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add AAC/DoDAAC Address' })).toBeVisible();
  await page.getByLabel(/^Address name/).fill(depot);
  await page.getByLabel(/^AAC or DoDAAC/).fill('w91');
  await page.getByLabel(/^Street address(?! line)/).fill('Building 4-1148');
  await page.getByLabel(/^City/).fill('Fort Liberty');
  await page.getByLabel(/^State or territory/).selectOption('NC');
  await page.getByLabel(/^ZIP code/).fill('28310');
  await page.getByLabel(/^Contact name/).fill('Supply Sergeant');
  await page.getByLabel(/^Phone number/).fill('910-555-0123');
  await page.getByLabel(/^Email address/).fill('supply@army.mil');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.locator('#aac-error')).toHaveText('An AAC or DoDAAC is exactly six letters or digits, for example W91QUZ.');
  await expectNoAxeViolations(page);
  await page.getByLabel(/^AAC or DoDAAC/).fill('w91quz');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(`Address “${depot}” saved.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(depot) })).toContainText('W91QUZ');
  await expect(page.getByRole('row', { name: new RegExp(depot) })).toContainText(AAC_ACCESS_TEXT.noGrant('W91QUZ'));
  const request = page.getByRole('row', { name: new RegExp(depot) }).getByRole('link', { name: AAC_ACCESS_TEXT.requestLink('W91QUZ') });
  await expect(request).toHaveAttribute('href', aacRequestHref('W91QUZ'));
  await expectNoAxeViolations(page);

  // Editing opens the address's own form with what is stored.
  await page.getByRole('link', { name: `Edit ${depot}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit AAC/DoDAAC Address' })).toBeVisible();
  await expect(page.getByLabel(/^AAC or DoDAAC/)).toHaveValue('W91QUZ');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Cancel' }).click();

  // A DoDAAC for overseas shipping, to an APO; the APO/FPO/DPO and freight-forwarder forms.
  await page.getByRole('link', { name: 'enter a DoDAAC for overseas shipping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DoDAAC Entry (Overseas Shipping)' })).toBeVisible();
  await expectNoAxeViolations(page);
  const ramstein = `Ramstein ${suffix}`;
  await page.getByLabel(/^Address name/).fill(ramstein);
  await page.getByLabel(/^DoDAAC/).fill('fb5685');
  await page.getByLabel(/^Unit, PSC or CMR number and box/).fill('Unit 3050 Box 135');
  await page.getByLabel(/^APO, FPO or DPO/).selectOption('APO');
  await page.getByLabel(/^Armed Forces state/).selectOption('AE');
  await page.getByLabel(/^ZIP code/).fill('09094');
  await page.getByLabel(/^Contact name/).fill('Airman Supply');
  await page.getByLabel(/^Phone number/).fill('910-555-0124');
  await page.getByLabel(/^Email address/).fill('supply@army.mil');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(`Address “${ramstein}” saved.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(ramstein) })).toContainText('APO, AE 09094');
  await page.getByRole('link', { name: 'Add an APO/FPO/DPO address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add APO/FPO/DPO Address' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'add a freight forwarder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Freight Forwarder Address' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address Book' })).toBeVisible();

  // Deleting asks first, and works from the keyboard.
  await page.getByRole('button', { name: `Delete ${office}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Yes, delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Address “${office}” deleted.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(office) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A purchase card: only the brand and last four digits are shown afterwards.
  await openFromMenu(page, account, 'Payment methods', 'Manage Methods of Payment');
  await expectNoAxeViolations(page);
  const card = purchaseCard('471600246813579');
  await page.getByLabel(/^Card number/).fill(purchaseCard('411111111111111'));
  await page.getByLabel(/^Expiration date/).fill(`09/${new Date().getFullYear() + 2}`);
  await page.getByLabel(/^Name on card/).fill('Sydney Supervisor');
  // The screen has two forms with a nickname: the card's and the accounting codes'.
  await page.getByRole('form', { name: 'Add a purchase card' }).getByLabel(/^Nickname/).fill('Range supplies');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.locator('#cardNumber-error')).toContainText('This is not a government purchase card.');
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Card number/).fill(card);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(`Visa •••• ${card.slice(-4)} saved.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `Visa •••• ${card.slice(-4)}` })).toBeVisible();
  await expect(page.getByLabel(/^Card number/)).toHaveValue('');
  await expect(page.locator('body')).not.toContainText(card.slice(0, 12));
  await expectNoAxeViolations(page);

  // A line of accounting, checked by the checkout form's rules, saved to be offered at checkout.
  const codes = page.getByRole('form', { name: 'Add accounting codes' });
  await codes.getByLabel(/^AAC\/DoDAAC/).fill('W91QUZ');
  await codes.getByLabel(/^Fund code/).fill('2');
  await codes.getByLabel(/^Appropriation/).fill('097x4930');
  await codes.getByLabel(/^Object class/).fill('26.0');
  // The job number keeps this run's line apart from an earlier run's on the same demo account.
  await codes.getByLabel(/^Project or job number/).fill(suffix);
  await codes.getByLabel(/^Nickname/).fill('Range operations');
  await page.getByRole('button', { name: 'Save accounting codes' }).click();
  await expect(page.locator('#fundCode-error')).toHaveText('Fund code must be exactly 2 letters or digits.');
  await expectNoAxeViolations(page);
  await codes.getByLabel(/^Fund code/).fill('21');
  await page.getByRole('button', { name: 'Save accounting codes' }).click();
  const label = `Range operations (AAC W91QUZ, fund code 21, appropriation 097X4930, object class 26.0, project/job ${suffix.toUpperCase()})`;
  await expect(page.locator('.adv-account-notice', { hasText: `Accounting codes saved: ${label}.` })).toBeFocused();
  await expect(page.getByRole('row', { name: new RegExp(suffix.toUpperCase()) })).toContainText('097X4930');
  await expect(codes.getByLabel(/^AAC\/DoDAAC/)).toHaveValue('');
  await expectNoAxeViolations(page);

  // The profile: the email is the sign-in's; the phone must follow the rule.
  await openFromMenu(page, account, 'Account information', 'Profile Member Information');
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^First name/)).toHaveValue(account.firstName);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Phone number/).fill('910-555');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#phone-error')).toHaveText('Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.');
  await page.getByLabel(/^Phone number/).fill('910-555-0106');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.adv-account-notice')).toBeFocused();
  await expect(page.locator('.adv-account-notice')).toHaveText('Your profile information was saved.');
  await expect(page.getByLabel(/^Phone number/)).toHaveValue('910-555-0106');
  await expectNoAxeViolations(page);
});
