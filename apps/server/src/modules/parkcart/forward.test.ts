import { PARKCART_TEXT, type ParkedCartSummary } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type Caller, cartKit, type CartKit, OFFERS } from '../../test-support/cart-kit.js';
import { addItems, ensureActiveCart } from '../../core/cart/store.js';

const { parkedCarts, parkedCartItems, mailOutbox, auditLog, members } = schema;

describe.each(TEST_DATABASES)('forwarding a parked cart (%s)', (kind) => {
  let kit: CartKit;
  let sender: Caller & { memberId: string; session: string };
  let colleague: Caller & { memberId: string; session: string };
  let cart: ParkedCartSummary;

  beforeAll(async () => {
    kit = await cartKit(kind);
    sender = await kit.member('sender');
    colleague = await kit.member('colleague');
    const cartId = await ensureActiveCart(kit.t.app.db, { memberId: sender.memberId, sessionId: sender.session });
    await addItems(kit.t.app.db, cartId, [{ offerId: OFFERS.officePaper, quantity: 4 }, { offerId: OFFERS.officeChair, quantity: 2 }], 0);
    cart = (await kit.post(sender, 'parkcart/save_parkcart', { name: 'Conference room' })).json().attributes.saved as ParkedCartSummary;
  });
  afterAll(() => kit.t.close());

  const db = () => kit.t.app.db;
  const counts = async () => ({
    carts: (await db().select().from(parkedCarts)).length,
    mail: (await db().select().from(mailOutbox)).length,
  });

  it('shows the Forward Parked Cart form for the member’s cart', async () => {
    const form = (await kit.get(sender, `parkcart/my_parkcart?cartId=${cart.cartId}`)).json();
    expect(form).toMatchObject({ responseName: 'Forward', attributes: { cart: { cartNumber: cart.cartNumber, name: 'Conference room' }, values: { email: '', note: '' } } });
  });

  it('refuses an address no registered member has, or the sender’s own, and changes nothing', async () => {
    const before = await counts();
    const unknown = (await kit.post(sender, 'parkcart/forward_submit', { cartId: cart.cartId, email: 'nobody@gsa.gov', note: 'hi' })).json();
    expect(unknown).toMatchObject({
      responseName: 'Forward',
      attributes: { values: { email: 'nobody@gsa.gov', note: 'hi' }, errors: [{ field: 'email', message: PARKCART_TEXT.unknownRecipient('nobody@gsa.gov') }] },
    });
    const self = (await kit.post(sender, 'parkcart/forward_submit', { cartId: cart.cartId, email: 'sender@gsa.gov' })).json();
    expect(self).toMatchObject({ responseName: 'Forward', attributes: { errors: [{ field: 'email', message: PARKCART_TEXT.selfRecipient }] } });
    const malformed = await kit.post(sender, 'parkcart/forward_submit', { cartId: cart.cartId, email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().attributes.errors[0]).toMatchObject({ field: 'email' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a member whose account is disabled', async () => {
    await db().insert(members).values({ issuer: 'https://idp.test.advantage', subject: 'gone', email: 'gone@gsa.gov', memberType: 'federal', status: 'disabled' });
    const res = (await kit.post(sender, 'parkcart/forward_submit', { cartId: cart.cartId, email: 'gone@gsa.gov' })).json();
    expect(res).toMatchObject({ responseName: 'Forward', attributes: { errors: [{ field: 'email' }] } });
  });

  it('gives the colleague a copy under a new cart number, an email and an audit row', async () => {
    const res = (await kit.post(sender, 'parkcart/forward_submit', { cartId: cart.cartId, email: 'Colleague@GSA.gov', note: 'For the Tuesday order.' })).json();
    expect(res).toMatchObject({ responseName: 'Initial', attributes: { notice: PARKCART_TEXT.forwarded(cart.cartNumber, 'colleague@gsa.gov') } });

    const theirs = (await kit.get(colleague, 'parkcart/my_parkcart')).json().attributes.carts as ParkedCartSummary[];
    expect(theirs).toHaveLength(1);
    const copy = theirs[0]!;
    expect(copy).toMatchObject({ name: 'Conference room', itemCount: 2, parkedTotalCents: cart.parkedTotalCents, forwardedBy: 'Pat sender', forwardNote: 'For the Tuesday order.' });
    expect(copy.cartNumber).not.toBe(cart.cartNumber);
    expect(copy.cartNumber).toMatch(/^P\d{4}-\d{6}$/);
    const copied = await db().select().from(parkedCartItems).where(eq(parkedCartItems.parkedCartId, copy.cartId));
    expect(copied.map((l) => [l.offerId, l.quantity, l.parkedPriceCents]).sort()).toEqual([
      [OFFERS.officePaper, 4, 5_000],
      [OFFERS.officeChair, 2, 19_900],
    ]);
    const [row] = await db().select().from(parkedCarts).where(eq(parkedCarts.id, copy.cartId));
    expect(row).toMatchObject({ memberId: colleague.memberId, forwardedByMemberId: sender.memberId });

    // The sender keeps the original; the copy is the colleague's own (the sender cannot open it).
    expect((await kit.get(sender, `parkcart/parkcart_detail?cartId=${cart.cartId}`)).statusCode).toBe(200);
    expect((await kit.get(sender, `parkcart/parkcart_detail?cartId=${copy.cartId}`)).statusCode).toBe(404);
    expect((await kit.get(colleague, `parkcart/parkcart_detail?cartId=${copy.cartId}`)).json()).toMatchObject({
      responseName: 'ParkCartDetail',
      attributes: { cart: { forwardedBy: 'Pat sender' }, items: [{ quantity: 4 }, { quantity: 2 }] },
    });

    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'colleague@gsa.gov'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Pat sender forwarded a parked cart to you: Conference room');
    expect(mail[0]!.textBody).toContain(`Your copy's cart number: ${copy.cartNumber}`);
    expect(mail[0]!.textBody).toContain('Pat sender (sender@gsa.gov) forwarded a parked cart to you');
    expect(mail[0]!.textBody).toContain('For the Tuesday order.');
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, 'parked_cart_forwarded'), eq(auditLog.target, copy.cartNumber)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ memberId: sender.memberId, detail: { sourceCartNumber: cart.cartNumber, recipientMemberId: colleague.memberId } });
  });
});
