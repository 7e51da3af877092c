import { randomInt, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { issueDevCard } from '@advantage/idp';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { accountMenu, type DemoAccount, signIn } from '../../support/auth';
import { expectNoAxeViolations } from '../../support/axe';
import { devCaDir, READER_ORIGIN } from '../../support/env';
import { ownMembersOfFile } from '../../support/members';

// docs/product/errors.md, quoted (the invalid-certificate notice has two spaces after 'ATTENTION:').
const SUCCESS = 'Your PIV/CAC card was successfully registered.';
const NO_ACTION = 'Your PIV/CAC card is already registered on GSA Advantage.';
const OTHER_ACCOUNT = 'ATTENTION: This PIV/CAC card is registered with another account.';
const INVALID = 'ATTENTION:  An invalid PIV/CAC card certificate was selected.';
const REGISTRATION_ERROR = 'Unexpected error while registering PIV/CAC card';
const REGISTER_PATH = '/rs/login/register_smart_card';

type Card = 'card-valid' | 'card-other' | 'card-missing-upn';

// Each run of the file (a repeat too) has members and cards of its own: a card is one UPN, registered to one
// account, so the second run's "Yes registers it" needs a card the first run did not register.
let owner: DemoAccount;
let otherMember: DemoAccount;
let anyMember: DemoAccount;
let cards: Record<Card, { certPath: string; keyPath: string }>;
let holder: string;

function cardFiles(card: Card) {
  return cards[card];
}

function newCards(): void {
  // Ten digits, the first not 0: a holder number (the CN's EDIPI and the UPN) of this run's own.
  holder = String(randomInt(1_000_000_000, 9_999_999_999));
  const issued = (card: Card, number: string) => {
    const files = issueDevCard(devCaDir(), card, number);
    return { certPath: files.cert, keyPath: files.key };
  };
  cards = {
    'card-valid': issued('card-valid', holder),
    'card-other': issued('card-other', String(randomInt(1_000_000_000, 9_999_999_999))),
    'card-missing-upn': issued('card-missing-upn', String(randomInt(1_000_000_000, 9_999_999_999))),
  };
}

/** A browser whose certificate store holds one card: the reader's TLS handshake gets it. */
async function withCard(browser: Browser, card: Card): Promise<BrowserContext> {
  return browser.newContext({ clientCertificates: [{ origin: READER_ORIGIN, ...cardFiles(card) }], ignoreHTTPSErrors: true });
}

async function openCardDialog(page: Page, member: DemoAccount): Promise<Locator> {
  await accountMenu(page, member).click();
  await page.getByRole('button', { name: 'Register PIV/CAC card', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register PIV/CAC card' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The confirmation (docs/product/accounts-and-sign-in.md step 2): user name, alternative name, agency, issuer and expiry, then Yes / No. */
async function expectConfirmation(dialog: Locator, rows: Record<string, string>): Promise<void> {
  await expect(dialog.getByText('Do you want to register this PIV/CAC card with your GSA Advantage! account?')).toBeVisible();
  for (const [label, value] of Object.entries(rows)) {
    await expect(dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }
  await expect(dialog.getByRole('button', { name: 'Yes', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'No', exact: true })).toBeVisible();
}

test.describe('PIV/CAC card registration', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => {
    const member = ownMembersOfFile();
    owner = member('field.office@usda.gov');
    otherMember = member('analyst@dhs.gov');
    anyMember = member('buyer@gsa.gov');
    newCards();
  });

  const validCard = () => {
    const cert = new X509Certificate(readFileSync(cardFiles('card-valid').certPath));
    return {
      'User name': `SMITH.JOHN.Q.${holder}`,
      'Alternative name': `${holder}@mil`,
      'Agency': 'DoD',
      'Issuer': 'U.S. Government',
      'Expires': cert.validTo,
    };
  };

  test('a valid card: the confirmation shows the card, No cancels, Yes registers it', async ({ browser }) => {
    const context = await withCard(browser, 'card-valid');
    const page = await context.newPage();
    await signIn(page, owner, '/ws/main/start_page?store=USDA');

    let dialog = await openCardDialog(page, owner);
    await expectConfirmation(dialog, validCard());
    await expectNoAxeViolations(page);
    const registrations: string[] = [];
    const assertions: unknown[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith(REGISTER_PATH)) return;
      registrations.push(request.method());
      assertions.push((request.postDataJSON() as { assertion?: unknown }).assertion);
    });
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(registrations).toEqual([]);
    await expect(accountMenu(page, owner)).toBeFocused();

    dialog = await openCardDialog(page, owner);
    await expectConfirmation(dialog, validCard());
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(dialog.getByText(SUCCESS, { exact: true })).toBeVisible();
    expect(registrations).toEqual(['POST']);
    // The reader's signed proof that this card's key was used, for this session (docs/adr/0008).
    expect(assertions).toEqual([expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/)]);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await context.close();
  });

  test('the same card again on the same account: already registered', async ({ browser }) => {
    const context = await withCard(browser, 'card-valid');
    const page = await context.newPage();
    await signIn(page, owner, '/ws/main/start_page?store=USDA');
    const dialog = await openCardDialog(page, owner);
    await expectConfirmation(dialog, validCard());
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(dialog.getByText(NO_ACTION, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('the card of another account: refused with the ATTENTION message', async ({ browser }) => {
    const context = await withCard(browser, 'card-valid');
    const page = await context.newPage();
    await signIn(page, otherMember, '/ws/main/start_page?store=DHS');
    const dialog = await openCardDialog(page, otherMember);
    await expectConfirmation(dialog, validCard());
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(dialog.getByText(OTHER_ACCOUNT, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('the certificate without the reader\'s assertion, or with a used one, is refused', async ({ browser }) => {
    const context = await withCard(browser, 'card-other');
    const page = await context.newPage();
    await signIn(page, anyMember, '/ws/main/start_page?store=ADVANTAGE');
    // What someone holding only the public certificate can send: the card data, without the reader's assertion.
    let rewrite: ((body: Record<string, unknown>) => Record<string, unknown>) | undefined = ({ assertion: _dropped, ...card }) => card;
    let accepted: Record<string, unknown> | undefined;
    await page.route(`**${REGISTER_PATH}`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      if (!rewrite) {
        accepted = body;
        return route.continue();
      }
      return route.continue({ postData: JSON.stringify(rewrite(body)) });
    });
    const refused = async () => {
      await expect(page.getByRole('heading', { level: 1, name: REGISTRATION_ERROR })).toBeVisible();
      await page.goto('/ws/main/start_page?store=ADVANTAGE');
    };

    let dialog = await openCardDialog(page, anyMember);
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await refused();

    rewrite = undefined;
    dialog = await openCardDialog(page, anyMember);
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(dialog.getByText(SUCCESS, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();

    // The same assertion a second time, in place of the fresh one the reader just signed.
    const used = accepted;
    rewrite = (body) => ({ ...body, assertion: used?.assertion });
    dialog = await openCardDialog(page, anyMember);
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await refused();
    await context.close();
  });

  test('a card without the mandatory alternative name (UPN): the invalid certificate notice', async ({ browser }) => {
    const context = await withCard(browser, 'card-missing-upn');
    const page = await context.newPage();
    await signIn(page, anyMember, '/ws/main/start_page?store=ADVANTAGE');
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(REGISTER_PATH)) registrations.push(request.method());
    });
    const dialog = await openCardDialog(page, anyMember);
    const notice = dialog.getByText(/^ATTENTION: +An invalid PIV\/CAC card certificate was selected\.$/);
    await expect(notice).toBeVisible();
    // Quoted exactly, both spaces kept on screen.
    expect(await notice.textContent()).toBe(INVALID);
    expect(await notice.evaluate((el) => getComputedStyle(el).whiteSpace)).toMatch(/^(pre|pre-wrap|break-spaces)$/);
    await expect(dialog.getByRole('button', { name: 'Yes', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('listitem')).toContainText(['Log out of GSA Advantage!.', 'Close all your browser windows.']);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(registrations).toEqual([]);
    await context.close();
  });
});
