/**
 * What the checkout suites share, on top of the cart suites' kit: members with a filled cart and an
 * address book, purchase-card numbers valid by the rules, and the submission with its Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { ANTI_FORGERY_HEADER, type AddressInput, COOKIES } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { BuildOptions } from '../app.js';
import type { AppConfig } from '../config.js';
import { addItems, ensureActiveCart } from '../core/cart/store.js';
import { saveAddress } from '../core/orders/address-store.js';
import { grantAac, unlockAac } from './aac-kit.js';
import { createTestApp } from './app.js';
import type { Caller } from './cart-kit.js';
import { OFFERS } from './cart-kit.js';
import { ANY_MAIL_PORT, insertCatalogFixture } from './catalog-fixture.js';
import { browserSession, cookieValue } from './cookies.js';
import { TEST_ISSUER, testIdentity } from './identity.js';

export { OFFERS };
export type { Caller };

/** A card number with the given prefix made valid by the Luhn rule (docs/product/checkout.md). */
export function luhnCard(prefix: string): string {
  const body = prefix.padEnd(15, '0').slice(0, 15);
  for (let check = 0; check <= 9; check++) {
    const digits = `${body}${check}`;
    let sum = 0;
    for (let i = 0; i < 16; i++) {
      let d = Number(digits[15 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

export const CARD = luhnCard('461400123456789');
export const LATER_EXPIRY = `08/${new Date().getUTCFullYear() + 3}`;

export const ADDRESS: AddressInput = {
  kind: 'standard',
  name: 'Headquarters',
  aac: '',
  contactName: 'Pat Buyer',
  phone: '202-555-0142',
  email: 'pat.buyer@gsa.gov',
  organization: 'General Services Administration',
  line1: '1800 F Street NW',
  line2: 'Room 2100',
  city: 'Washington',
  state: 'DC',
  zip: '20405',
  isDefault: true,
};

export const AAC_ADDRESS: AddressInput = { ...ADDRESS, kind: 'aac', name: 'Camp Lejeune supply', aac: 'M67001', line1: 'Building 1011', line2: '', city: 'Camp Lejeune', state: 'NC', zip: '28542', isDefault: false };

export const CODES = { aac: 'M67001', fundCode: '21', appropriation: '017X1106', objectClass: '26.0', projectJob: '', documentNumber: '' };

/** An app with the test identity provider and the catalog fixture; members sign in through login/mfa_sign_in. */
async function baseKit(kind: 'pglite' | 'postgres', logger?: BuildOptions['logger'], sessionSecret?: string, now?: () => number, more: Partial<AppConfig> = {}) {
  const id = await testIdentity();
  const overrides = { ...ANY_MAIL_PORT, ...(sessionSecret ? { sessionSecret } : {}), ...more };
  const t = await createTestApp(kind, overrides, { identity: id.settings, ...(logger ? { logger } : {}), ...(now ? { now } : {}) });
  await insertCatalogFixture(t.database.db);

  async function visitor(): Promise<Caller> {
    return { headers: { ...(await browserSession(t.app, '/rs/main/start_page')).headers } };
  }

  async function member(subject: string) {
    const email = `${subject}@gsa.gov`;
    await t.app.db
      .insert(schema.members)
      .values({ issuer: TEST_ISSUER, subject, email, firstName: 'Pat', lastName: subject, memberType: 'federal' })
      .onConflictDoNothing();
    const [row] = await t.app.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.subject, subject));
    const browser = await visitor();
    const token = await id.mint({ sub: subject, email });
    const response = await t.app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
    if (response.json().responseType !== 'AUTHENTICATED') throw new Error(`sign-in failed: ${response.body}`);
    const signed = cookieValue(response, COOKIES.session) ?? '';
    const xsrf = cookieValue(response, COOKIES.antiForgery) ?? '';
    return {
      memberId: row!.id,
      session: t.app.unsignCookie(signed).value ?? '',
      headers: { cookie: `${COOKIES.session}=${signed}; ${COOKIES.antiForgery}=${xsrf}`, [ANTI_FORGERY_HEADER]: xsrf, authorization: `Bearer ${token}` },
    };
  }

  const post = (caller: Caller, path: string, payload: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/rs/${path}`, headers: { ...caller.headers, ...extra }, payload: payload as object });
  const get = (caller: Caller, path: string) => t.app.inject({ method: 'GET', url: `/rs/${path}`, headers: caller.headers });
  return { t, id, visitor, member, post, get };
}

export async function checkoutKit(
  kind: 'pglite' | 'postgres',
  options: { logger?: BuildOptions['logger']; sessionSecret?: string; now?: () => number; config?: Partial<AppConfig> } = {},
) {
  const kit = await baseKit(kind, options.logger, options.sessionSecret, options.now, options.config);
  const db = kit.t.app.db;

  /**
   * A signed-in member with the items in the active cart and the addresses in the book; `unlocked` AACs are
   * granted to the member and their password entered in this session (ordering to an AAC needs both).
   */
  type BuyerOptions = { items?: Array<{ offerId: number; quantity: number }>; addresses?: AddressInput[]; unlocked?: string[] };
  async function buyer(subject: string, options: BuyerOptions = {}) {
    const m = await kit.member(subject);
    const cartId = await ensureActiveCart(db, { memberId: m.memberId, sessionId: m.session });
    const items = options.items ?? [
      { offerId: OFFERS.officePaper, quantity: 2 },
      { offerId: OFFERS.officeChair, quantity: 1 },
      { offerId: OFFERS.globalPaper, quantity: 3 },
    ];
    const added = await addItems(db, cartId, items, 0);
    if (added.problems.length) throw new Error(JSON.stringify(added.problems));
    const addresses = [];
    for (const a of options.addresses ?? [ADDRESS]) addresses.push(await saveAddress(db, m.memberId, a));
    for (const aac of options.unlocked ?? []) {
      await grantAac(db, m.memberId, aac);
      const res = await unlockAac(kit.post, m, aac);
      if (res.statusCode !== 200) throw new Error(`unlocking ${aac} failed: ${res.body}`);
    }
    return { ...m, cartId, addresses };
  }

  const review = async (caller: Caller) => (await kit.get(caller, 'checkout/checkout_review')).json();

  const payByCard = (caller: Caller, number = CARD, expiry = LATER_EXPIRY) =>
    kit.post(caller, 'ggs/cart/select_payment', { method: 'card', cardNumber: number, expiry, holderName: 'Pat Buyer' });

  /** Sends the order shown on the review now, with a new key unless one is given. */
  async function submit(caller: Caller, key: string = randomUUID(), body?: object) {
    const shown = await review(caller);
    const payload = body ?? { cartId: shown.attributes.cartId, version: shown.attributes.version };
    return kit.post(caller, 'checkout/checkout_review_submit', payload, { 'idempotency-key': key });
  }

  async function counts() {
    const [groups, orders, lines, mails] = await Promise.all([
      db.$count(schema.orderGroups),
      db.$count(schema.orders),
      db.$count(schema.orderLines),
      db.$count(schema.mailOutbox),
    ]);
    return { groups, orders, lines, mails };
  }

  const cartStatus = async (cartId: number) => {
    const [row] = await db.select({ status: schema.carts.status }).from(schema.carts).where(eq(schema.carts.id, cartId));
    return row?.status;
  };

  return { ...kit, db, buyer, review, payByCard, submit, counts, cartStatus };
}

export type CheckoutKit = Awaited<ReturnType<typeof checkoutKit>>;
