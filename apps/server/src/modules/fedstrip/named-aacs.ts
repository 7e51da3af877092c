/**
 * An AAC a requisition ships to or bills, other than the requisitioner's (the supplementary address of signals
 * B, J, K, L, M; an A0E/A05's exception ship-to), needs the member's grant as the requisitioner's does: a record
 * must never ship to or bill an activity the clerk holds no password for. Checked when the line is keyed (no grant:
 * refused on its field) and when the cart is ordered (grant, lock and password, as for the requisitioner).
 */
import { billToAacOf, FEDSTRIP_TEXT, type FedstripProblem, type Requisition, type RequisitionView, shipToAacOf } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { aacProblems, aacStandings, type AacViewer } from '../../core/aac/aac-access.js';

/** A line as lines.ts checks it (structurally, so the two files do not import each other). */
type Checked = { ok: true; line: { exceptionShipTo: string }; requisition: Requisition } | { ok: false; errors: Array<{ field: string; message: string }> };

export interface NamedAac {
  aac: string;
  /** The field of the keyed line that names it. */
  field: 'codes.supplementaryAddress' | 'exceptionShipTo';
}

export function namedAacs(requisition: Requisition, exceptionShipTo: string): NamedAac[] {
  const named: NamedAac[] = [];
  const shipTo = shipToAacOf(requisition, exceptionShipTo);
  if (shipTo !== requisition.aac) named.push({ aac: shipTo, field: shipTo === exceptionShipTo ? 'exceptionShipTo' : 'codes.supplementaryAddress' });
  const billTo = billToAacOf(requisition);
  if (billTo !== requisition.aac && billTo !== shipTo) named.push({ aac: billTo, field: 'codes.supplementaryAddress' });
  return named;
}

type Refused = Extract<Checked, { ok: false }>;

/** Lines naming an AAC the member holds no grant for are refused on the field that names it. */
export async function refuseUngranted<C extends Checked>(db: AppDb, memberId: string, now: Date, checked: C[]): Promise<Array<C | Refused>> {
  const named = checked.map((c) => (c.ok ? namedAacs(c.requisition, c.line.exceptionShipTo) : []));
  const all = new Set(named.flat().map((n) => n.aac));
  if (all.size === 0) return checked;
  const standings = await aacStandings({ db, memberId, unlocked: new Set(), now }, all);
  return checked.map((c, i) => {
    const missing = named[i]!.filter((n) => standings.get(n.aac)?.access === 'none');
    if (missing.length === 0) return c;
    return { ok: false, errors: missing.map((n) => ({ field: n.field, message: FEDSTRIP_TEXT.namedAacNoGrant(n.aac) })) };
  });
}

/**
 * What keeps the cart from being ordered to the AACs its requisitions name besides the requisitioner's (whose
 * password process_Order asks itself): no grant, a locked grant, or the password not entered this session.
 */
export async function namedAacProblems(viewer: AacViewer, aac: string, lines: RequisitionView[]): Promise<FedstripProblem[]> {
  const named = new Set(lines.flatMap((l) => namedAacs(l.requisition, l.exceptionShipTo).map((n) => n.aac)).filter((a) => a !== aac));
  if (named.size === 0) return [];
  return (await aacProblems(viewer, named)).map((p) => ({
    code: p.code,
    message: p.code === 'aacPassword' ? FEDSTRIP_TEXT.namedAacPassword(p.aac ?? '') : p.message,
  }));
}
