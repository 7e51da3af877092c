/**
 * What was approved is what ships (ADR 0022), state and local authorization: the request keeps the lines, prices,
 * total, ship-to and payment it was sent with; the supervisor sees them (the ship-to too); the approved order is
 * placed from them; a ship-to entry changed after sending withdraws the request (the buyer is told) instead of
 * shipping to the new address.
 */
import { randomUUID } from 'node:crypto';
import { APPROVAL_TEXT, STATE_URLS, type SupervisorResponseAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { ADDRESS, type CheckoutKit, checkoutKit, OFFERS } from '../../test-support/checkout-kit.js';
import { TEST_ISSUER } from '../../test-support/identity.js';
import { setStateLimit } from '../../test-support/state-kit.js';

const { stateAuthorizations: sa, orderGroups, mailOutbox, auditLog } = schema;

describe.each(TEST_DATABASES)('state and local approvals place what was sent (%s)', (kind) => {
  let kit: CheckoutKit;
  let n = 0;

  beforeAll(async () => {
    kit = await checkoutKit(kind);
    await kit.db.update(schema.offers).set({ statePrograms: ['DISASTER', 'P1122'] }).where(inArray(schema.offers.id, [OFFERS.globalPaper, OFFERS.officePaper]));
  });
  afterAll(() => kit.t.close());

  async function stateMember(prefix: string, items: Array<{ offerId: number; quantity: number }> = []) {
    const subject = `${prefix}-${++n}-${randomUUID().slice(0, 8)}`;
    await kit.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject, email: `${subject}@gsa.gov`, firstName: prefix, lastName: 'Clerk', memberType: 'state' });
    const who = await kit.buyer(subject, { items });
    return { ...who, email: `${subject}@gsa.gov` };
  }

  /** A buyer of 3 reams held for their supervisor (limit $0), the order sent; answers the request and the link's token. */
  async function sent() {
    const boss = await stateMember('boss');
    const buyer = await stateMember('buyer', [{ offerId: OFFERS.globalPaper, quantity: 3 }]);
    const validated = await kit.post(buyer, 'state/stateValidation', { agencyId: 'tx-county-travis-county', jurisdiction: 'TX', programs: ['DISASTER'], certify: true });
    expect(validated.statusCode, validated.body).toBe(200);
    await setStateLimit(kit.db, buyer.memberId, { limitCents: 0, supervisorEmail: boss.email });
    expect((await kit.payByCard(buyer)).statusCode).toBe(200);
    const shown = await kit.review(buyer);
    const held = await kit.post(buyer, 'checkout/checkout_review_submit', { cartId: shown.attributes.cartId, version: shown.attributes.version, program: 'DISASTER', programPurpose: 'response' }, { 'idempotency-key': randomUUID() });
    expect(held.json()).toMatchObject({ responseType: 'REDIRECT', redirectURL: STATE_URLS.authorization });
    const draft = (await kit.post(buyer, 'state/request_authorization', {})).json().attributes.draft;
    const res = (await kit.post(buyer, 'state/request_authorization', { send: { cartId: draft.cartId, version: draft.version } })).json();
    const mails = await kit.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, boss.email)).orderBy(asc(mailOutbox.id));
    const token = /supervisor_response\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.textBody ?? '')?.[1] ?? '';
    return { boss, buyer, token, id: res.attributes.request.id as number, totalCents: draft.totalCents as number };
  }
  const respond = (who: { headers: Record<string, string> }, token: string, decision?: 'approve') => kit.post(who, 'state/supervisor_response', { token, ...(decision ? { decision } : {}) });

  it('shows the supervisor the ship-to and lines as sent, and places the approved order from them', async () => {
    const { boss, buyer, token, id, totalCents } = await sent();
    const shown = (await respond(boss, token)).json().attributes as SupervisorResponseAttributes;
    expect(shown.request.shipTo).toMatchObject({ name: ADDRESS.name, line1: ADDRESS.line1, city: ADDRESS.city, zip: ADDRESS.zip });
    expect(shown.request.lines).toEqual([expect.objectContaining({ quantity: 3, unitPriceCents: totalCents / 3, extendedCents: totalCents })]);
    expect(shown.problems).toBeUndefined();
    expect((await respond(boss, token, 'approve')).json().attributes.request.state).toBe('Ordered');
    const [group] = await kit.db.select().from(orderGroups).where(eq(orderGroups.cartId, buyer.cartId));
    expect(group).toMatchObject({ totalCents, shipTo: { line1: ADDRESS.line1, city: ADDRESS.city } });
    expect((await kit.db.select().from(sa).where(eq(sa.id, id)))[0]?.snapshot).toMatchObject({ shipTo: { line1: ADDRESS.line1 }, cart: { totalCents } });
  });

  it('withdraws the request, ordering nothing, when the buyer changes the ship-to entry after sending it', async () => {
    const { boss, buyer, token, id } = await sent();
    const address = buyer.addresses[0]!;
    const changed = { ...ADDRESS, line1: '99 Private Road', line2: '' };
    expect((await kit.post(buyer, 'ggs/profile/address_book_save', { action: 'save', id: address.id, ...changed })).statusCode).toBe(200);

    const shown = (await respond(boss, token)).json().attributes as SupervisorResponseAttributes;
    expect(shown.request.shipTo?.line1).toBe(ADDRESS.line1);
    expect(shown.problems).toEqual([{ code: 'changedAfterSubmission', message: APPROVAL_TEXT.changedPending('shipTo') }]);

    const res = (await respond(boss, token, 'approve')).json();
    expect(res).toMatchObject({ responseName: 'SupervisorResponse', attributes: { notice: APPROVAL_TEXT.withdrawnNotice('shipTo'), request: { state: 'Withdrawn' } } });
    expect(await kit.db.$count(orderGroups, eq(orderGroups.cartId, buyer.cartId))).toBe(0);
    expect((await kit.db.select().from(sa).where(eq(sa.id, id)))[0]).toMatchObject({ status: 'Withdrawn', reason: APPROVAL_TEXT.withdrawnReason('shipTo') });
    expect(await kit.cartStatus(buyer.cartId)).toBe('active');
    const mails = await kit.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.email));
    expect(mails.some((m) => m.subject === 'Your order for authorization was withdrawn' && m.textBody.includes(APPROVAL_TEXT.withdrawnReason('shipTo')))).toBe(true);
    expect(await kit.db.$count(auditLog, and(eq(auditLog.action, 'state_authorization_withdrawn_changed'), eq(auditLog.target, `state-authorization-${id}`)))).toBe(1);
  });
});
