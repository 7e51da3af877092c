/**
 * A keyed line becomes a requisition: the profile's codes with what the clerk changed, the document identifier
 * from NSN/part, overseas and exception data, every field rule checked, the item resolved in the catalog.
 * Good lines are carried to the cart by carry.ts; the cart's requisitions are read by cart-lines.ts.
 */
import {
  documentIdentifierFor, type Requisition, type RequisitionLineInput, requisitionProblems,
} from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { CatalogOffer, Match } from './catalog-match.js';
import { catalogOffers, matchLine, offersFor } from './catalog-match.js';
import type { FedstripContext } from './context.js';
import { documentDay } from '../../core/aac/document-day.js';
import { refuseUngranted } from './named-aacs.js';
import type { Profile } from './profile-store.js';

export interface LineError {
  field: string;
  message: string;
}

export type CheckedLine = { ok: true; line: RequisitionLineInput; requisition: Requisition; offer: CatalogOffer } | { ok: false; errors: LineError[] };

/** The requisition a line makes for this AAC, before its serial is given (blank serial). */
export function requisitionOf(aac: string, profile: Profile, line: RequisitionLineInput, day: string, serial = ''): Requisition {
  const exception = line.exceptionRemarks !== '' || line.exceptionShipTo !== '';
  return {
    ...profile.codes,
    ...line.codes,
    documentIdentifier: documentIdentifierFor(line.stockNumber, profile.overseas, exception),
    stockNumber: line.stockNumber,
    unitOfIssue: line.unitOfIssue,
    quantity: line.quantity,
    aac,
    ordinalDate: day,
    serial,
  };
}

/** Field rules first (with a stand-in serial), then the catalog. One message per field. */
export function checkLine(aac: string, profile: Profile, line: RequisitionLineInput, candidates: CatalogOffer[], day: string): CheckedLine {
  const requisition = requisitionOf(aac, profile, line, day);
  const errors: LineError[] = requisitionProblems({ ...requisition, serial: '0001' }).map((p) => ({ field: p.field, message: p.message }));
  if (!errors.some((e) => e.field === 'stockNumber' || e.field === 'unitOfIssue')) {
    const match: Match = matchLine(candidates, line.stockNumber, line.unitOfIssue, line.quantity);
    if (!match.ok) errors.push({ field: match.field, message: match.message });
    else if (errors.length === 0) return { ok: true, line, requisition, offer: match.offer };
  }
  return { ok: false, errors };
}

export async function checkLines(db: AppDb, ctx: FedstripContext, aac: string, profile: Profile, lines: RequisitionLineInput[]): Promise<CheckedLine[]> {
  const found = await catalogOffers(db, lines.map((l) => l.stockNumber), ctx.storeId);
  const day = await documentDay(db, ctx.member.id, aac, ctx.now);
  const checked = lines.map((line) => checkLine(aac, profile, line, offersFor(found, line.stockNumber), day));
  return refuseUngranted(db, ctx.member.id, ctx.now, checked);
}

export type Good = Extract<CheckedLine, { ok: true }>;
