import { STATE_AGENCIES, STATE_TEXT, type StoreId, validate } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { memberFor } from '../../plugins/auth/index.js';
import { signInSession } from '../login/sign-in-session.js';
import { userContainerOf } from '../state/user-container.js';
import { ALREADY_REGISTERED, memberWithEmail, normalizeEmail, openRegistration } from './shared.js';

type SubmitPath = 'profile/registration_submit' | 'ggs/profile/registration_submit';

interface SubmitBody {
  firstName?: string;
  lastName?: string;
  phone?: string;
  agency?: string;
}

const DETAIL_FIELDS = [
  ['firstName', 'First name is required.'],
  ['lastName', 'Last name is required.'],
  ['phone', 'Phone is required.'],
  ['agency', 'Agency or organization is required.'],
] as const;

/**
 * Finalizes a registration for the identity the buyer just signed in with: the provider verified the
 * email address; a state/local address must also have passed its validation code. The member is created,
 * signed in on a new session and welcomed by email, in one transaction.
 */
export async function registrationSubmit(request: FastifyRequest, path: SubmitPath, body: SubmitBody = {}) {
  const token = request.token;
  if (!token) throw new UnauthorizedError('Unauthorized', 'Sign in with your new account to finish the registration.');
  const storeID = request.session.storeId;
  const failure = (message: string) => screen(path, 'Failure', { storeID, errors: [{ field: 'emailAddress', message }] });
  if (await memberFor(request.server.db, token)) return failure(ALREADY_REGISTERED);
  if (!token.email) return failure('Your sign-in account has no email address; register it with an email address.');
  const email = normalizeEmail(token.email);
  if (await memberWithEmail(request, email)) return failure(ALREADY_REGISTERED);

  const state = await openRegistration(request, email, 'state');
  const federal = await openRegistration(request, email, 'federal');
  const government = validate('governmentEmail', email) === undefined;
  // A buyer who chose the state and local path validates the address by code first, even a .us one.
  if (state && state.status !== 'validated') return failure('Confirm your email address with the validation code first.');
  const registration = state ?? (government ? federal : undefined);
  if (!registration && !government) {
    return failure(
      state ? 'Confirm your email address with the validation code first.' : 'Start with the registration form: federal buyers need a .gov, .mil or .us address; state and local buyers validate theirs by code.',
    );
  }
  const memberType = registration?.kind === 'state' ? 'state' : email.endsWith('.mil') ? 'military' : 'federal';
  const missing = DETAIL_FIELDS.filter(([field]) => !body[field]);
  if (missing.length === DETAIL_FIELDS.length) return screen(path, 'Initial', { storeID, emailAddress: email, memberType });
  if (missing.length > 0) {
    return screen(path, 'Failure', { storeID, emailAddress: email, memberType, errors: missing.map(([field, message]) => ({ field, message })) });
  }
  // A state or local buyer's agency is the government entity picked from the agency list, not free text.
  if (memberType === 'state' && !STATE_AGENCIES.some((a) => a.name === body.agency?.trim())) {
    return screen(path, 'Failure', { storeID, emailAddress: email, memberType, errors: [{ field: 'agency', message: STATE_TEXT.agencyUnknown }] });
  }
  const details = { firstName: body.firstName ?? '', lastName: body.lastName ?? '', phone: body.phone ?? '', agency: body.agency ?? '' };
  const app = request.server;
  const member = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(schema.members)
      .values({
        issuer: token.iss,
        subject: token.sub,
        email,
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        phone: details.phone.trim(),
        agency: details.agency.trim(),
        memberType,
        storeId: storeID,
      })
      .returning();
    if (!created) throw new Error('member insert returned nothing');
    if (registration) await tx.update(schema.registrations).set({ status: 'completed' }).where(eq(schema.registrations.id, registration.id));
    await app.mail.enqueue(
      {
        to: email,
        subject: 'Welcome to GSA Advantage',
        text: `Hello ${created.firstName},\n\nYour GSA Advantage account is ready. Your user ID is ${email}.\nSign in with your password and your authenticator code.\n\nGSA Advantage`,
      },
      tx,
    );
    await audit(tx, request, { action: 'registration_completed', outcome: 'success', memberId: created.id, detail: { memberType } });
    return created;
  });
  void app.mail.flush().catch(() => undefined);
  const signedIn = await signInSession(request, member, token, storeID as StoreId);
  // The new member's container (user_container's answer), so the app knows them without asking again.
  return { ...signedIn, attributes: { ...signedIn.attributes, newUserContainer: await userContainerOf(request, member, storeID as StoreId) } };
}
