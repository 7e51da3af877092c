/**
 * fedstrip_init, fedstrip_newaac and fedstrip_aacentry: the clerk enters (or picks) the AAC they order for.
 * The AAC must be one of their AAC/DoDAAC addresses, and ordering to it needs their grant and its password
 * once per session (core/aac/aac-access.ts); then the item entry opens, collapsed or expanded.
 */
import { AAC_ACCESS_TEXT, FEDSTRIP_TEXT } from '@advantage/contracts';
import { aacViewer, requireAacAccess } from '../../core/aac/aac-access.js';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';
import { fedstripContext, saveFedstripSession } from './context.js';
import { aacAddresses, aacEntry, itemEntry } from './entry-view.js';

const itemScreen = (expanded: boolean) => (expanded ? 'expandedItemEntry' : 'collapseItemEntry');

export const fedstripInit = bind('fedstrip/fedstrip_init', async ({ ctx: { request }, input: { query } }) => {
  const ctx = fedstripContext(request);
  const { expanded } = query;
  const db = request.server.db;
  const aac = ctx.session.aac;
  if (!aac) return screen('fedstrip/fedstrip_init', 'AACEntry', await aacEntry(db, aacViewer(request), ctx));
  const open = expanded ?? ctx.session.expanded ?? false;
  if (expanded !== undefined) await saveFedstripSession(request, { ...ctx.session, expanded });
  return screen('fedstrip/fedstrip_init', itemScreen(open), await itemEntry(db, ctx, aac, { expanded: open }));
});

/** Another AAC: the session forgets the one chosen, and the AAC entry opens. */
export const fedstripNewAac = bind('fedstrip/fedstrip_newaac', async ({ ctx: { request } }) => {
  const ctx = fedstripContext(request);
  const { aac: _dropped, ...rest } = ctx.session;
  await saveFedstripSession(request, rest);
  return screen('fedstrip/fedstrip_newaac', 'AACEntry', await aacEntry(request.server.db, aacViewer(request), { ...ctx, session: rest }));
});

export const fedstripAacEntry = bind('fedstrip/fedstrip_aacentry', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const { aac, password, expanded } = body;
  const db = request.server.db;
  const book = await aacAddresses(db, ctx.member.id);
  if (!book.has(aac)) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.aacNotInBook(aac) }]);
  try {
    await requireAacAccess(request, aac, { password, field: 'aac', passwordField: 'password' });
  } catch (error) {
    // The AAC entry shows why on its field; a missing password is asked for, not an error of the request.
    if (error instanceof ValidationError && !password && error.details[0]?.field === 'password') {
      return screen('fedstrip/fedstrip_aacentry', 'AACEntry', await aacEntry(db, aacViewer(request), ctx, aac, [{ field: 'password', message: AAC_ACCESS_TEXT.passwordNeeded(aac) }]));
    }
    throw error;
  }
  const open = expanded ?? ctx.session.expanded ?? false;
  await saveFedstripSession(request, { ...ctx.session, aac, expanded: open });
  await audit(db, request, { action: 'fedstrip_aac', outcome: 'success', memberId: ctx.member.id, target: aac });
  return screen('fedstrip/fedstrip_aacentry', itemScreen(open), await itemEntry(db, fedstripContext(request), aac, { expanded: open }));
});
