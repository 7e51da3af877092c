/**
 * fedstrip_constantProfile and fedstrip_constantProfile_save: the clerk's saved requisition codes for an AAC
 * (the session's, or ?aac= one of their AAC addresses). Every code is checked with its field rule by the
 * contract's schema, and the codes together with the rules between fields, before anything is stored.
 */
import { type ConstantProfileAttributes, constantProfileProblems, FEDSTRIP_TEXT } from '@advantage/contracts';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';
import { fedstripContext } from './context.js';
import { aacAddresses } from './entry-view.js';
import { readProfile, saveProfile } from './profile-store.js';

export const fedstripConstantProfile = bind('fedstrip/fedstrip_constantProfile', async ({ ctx: { request }, input: { query } }) => {
  const ctx = fedstripContext(request);
  const db = request.server.db;
  const aac = query.aac ?? ctx.session.aac;
  if (!aac) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.chooseAac }]);
  if (!(await aacAddresses(db, ctx.member.id)).has(aac)) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.aacNotInBook(aac) }]);
  const profile = await readProfile(db, ctx.member.id, aac);
  const attributes: ConstantProfileAttributes = { aac, codes: profile.codes, overseas: profile.overseas, saved: profile.saved, message: '' };
  return screen('fedstrip/fedstrip_constantProfile', 'ConstantProfile', attributes);
});

export const fedstripConstantProfileSave = bind('fedstrip/fedstrip_constantProfile_save', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const db = request.server.db;
  const { aac, codes, overseas } = body;
  if (!(await aacAddresses(db, ctx.member.id)).has(aac)) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.aacNotInBook(aac) }]);
  const problems = constantProfileProblems(aac, codes);
  if (problems.length > 0) throw new ValidationError(problems.map((p) => ({ field: `codes.${p.field}`, message: p.message })));
  await saveProfile(db, ctx.member.id, aac, codes, overseas);
  await audit(db, request, { action: 'fedstrip_profile', outcome: 'success', memberId: ctx.member.id, target: aac });
  const attributes: ConstantProfileAttributes = { aac, codes, overseas, saved: true, message: FEDSTRIP_TEXT.profileSaved(aac) };
  return screen('fedstrip/fedstrip_constantProfile_save', 'ConstantProfile', attributes);
});
