/**
 * fedstrip_newEntry, fedstrip_exceptionEntry and fedstrip_ItemDispatchEntry: the item entry for the session's
 * AAC. ItemDispatchEntry checks one keyed line and shows its record exactly as it will be sent (the serial is
 * given when it is added); a wrong field answers the validation error on that field.
 */
import { FEDSTRIP_TEXT, formatRequisition, type RequisitionLineInput, type RequisitionView } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
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

export async function fedstripNewEntry(request: FastifyRequest) {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const expanded = (request.body as { expanded?: boolean } | undefined)?.expanded ?? ctx.session.expanded ?? false;
  await saveFedstripSession(request, { ...ctx.session, expanded });
  return screen('fedstrip/fedstrip_newEntry', expanded ? 'expandedItemEntry' : 'collapseItemEntry', await itemEntry(request.server.db, ctx, aac, { expanded }));
}

/** Exception data (A0E/A05 remarks and exception ship-to) is keyed on the expanded entry. */
export async function fedstripExceptionEntry(request: FastifyRequest) {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const expanded = (request.body as { expanded?: boolean } | undefined)?.expanded ?? true;
  await saveFedstripSession(request, { ...ctx.session, expanded });
  return screen('fedstrip/fedstrip_exceptionEntry', expanded ? 'expandedItemEntry' : 'collapseItemEntry', await itemEntry(request.server.db, ctx, aac, { expanded }));
}

export async function fedstripItemDispatchEntry(request: FastifyRequest) {
  const ctx = fedstripContext(request);
  const aac = sessionAac(ctx);
  const { line, expanded: asked } = request.body as { line: RequisitionLineInput; expanded?: boolean };
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
}
