/**
 * FEDSTRIP/MILSTRIP requisition ordering end to end, signed in through the real provider as the
 * military demo buyer (AAC M28542, its password and constant profile seeded), every screen checked with axe:
 * 1. the USMC start page's FEDSTRIP link → the AAC entered with its password → two NSN lines keyed with the
 *    keyboard only (the first with a wrong unit of issue, fixed from the valid-units dialog), counting the fields
 *    typed for one line → the constant profile saved (a refused code shown on its field first);
 * 2. a phased list with one bad line (kept on its row with the reason) → ordered → the requisition file
 *    downloaded from order history re-parses to what was keyed;
 * 3. fedstrip/sign_out with each of its answers;
 * 4. the general store's theme (adv19): the federal demo buyer's AAC entry refuses an AAC not in their address
 *    book on its field; the FSS start page's FEDSTRIP link.
 * The FEDSTRIP screens are checked at 390 px for sideways scrolling. The buyers are one copy of the personas for
 * the whole file on the main server (support/members.ts), so the buyer's cart, profile and orders are no other
 * spec's (the order journey uses the same persona).
 */
import {
  FEDSTRIP_TEXT, FEDSTRIP_TITLES, MESSAGES, normalizeStockNumber, ordinalDate, parseRequisition, parseSupplyStatus, type Requisition,
  stateTimeZone, stockNumberText,
} from '@advantage/contracts';
import { DEMO_AAC_PASSWORD } from '@advantage/db';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { MAIN_ORIGIN } from '../../support/env';
import { expectFitsAtAllWidths } from '../../support/layout';
import { ownMembersOfFile } from '../../support/members';
import { type NsnItem, nsnItems, wrongUnitFor } from './items';

test.describe.configure({ mode: 'serial' });

const AAC = 'M28542';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

let page: Page;
let member: (email: string) => DemoAccount;
/** The file's copy of the military buyer (its AACs, their passwords and its constant profile seeded like the persona's). */
let marine: DemoAccount;
let items: NsnItem[];
/** What was keyed, by stock number: each line's quantity, unit and project code. */
const keyed = new Map<string, { quantity: number; unitOfIssue: string; projectCode: string }>();

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  // One copy for the file (support/members.ts): the tests continue one buyer's FEDSTRIP session, cart and orders.
  member = ownMembersOfFile();
  marine = member('marine.buyer@usmc.mil');
  page = await browser.newPage({ baseURL: MAIN_ORIGIN });
});
test.afterAll(async () => {
  await page?.close();
});

/** Types into the focused field, then Tab to the next; the last value is sent with Enter. Returns the ids typed into. */
async function keyLine(values: readonly string[]): Promise<string[]> {
  const typedInto: string[] = [];
  for (const [i, value] of values.entries()) {
    typedInto.push(await page.evaluate(() => document.activeElement?.id ?? ''));
    await page.keyboard.type(value);
    await page.keyboard.press(i === values.length - 1 ? 'Enter' : 'Tab');
  }
  return typedInto;
}

/** The notice of an answer (its words are also in the section's live region, for screen readers). */
const notice = (text: string) => page.locator('.adv-fs__notice', { hasText: text });
const recordTexts = () => page.locator('[data-record]').allTextContents();

