/**
 * The keyed line of the item entry as the server takes it, the client-side checks it gets before it is sent
 * (the contracts' field rules and the rules between fields, the very messages the server would answer), and
 * the server's field names as the ids of the controls they are shown on.
 */
import {
  documentIdentifierFor, normalizeStockNumber, REQUISITION_CODE_FIELDS, type Requisition, type RequisitionCodeField, type RequisitionCodes,
  requisitionProblems, upperAscii,
} from '@advantage/contracts';
import type { FieldError } from '../../shell/components/form/submit';

export interface LineDraft {
  stockNumber: string;
  quantity: string;
  unitOfIssue: string;
  codes: RequisitionCodes;
  exceptionRemarks: string;
  exceptionShipTo: string;
}

/** The line as sent: only the codes that differ from the constant profile travel with it. */
export function linePayload(draft: LineDraft, profile: RequisitionCodes, expanded: boolean) {
  const codes: Partial<Record<RequisitionCodeField, string>> = {};
  if (expanded) {
    for (const f of REQUISITION_CODE_FIELDS) {
      const value = upperAscii(draft.codes[f].trim());
      if (value !== profile[f]) codes[f] = value;
    }
  }
  return {
    stockNumber: draft.stockNumber,
    quantity: draft.quantity,
    unitOfIssue: draft.unitOfIssue,
    codes,
    ...(expanded ? { exceptionRemarks: draft.exceptionRemarks, exceptionShipTo: draft.exceptionShipTo } : {}),
  };
}

/** `lines.0.codes.priority`, `line.unitOfIssue`, `codes.fundCode` → the control's id: `priority`, `unitOfIssue`, `fundCode`. */
export function toFieldIds(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = e.field.replace(/^lines?\.(?:\d+\.)?/, '').replace(/^codes\./, '');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: e.message });
  }
  return out;
}

/**
 * The rules between fields of the requisition this line makes (a billed signal without a fund code, a delivery
 * code the priority does not allow ...), for fields the input schema passed. The document date and serial are
 * the server's to give: stand-ins here.
 */
export function crossFieldErrors(draft: LineDraft, profile: RequisitionCodes, expanded: boolean, overseas: boolean, aac: string): FieldError[] {
  const sent = linePayload(draft, profile, expanded);
  const stockNumber = normalizeStockNumber(draft.stockNumber);
  const quantity = /^\d{1,7}$/.test(draft.quantity.trim()) ? Number(draft.quantity.trim()) : 0;
  const exception = expanded && (draft.exceptionRemarks.trim() !== '' || draft.exceptionShipTo.trim() !== '');
  const requisition: Requisition = {
    ...profile,
    ...sent.codes,
    documentIdentifier: documentIdentifierFor(stockNumber, overseas, exception),
    stockNumber,
    unitOfIssue: upperAscii(draft.unitOfIssue.trim()),
    quantity,
    aac,
    ordinalDate: '6001',
    serial: '0001',
  };
  return requisitionProblems(requisition).map((p) => ({ field: p.field, message: p.message }));
}
