import { randomUUID } from 'node:crypto';
import { STATE_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit, OFFERS } from '../../test-support/checkout-kit.js';
import { FIXTURE } from '../../test-support/catalog-fixture.js';
import { TEST_ISSUER } from '../../test-support/identity.js';

const TRAVIS = { agencyId: 'tx-county-travis-county', jurisdiction: 'TX', programs: ['COOPERATIVE', 'DISASTER'], certify: true };
const row = (contractNumber: string, partNumber: string, quantity: string) => ({ contractNumber, partNumber, quantity });

/** The add paths besides cart/addCart (a parked cart restored, quick order) keep a state or local member to their programs. */
describe.each(TEST_DATABASES)('state and local members add only what their programs open, on every path (%s)', (kind) => {
  let kit: CheckoutKit;

  beforeAll(async () => {
    kit = await checkoutKit(kind);
    // Global Supply's copy paper is open under Disaster Purchasing; the office chair (9_000_007) under no program.
    await kit.db.update(schema.offers).set({ statePrograms: ['DISASTER'] }).where(inArray(schema.offers.id, [OFFERS.globalPaper]));
  });
  afterAll(() => kit.t.close());

  async function stateBuyer(items: Array<{ offerId: number; quantity: number }>) {
    const subject = `state-add-${randomUUID().slice(0, 8)}`;
    await kit.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject, email: `${subject}@gsa.gov`, firstName: 'Sam', lastName: 'Clerk', memberType: 'state' });
    const buyer = await kit.buyer(subject, { items });
    expect((await kit.post(buyer, 'state/stateValidation', TRAVIS)).statusCode).toBe(200);
    return buyer;
  }
  const cartOf = async (cartId: number) =>
    Object.fromEntries((await kit.db.select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cartId))).map((i) => [i.offerId, i.quantity]));

  it('restores from a parked cart only the lines open to the member, naming the program the others need', async () => {
    // Parked before (or around) the rule: the chair is in it although no program opens it.
    const buyer = await stateBuyer([{ offerId: OFFERS.globalPaper, quantity: 2 }, { offerId: OFFERS.officeChair, quantity: 1 }]);
    const saved = (await kit.post(buyer, 'parkcart/save_parkcart', { name: 'Shelter supplies' })).json().attributes.saved;
    const res = (await kit.post(buyer, 'parkcart/addcart', { cartId: saved.cartId })).json();
    expect(res).toMatchObject({ responseName: 'Failure', attributes: { added: 1, problems: [{ title: 'Fixture Task Chair, Black', message: STATE_TEXT.notOpen([]) }] } });
    const [active] = await kit.db.select({ id: schema.carts.id }).from(schema.carts).where(and(eq(schema.carts.memberId, buyer.memberId), eq(schema.carts.status, 'active')));
    expect(await cartOf(active!.id)).toEqual({ [OFFERS.globalPaper]: 2 });
  });

  it('refuses on its row a quick-order line open under none of the member’s programs, and adds the others', async () => {
    const buyer = await stateBuyer([]);
    const res = (await kit.post(buyer, 'ordering/quick_ordering_cart', { rows: [row('GS-02F-0001X', 'FX-900003', '1'), row('GS-FX-GSS01', '7530015790001', '5')] })).json();
    expect(res.responseName).toBe('QuickOrder');
    expect(res.attributes.added).toBe(1);
    expect(res.attributes.rows).toEqual([{ ...row('GS-02F-0001X', 'FX-900003', '1'), message: STATE_TEXT.notOpen([]) }]);
    expect(await cartOf(buyer.cartId)).toEqual({ [OFFERS.globalPaper]: 5 });
  });

  it('tells a state member on each search result whether it is open to them, and under which program', async () => {
    await kit.db.update(schema.products).set({ statePrograms: ['DISASTER', 'PUBLIC_HEALTH'] }).where(eq(schema.products.id, FIXTURE.paper));
    await kit.db.update(schema.products).set({ statePrograms: ['PUBLIC_HEALTH'] }).where(eq(schema.products.id, FIXTURE.chairBlack));
    const buyer = await stateBuyer([]);
    type Result = { productId: number; stateAccess?: unknown };
    const results = (await kit.get(buyer, 'search/advantage_search?searchText=fixture')).json().attributes.results as Result[];
    expect(results.find((r) => r.productId === FIXTURE.paper)?.stateAccess).toEqual({ open: true, programs: ['DISASTER'], message: null });
    expect(results.find((r) => r.productId === FIXTURE.chairBlack)?.stateAccess).toEqual({
      open: false, programs: [], message: STATE_TEXT.notOpen(['Public Health Emergencies']),
    });
    const visitor = (await kit.get(await kit.visitor(), 'search/advantage_search?searchText=fixture')).json().attributes.results as Result[];
    expect(visitor.every((r) => r.stateAccess === undefined)).toBe(true);
  });

  it('offers the program choice on the Global Supply review (ggs/cart/process_order) and orders under it', async () => {
    const buyer = await stateBuyer([{ offerId: OFFERS.globalPaper, quantity: 1 }]);
    expect((await kit.payByCard(buyer)).statusCode).toBe(200);
    const review = (await kit.post(buyer, 'ggs/cart/process_order', {})).json();
    expect(review).toMatchObject({ responseName: 'Initial', attributes: { stateOrder: { programs: [{ key: 'COOPERATIVE' }, { key: 'DISASTER' }], blocked: null } } });
    const { cartId, version } = review.attributes;
    const submit = (program: object) => kit.post(buyer, 'ggs/cart/process_order', { submit: true, cartId, version, ...program }, { 'idempotency-key': randomUUID() });
    const none = (await submit({})).json();
    expect(none.responseName).toBe('Initial');
    expect(none.attributes.problems).toContainEqual({ code: 'stateProgram', message: STATE_TEXT.programRequired });
    const placed = (await submit({ program: 'DISASTER', programPurpose: 'recovery', programReference: 'DR-4673-FL' })).json();
    expect(placed.responseName, JSON.stringify(placed)).toBe('OrderConfirmation');
    const [group] = await kit.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.groupNumber, placed.attributes.groupNumber));
    expect(group).toMatchObject({ stateProgram: 'DISASTER', stateProgramPurpose: 'recovery', stateProgramReference: 'DR-4673-FL' });
    const federal = await kit.buyer(`federal-ggs-${randomUUID().slice(0, 8)}`, { items: [{ offerId: OFFERS.globalPaper, quantity: 1 }] });
    expect((await kit.post(federal, 'ggs/cart/process_order', {})).json().attributes.stateOrder).toBeNull();
  });

  it('leaves federal buyers’ parked carts and quick orders as they were', async () => {
    const federal = await kit.buyer(`federal-add-${randomUUID().slice(0, 8)}`, { items: [] });
    const res = (await kit.post(federal, 'ordering/quick_ordering_cart', { rows: [row('GS-02F-0001X', 'FX-900003', '1')] })).json();
    expect(res.responseName).toBe('Success');
    expect(await cartOf(federal.cartId)).toEqual({ [OFFERS.officeChair]: 1 });
  });
});
