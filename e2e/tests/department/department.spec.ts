/**
 * Department pages (docs/product/department-pages-and-ebuy.md "Department: ...") and eBuy: a department picks itself and
 * searches only its agreements, opens its home office, asks the agency programs office to get in touch (stored,
 * mailed, 'Thank you!'), answers the survey and sends feedback — the dialogs with the keyboard only — and a
 * signed-in member is handed over to eBuy. axe and the 390 px fit on every screen.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoAccount, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { ownClientAddress } from '../../support/client-address';
import { expectFitsAtAllWidths } from '../../support/layout';
import { mailTo } from '../../support/mailbox';

// The forms are limited per client address: each test sends from an address of its own.
test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** Presses Tab until `target` has the focus: the way a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((e) => e === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** A link or button on the page (under any dialog) activated from the keyboard: focused, then Enter. */
async function press(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('a department searches its agreements, finds its home office and contacts the programs office', async ({ page, request }) => {
  const email = `dept.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@hq.dhs.gov`;
  // The department advanced select (the old department/adv_select.do) leads to the department search.
  await page.goto('/advantage/department/adv_select.do');
  await expect(page.getByRole('heading', { level: 1, name: 'Advantage Select' })).toBeVisible();
  await page.getByRole('link', { name: 'Search your department’s agreements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Department Search' })).toBeVisible();
  await expect(page).toHaveTitle(/^Department Search \|/);
  await expectFitsAtAllWidths(page, 'department/main', { axe: true });

  // Suggestions while typing lead to the department.
  await page.getByLabel('Find a department or agreement').fill('homel');
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(/^\d+ match/);
  await page.getByRole('link', { name: 'Department of Homeland Security' }).click();
  const chosen = page.getByRole('heading', { level: 2, name: 'Department of Homeland Security' });
  await expect(chosen).toBeVisible();
  const agreements = page.getByRole('table', { name: 'Agreements of the Department of Homeland Security' });
  await expect(agreements.getByRole('row')).not.toHaveCount(0);
  await expectFitsAtAllWidths(page, 'department/main?dept=DHS', { axe: true });

  // Everything on its agreements: the answer and every link on it stay in the department.
  await page.getByRole('search', { name: 'Search Department of Homeland Security agreements' }).getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Department of Homeland Security: items on its agreements' })).toBeVisible();
  await expect(page).toHaveURL(/\/ws\/department\/main_search\?dept=DHS$/);
  await expect(page.locator('.adv-results__count')).toContainText(/of [\d,]+ results?/);
  const facetLinks = page.locator('#search-filters a[href*="/ws/"]');
  expect(await facetLinks.count()).toBeGreaterThan(0);
  for (const href of await facetLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^\/ws\/department\/main_search\?dept=DHS&/);
  }
  await expectFitsAtAllWidths(page, 'department/main_search', { axe: true });

  // The home office, with its contacts.
  await page.goto('/ws/department/main?dept=DHS');
  await page.getByRole('link', { name: 'Home office and contacts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Department of Homeland Security' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'angela.ortiz@hq.dhs.gov' })).toHaveAttribute('href', 'mailto:angela.ortiz@hq.dhs.gov');
  await expectFitsAtAllWidths(page, 'department/homeoffice', { axe: true });

  // What the program offers, and the contact dialog, with the keyboard only.
  await page.goto('/ws/department/adv2git?dept=DHS');
  await expect(page.getByRole('heading', { level: 1, name: 'GSA Advantage! for Your Department' })).toBeVisible();
  await expectFitsAtAllWidths(page, 'department/adv2git', { axe: true });
  await press(page, page.getByRole('link', { name: 'Contact the agency programs office' }));
  const dialog = page.getByRole('dialog', { name: 'Contact the Agency Programs Office' });
  await expect(dialog.getByRole('heading', { name: 'Contact the Agency Programs Office' })).toBeVisible();
  await expect(dialog.getByLabel(/^Department/)).toHaveValue('DHS');
  await expectNoAxeViolations(page);

  await typeInto(page, dialog.getByLabel(/^Name/), 'Angela Ortiz');
  await typeInto(page, dialog.getByLabel(/^Government email address/), 'angela.ortiz@gmail.com');
  await tabTo(page, dialog.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  const summary = dialog.locator('.adv-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Federal buyers must use a government email address ending in .gov, .mil or .us.' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Agency or office is required.' })).toBeVisible();
  await expectNoAxeViolations(page);

  await tabTo(page, summary.getByRole('link', { name: /government email address/ }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(/^Government email address/)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(email);
  await typeInto(page, dialog.getByLabel(/^Agency or office/), 'DHS Office of the Chief Procurement Officer');
  await tabTo(page, dialog.getByLabel(/^What would you like to talk about/));
  await page.keyboard.type('Putting');
  await expect(dialog.getByLabel(/^What would you like to talk about/)).toHaveValue('agreements');
  await typeInto(page, dialog.getByLabel(/^Message/), 'We are placing a department-wide BPA for body armor and would like it on our store.');
  await tabTo(page, dialog.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  const thanks = dialog.getByRole('heading', { name: 'Thank you!' });
  await expect(thanks).toBeFocused();
  const reference = ((await dialog.locator('strong').filter({ hasText: /^CR-\d{6}$/ }).textContent()) ?? '').trim();
  expect(reference).toMatch(/^CR-\d{6}$/);
  await expectNoAxeViolations(page);

  const mail = await mailTo(request, 'agency-programs@advantage.localhost', new RegExp(`^Department contact request ${reference}: Putting our agreements on GSA Advantage!$`));
  expect(mail.text).toContain(`Email: ${email}`);
  expect(mail.text).toContain('Department: Department of Homeland Security');
  expect(mail.text).toContain('body armor');
});

test('the survey and feedback dialogs work with the keyboard only and say Thank you!', async ({ page }) => {
  await page.goto('/ws/department/homeoffice?dept=USDA');
  await expect(page.getByRole('heading', { level: 1, name: 'U.S. Department of Agriculture' })).toBeVisible();

  await press(page, page.getByRole('link', { name: 'Take a two-minute survey' }));
  const survey = page.getByRole('dialog', { name: 'Department Pages Survey' });
  await expect(survey.getByRole('heading', { name: 'Department Pages Survey' })).toBeVisible();
  await expectFitsAtAllWidths(page, 'department/survey', { axe: true });
  await tabTo(page, survey.getByRole('button', { name: 'Send answers' }));
  await page.keyboard.press('Enter');
  await expect(survey.locator('.adv-error-summary')).toBeFocused();
  await expect(survey.getByRole('link', { name: 'Choose how satisfied you are.' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Arrow keys move within a radio group and choose as they go.
  await tabTo(page, survey.getByLabel('Very dissatisfied'));
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect(survey.getByLabel('Satisfied', { exact: true })).toBeChecked();
  await tabTo(page, survey.getByLabel('Yes'));
  await page.keyboard.press('Space');
  await expect(survey.getByLabel('Yes')).toBeChecked();
  await tabTo(page, survey.getByLabel(/^What did you come to do/));
  await page.keyboard.type('Check');
  await expect(survey.getByLabel(/^What did you come to do/)).toHaveValue('agreements');
  await tabTo(page, survey.getByRole('button', { name: 'Send answers' }));
  await page.keyboard.press('Enter');
  await expect(survey.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expectNoAxeViolations(page);
  await tabTo(page, survey.getByRole('link', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(survey).toHaveCount(0);
  await expect(page).toHaveURL(/\/ws\/department\/homeoffice\?dept=USDA$/);
  // The page under takes the focus (its main content) once the dialog's route has left; not before a key is pressed.
  await expect(page.locator('#main-content')).toBeFocused();

  await press(page, page.getByRole('link', { name: 'send feedback' }));
  const feedback = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(feedback.getByRole('heading', { name: 'Send Feedback' })).toBeVisible();
  await expectFitsAtAllWidths(page, 'department/feedback', { axe: true });
  // Escape closes the dialog and leaves the page under it, which takes the focus.
  await page.keyboard.press('Escape');
  await expect(feedback).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeFocused();
  await press(page, page.getByRole('link', { name: 'send feedback' }));
  await expect(feedback.getByRole('heading', { name: 'Send Feedback' })).toBeVisible();
  await tabTo(page, feedback.getByLabel(/^What is your feedback about/));
  await page.keyboard.type('Search');
  await typeInto(page, feedback.getByLabel(/^Feedback/), 'The toner we buy under our BPA did not show for "toner cartridge".');
  await typeInto(page, feedback.getByLabel(/^Email address for an answer/), 'field.office@usda.gov');
  await tabTo(page, feedback.getByRole('button', { name: 'Send feedback' }));
  await page.keyboard.press('Enter');
  await expect(feedback.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expect(feedback).toContainText('We will answer at field.office@usda.gov.');
  await expectNoAxeViolations(page);
});

test('eBuy asks a visitor to sign in, and hands a signed-in member over to their agency’s eBuy', async ({ page }) => {
  await page.goto('/ws/main/ebuy');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toContainText('Please sign in to continue.');
  await expect(page.getByRole('heading', { level: 1, name: 'GSA eBuy' })).toHaveCount(0);

  // The old eBuy login address lands on the same page.
  await signIn(page, demoAccount('buyer@gsa.gov'), '/ws/main/start_page?store=ADVANTAGE');
  await page.goto('/ebuy_login.do');
  await expect(page).toHaveURL(/\/ws\/main\/ebuy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GSA eBuy' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^GSA eBuy$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^www\.ebuy\.gsa\.gov$/ })).toBeVisible();
  await expectFitsAtAllWidths(page, 'main/ebuy', { axe: true });

  // eBuy itself is outside the test machine: the browser's request for it is answered here.
  let reached = '';
  await page.route('https://www.ebuy.gsa.gov/**', async (route) => {
    reached = route.request().url();
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>eBuy</title><h1>GSA eBuy</h1>' });
  });
  await press(page, page.getByRole('link', { name: 'Continue to eBuy' }));
  await expect(page).toHaveURL('https://www.ebuy.gsa.gov/ebuy/');
  expect(reached).toBe('https://www.ebuy.gsa.gov/ebuy/');
});
