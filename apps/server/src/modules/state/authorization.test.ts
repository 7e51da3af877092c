import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { STATE_AUTH_TEXT, STATE_LINK_DAYS, STATE_TEXT, STATE_URLS } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit, OFFERS } from '../../test-support/checkout-kit.js';
import { TEST_ISSUER } from '../../test-support/identity.js';
import { setStateLimit as recordLimit } from '../../test-support/state-kit.js';
import { loggerOptions } from '../../logger.js';
import { setStateLimit } from './limit-admin.js';

const { stateAuthorizations: sa, orderGroups, mailOutbox, auditLog } = schema;
const DAY = 86_400_000;
const DISASTER = { program: 'DISASTER', programPurpose: 'response' };

describe.each(TEST_DATABASES)('state and local orders authorized by the supervisor (%s)', (kind) => {
  let kit: CheckoutKit;
  const clock = { now: Date.now() };
  let n = 0;
  type Buyer = Awaited<ReturnType<CheckoutKit['buyer']>>;

  /** Every log line at the most verbose level: no link token may reach one. */
  const logged: string[] = [];
  const expectNotLogged = (token: string) => expect(logged.join('\n')).not.toContain(token);

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    kit = await checkoutKit(kind, { now: () => clock.now, logger: { ...(loggerOptions('trace') as object), stream } });
    await kit.db.update(schema.offers).set({ statePrograms: ['DISASTER', 'P1122'] }).where(inArray(schema.offers.id, [OFFERS.globalPaper, OFFERS.officePaper]));
  });
  afterAll(() => kit.t.close());

  /** A state member signed in (created first, so the session reads them as one). */
  async function stateMember(prefix: string, items: Array<{ offerId: number; quantity: number }> = []) {
    const subject = `${prefix}-${++n}-${randomUUID().slice(0, 8)}`;
    await kit.db.insert(schema.members).values({ issuer: TEST_ISSUER, subject, email: `${subject}@gsa.gov`, firstName: prefix, lastName: 'Clerk', memberType: 'state' });
    const who = await kit.buyer(subject, { items });
    return { ...who, email: `${subject}@gsa.gov` };
  }
  const validate = (who: Buyer, extra: object) =>
    kit.post(who, 'state/stateValidation', { agencyId: 'tx-county-travis-county', jurisdiction: 'TX', programs: ['DISASTER', 'P1122'], dodaac1122: '3AB12C', certify: true, ...extra });

  /** A buyer of 3 reams (Global Supply) whose limit is `limit` dollars and whose supervisor is `boss`. */
  async function buyerWith(boss: { email: string } | null, limit: string) {
    const buyer = await stateMember('buyer', [{ offerId: OFFERS.globalPaper, quantity: 3 }]);
    const res = await validate(buyer, {});
    expect(res.statusCode, res.body).toBe(200);
    await recordLimit(kit.db, buyer.memberId, { limitCents: Math.round(Number(limit) * 100), supervisorEmail: boss?.email ?? null });
    expect((await kit.payByCard(buyer)).statusCode).toBe(200);
    return buyer;
  }
  async function submit(buyer: Buyer, program: object = DISASTER) {
    const shown = await kit.review(buyer);
    return kit.post(buyer, 'checkout/checkout_review_submit', { cartId: shown.attributes.cartId, version: shown.attributes.version, ...program }, { 'idempotency-key': randomUUID() });
  }
  /** Submits, is held, sends the draft; answers the link's token from the supervisor's newest mail. */
  async function sendForAuthorization(buyer: Buyer, boss: { email: string }, program: object = DISASTER): Promise<{ token: string; id: number }> {
    const held = (await submit(buyer, program)).json();
    expect(held).toMatchObject({ responseType: 'REDIRECT', redirectURL: STATE_URLS.authorization });
    const draft = (await kit.post(buyer, 'state/request_authorization', {})).json().attributes.draft;
    const sent = (await kit.post(buyer, 'state/request_authorization', { send: { cartId: draft.cartId, version: draft.version, note: 'For the shelter.' } })).json();
    expect(sent.responseName, JSON.stringify(sent)).toBe('RequestAuthorization');
    expect(sent.attributes.notice).toBe(STATE_AUTH_TEXT.sent(boss.email));
    const mails = await kit.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, boss.email)).orderBy(asc(mailOutbox.id));
    const token = /supervisor_response\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.textBody ?? '')?.[1];
    if (!token) throw new Error('no link in the supervisor’s mail');
    return { token, id: sent.attributes.request.id };
  }
  const respond = (who: { headers: Record<string, string> }, token: string, decision?: 'approve' | 'decline', reason?: string) =>
    kit.post(who, 'state/supervisor_response', { token, ...(decision ? { decision } : {}), ...(reason ? { reason } : {}) });
  const rowOf = async (id: number) => (await kit.db.select().from(sa).where(eq(sa.id, id)))[0]!;
  const groupsOf = (cartId: number) => kit.db.select().from(orderGroups).where(eq(orderGroups.cartId, cartId));

  it('lets the agency administrator, not the member, record the supervisor and the limit, with an audit row', async () => {
    const boss = await stateMember('boss');
    const clerk = await stateMember('clerk');
    expect((await validate(clerk, {})).statusCode).toBe(200);
    const set = await setStateLimit(kit.db, { memberEmail: clerk.email, supervisorEmail: boss.email.toUpperCase(), purchaseLimit: '$2,500.00', actor: 'agency admin' });
    expect(set).toMatchObject({ supervisorEmail: boss.email, limitCents: 250_000 });
    const audited = await kit.db.select().from(auditLog).where(and(eq(auditLog.action, 'state_limit_set'), eq(auditLog.memberId, clerk.memberId)));
    expect(audited.map((r) => r.detail)).toEqual([{ actor: 'agency admin', from: { supervisorEmail: null, limitCents: null }, to: { supervisorEmail: boss.email, limitCents: 250_000 } }]);

    // The member raises their own limit and removes the supervisor: refused on the fields, nothing changes.
    const raised = await validate(clerk, { supervisorEmail: '', purchaseLimit: '10000' });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().attributes.errors).toEqual([{ field: 'purchaseLimit', message: STATE_AUTH_TEXT.setByOthers }]);
    const moved = await kit.post(clerk, 'profile/stateUpdateProfile', { agencyId: 'tx-county-travis-county', jurisdiction: 'TX', programs: ['DISASTER'], certify: true, supervisorEmail: clerk.email });
    expect(moved.json().attributes.errors).toEqual([{ field: 'supervisorEmail', message: STATE_AUTH_TEXT.setByOthers }]);
    // Renewing the eligibility keeps what the administrator recorded.
    const renewed = (await validate(clerk, {})).json();
    expect(renewed.attributes.eligibility).toMatchObject({ supervisorEmail: boss.email, purchaseLimitCents: 250_000 });
    const [row] = await kit.db.select().from(schema.stateValidations).where(eq(schema.stateValidations.memberId, clerk.memberId));
    expect(row).toMatchObject({ supervisorEmail: boss.email, purchaseLimitCents: 250_000 });

    // The administrator's input is checked by field too.
    await expect(setStateLimit(kit.db, { memberEmail: clerk.email, supervisorEmail: 'boss@nowhere', purchaseLimit: '15000.01' })).rejects.toMatchObject({
      details: expect.arrayContaining([{ field: 'purchaseLimit', message: STATE_AUTH_TEXT.limitFormat }, expect.objectContaining({ field: 'supervisorEmail' })]),
    });
    await expect(setStateLimit(kit.db, { memberEmail: clerk.email, supervisorEmail: 'nobody-registered@county.tx.us' })).rejects.toMatchObject({
      details: [{ field: 'supervisorEmail', message: STATE_AUTH_TEXT.supervisorUnknown('nobody-registered@county.tx.us') }],
    });
    await expect(setStateLimit(kit.db, { memberEmail: clerk.email, supervisorEmail: clerk.email })).rejects.toMatchObject({
      details: [{ field: 'supervisorEmail', message: STATE_AUTH_TEXT.supervisorSelf }],
    });
  });

  it('places an order within the limit at once, and holds one above it for the supervisor without ordering', async () => {
    const boss = await stateMember('boss');
    const within = await buyerWith(boss, '10000');
    expect((await submit(within)).json().responseName).toBe('OrderConfirmation');

    const above = await buyerWith(boss, '0');
    const before = await kit.counts();
    const held = (await submit(above)).json();
    expect(held).toMatchObject({ responseType: 'REDIRECT', redirectURL: STATE_URLS.authorization });
    const shown = (await kit.post(above, 'state/request_authorization', {})).json().attributes;
    expect(shown.draft).toMatchObject({ supervisorEmail: boss.email, limitCents: 0, program: 'Disaster Purchasing', problems: [] });
    expect(shown.draft.needsText).toEqual([STATE_AUTH_TEXT.aboveLimit(shown.draft.totalCents, 0)]);
    expect(await kit.counts()).toEqual(before);
    expect(await kit.cartStatus(above.cartId)).toBe('active');
  });

  it('tells a buyer without a named supervisor to name one, and sends nothing', async () => {
    const buyer = await buyerWith(null, '0');
    await submit(buyer);
    const shown = (await kit.post(buyer, 'state/request_authorization', {})).json().attributes;
    expect(shown.draft.problems).toEqual([{ code: 'stateProgram', message: STATE_AUTH_TEXT.needsSupervisor }]);
    const res = (await kit.post(buyer, 'state/request_authorization', { send: { cartId: shown.draft.cartId, version: shown.draft.version } })).json();
    expect(res.attributes.requests).toEqual([]);
    expect(await kit.cartStatus(buyer.cartId)).toBe('active');
  });

  it('sends a single-use link only the named supervisor may use; the database keeps only its hash', async () => {
    const boss = await stateMember('boss');
    const other = await stateMember('other');
    const buyer = await buyerWith(boss, '0');
    const { token, id } = await sendForAuthorization(buyer, boss);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'Pending', supervisorMemberId: boss.memberId, program: 'DISASTER', programPurpose: 'response', needs: ['limit'] });
    expect(row.linkHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await kit.db.select().from(auditLog))).not.toContain(token);
    expect(await kit.cartStatus(buyer.cartId)).toBe('state_authorization');

    expect((await kit.post(await kit.visitor(), `state/supervisor_response?token=${token}`, {})).statusCode).toBe(401);
    for (const who of [other, buyer]) {
      const res = await respond(who, token, 'approve');
      expect(res.statusCode).toBe(404);
      expect(res.json().attributes.detailedErrorMessage).toBe(STATE_AUTH_TEXT.linkInvalid);
    }
    expect((await respond(boss, 'A'.repeat(43))).statusCode).toBe(404);
    const view = (await kit.post(boss, `state/supervisor_response?token=${token}`, {})).json();
    expect(view).toMatchObject({ responseName: 'SupervisorResponse', attributes: { canDecide: true, request: { state: 'Pending', buyerEmail: buyer.email, note: 'For the shelter.' } } });
    expect((await rowOf(id)).status).toBe('Pending');
    expect(await groupsOf(buyer.cartId)).toEqual([]);
    expect(logged.length).toBeGreaterThan(0);
    expectNotLogged(token);
  });

  it('declines only with a reason; the cart goes back to the buyer, who is emailed the reason; the link is spent', async () => {
    const boss = await stateMember('boss');
    const buyer = await buyerWith(boss, '0');
    const { token, id } = await sendForAuthorization(buyer, boss);
    const noReason = await respond(boss, token, 'decline');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().attributes.errors).toEqual([{ field: 'reason', message: STATE_AUTH_TEXT.reasonRequired }]);
    const pushes = vi.spyOn(kit.t.app.realtime!, 'publishToMember');
    const declined = (await respond(boss, token, 'decline', 'Use the county contract.')).json();
    expect(declined.attributes).toMatchObject({ canDecide: false, request: { state: 'Declined', reason: 'Use the county contract.' } });
    expect(await kit.cartStatus(buyer.cartId)).toBe('active');
    // Every open tab of the buyer hears that the cart is back (its header count moves without a reload).
    expect(pushes).toHaveBeenCalledWith(buyer.memberId, { op: 'cart', data: expect.objectContaining({ cartId: buyer.cartId, itemCount: 1 }) });
    pushes.mockRestore();
    const mail = await kit.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.email));
    const decision = mail.find((m) => m.subject === 'Your order for authorization was declined');
    expect(decision?.textBody).toContain('Reason: Use the county contract.');
    expect(mail.some((m) => m.textBody.includes(token))).toBe(false);
    const again = await respond(boss, token, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().attributes.detailedErrorMessage).toBe(STATE_AUTH_TEXT.alreadyDecided('Declined'));
    expect((await rowOf(id)).status).toBe('Declined');
    expect(await groupsOf(buyer.cartId)).toEqual([]);
  });

  it('approves once: the order is placed with its program, the buyer is emailed and sees it ordered', async () => {
    const boss = await stateMember('boss');
    const buyer = await buyerWith(boss, '0');
    const { token, id } = await sendForAuthorization(buyer, boss);
    const approved = (await respond(boss, token, 'approve')).json();
    expect(approved.responseName, JSON.stringify(approved)).toBe('SupervisorResponse');
    const [group] = await groupsOf(buyer.cartId);
    expect(group).toMatchObject({ memberId: buyer.memberId, stateProgram: 'DISASTER', stateProgramPurpose: 'response', paymentKind: 'card' });
    expect(approved.attributes).toMatchObject({ canDecide: false, request: { state: 'Ordered', groupNumber: group!.groupNumber } });
    expect(approved.attributes.notice).toBe(STATE_AUTH_TEXT.approved(`buyer Clerk`, group!.groupNumber));
    expect(await rowOf(id)).toMatchObject({ status: 'Ordered', decidedBy: boss.memberId, orderGroupId: group!.id });
    const mail = await kit.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.email));
    expect(mail.map((m) => m.subject)).toContain('Your order for authorization was approved');
    const mine = (await kit.post(buyer, `state/request_authorization?request=${id}`, {})).json();
    expect(mine.attributes.request).toMatchObject({ state: 'Ordered', groupNumber: group!.groupNumber });
    expect((await kit.post(boss, `state/request_authorization?request=${id}`, {})).statusCode).toBe(404);
    expect((await respond(boss, token, 'approve')).statusCode).toBe(409);
    expect(await groupsOf(buyer.cartId)).toHaveLength(1);
    expect((await kit.get(buyer, 'orderhistory/my_orders')).body).toContain(group!.groupNumber);
    expectNotLogged(token);
  });

  it('lists the orders waiting for the supervisor, who may decide them from the list; nobody else may open them by id', async () => {
    const boss = await stateMember('boss');
    const other = await stateMember('other');
    const buyer = await buyerWith(boss, '0');
    const { id } = await sendForAuthorization(buyer, boss);
    const list = (await kit.post(boss, 'state/request_authorization', {})).json().attributes.toDecide;
    expect(list).toEqual([expect.objectContaining({ id, state: 'Pending', buyerEmail: buyer.email })]);
    expect((await kit.post(other, 'state/request_authorization', {})).json().attributes.toDecide).toEqual([]);
    expect((await kit.post(buyer, 'state/request_authorization', {})).json().attributes.toDecide).toEqual([]);
    for (const who of [other, buyer]) {
      expect((await kit.post(who, `state/supervisor_response?request=${id}`, {})).statusCode).toBe(404);
      expect((await kit.post(who, 'state/supervisor_response', { requestId: id, decision: 'approve' })).statusCode).toBe(404);
    }
    expect((await kit.post(boss, `state/supervisor_response?request=${id}`, {})).json().attributes).toMatchObject({ canDecide: true, request: { id } });
    const declined = (await kit.post(boss, 'state/supervisor_response', { requestId: id, decision: 'decline', reason: 'Not this quarter.' })).json();
    expect(declined.attributes.request).toMatchObject({ state: 'Declined', reason: 'Not this quarter.' });
    expect((await kit.post(boss, 'state/request_authorization', {})).json().attributes.toDecide).toEqual([]);
  });

  it('orders once when the supervisor approves twice at the same time', async () => {
    const boss = await stateMember('boss');
    const buyer = await buyerWith(boss, '0');
    const { token, id } = await sendForAuthorization(buyer, boss);
    const answers = await Promise.all([respond(boss, token, 'approve'), respond(boss, token, 'approve'), respond(boss, token, 'approve')]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(await groupsOf(buyer.cartId)).toHaveLength(1);
    expect((await rowOf(id)).status).toBe('Ordered');
    const approvals = await kit.db.select().from(auditLog).where(and(eq(auditLog.action, 'state_authorization_approved'), eq(auditLog.target, `state-authorization-${id}`)));
    expect(approvals).toHaveLength(1);
  });

  it('approves nothing when the cart can no longer be ordered as it stands: the order stays pending and the supervisor sees why', async () => {
    const boss = await stateMember('boss');
    const buyer = await buyerWith(boss, '0');
    const { token, id } = await sendForAuthorization(buyer, boss);
    const [offer] = await kit.db.select({ price: schema.offers.priceCents }).from(schema.offers).where(eq(schema.offers.id, OFFERS.globalPaper));
    await kit.db.update(schema.offers).set({ priceCents: offer!.price + 100 }).where(eq(schema.offers.id, OFFERS.globalPaper));
    try {
      const res = (await respond(boss, token, 'approve')).json();
      expect(res).toMatchObject({ responseName: 'SupervisorResponse', attributes: { canDecide: true, notice: STATE_AUTH_TEXT.notOrdered, request: { state: 'Pending' } } });
      expect(res.attributes.problems).toEqual([expect.objectContaining({ code: 'priceChanged' })]);
      expect(await rowOf(id)).toMatchObject({ status: 'Pending', decidedBy: null });
      expect(await groupsOf(buyer.cartId)).toEqual([]);
      // The supervisor may still decline it, which gives the cart back.
      expect((await respond(boss, token, 'decline', 'The price went up.')).json().attributes.request.state).toBe('Declined');
      expect(await kit.cartStatus(buyer.cartId)).toBe('active');
    } finally {
      await kit.db.update(schema.offers).set({ priceCents: offer!.price }).where(eq(schema.offers.id, OFFERS.globalPaper));
    }
  });

  it('approves nothing when the buyer no longer holds what the order cites: a declaration list loaded since, a lapsed validation', async () => {
    // A minute on the app's clock first: the suite signs in more members than the sign-in rate limit lets through in
    // one window, and this test signs in four.
    clock.now += 61_000;
    const boss = await stateMember('boss');
    const recovery = { program: 'DISASTER', programPurpose: 'recovery', programReference: 'DR-4673-TX' };
    const buyer = await buyerWith(boss, '0');
    const { token, id } = await sendForAuthorization(buyer, boss, recovery);
    // The operator loads FEMA's list after the order was sent; it does not hold the declaration the order cites.
    await kit.db.insert(schema.disasterDeclarations).values({ number: 'DR-4444', state: 'TX', title: 'Severe Storms' });
    try {
      const res = (await respond(boss, token, 'approve')).json();
      expect(res).toMatchObject({ attributes: { canDecide: true, notice: STATE_AUTH_TEXT.notOrdered, request: { state: 'Pending' } } });
      expect(res.attributes.problems).toEqual([expect.objectContaining({ code: 'stateProgram', message: STATE_TEXT.declarationUnknown('DR-4673-TX') })]);
      expect(await groupsOf(buyer.cartId)).toEqual([]);
    } finally {
      await kit.db.delete(schema.disasterDeclarations).where(eq(schema.disasterDeclarations.number, 'DR-4444'));
    }

    // The buyer's eligibility lapses while the order waits (another supervisor: sendForAuthorization reads the link
    // from the supervisor's newest mail still in the outbox).
    const boss2 = await stateMember('boss');
    const other = await buyerWith(boss2, '0');
    const sent = await sendForAuthorization(other, boss2);
    const lapsed = new Date(clock.now - DAY);
    await kit.db.update(schema.stateValidations).set({ expiresAt: lapsed }).where(eq(schema.stateValidations.memberId, other.memberId));
    const refused = (await respond(boss2, sent.token, 'approve')).json();
    expect(refused.attributes.problems).toEqual([expect.objectContaining({ code: 'stateProgram', message: STATE_TEXT.expired(lapsed.toISOString().slice(0, 10)) })]);
    expect(await rowOf(sent.id)).toMatchObject({ status: 'Pending', decidedBy: null });
    expect(await rowOf(id)).toMatchObject({ status: 'Pending', decidedBy: null });
    expect(await groupsOf(other.cartId)).toEqual([]);
  });

  it('refuses an expired link and lets the buyer withdraw the order and have the cart back', async () => {
    const boss = await stateMember('boss');
    const buyer = await buyerWith(boss, '0');
    const { token, id } = await sendForAuthorization(buyer, boss);
    // The link's 7 days pass (the row's expiry moved back; the members' sign-in tokens stay good).
    const row = await rowOf(id);
    expect(row.linkExpiresAt.getTime() - row.createdAt.getTime()).toBe(STATE_LINK_DAYS * DAY);
    await kit.db.update(sa).set({ linkExpiresAt: new Date(clock.now - 1000) }).where(eq(sa.id, id));
    {
      const res = await respond(boss, token, 'approve');
      expect(res.statusCode).toBe(410);
      expect(res.json().attributes.detailedErrorMessage).toBe(STATE_AUTH_TEXT.linkExpired(STATE_LINK_DAYS));
      expect((await rowOf(id)).status).toBe('Pending');
      const listed = (await kit.post(buyer, 'state/request_authorization', {})).json().attributes.requests;
      expect(listed[0]).toMatchObject({ id, state: 'Pending', expired: true });
      const withdrawn = (await kit.post(buyer, 'state/request_authorization', { withdraw: id })).json();
      expect(withdrawn.attributes).toMatchObject({ notice: STATE_AUTH_TEXT.withdrawn, request: { state: 'Withdrawn' } });
      expect(await kit.cartStatus(buyer.cartId)).toBe('active');
      expect((await kit.post(buyer, 'state/request_authorization', { withdraw: id })).statusCode).toBe(409);
      expectNotLogged(token);
    }
  });

  it('holds every order under a program that needs authorization, whatever its total', async () => {
    const boss = await stateMember('boss');
    const buyer = await buyerWith(boss, '10000');
    const { id } = await sendForAuthorization(buyer, boss, { program: 'P1122' });
    expect(await rowOf(id)).toMatchObject({ needs: ['program'], program: 'P1122', programReference: '3AB12C' });
  });

  it('pays by the entity’s purchase order number, checked, and records it on the order', async () => {
    const buyer = await buyerWith(null, '10000');
    const bad = await kit.post(buyer, 'state/select_payments', { method: 'purchaseOrder', purchaseOrder: 'PO 2026;1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().attributes.errors).toEqual([{ field: 'purchaseOrder', message: STATE_AUTH_TEXT.purchaseOrderFormat }]);
    expect((await kit.post(buyer, 'state/select_payments', { method: 'purchaseOrder' })).json().attributes.errors).toEqual([{ field: 'purchaseOrder', message: STATE_AUTH_TEXT.purchaseOrderRequired }]);
    const saved = (await kit.post(buyer, 'state/select_payments', { method: 'purchaseOrder', purchaseOrder: 'po-2026-0142' })).json();
    expect(saved.attributes).toMatchObject({ saved: true, current: { kind: 'purchaseOrder', label: 'Purchase order PO-2026-0142' }, notice: STATE_AUTH_TEXT.purchaseOrderSaved('PO-2026-0142') });
    expect((await kit.post(buyer, 'state/select_payments', { method: 'card' })).json()).toMatchObject({ responseType: 'REDIRECT', redirectURL: '/ws/ggs/cart/select_payment' });
    const placed = (await submit(buyer)).json();
    expect(placed.responseName, JSON.stringify(placed)).toBe('OrderConfirmation');
    expect(placed.attributes.paymentLabel).toBe('Purchase order PO-2026-0142');
    const [group] = await groupsOf(buyer.cartId);
    expect(group).toMatchObject({ paymentKind: 'purchaseOrder', accounting: { purchaseOrder: 'PO-2026-0142' }, cardLast4: null });
    // The order's pages say how it was paid and under which program (not "Agency accounting codes", no program).
    const orderNumber = String(placed.attributes.orders[0].orderNumber);
    const paidBy = { kind: 'purchaseOrder', number: 'PO-2026-0142', text: 'Purchase order PO-2026-0142' };
    const program = 'Disaster Purchasing, response';
    const details = (await kit.get(buyer, `orderhistory/order_details?orderNumber=${orderNumber}`)).json();
    expect(details.attributes.order).toMatchObject({ payment: paidBy, program });
    const summary = (await kit.get(buyer, `orderhistory/order_summary?group=${group!.groupNumber}`)).json();
    expect(summary.attributes.group).toMatchObject({ payment: paidBy, program });
    const requisitions = (await kit.get(buyer, `orderhistory/requisition_detail?orderNumber=${orderNumber}`)).json();
    expect(requisitions.attributes).toMatchObject({ payment: paidBy, program });
    const pdf = await kit.get(buyer, `orderhistory/view_pdf?orderNumber=${orderNumber}`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const federal = await kit.buyer(`federal-po-${randomUUID()}`, { items: [] });
    expect((await kit.post(federal, 'state/select_payments', {})).statusCode).toBe(403);
  });

  it('leaves federal buyers’ orders as they were, whatever their total', async () => {
    const federal = await kit.buyer(`federal-${randomUUID()}`, { items: [{ offerId: OFFERS.globalPaper, quantity: 3 }] });
    expect((await kit.payByCard(federal)).statusCode).toBe(200);
    expect((await kit.submit(federal)).json().responseName).toBe('OrderConfirmation');
    expect((await kit.post(federal, 'state/request_authorization', {})).statusCode).toBe(403);
  });
});
