import { randomUUID } from 'node:crypto';
import { STATE_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit, OFFERS } from '../../test-support/checkout-kit.js';
import { FIXTURE } from '../../test-support/catalog-fixture.js';
import { TEST_ISSUER } from '../../test-support/identity.js';
import { loadDeclarations } from '../state/declarations-admin.js';

const TRAVIS = { agencyId: 'tx-county-travis-county', jurisdiction: 'TX', programs: ['COOPERATIVE', 'DISASTER'], certify: true };

describe.each(TEST_DATABASES)('state and local members buy only what their programs open (%s)', (kind) => {
  let kit: CheckoutKit;
  let n = 0;

  beforeAll(async () => {
    kit = await checkoutKit(kind);
    // Copy paper: the office contract's offer under Disaster Purchasing, Global Supply's under Disaster and Public
    // Health, the veteran-owned contractor's under Public Health only; the office chair under no program.
    const set = (ids: number[], programs: string[]) => kit.db.update(schema.offers).set({ statePrograms: programs }).where(inArray(schema.offers.id, ids));
    await set([OFFERS.officePaper], ['DISASTER']);
    await set([OFFERS.globalPaper], ['DISASTER', 'PUBLIC_HEALTH']);
    await set([9_000_003], ['PUBLIC_HEALTH']);
  });
  afterAll(() => kit.t.close());

  /** A state member (created before sign-in, so the session reads them as one), validated unless told not to. */
  async function stateBuyer(options: { validate?: boolean; items?: Array<{ offerId: number; quantity: number }> } = {}) {
    const subject = `state-buyer-${++n}`;
    await kit.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject, email: `${subject}@gsa.gov`, firstName: 'Sam', lastName: 'Clerk', memberType: 'state' });
    const buyer = await kit.buyer(subject, options.items ? { items: options.items } : { items: [{ offerId: OFFERS.globalPaper, quantity: 1 }] });
    if (options.validate !== false) expect((await kit.post(buyer, 'state/stateValidation', TRAVIS)).statusCode).toBe(200);
    return buyer;
  }
  const add = (who: Parameters<CheckoutKit['post']>[0], offerId: number, productId: number = FIXTURE.paper) =>
    kit.post(who, 'cart/addCart', { productId, offerId, quantity: 2 });

  it('refuses to add an offer open under no program the member validated, naming the program needed', async () => {
    const buyer = await stateBuyer();
    const publicHealth = (await add(buyer, 9_000_003)).json();
    expect(publicHealth).toMatchObject({ responseName: 'Failure', attributes: { problems: [{ offerId: 9_000_003, message: STATE_TEXT.notOpen(['Public Health Emergencies']) }] } });
    const chair = (await add(buyer, OFFERS.officeChair, FIXTURE.chairBlack)).json();
    expect(chair).toMatchObject({ responseName: 'Failure', attributes: { problems: [{ message: STATE_TEXT.notOpen([]) }] } });
    expect((await add(buyer, OFFERS.officePaper)).json().responseName).toBe('Success');
  });

  it('picks the offer open to the member when a product is added without one', async () => {
    // For one ream the lowest-priced, fastest offer is the veteran-owned contractor's (Public Health only); the member
    // validated Cooperative and Disaster Purchasing, so Global Supply's offer (Disaster) is the one added.
    const buyer = await stateBuyer({ items: [] });
    expect((await kit.post(buyer, 'cart/addCart', { productId: FIXTURE.paper, quantity: 1 })).json().responseName).toBe('Success');
    const cart = await kit.db.select({ offerId: schema.cartItems.offerId }).from(schema.cartItems).where(eq(schema.cartItems.cartId, buyer.cartId));
    expect(cart).toEqual([{ offerId: OFFERS.globalPaper }]);
    const federal = await kit.buyer(`federal-pick-${randomUUID()}`, { items: [] });
    expect((await kit.post(federal, 'cart/addCart', { productId: FIXTURE.paper, quantity: 1 })).json().responseName).toBe('Success');
    const theirs = await kit.db.select({ offerId: schema.cartItems.offerId }).from(schema.cartItems).where(eq(schema.cartItems.cartId, federal.cartId));
    expect(theirs).toEqual([{ offerId: 9_000_003 }]);
  });

  it('shows on the product page each offer’s programs and, to a state member, which are open and why not', async () => {
    const buyer = await stateBuyer();
    const page = (await kit.get(buyer, `catalog/product_detail?productId=${FIXTURE.paper}`)).json();
    const byId = new Map(page.attributes.offers.map((o: { id: number }) => [o.id, o]));
    expect(byId.get(OFFERS.globalPaper)).toMatchObject({ statePrograms: ['DISASTER', 'PUBLIC_HEALTH'], stateAccess: { open: true, programs: ['DISASTER'], message: null } });
    expect(byId.get(9_000_003)).toMatchObject({
      statePrograms: ['PUBLIC_HEALTH'],
      stateAccess: { open: false, programs: [], message: STATE_TEXT.notOpen(['Public Health Emergencies']) },
    });
    const visitor = (await kit.get(await kit.visitor(), `catalog/product_detail?productId=${FIXTURE.paper}`)).json();
    const theirs = visitor.attributes.offers.find((o: { id: number }) => o.id === OFFERS.globalPaper);
    expect(theirs.statePrograms).toEqual(['DISASTER', 'PUBLIC_HEALTH']);
    expect(theirs).not.toHaveProperty('stateAccess');
  });

  it('shows in the cart each line’s programs and whether the member may order it', async () => {
    const buyer = await stateBuyer({ items: [{ offerId: OFFERS.globalPaper, quantity: 1 }, { offerId: OFFERS.officeChair, quantity: 1 }] });
    const cart = (await kit.get(buyer, 'cart/shopping_cart')).json();
    type Line = { offerId: number };
    const lines = new Map(cart.attributes.cart.groups.flatMap((g: { items: Line[] }) => g.items).map((i: Line) => [i.offerId, i]));
    expect(lines.get(OFFERS.globalPaper)).toMatchObject({ statePrograms: ['DISASTER', 'PUBLIC_HEALTH'], stateAccess: { open: true, programs: ['DISASTER'] } });
    expect(lines.get(OFFERS.officeChair)).toMatchObject({ statePrograms: [], stateAccess: { open: false, message: STATE_TEXT.notOpen([]) } });
  });

  it('shows each search result’s program badges', async () => {
    await kit.db.update(schema.products).set({ statePrograms: ['DISASTER', 'PUBLIC_HEALTH'] }).where(eq(schema.products.id, FIXTURE.paper));
    const res = (await kit.get(await kit.visitor(), 'search/advantage_search?searchText=fixture')).json();
    const results = res.attributes.results as Array<{ productId: number; statePrograms: string[] }>;
    expect(results.find((r) => r.productId === FIXTURE.paper)?.statePrograms).toEqual(['DISASTER', 'PUBLIC_HEALTH']);
    expect(results.find((r) => r.productId === FIXTURE.chairBlack)?.statePrograms).toEqual([]);
  });

  it('asks an unvalidated or expired member to validate first', async () => {
    const unvalidated = await stateBuyer({ validate: false });
    expect((await add(unvalidated, OFFERS.officePaper)).json().attributes.problems[0].message).toBe(STATE_TEXT.notValidated);
    const expired = await stateBuyer();
    await kit.db.update(schema.stateValidations).set({ expiresAt: new Date('2025-01-31T00:00:00Z') }).where(eq(schema.stateValidations.memberId, expired.memberId));
    expect((await add(expired, OFFERS.officePaper)).json().attributes.problems[0].message).toBe(STATE_TEXT.expired('2025-01-31'));
  });

  async function submitWith(buyer: Awaited<ReturnType<typeof stateBuyer>>, program: object) {
    expect((await kit.payByCard(buyer)).statusCode).toBe(200);
    const shown = await kit.review(buyer);
    return kit.post(buyer, 'checkout/checkout_review_submit', { cartId: shown.attributes.cartId, version: shown.attributes.version, ...program }, { 'idempotency-key': randomUUID() });
  }

  it('orders under a validated program with its reference, and records both on the order', async () => {
    const buyer = await stateBuyer();
    expect((await kit.review(buyer)).attributes.stateOrder).toEqual({
      programs: [
        { key: 'COOPERATIVE', name: 'Cooperative Purchasing', orderReference: 'none' },
        { key: 'DISASTER', name: 'Disaster Purchasing', orderReference: 'disaster' },
      ],
      dodaac1122: null,
      blocked: null,
    });
    const before = await kit.counts();
    const none = (await submitWith(buyer, {})).json();
    expect(none).toMatchObject({ responseName: 'OrderError', attributes: { problems: [{ code: 'stateProgram', message: STATE_TEXT.programRequired }] } });
    const recovery = (await submitWith(buyer, { program: 'DISASTER', programPurpose: 'recovery' })).json();
    expect(recovery.attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.declarationRequired }]);
    const notHeld = (await submitWith(buyer, { program: 'PUBLIC_HEALTH', programReference: 'NU90TP922018' })).json();
    expect(notHeld.attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.notOpen(['Public Health Emergencies']) }]);
    expect(await kit.counts()).toEqual(before);

    const placed = (await submitWith(buyer, { program: 'DISASTER', programPurpose: 'recovery', programReference: 'dr-4673-fl' })).json();
    expect(placed.responseName, JSON.stringify(placed)).toBe('OrderConfirmation');
    const [group] = await kit.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.groupNumber, placed.attributes.groupNumber));
    expect(group).toMatchObject({ stateProgram: 'DISASTER', stateProgramPurpose: 'recovery', stateProgramReference: 'DR-4673-FL' });
  });

  it('refuses orders under Public Health Emergencies without their grant, and under the 1122 Program without a 1122-program DoDAAC', async () => {
    const buyer = await stateBuyer({ validate: false });
    const validated = await kit.post(buyer, 'state/stateValidation', { ...TRAVIS, programs: ['PUBLIC_HEALTH', 'P1122'], dodaac1122: '3ab12c' });
    expect(validated.statusCode, validated.body).toBe(200);
    const before = await kit.counts();
    expect((await submitWith(buyer, { program: 'PUBLIC_HEALTH' })).json().attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.grantRequired }]);
    expect((await submitWith(buyer, { program: 'PUBLIC_HEALTH', programReference: 'grant #1' })).json().attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.grantFormat }]);
    // A DoDAAC written around the eligibility form (an import, older rules) is checked again when ordering.
    await kit.db.update(schema.stateValidations).set({ dodaac1122: 'W91ABC' }).where(eq(schema.stateValidations.memberId, buyer.memberId));
    expect((await submitWith(buyer, { program: 'P1122' })).json().attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.dodaacInvalid('W91ABC') }]);
    await kit.db.update(schema.stateValidations).set({ dodaac1122: null }).where(eq(schema.stateValidations.memberId, buyer.memberId));
    expect((await submitWith(buyer, { program: 'P1122' })).json().attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.dodaacRequired }]);
    expect(await kit.counts()).toEqual(before);

    const placed = (await submitWith(buyer, { program: 'PUBLIC_HEALTH', programReference: 'nu90tp922018' })).json();
    expect(placed.responseName, JSON.stringify(placed)).toBe('OrderConfirmation');
    const [group] = await kit.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.groupNumber, placed.attributes.groupNumber));
    expect(group).toMatchObject({ stateProgram: 'PUBLIC_HEALTH', stateProgramReference: 'NU90TP922018' });
  });

  it('refuses at checkout an item the program does not reach, even when the client put it in the cart', async () => {
    // The cart is filled below the add verb's check, as a client bypassing it (or a validation changed since) would.
    const buyer = await stateBuyer({ items: [{ offerId: OFFERS.globalPaper, quantity: 1 }, { offerId: OFFERS.officeChair, quantity: 1 }] });
    const before = await kit.counts();
    const res = (await submitWith(buyer, { program: 'DISASTER', programPurpose: 'response' })).json();
    expect(res.responseName).toBe('OrderError');
    expect(res.attributes.problems).toEqual([expect.objectContaining({ code: 'stateProgram', message: STATE_TEXT.programNotOpen('Disaster Purchasing', 'Fixture Task Chair, Black') })]);
    expect(await kit.counts()).toEqual(before);
    expect(await kit.cartStatus(buyer.cartId)).toBe('active');
  });

  it('leaves federal buyers’ orders as they were', async () => {
    const federal = await kit.buyer(`federal-${randomUUID()}`, { items: [{ offerId: OFFERS.officeChair, quantity: 1 }] });
    expect((await kit.payByCard(federal)).statusCode).toBe(200);
    const res = (await kit.submit(federal)).json();
    expect(res.responseName).toBe('OrderConfirmation');
    const [group] = await kit.db.select().from(schema.orderGroups).where(eq(schema.orderGroups.groupNumber, res.attributes.groupNumber));
    expect(group?.stateProgram).toBeNull();
    expect((await kit.review(federal)).attributes.stateOrder).toBeNull();
  });
  it('checks a cited disaster declaration by its form and, once the operator loaded FEMA’s list, against the list', async () => {
    const buyer = await stateBuyer();
    const cite = async (reference: string) => (await submitWith(buyer, { program: 'DISASTER', programPurpose: 'recovery', programReference: reference })).json();
    const before = await kit.counts();
    expect((await cite('DR-9999-ZZ')).attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.declarationState('ZZ') }]);
    // FEMA's form names the state; a number alone is refused even before a list is loaded.
    expect((await cite('DR-9999')).attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.declarationFormat }]);

    const list = 'number,state,declared_on,title\nDR-4673,FL,2022-09-29,Hurricane Ian\nDR-4834,TX,,Severe Storms, Straight-line Winds, and Flooding\n';
    expect(await loadDeclarations(kit.db, list, 'test operator')).toEqual({ count: 2 });
    expect((await cite('DR-9999-IL')).attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.declarationUnknown('DR-9999-IL') }]);
    expect((await cite('DR-4673-TX')).attributes.problems).toEqual([{ code: 'stateProgram', message: STATE_TEXT.declarationUnknown('DR-4673-TX') }]);
    expect(await kit.counts()).toEqual(before);
    expect((await cite('DR-4834-TX')).responseName).toBe('OrderConfirmation');

    // A bad line refuses the whole load, by line; the list stays as it was.
    await expect(loadDeclarations(kit.db, 'DR-4900,FL,,Ok\nDR-12,XX,,Bad\n')).rejects.toMatchObject({ details: [{ field: 'line 2', message: '"DR-12" is not a declaration number such as DR-4673.' }] });
    expect(await kit.db.$count(schema.disasterDeclarations)).toBe(2);
    const audited = await kit.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'disaster_declarations_loaded'));
    expect(audited.map((r) => r.detail)).toEqual([{ actor: 'test operator', before: 0, after: 2 }]);
  });
});
