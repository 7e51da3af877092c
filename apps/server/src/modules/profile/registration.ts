import { type InputOf, validate } from '@advantage/contracts';
import { schema } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { ALREADY_REGISTERED, memberWithEmail, normalizeEmail, openRegistration, REGISTRATION_TTL_MS, signUpUrl } from './shared.js';

type FederalPath = 'profile/registration' | 'ggs/profile/registration';

/**
 * Federal member registration, step one: a government email address (docs/product/validation-rules.md: gov, mil or us). The
 * provider's sign-up then proves the buyer owns the address; registration_submit finishes it.
 */
export async function federalRegistration(request: FastifyRequest, path: FederalPath, body: InputOf<FederalPath>['body'] = {}) {
  const storeID = request.session.storeId;
  if (!body.emailAddress) return screen(path, 'Initial', { storeID, kind: 'federal' });
  const email = normalizeEmail(body.emailAddress);
  const problem = validate('governmentEmail', email) ?? ((await memberWithEmail(request, email)) ? ALREADY_REGISTERED : undefined);
  if (problem) return screen(path, 'Failure', { storeID, kind: 'federal', emailAddress: email, errors: [{ field: 'emailAddress', message: problem }] });

  if (!(await openRegistration(request, email, 'federal'))) {
    await request.server.db.transaction(async (tx) => {
      await tx.insert(schema.registrations).values({
        email,
        kind: 'federal',
        status: 'validated',
        sessionId: request.session.id,
        expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS),
      });
      await audit(tx, request, { action: 'registration_started', outcome: 'success', target: email, detail: { kind: 'federal' } });
    });
  }
  return screen(path, 'Pre-Register', { storeID, kind: 'federal', emailAddress: email, signUpUrl: signUpUrl(request, email) });
}
