import { type ForwardParkedCartAttributes, type MyParkedCartsAttributes, PARKCART_TEXT, parkedCartNumber, type ParkedCartSummary } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import type { Member } from '../../plugins/auth/index.js';
import { findParkedCart, listParkedCarts, nextCartSequence, summarize } from './queries.js';
import { bind } from '../../lib/handler.js';

const { members, parkedCarts } = schema;

/** A registered, active member with this address (emails are compared without regard to case). */
async function recipientFor(db: AppDb, email: string) {
  const [row] = await db
    .select({ id: members.id, email: members.email, firstName: members.firstName })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email.toLowerCase()}`, eq(members.status, 'active')))
    .orderBy(asc(members.createdAt))
    .limit(1);
  return row;
}

function senderName(member: Member): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

function forwardMail(to: string, recipientFirstName: string, from: Member, cart: ParkedCartSummary, copyNumber: string, note: string | undefined) {
  const sender = senderName(from);
  const lines = [
    `Hello${recipientFirstName ? ` ${recipientFirstName}` : ''},`,
    '',
    `${sender} (${from.email}) forwarded a parked cart to you on GSA Advantage.`,
    '',
    `Cart: ${cart.name}`,
    `Your copy's cart number: ${copyNumber}`,
    `Items: ${cart.itemCount}`,
    ...(note ? ['', `Note from ${sender}:`, note] : []),
    '',
    'Sign in to GSA Advantage and open My Parked Carts to review the items at today\'s prices and add them to your shopping cart.',
    '',
    'GSA Advantage',
  ];
  const subject = `${sender} forwarded a parked cart to you: ${cart.name}`;
  const notice = { kind: 'parked_cart' as const, title: subject, body: `Your copy is cart ${copyNumber} with ${cart.itemCount} items.${note ? ` Note: ${note}` : ''}`, link: '/ws/parkcart/my_parkcart' };
  return { to, subject, text: lines.join('\n'), notice };
}

/**
 * parkcart/forward_submit: the colleague (a registered member, found by email) receives a copy of the
 * parked cart under a new cart number, and an email naming the sender and the cart. The copy, the
 * email's outbox row and the audit row commit together. An unknown address changes nothing.
 */
export const forwardSubmit = bind('parkcart/forward_submit', async ({ ctx, input: { body: input } }) => {
  const { request, store: storeID } = ctx;
  const member = ctx.signedIn();
  const app = request.server;
  const source = await findParkedCart(app.db, member.id, input.cartId);
  const cart = await summarize(app.db, source);
  const note = input.note ? input.note : undefined;
  const again = (field: string, message: string) =>
    screen('parkcart/forward_submit', 'Forward', {
      storeID,
      cart,
      values: { email: input.email, note: note ?? '' },
      errors: [{ field, message }],
    } satisfies ForwardParkedCartAttributes);

  const recipient = await recipientFor(app.db, input.email);
  if (!recipient) return again('email', PARKCART_TEXT.unknownRecipient(input.email));
  if (recipient.id === member.id) return again('email', PARKCART_TEXT.selfRecipient);

  await app.db.transaction(async (tx) => {
    const number = parkedCartNumber(await nextCartSequence(tx), new Date());
    const [copy] = await tx
      .insert(parkedCarts)
      .values({
        memberId: recipient.id,
        cartNumber: number,
        name: source.name,
        forwardedByMemberId: member.id,
        forwardedByName: senderName(member),
        forwardNote: note ?? null,
      })
      .returning({ id: parkedCarts.id });
    if (!copy) throw new Error('parked cart copy insert returned nothing');
    await tx.execute(sql`
      insert into parked_cart_items (parked_cart_id, product_id, offer_id, contract_id, contract_number, contractor_id, contractor_name,
                                     part_number, nsn, title, unit_of_issue, minimum_order_quantity, quantity, parked_price_cents, requisitions)
      select ${copy.id}, product_id, offer_id, contract_id, contract_number, contractor_id, contractor_name,
             part_number, nsn, title, unit_of_issue, minimum_order_quantity, quantity, parked_price_cents, requisitions
        from parked_cart_items where parked_cart_id = ${source.id}
       order by id`);
    await app.mail.enqueue(forwardMail(recipient.email, recipient.firstName, member, cart, number, note), tx);
    await audit(tx, request, {
      action: 'parked_cart_forwarded',
      outcome: 'success',
      target: number,
      detail: { sourceCartNumber: source.cartNumber, recipientMemberId: recipient.id },
    });
  });
  void app.mail.flush().catch(() => undefined);

  return screen('parkcart/forward_submit', 'Initial', {
    storeID,
    carts: await listParkedCarts(app.db, member.id),
    notice: PARKCART_TEXT.forwarded(cart.cartNumber, recipient.email),
  } satisfies MyParkedCartsAttributes);
});
