import { SIGN_IN_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { bind, type Context } from '../../lib/handler.js';

/** Emails the user id to the member with that address. The answer never tells whether one exists. */
export const forgotUserId = bind('sign_in/forgot_user_id', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const { emailAddress } = body;
  const email = emailAddress.trim().toLowerCase();
  const app = request.server;
  const [member] = await app.db.select().from(schema.members).where(eq(schema.members.email, email)).limit(1);
  if (member) {
    await app.db.transaction(async (tx) => {
      await app.mail.enqueue(
        {
          to: member.email,
          subject: 'Your GSA Advantage user ID',
          text: `Hello ${member.firstName},\n\nYou asked for your GSA Advantage user ID. It is: ${member.email}\n\nSign in with it, your password and your authenticator code.\nIf you did not ask for this message, you can ignore it.\n\nGSA Advantage`,
        },
        tx,
      );
      await audit(tx, request, { action: 'forgot_user_id', outcome: 'success', memberId: member.id });
    });
    void app.mail.flush().catch(() => undefined);
  }
  return screen('sign_in/forgot_user_id', 'Success', { storeID: ctx.store, message: SIGN_IN_TEXT.sent });
});

/** login/sign_in: the forgotPassword variant when asked for (`forgotPassword=true`), else whether this browser is signed in. */
export function signInAnswer(ctx: Context, forgotPassword: boolean) {
  const attributes = { storeID: ctx.store, loggedIn: Boolean(ctx.member) };
  if (forgotPassword) return screen('login/sign_in', 'forgotPassword', attributes);
  return screen('login/sign_in', ctx.member ? 'Success' : 'Failure', attributes);
}
