/**
 * fedstrip_newEntry, fedstrip_exceptionEntry and fedstrip_ItemDispatchEntry: the item entry for the session's
 * AAC. ItemDispatchEntry checks one keyed line and shows its record exactly as it will be sent (the serial is
 * given when it is added); a wrong field answers the validation error on that field.
 */
import { FEDSTRIP_TEXT, formatRequisition, type RequisitionView } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { ValidationError } from '../../lib/errors.js';
import { type FedstripContext, fedstripContext, saveFedstripSession } from './context.js';
import { itemEntry } from './entry-view.js';
import { checkLines } from './lines.js';
import { readProfile } from './profile-store.js';

/** The AAC chosen in this session; without one the clerk is sent back to the AAC entry's field. */
export function sessionAac(ctx: FedstripContext): string {
  if (!ctx.session.aac) throw new ValidationError([{ field: 'aac', message: FEDSTRIP_TEXT.chooseAac }]);
  return ctx.session.aac;
}

export const fedstripNewEntry = bind('fedstrip/fedstrip_newEntry', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const expanded = body?.expanded ?? ctx.session.expanded ?? false;
  await saveFedstripSession(request, { ...ctx.session, expanded });
  return screen('fedstrip/fedstrip_newEntry', expanded ? 'expandedItemEntry' : 'collapseItemEntry', await itemEntry(request.server.db, ctx, aac, { expanded }));
});

/** Exception data (A0E/A05 remarks and exception ship-to) is keyed on the expanded entry. */
export const fedstripExceptionEntry = bind('fedstrip/fedstrip_exceptionEntry', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const expanded = body?.expanded ?? true;
  await saveFedstripSession(request, { ...ctx.session, expanded });
  return screen('fedstrip/fedstrip_exceptionEntry', expanded ? 'expandedItemEntry' : 'collapseItemEntry', await itemEntry(request.server.db, ctx, aac, { expanded }));
});

export const fedstripItemDispatchEntry = bind('fedstrip/fedstrip_ItemDispatchEntry', async ({ ctx: { request }, input: { body } }) => {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const { line, expanded: asked } = body;
  const db = request.server.db;
  const profile = await readProfile(db, ctx.member.id, aac);
  const [checked] = await checkLines(db, ctx, aac, profile, [line]);
  if (!checked!.ok) throw new ValidationError(checked!.errors.map((e) => ({ field: `line.${e.field}`, message: e.message })));
  const { requisition, offer } = checked!;
  const preview: RequisitionView = {
    lineId: null, cartItemId: null, requisition, record: formatRequisition(requisition), title: offer.title, contractorName: offer.contractorName,
    contractNumber: offer.contractNumber,
    unitPriceCents: offer.priceCents, extendedCents: offer.priceCents * line.quantity,
    exceptionRemarks: line.exceptionRemarks, exceptionShipTo: line.exceptionShipTo,
  };
  const expanded = asked ?? ctx.session.expanded ?? false;
  return screen('fedstrip/fedstrip_ItemDispatchEntry', expanded ? 'expandedItemEntry' : 'collapseItemEntry', await itemEntry(db, ctx, aac, { expanded, preview }));
});
