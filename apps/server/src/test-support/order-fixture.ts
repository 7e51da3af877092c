/**
 * Orders for the order-history suites, written straight into the tables the checkout fills (order groups,
 * orders, lines and their first 'Submitted' history row), with exact values to assert on; and signed-in
 * members to read them. Numbers come from the same sequences the checkout uses.
 */
import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import { type AppDb, rowsOf, schema } from '@advantage/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { browserSession, cookieValue } from './cookies.js';
import { TEST_ISSUER, type testIdentity } from './identity.js';

export interface FixtureLine {
  partNumber: string;
  nsn?: string | null;
  title: string;
  unitOfIssue?: string;
  quantity: number;
  unitPriceCents: number;
  status?: string;
}

export interface FixtureOrder {
  contractorName?: string;
  contractNumber?: string;
  status?: string;
  deliverBy?: string | null;
  notes?: string;
  lines: FixtureLine[];
}

export interface FixtureGroup {
  memberId: string;
  payment: 'card' | 'accounting';
  createdAt?: Date;
  shipTo?: Record<string, string>;
  accounting?: Record<string, string>;
  orders: FixtureOrder[];
}

export interface InsertedGroup {
  groupId: number;
  groupNumber: string;
  orders: Array<{ id: number; orderNumber: string; lineIds: number[] }>;
}

export const SHIP_TO = {
  name: 'Headquarters',
  contactName: 'Pat Buyer',
  phone: '202-555-0142',
  email: 'pat.buyer@gsa.gov',
  organization: 'General Services Administration',
  line1: '1800 F Street NW',
  line2: 'Room 2100',
  city: 'Washington',
  state: 'DC',
  zip: '20405',
  country: 'US',
};

export const ACCOUNTING = {
  aac: 'W91QUZ',
  fundCode: '21',
  appropriation: '097X4930',
  objectClass: '2600',
  projectJob: 'PJ-7',
  documentNumber: 'W91QUZ61230001',
};

async function nextNumber(db: AppDb, sequence: 'order_number_seq' | 'order_group_number_seq'): Promise<string> {
  const [row] = rowsOf<{ n: string }>(await db.execute(sql`select nextval(${sequence}::regclass)::text as n`));
  const n = row?.n;
  if (!n) throw new Error(`no value from ${sequence}`);
  return n;
}

export async function insertOrderGroup(db: AppDb, group: FixtureGroup): Promise<InsertedGroup> {
  const createdAt = group.createdAt ?? new Date();
  const [cart] = await db.insert(schema.carts).values({ memberId: group.memberId, status: 'ordered', createdAt }).returning({ id: schema.carts.id });
  const totals = group.orders.map((o) => o.lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0));
  const groupNumber = await nextNumber(db, 'order_group_number_seq');
  const [row] = await db
    .insert(schema.orderGroups)
    .values({
      groupNumber,
      memberId: group.memberId,
      cartId: cart!.id,
      paymentKind: group.payment,
      ...(group.payment === 'card'
        ? { cardBrand: 'visa', cardLast4: '4242', cardExpiry: '12/2030' }
        : { accounting: group.accounting ?? ACCOUNTING }),
      shipTo: group.shipTo ?? SHIP_TO,
      totalCents: totals.reduce((a, b) => a + b, 0),
      createdAt,
    })
    .returning({ id: schema.orderGroups.id });
  const inserted: InsertedGroup = { groupId: row!.id, groupNumber, orders: [] };
  for (const [i, order] of group.orders.entries()) {
    const orderNumber = await nextNumber(db, 'order_number_seq');
    const [o] = await db
      .insert(schema.orders)
      .values({
        orderNumber,
        groupId: row!.id,
        memberId: group.memberId,
        contractorId: 700 + i,
        contractorName: order.contractorName ?? `Contractor ${i + 1}`,
        contractNumber: order.contractNumber ?? `GS-02F-00${i + 1}0A`,
        status: order.status ?? 'Submitted',
        deliverBy: order.deliverBy ?? null,
        notes: order.notes ?? '',
        subtotalCents: totals[i]!,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: schema.orders.id });
    const lines = await db
      .insert(schema.orderLines)
      .values(
        order.lines.map((l, n) => ({
          orderId: o!.id,
          lineNumber: n + 1,
          productId: 1000 + n,
          offerId: 2000 + n,
          partNumber: l.partNumber,
          nsn: l.nsn ?? null,
          title: l.title,
          unitOfIssue: l.unitOfIssue ?? 'EA',
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          extendedCents: l.quantity * l.unitPriceCents,
          status: l.status ?? order.status ?? 'Submitted',
        })),
      )
      .returning({ id: schema.orderLines.id });
    await db.insert(schema.orderStatusHistory).values({ orderId: o!.id, status: 'Submitted', note: 'Order submitted.', at: createdAt });
    inserted.orders.push({ id: o!.id, orderNumber, lineIds: lines.map((l) => l.id) });
  }
  return inserted;
}

/** A one-order card group with one line; the shortest way to give a member an order. */
export function simpleGroup(memberId: string, createdAt: Date, extra: Partial<FixtureOrder> = {}): FixtureGroup {
  return {
    memberId,
    payment: 'card',
    createdAt,
    orders: [{ lines: [{ partNumber: 'PN-1', title: 'Copy paper', quantity: 2, unitPriceCents: 1_250 }], ...extra }],
  };
}

export async function insertMember(db: AppDb, subject: string, email: string): Promise<string> {
  const [m] = await db
    .insert(schema.members)
    .values({ issuer: TEST_ISSUER, subject, email, firstName: 'Pat', lastName: subject, memberType: 'federal' })
    .returning({ id: schema.members.id });
  return m!.id;
}

export interface SignedIn {
  /** Cookie, anti-forgery and bearer headers of a signed-in browser tab. */
  headers: Record<string, string>;
}

/** Signs the member with `subject` in the way the browser does (a session, then mfa_sign_in with the token). */
export async function signIn(app: FastifyInstance, id: Awaited<ReturnType<typeof testIdentity>>, subject: string): Promise<SignedIn> {
  const browser = await browserSession(app, '/rs/main/start_page');
  const token = await id.mint({ sub: subject });
  const res = await app.inject({ method: 'POST', url: '/rs/login/mfa_sign_in', headers: { ...browser.headers, authorization: `Bearer ${token}` }, payload: {} });
  if (res.json().responseType !== 'AUTHENTICATED') throw new Error(`sign-in failed: ${res.body}`);
  const session = cookieValue(res, COOKIES.session) ?? browser.session;
  const xsrf = cookieValue(res, COOKIES.antiForgery) ?? browser.token;
  return {
    headers: {
      cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${xsrf}`,
      [ANTI_FORGERY_HEADER]: xsrf,
      authorization: `Bearer ${token}`,
    },
  };
}
