/**
 * The development contractor receiver and the demo's cXML contractors (docs/adr/0032-purchase-orders-out.md): an
 * order goes by cXML to this server's own receiver, which checks the credentials and the shared secret against the
 * contractor's channel and lists what it accepted; a wrong secret is answered 401. The demo seeding gives the two
 * lowest-numbered contractors a cXML channel to the receiver and leaves a channel an operator set alone.
 */
import { schema } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { cxmlChannel, deliveryOf, placeOrders, poTestConfig } from '../../test-support/purchase-order-kit.js';
import { resolveChannel } from './channel-resolve.js';
import { DEMO_CHANNEL_ACTOR, seedDemoChannels } from './demo-channels.js';
import { readPoData } from './order-data.js';
import { orderRequestDocument } from './order-request.js';

describe('the development contractor receiver (pglite)', () => {
  const config = poTestConfig();
  let k: CheckoutKit;
  let origin = '';
  beforeAll(async () => {
    k = await checkoutKit('pglite', { config: { purchaseOrders: config } });
    origin = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => k.t.close());

  it('accepts an OrderRequest with the channel’s credentials and refuses a wrong shared secret', async () => {
    const office = (await placeOrders(k, 'po-demo')).orders[0]!;
    const url = `${origin}/dev/contractor/${office.contractorId}/cxml`;
    await cxmlChannel(k, config, office.contractorId, url);
    await k.t.app.purchaseOrders.flush();
    expect((await deliveryOf(k, office.id)).state).toBe('sent');
    const received = (await k.t.app.inject({ method: 'GET', url: '/dev/contractor/orders.json' })).json() as Array<{ contractorId: number; orderId: string; lines: number; total: string }>;
    expect(received).toEqual([expect.objectContaining({ contractorId: office.contractorId, orderId: office.orderNumber, lines: 2, total: '299.00' })]);

    const po = (await readPoData(k.db, office.id))!;
    const channel = await resolveChannel(k.db, config.secretKey, office.contractorId);
    if (channel.kind !== 'cxml') throw new Error('expected the cXML channel');
    const post = (body: string) => k.t.app.inject({ method: 'POST', url: `/dev/contractor/${office.contractorId}/cxml`, headers: { 'content-type': 'text/xml' }, payload: body });
    const wrong = await post(orderRequestDocument(po, channel, 'not-the-secret', 'x.1@advantage.test'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('<Status code="401" text="Unauthorized" xml:lang="en-US">The From, To, Sender or SharedSecret credential is not valid.</Status>');
    const resent = await post(orderRequestDocument(po, channel, channel.secret, (await deliveryOf(k, office.id)).document!.match(/payloadID="([^"]+)"/)![1]!));
    expect(resent.statusCode).toBe(200);
    // A resent payloadID is the order it already has.
    expect((await k.t.app.inject({ method: 'GET', url: '/dev/contractor/orders.json' })).json()).toHaveLength(1);
  });

  it('the demo gives the two lowest-numbered contractors a cXML channel, but not over an operator’s', async () => {
    const contractors = await k.db.select({ id: schema.contractors.id }).from(schema.contractors).orderBy(schema.contractors.id).limit(2);
    await cxmlChannel(k, config, contractors[1]!.id, 'https://orders.example.com/cxml');
    const lines = await seedDemoChannels(k.db, config.secretKey, origin);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`cXML OrderRequests to ${origin}/dev/contractor/${contractors[0]!.id}/cxml`);
    const channels = await k.db.select().from(schema.contractorOrderChannels);
    expect(channels.find((c) => c.contractorId === contractors[0]!.id)?.updatedBy).toBe(DEMO_CHANNEL_ACTOR);
    expect(channels.find((c) => c.contractorId === contractors[1]!.id)?.endpointUrl).toBe('https://orders.example.com/cxml');
  });
});
