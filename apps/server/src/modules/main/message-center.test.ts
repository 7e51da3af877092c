import { AAC_URLS, MESSAGE_CENTER_TEXT, type StateAuthorizationView } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { eventually } from '../../test-support/eventually.js';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { supervisorMail } from '../aacassignment/mail.js';
import { changeOrderStatus } from '../orderhistory/status.js';
import { supervisorMail as stateSupervisorMail } from '../state/authorization-mail.js';

describe.each(TEST_DATABASES)('message center (%s)', (kind) => {
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind);
  });
  afterAll(() => k.t.close());

  const center = async (caller: { headers: Record<string, string> }, query = '') => (await k.get(caller, `main/message_center${query}`)).json();

  it('an order placed and a status change leave messages, newest first, with in-app links', async () => {
    const buyer = await k.buyer('messages-buyer');
    expect(await center(buyer)).toMatchObject({ responseName: 'MessageCenter', attributes: { messages: [], unread: 0, total: 0 } });
    expect((await k.payByCard(buyer)).statusCode).toBe(200);
    const placed = (await k.submit(buyer)).json();
    expect(placed.responseName).toBe('OrderConfirmation');
    const { groupNumber, orders } = placed.attributes as { groupNumber: string; orders: Array<{ orderNumber: string }> };
    await changeOrderStatus(k.db, { orderNumber: orders[0]!.orderNumber, status: 'Accepted' });

    const after = (await center(buyer)).attributes;
    expect(after).toMatchObject({ unread: 2, total: 2 });
    expect(after.messages).toEqual([
      expect.objectContaining({
        kind: 'order_status',
        title: `Order ${orders[0]!.orderNumber} is now Accepted`,
        link: `/ws/orderhistory/order_details?orderNumber=${orders[0]!.orderNumber}`,
        read: false,
      }),
      expect.objectContaining({ kind: 'order_placed', title: `Order group ${groupNumber} was submitted`, link: `/ws/orderhistory/order_summary?group=${groupNumber}`, read: false }),
    ]);
    expect((await center(buyer, '?view=count')).attributes).toMatchObject({ unread: 2, messages: [] });
  });

  it('marks one message read, then all; only the member’s own, and another member’s id answers as unknown', async () => {
    const owner = await k.buyer('messages-owner');
    const other = await k.buyer('messages-other');
    await k.payByCard(owner);
    await k.submit(owner);
    await changeOrderStatus(k.db, { orderNumber: (await k.db.select().from(schema.orders).where(eq(schema.orders.memberId, owner.memberId)))[0]!.orderNumber, status: 'Accepted' });
    const { messages } = (await center(owner)).attributes as { messages: Array<{ id: string }> };
    const [first] = messages;

    const refused = await k.post(other, 'main/message_center_read', { messageId: first!.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ responseType: 'ERROR', attributes: { detailedErrorMessage: MESSAGE_CENTER_TEXT.notFound } });
    const [row] = await k.db.select({ readAt: schema.memberMessages.readAt }).from(schema.memberMessages).where(eq(schema.memberMessages.id, first!.id));
    expect(row!.readAt).toBeNull();

    const one = (await k.post(owner, 'main/message_center_read', { messageId: first!.id })).json();
    expect(one).toMatchObject({ responseName: 'MessageCenter', attributes: { unread: 1, total: 2 } });
    expect(one.attributes.messages.map((m: { id: string; read: boolean }) => [m.id === first!.id, m.read])).toEqual([[true, true], [false, false]]);
    const all = (await k.post(owner, 'main/message_center_read', { all: true })).json();
    expect(all.attributes).toMatchObject({ unread: 0, total: 2 });
    expect(all.attributes.messages.every((m: { read: boolean }) => m.read)).toBe(true);
    // The other member's messages were not touched.
    expect((await center(other)).attributes).toMatchObject({ unread: 0, total: 0 });
  });

  it('once the request that wrote a message has answered, the member’s open tabs get the unread count', async () => {
    const realtime = k.t.app.realtime!;
    const pushed: Array<[string, object]> = [];
    const original = realtime.publishToMember;
    realtime.publishToMember = (memberId, message, except) => {
      pushed.push([memberId, message]);
      original.call(realtime, memberId, message, except);
    };
    try {
      const buyer = await k.buyer('messages-push');
      await k.payByCard(buyer);
      await k.submit(buyer);
      // onResponse runs once the answer has gone out, so the push may come just after it.
      await eventually(() => pushed.some(([, m]) => (m as { op: string }).op === 'messages'));
      expect(pushed.filter(([, m]) => (m as { op: string }).op === 'messages')).toEqual([[buyer.memberId, { op: 'messages', unread: 1 }]]);
    } finally {
      realtime.publishToMember = original;
    }
  });

  it('an approval request’s message never carries the emailed decision link (AAC: the work list; state: no link)', () => {
    const parties = { buyerName: 'Pat Buyer', buyerEmail: 'pat@gsa.gov', aac: 'M67001', aacName: 'Camp Lejeune', agency: 'USMC' };
    const mail = supervisorMail('sup@usmc.mil', 'Sam', parties, 'https://advantage.example/ws/aacassignment/aac_approval?token=SECRET-TOKEN', new Date());
    expect(mail.text).toContain('SECRET-TOKEN');
    expect(mail.notice).toMatchObject({ kind: 'approval_request', link: AAC_URLS.workList });
    expect(JSON.stringify(mail.notice)).not.toContain('SECRET-TOKEN');

    const view = {
      id: 7, buyerName: 'Pat Buyer', buyerEmail: 'pat@springfield.il.us', supervisorEmail: 'sup@springfield.il.us', agencyName: 'City of Springfield',
      needsText: [], note: '', expiresAt: '2026-12-04T00:00:00Z', totalCents: 300_000, lines: [], paymentLabel: 'Purchase order 2026-0042',
      program: { name: 'Cooperative Purchasing', purpose: null, reference: null },
    } as unknown as StateAuthorizationView;
    const state = stateSupervisorMail(view, 'Sam', 'https://advantage.example/ws/state/supervisor_response?token=STATE-TOKEN');
    expect(state.text).toContain('STATE-TOKEN');
    expect(state.notice).toMatchObject({ kind: 'approval_request' });
    expect(JSON.stringify(state.notice)).not.toContain('STATE-TOKEN');
  });

  it('answers the envelope’s validation error for bad input, and 401 without a member', async () => {
    const member = await k.buyer('messages-input');
    for (const payload of [{}, { messageId: 'not-a-uuid' }, { all: false }, { all: true, messageId: '6c1f7b0e-1f7c-4a38-9a55-0d6d8f6e2b11' }, { extra: 1 }]) {
      const res = await k.post(member, 'main/message_center_read', payload);
      expect([JSON.stringify(payload), res.statusCode, res.json().responseName]).toEqual([JSON.stringify(payload), 400, 'ValidationError']);
    }
    const visitor = await k.visitor();
    expect((await k.get(visitor, 'main/message_center')).statusCode).toBe(401);
  });
});
