/**
 * Member registration end to end (docs/product/accounts-and-sign-in.md profile, ADR 0005): the app's registration screens, the
 * development identity provider's sign-up, email verification and first sign-in with an authenticator
 * code, and the last step that creates the member and signs it in.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { createSignInAccount, firstSignIn, mailTo, openApp, stepHeading, uniqueEmail, validationCode, verifyEmail } from './journey';

const REGISTRATION_COMPLETE = 'Your registration is complete. Welcome to GSA Advantage!';
const PHONE_RULE = 'Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.';

/** The last step, then the member is signed in on the home page with its name in the header. */
async function finishDetails(page: Page, email: string, memberType: string, name: { first: string; last: string }) {
  await expect(page).toHaveURL(/\/ws\/(ggs\/)?profile\/registration_submit$/);
  await expect(stepHeading(page, 'Your details')).toBeVisible();
  const facts = page.locator('.adv-registration__facts');
  await expect(facts).toContainText(email);
  await expect(facts).toContainText(memberType);
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Phone number').fill('555-0142');
  if (memberType.startsWith('State')) {
    // A state or local buyer picks the government entity from the agency list.
    await page.getByRole('combobox', { name: /^State or territory of your government entity/ }).selectOption('IL');
    await page.getByRole('combobox', { name: /^Government entity/ }).selectOption('City of Springfield');
  } else {
    await page.getByLabel('Agency or organization').fill('General Services Administration');
  }
  await page.getByRole('button', { name: 'Complete registration' }).click();
  // Checked before posting, with the server's own message; nothing typed is lost.
  const summary = page.locator('.adv-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: PHONE_RULE })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveValue(name.first);
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: PHONE_RULE }).click();
  await expect(page.getByLabel('Phone number')).toBeFocused();

  await page.getByLabel('Phone number').fill('202-555-0142');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  if (memberType.startsWith('State')) {
    // The answer's newUserContainer holds no program yet: a state or local buyer validates their eligibility first.
    await expect(page).toHaveURL(/\/ws\/state\/stateValidation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'State and Local Eligibility' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/ws\/main\/home$/);
  }
  await expect(page.getByRole('button', { name: `Account menu for ${name.first} ${name.last}` })).toBeVisible();
  await expect(page.getByText(REGISTRATION_COMPLETE)).toBeVisible();
  await expectNoAxeViolations(page);
  await mailTo(page.request, email, /^Welcome to GSA Advantage$/);

  // The account confirmation prompt (docs/architecture.md display screen /ds/profile/confirm_prompt) shows the new account.
  await page.goto('/ds/profile/confirm_prompt');
  const prompt = page.getByRole('dialog', { name: 'Confirm Your Account Information' });
  await expect(prompt.getByText(email)).toBeVisible();
  await expect(prompt.getByText(`${name.first} ${name.last}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await prompt.getByRole('button', { name: 'Yes, this is correct' }).click();
  await expect(page).toHaveURL(/\/ws\/main\/home$/);
}

test('federal buyer: government email, sign-in account, verification, authenticator, details, signed in', async ({ page }) => {
  const email = uniqueEmail('pat.buyer', 'gsa.gov');
  await openApp(page);
  await page.goto('/ws/profile/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Registration' })).toBeVisible();
  await expect(stepHeading(page, 'Email address')).toBeVisible();
  await expect(page).toHaveTitle(/^Member Registration \|/);
  await expectNoAxeViolations(page);

  const field = page.getByLabel('Government email address');
  const summary = page.locator('.adv-error-summary');
  // Empty, then not a government address: refused before anything is sent.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Email address is required.');
  await field.fill('pat@gmail.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#emailAddress-error')).toHaveText('Federal buyers must use a government email address ending in .gov, .mil or .us.');
  await expect(field).toHaveAttribute('aria-describedby', 'emailAddress-hint emailAddress-error');
  await expect(field).toHaveValue('pat@gmail.com');
  await expectNoAxeViolations(page);
  // The server's Failure: a demo member already uses this address.
  await field.fill('buyer@gsa.gov');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#emailAddress-error')).toContainText('An account already uses this email address.');
  await expect(summary).toBeFocused();
  await expect(field).toHaveValue('buyer@gsa.gov');

  await field.fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Sign-in account')).toBeFocused();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Create your sign-in account' }).click();
  await createSignInAccount(page, email, { first: 'Pat', last: 'Buyer' });
  await verifyEmail(page, email);
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await firstSignIn(page, email);
  // mfa_sign_in answers accessDenied (no member yet); the registration begun here goes on to its last step.
  await finishDetails(page, email, 'Federal buyer', { first: 'Pat', last: 'Buyer' });
});

test('state and local buyer: work email, emailed code (two steps), sign-in account, details, signed in', async ({ page }) => {
  const email = uniqueEmail('clerk', 'springfield.il.us');
  await openApp(page);
  await page.goto('/ws/profile/state_registration');
  await expect(stepHeading(page, 'Email address')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Work email address').fill(email);
  await page.getByRole('button', { name: 'Send validation code' }).click();

  await expect(stepHeading(page, 'Validation code')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `We emailed a 6-digit validation code to ${email}.` })).toBeVisible();
  const code = page.getByLabel('Validation code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);

  const right = await validationCode(page.request, email);
  const wrong = right === '000000' ? '111111' : '000000';
  await code.fill('12ab');
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.locator('#code-error')).toHaveText('Enter the 6-digit code from the email.');
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.locator('#code-error')).toHaveText('That code is not right. 4 tries left.');
  await expect(page.locator('.adv-error-summary')).toBeFocused();
  await expect(code).toHaveValue(wrong);
  await expectNoAxeViolations(page);

  await code.fill(right);
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(stepHeading(page, 'Sign-in account')).toBeFocused();
  await expect(page.getByText('Your email address is confirmed:')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Create your sign-in account' }).click();
  await createSignInAccount(page, email, { first: 'Sam', last: 'Clerk' });
  await verifyEmail(page, email);
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await firstSignIn(page, email);
  await finishDetails(page, email, 'State or local government buyer', { first: 'Sam', last: 'Clerk' });
});

test('a sign-in account without a member: Access Denied, its registration link, then sign in to finish', async ({ page }) => {
  const email = uniqueEmail('analyst', 'agency.gov');
  // The sign-in account exists first (created at the provider directly).
  await page.goto(`/idp/signup?email=${encodeURIComponent(email)}`);
  await createSignInAccount(page, email, { first: 'Alex', last: 'Analyst' });
  await verifyEmail(page, email);

  await openApp(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await firstSignIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Register as a federal buyer' }).click();
  await expect(stepHeading(page, 'Email address')).toBeVisible();
  await page.getByLabel('Government email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Sign-in account')).toBeFocused();
  // The provider session is still open: signing in again needs no password.
  await page.getByRole('button', { name: 'Sign in to finish your registration' }).click();
  await finishDetails(page, email, 'Federal buyer', { first: 'Alex', last: 'Analyst' });
});

test('the FSS store registers through its ggs path in the adv12 theme', async ({ page }) => {
  await openApp(page, 'FSS');
  await page.goto('/ws/ggs/profile/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Registration' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'adv12');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Register as a state or local buyer' }).click();
  await expect(stepHeading(page, 'Email address')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register with your government email address' })).toHaveAttribute('href', '/ws/ggs/profile/registration');
  await expectNoAxeViolations(page);
});
