/** Request Customer Service (docs/product/errors.md information/comment_form): errors first, then a request stored and mailed. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { mailTo } from '../../support/mailbox';

test('the form names each problem, then sends the request to the help desk with a copy to the sender', async ({ page }) => {
  const email = `pat.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@agency.gov`;
  await page.goto('/ws/information/comment_form?topic=returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Customer Service' })).toBeVisible();
  await expect(page).toHaveTitle(/^Request Customer Service \|/);
  await expect(page.getByLabel('Topic')).toHaveValue('returns');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send request' }).click();
  const summary = page.locator('.adv-error-summary');
  await expect(summary).toBeFocused();
  for (const message of ['Name is required.', 'Email address is required.', 'Message is required.']) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('Name').fill('Pat Buyer');
  await page.getByLabel('Email address').fill('pat@agency');
  await page.getByLabel('Phone number').fill('555-0142');
  await page.getByLabel('Order number').fill('GSA-0042-7781');
  await page.getByLabel('Message').fill('Two of the ten chairs arrived damaged. How do I return them?');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('#email-error')).toHaveText('Enter an email address in the form name@agency.gov.');
  await expect(page.locator('#phone-error')).toHaveText(
    'Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.',
  );
  await summary.getByRole('link', { name: 'Enter an email address in the form name@agency.gov.' }).click();
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByLabel('Message')).toHaveValue(/chairs arrived damaged/);

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('');
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('heading', { level: 2, name: 'Request sent' });
  await expect(sent).toBeFocused();
  const reference = (await page.locator('.adv-comment-form__facts dd').first().textContent()) ?? '';
  expect(reference).toMatch(/^CS-\d{6}$/);
  await expect(page.getByText(`A confirmation was sent to ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  const desk = await mailTo(page.request, 'help-desk@advantage.localhost', new RegExp(`^Customer service request ${reference}: Returns, damaged or wrong items$`));
  expect(desk.text).toContain(`Email: ${email}`);
  expect(desk.text).toContain('Two of the ten chairs arrived damaged.');
  const copy = await mailTo(page.request, email, new RegExp(`^We received your request ${reference}$`));
  expect(copy.text).toContain(reference);
});