test('the AAC, two NSN lines keyed with the keyboard only, a wrong unit fixed from the dialog, the constant profile saved', async () => {
  test.setTimeout(180_000);
  items = await nsnItems(page.request, 3, 40);
  await signIn(page, marine, '/ws/main/start_page?store=USMC');
  await expect(page).toHaveURL(/\/ws\/main\/start_page\?store=USMC$/);

  // The USMC start page's FEDSTRIP link opens the AAC entry; the AAC field has the focus.
  await page.getByRole('link', { name: 'FEDSTRIP / MILSTRIP ordering' }).click();
  await expect(heading(page, FEDSTRIP_TITLES.aacEntry)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^AAC\/DoDAAC/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await expectFitsAtAllWidths(page, 'the AAC entry');
  await keyLine([AAC, DEMO_AAC_PASSWORD]);

  // The item entry: the NSN field has the focus; the codes come from the seeded constant profile.
  await expect(heading(page, FEDSTRIP_TITLES.itemEntry)).toBeVisible();
  const nsnField = page.getByLabel('NSN or part number');
  await expect(nsnField).toBeFocused();
  await expect(page.getByText(`Ordering for ${AAC}`)).toContainText('New lines take the codes of your constant profile.');
  await expectNoAxeViolations(page);

  // Line 1 with a unit of issue the item is not issued by: the server's message on the unit field.
  const [first, second, third] = items as [NsnItem, NsnItem, NsnItem];
  const wrong = wrongUnitFor(first);
  await keyLine([first.nsn, String(first.quantity), wrong]);
  const unitField = page.getByLabel('Unit of issue');
  const message = FEDSTRIP_TEXT.wrongUnit(stockNumberText(normalizeStockNumber(first.nsn)), [first.unit]);
  await expect(page.locator('#unitOfIssue-error')).toHaveText(message);
  await expect(unitField).toHaveAttribute('aria-invalid', 'true');
  await expect(unitField).toHaveAttribute('aria-describedby', /unitOfIssue-error/);
  await expect(page.getByLabel('Quantity')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // From the error summary's link to the field, then the valid-units dialog, all by keyboard.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: message })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(unitField).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Choose a valid unit of issue' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: FEDSTRIP_TITLES.validUnits });
  const use = dialog.getByRole('button', { name: new RegExp(`^Use ${first.unit}\\b`) });
  await expect(use).toBeVisible();
  await expectNoAxeViolations(page);
  // The focus stays in the dialog; Escape closes it and the focus returns to the unit field.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(unitField).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(use).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(use).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(unitField).toBeFocused();
  await expect(unitField).toHaveValue(first.unit);
  await page.keyboard.press('Enter');
  await expect(notice(FEDSTRIP_TEXT.added(1))).toBeVisible();
  await expect(nsnField).toBeFocused();

  // Line 2: the figure of the issue, fields typed for one line with the AAC known and the profile saved.
  const typedInto = await keyLine([second.nsn, String(second.quantity), second.unit]);
  await expect(page.getByRole('heading', { name: 'In your FEDSTRIP cart (2)' })).toBeVisible();
  expect(typedInto).toEqual(['stockNumber', 'quantity', 'unitOfIssue']);
  expect(new Set(typedInto).size).toBeLessThanOrEqual(4);
  test.info().annotations.push({ type: 'figure', description: `fields typed for one line: ${new Set(typedInto).size} (${typedInto.join(', ')}), then Enter` });
  keyed.set(normalizeStockNumber(first.nsn), { quantity: first.quantity, unitOfIssue: first.unit, projectCode: '' });
  keyed.set(normalizeStockNumber(second.nsn), { quantity: second.quantity, unitOfIssue: second.unit, projectCode: '' });

  // Each requisition is shown as its 80-position record, as it will be sent.
  const records = await recordTexts();
  expect(records).toHaveLength(2);
  for (const record of records) {
    const parsed = parseRequisition(record);
    if (!parsed.ok) throw new Error(parsed.message);
    // The document date is the day at the AAC's address (Camp Lejeune, North Carolina), not UTC's.
    const day = ordinalDate(new Date(), stateTimeZone('NC'));
    expect(parsed.requisition).toMatchObject({ documentIdentifier: 'A0A', aac: AAC, ordinalDate: day, fundCode: '21', signalCode: 'A', ...keyed.get(parsed.requisition.stockNumber) });
  }
  await expectFitsAtAllWidths(page, 'the item entry with two requisitions', { axe: true });

  // The constant profile: a refused code on its field, then saved.
  await page.getByRole('navigation', { name: 'FEDSTRIP' }).getByRole('link', { name: 'Constant profile' }).click();
  await expect(heading(page, `${FEDSTRIP_TITLES.constantProfile}: ${AAC}`)).toBeVisible();
  await expectNoAxeViolations(page);
  const fund = page.getByLabel('Fund code');
  await fund.fill('');
  await page.getByRole('button', { name: 'Save constant profile' }).click();
  await expect(page.locator('#fundCode-error')).toHaveText('Signal code A is billed, so a fund code is required.');
  await expect(fund).toHaveAttribute('aria-invalid', 'true');
  await fund.fill('21');
  await page.getByLabel('Project code').fill('3AD');
  await page.getByRole('button', { name: 'Save constant profile' }).click();
  await expect(notice(FEDSTRIP_TEXT.profileSaved(AAC))).toBeVisible();
  await expectFitsAtAllWidths(page, 'the constant profile', { axe: true });
  keyed.set(normalizeStockNumber(third.nsn), { quantity: third.quantity, unitOfIssue: third.unit, projectCode: '3AD' });
});

/**
 * Order history's requisition detail: each record on one line, in a box of its own (a named region the keyboard
 * reaches) that scrolls sideways on a phone while the page does not; both widths pass axe.
 */
async function expectRecordsOnOneLine(what: string) {
  const boxes = page.getByRole('region', { name: /^Record of requisition / });
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) {
    await expect(box).toHaveAttribute('tabindex', '0');
    const text = box.locator('[data-record]');
    expect(await text.textContent()).toHaveLength(80);
    const lines = await text.evaluate((e) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)));
    expect(lines).toBe(1);
  }
  await expectFitsAtAllWidths(page, `the requisition detail ${what}`, { axe: true });
  // On a phone the line is wider than its box: Tab reaches the box and the arrow keys scroll it.
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    const first = boxes.first();
    await page.getByRole('heading', { level: 2, name: 'FEDSTRIP requisitions' }).click();
    for (let i = 0; i < 10 && !(await first.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    expect(await first.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => first.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
}

/** The text of the file a button downloads. */
async function downloaded(button: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('ascii');
}

test('a phased list with a bad line kept on its row, ordered, and the requisition file re-parses to what was keyed', async () => {
  test.setTimeout(180_000);
  const third = items[2]!;
  await page.getByRole('navigation', { name: 'FEDSTRIP' }).getByRole('link', { name: 'Requisition entry' }).click();
  await expect(heading(page, FEDSTRIP_TITLES.itemEntry)).toBeVisible();
  const bad = 'NOPART-999 1 EA';
  await page.getByLabel('Lines, one requisition a line').fill(`${third.nsn}, ${third.quantity}, ${third.unit}\n${bad}`);
  await page.getByRole('button', { name: 'Add the lines to cart' }).click();
  await expect(heading(page, FEDSTRIP_TITLES.phased)).toBeVisible();
  await expect(notice(FEDSTRIP_TEXT.phased(1, 1))).toBeVisible();
  const badRow = page.locator('[data-line="2"]');
  await expect(badRow).toContainText('Kept back');
  await expect(badRow).toContainText(`NSN or part number: ${FEDSTRIP_TEXT.notInCatalog('NOPART-999')}`);
  await expect(page.locator('[data-line="1"]')).toContainText('Added');
  await expect(page.getByLabel('Lines, one requisition a line')).toHaveValue(bad);
  await expectFitsAtAllWidths(page, 'the phased entry result', { axe: true });

  // The order summary: three requisitions, each as its record; ordered to the AAC.
  await page.getByRole('link', { name: 'Review and order' }).click();
  await expect(heading(page, FEDSTRIP_TITLES.orderSummary)).toBeVisible();
  await expect(page.locator('[data-record]')).toHaveCount(3);
  await expectFitsAtAllWidths(page, 'the FEDSTRIP order summary', { axe: true });
  await page.getByRole('button', { name: 'Order requisitions' }).click();
  await expect(heading(page, FEDSTRIP_TITLES.ordered)).toBeVisible();
  await expect(page).toHaveURL(/\/ws\/fedstrip\/fedstrip_shopping_cart\?group=G\d+$/);
  const group = new URL(page.url()).searchParams.get('group')!;
  await expect(page.getByRole('heading', { name: FEDSTRIP_TEXT.ordered(group) })).toBeVisible();
  await expect(page.locator('[data-record]')).toHaveCount(3);
  await expectFitsAtAllWidths(page, 'the requisitions ordered', { axe: true });

  // Order history: each order's requisition file, 80 characters a line, re-parses to what was keyed.
  const links = page.getByRole('link', { name: /^Requisitions of order .* in order history$/ });
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  const parsed: Requisition[] = [];
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 2, name: 'FEDSTRIP requisitions' })).toBeVisible();
    await expectRecordsOnOneLine(href);
    const text = await downloaded('Download requisition file');
    expect(text.endsWith('\r\n')).toBe(true);
    const documentNumbers: string[] = [];
    for (const record of text.split('\r\n').slice(0, -1)) {
      expect(record).toHaveLength(80);
      const result = parseRequisition(record);
      if (!result.ok) throw new Error(result.message);
      parsed.push(result.requisition);
      documentNumbers.push(record.slice(29, 43));
    }
    // Each requisition answers in MILSTRIP terms: on contract for direct delivery, the status records re-parse to it.
    await expect(page.getByText(/^BV: On contract for direct delivery to the consignee, estimated shipping date /)).toHaveCount(documentNumbers.length);
    const statuses = (await downloaded('Download status records')).split('\r\n').slice(0, -1).map((record) => {
      const result = parseSupplyStatus(record);
      if (!result.ok) throw new Error(result.message);
      return result.status;
    });
    expect(statuses.map((st) => [st.documentIdentifier, st.documentNumber, st.status])).toEqual(documentNumbers.map((n) => ['AE1', n, 'BV']));
  }
  await expectNoAxeViolations(page);
  expect(parsed.map((r) => r.stockNumber).sort()).toEqual([...keyed.keys()].sort());
  for (const r of parsed) expect(r).toMatchObject({ aac: AAC, signalCode: 'A', fundCode: '21', priority: '13', ...keyed.get(r.stockNumber) });
  expect(new Set(parsed.map((r) => r.serial)).size).toBe(3);
  // The Marine Corps store's theme is adv12 (the general store's, adv19, is checked in the last test).
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('adv12');
});

