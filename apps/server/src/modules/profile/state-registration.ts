import { validate } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { ALREADY_REGISTERED, hashCode, MAX_CODE_ATTEMPTS, memberWithEmail, newCode, normalizeEmail, openRegistration, REGISTRATION_TTL_MS, STATE_CODE_TTL_MS, signUpUrl } from './shared.js';
import { bind } from '../../lib/handler.js';

/** Creates a state/local registration and emails its six-digit validation code, in one transaction. */
async function sendCode(request: FastifyRequest, email: string) {
  const app = request.server;
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.registrations)
      .values({ email, kind: 'state', status: 'pending', sessionId: request.session.id, expiresAt: new Date(Date.now() + STATE_CODE_TTL_MS) })
      .returning({ id: schema.registrations.id });
    if (!row) throw new Error('registration insert returned nothing');
    const code = newCode();
    await tx.update(schema.registrations).set({ codeHash: hashCode(row.id, code) }).where(eq(schema.registrations.id, row.id));
    await app.mail.enqueue(
      {
        to: email,
        subject: 'Your GSA Advantage validation code',
        text: `Your GSA Advantage validation code is ${code}\n\nEnter it on the registration page within 30 minutes to confirm this email address.\nIf you did not start a registration, you can ignore this message.\n\nGSA Advantage`,
      },
      tx,
    );
    await audit(tx, request, { action: 'registration_started', outcome: 'success', target: email, detail: { kind: 'state' } });
  });
  void app.mail.flush().catch(() => undefined);
}

/** State and local registration, step one: any email with a known top-level domain, validated by a code. */
export const stateRegistration = bind('profile/state_registration', async ({ ctx, input }) => {
  const { request } = ctx;
  const body = input.body ?? {};
  const storeID = ctx.store;
  if (!body.emailAddress) return screen('profile/state_registration', 'Initial', { storeID, kind: 'state' });
  const email = normalizeEmail(body.emailAddress);
  const problem = validate('email', email) ?? ((await memberWithEmail(request, email)) ? ALREADY_REGISTERED : undefined);
  if (problem) return screen('profile/state_registration', 'Failure', { storeID, kind: 'state', emailAddress: email, errors: [{ field: 'emailAddress', message: problem }] });
  await sendCode(request, email);
  return screen('profile/state_registration', 'Pre-Register', { storeID, kind: 'state', emailAddress: email, next: 'profile/validatestateemail' });
});

/** Validation of the state/local email in two steps: Step1 asks for the code, Step2 confirms it. */
export const validateStateEmail = bind('profile/validatestateemail', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const { emailAddress, code } = body;
  const email = normalizeEmail(emailAddress);
  const storeID = ctx.store;
  const registration = await openRegistration(request, email, 'state');
  if (!registration) {
    return screen('profile/validatestateemail', 'Failure', {
      storeID,
      emailAddress: email,
      errors: [{ field: 'emailAddress', message: 'No registration is waiting for this email address, or its code expired. Start the registration again.' }],
    });
  }
  if (registration.status === 'validated') return screen('profile/validatestateemail', 'Step2', { storeID, emailAddress: email, signUpUrl: signUpUrl(request, email) });
  if (!code) return screen('profile/validatestateemail', 'Step1', { storeID, emailAddress: email });

  if (registration.attempts >= MAX_CODE_ATTEMPTS) {
    await ctx.db.update(schema.registrations).set({ status: 'completed' }).where(eq(schema.registrations.id, registration.id));
    await sendCode(request, email);
    return screen('profile/validatestateemail', 'Step1', {
      storeID,
      emailAddress: email,
      errors: [{ field: 'code', message: 'Too many wrong codes. We sent a new code to your email address.' }],
    });
  }
  if (hashCode(registration.id, code) !== registration.codeHash) {
    await ctx.db
      .update(schema.registrations)
      .set({ attempts: sql`${schema.registrations.attempts} + 1` })
      .where(eq(schema.registrations.id, registration.id));
    const left = MAX_CODE_ATTEMPTS - registration.attempts - 1;
    return screen('profile/validatestateemail', 'Step1', {
      storeID,
      emailAddress: email,
      errors: [{ field: 'code', message: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` }],
    });
  }
  // A validated address waits as long as a federal pre-registration for the sign-in account to be created.
  await ctx.db
    .update(schema.registrations)
    .set({ status: 'validated', expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS) })
    .where(eq(schema.registrations.id, registration.id));
  return screen('profile/validatestateemail', 'Step2', { storeID, emailAddress: email, signUpUrl: signUpUrl(request, email) });
});
