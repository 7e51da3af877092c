/**
 * fedstrip_constantProfile and fedstrip_constantProfile_save: the clerk's saved requisition codes for an AAC
 * (the session's, or ?aac= one of their AAC addresses). Every code is checked with its field rule by the
 * contract's schema, and the codes together with the rules between fields, before anything is stored.
 */
import { type ConstantProfileAttributes, type ConstantProfileInput, constantProfileProblems, FEDSTRIP_TEXT } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { ValidationError } from '../../lib/errors.js';
import { fedstripContext } from './context.js';
import { aacAddresses } from './entry-view.js';
import { readProfile, saveProfile } from './profile-store.js';

export async function fedstripConstantProfile(request: FastifyRequest) {
  const ctx = fedstripContext(request);
  const db = request.server.db;
  const aac = (request.query as { aac?: string }).aac ?? ctx.session.aac;
  if (!aac) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.chooseAac }]);
  if (!(await aacAddresses(db, ctx.member.id)).has(aac)) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.aacNotInBook(aac) }]);
  const profile = await readProfile(db, ctx.member.id, aac);
  const attributes: ConstantProfileAttributes = { aac, codes: profile.codes, overseas: profile.overseas, saved: profile.saved, message: '' };
  return screen('fedstrip/fedstrip_constantProfile', 'ConstantProfile', attributes);
}

export async function fedstripConstantProfileSave(request: FastifyRequest) {
  const ctx = fedstripContext(request);
  const db = request.server.db;
  const { aac, codes, overseas } = request.body as ConstantProfileInput;
  if (!(await aacAddresses(db, ctx.member.id)).has(aac)) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.aacNotInBook(aac) }]);
  const problems = constantProfileProblems(aac, codes);
  if (problems.length > 0) throw new ValidationError(problems.map((p) => ({ field: `codes.${p.field}`, message: p.message })));
  await saveProfile(db, ctx.member.id, aac, codes, overseas);
  await audit(db, request, { action: 'fedstrip_profile', outcome: 'success', memberId: ctx.member.id, target: aac });
  const attributes: ConstantProfileAttributes = { aac, codes, overseas, saved: true, message: FEDSTRIP_TEXT.profileSaved(aac) };
  return screen('fedstrip/fedstrip_constantProfile_save', 'ConstantProfile', attributes);
}