test('fedstrip/sign_out: SignedOff and AdvantageConfirmLogOff signed out; FedstripConfirmLogOff while requisitions wait, then LogoutFromAuthServer', async ({ browser }) => {
  const visitor = await browser.newPage({ baseURL: MAIN_ORIGIN });
  try {
    await visitor.goto('/ws/fedstrip/sign_out');
    await expect(heading(visitor, MESSAGES.signedOut)).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.goto('/ws/fedstrip/sign_out?confirmLogout=true');
    await expect(visitor.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('heading', { name: 'Confirm Logout' })).toBeVisible();
    await expectNoAxeViolations(visitor);
  } finally {
    await visitor.close();
  }

  // A line waits in the cart: signing out asks first; staying shows the cart.
  await page.goto('/ws/fedstrip/fedstrip_init');
  await expect(heading(page, FEDSTRIP_TITLES.itemEntry)).toBeVisible();
  const item = items[0]!;
  await expect(page.getByLabel('NSN or part number')).toBeFocused();
  await keyLine([item.nsn, String(item.quantity), item.unit]);
  await expect(notice(FEDSTRIP_TEXT.added(1))).toBeVisible();
  const signOut = () => page.getByRole('navigation', { name: 'FEDSTRIP' }).getByRole('link', { name: 'Sign out' }).click();
  await signOut();
  const ask = page.getByRole('dialog', { name: FEDSTRIP_TITLES.confirmSignOut });
  await expect(ask.getByRole('heading', { name: FEDSTRIP_TITLES.confirmSignOut })).toBeVisible();
  await expect(ask).toContainText(FEDSTRIP_TEXT.confirmSignOut(1));
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Stay and see the cart' }).click();
  await expect(heading(page, FEDSTRIP_TITLES.cart)).toBeVisible();
  await expect(page.locator('[data-record]')).toHaveCount(1);

  await signOut();
  // LogoutFromAuthServer is the one answer that sends the page to the provider's end-session address: that visit is
  // what the answer was, and it ends the provider session too. (The answer used to be read through page.route's
  // route.fetch, whose own HTTP client once met a socket the server had closed: ECONNRESET on a loaded machine.)
  const endSession = page.waitForRequest((r) => new URL(r.url()).pathname === '/idp/session/end');
  await page.getByRole('dialog', { name: FEDSTRIP_TITLES.confirmSignOut }).getByRole('button', { name: 'Sign out' }).click();
  expect(new URL((await endSession).url()).searchParams.get('id_token_hint')).toBeTruthy();
  // Back from the provider: the start page with the notice.
  await expect(page.getByText(MESSAGES.signedOut).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
  await expectNoAxeViolations(page);
});

test('in the general store (adv19): an AAC not in the buyer’s address book is refused on its field; the FSS start page links FEDSTRIP', async ({ page: other }) => {
  test.setTimeout(90_000);
  const buyer = member('buyer@gsa.gov');
  await signIn(other, buyer, '/ws/main/start_page?store=ADVANTAGE');
  await other.goto('/ws/fedstrip/fedstrip_init');
  await expect(heading(other, FEDSTRIP_TITLES.aacEntry)).toBeVisible();
  expect(await other.evaluate(() => document.documentElement.dataset.theme)).toBe('adv19');
  const aac = other.getByRole('textbox', { name: /^AAC\/DoDAAC/ });
  await expect(aac).toBeFocused();
  await other.keyboard.type('47QSMA');
  await other.keyboard.press('Enter');
  await expect(aac).toHaveAttribute('aria-invalid', 'true');
  await expect(other.locator('#aac-error')).toHaveText(FEDSTRIP_TEXT.aacNotInBook('47QSMA'));
  await expectFitsAtAllWidths(other, 'the AAC entry in adv19', { axe: true });

  await other.goto('/ws/main/start_page?store=FSS');
  await expect(other.getByRole('link', { name: 'FEDSTRIP / MILSTRIP ordering' })).toHaveAttribute('href', '/ws/fedstrip/fedstrip_init');
});
