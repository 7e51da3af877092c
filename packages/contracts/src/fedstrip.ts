/**
 * Inputs, views and texts of FEDSTRIP/MILSTRIP requisition ordering (docs/product/README.md, docs/product/fedstrip.md
 * fedstrip paths, docs/product/validation-rules.md): the AAC
 * entry, the item entry (one line or a phased list), the constant profile, the FEDSTRIP cart and ordering.
 * The record itself and its field rules are fedstrip-record.ts and fedstrip-rules.ts.
 */
import { z } from 'zod';
import { objectIdSchema } from './catalog.js';
import type { AacAccess } from './checkout-aac.js';
import type { OrderConfirmationAttributes } from './checkout-views.js';
import type { EnvelopeAttributes } from './envelope.js';
import type { Requisition, RequisitionField } from './fedstrip-record.js';
import { FIELD_RULES, normalizeStockNumber, type RequisitionProblem, requisitionProblems } from './fedstrip-rules.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { ascii, upperAscii } from './validation.js';

/** The codes a constant profile keeps and a line may change (record positions 4–7 and 44–66). */
export const REQUISITION_CODE_FIELDS = [
  'routingIdentifier', 'mediaStatus', 'demandCode', 'supplementaryAddress', 'signalCode', 'fundCode',
  'distribution', 'projectCode', 'priority', 'requiredDelivery', 'adviceCode',
] as const satisfies readonly RequisitionField[];
export type RequisitionCodeField = (typeof REQUISITION_CODE_FIELDS)[number];
export type RequisitionCodes = Pick<Requisition, RequisitionCodeField>;

/** What a new clerk starts from: GSA as the source, routine priority, recurring demand, ship to and bill the requisitioner. */
export const DEFAULT_CODES: RequisitionCodes = {
  routingIdentifier: 'GSA', mediaStatus: 'S', demandCode: 'R', supplementaryAddress: '', signalCode: 'A', fundCode: '',
  distribution: '', projectCode: '', priority: '13', requiredDelivery: '', adviceCode: '',
};

/** Most lines one add or one phased list carries; a longer list is sent in parts. */
export const PHASED_LINES_MAX = 500;
export const EXCEPTION_REMARKS_MAX = 200;

export const FEDSTRIP_TEXT = {
  aacRequired: 'Enter the AAC/DoDAAC you are ordering for.',
  aacNotInBook: (aac: string) => `${aac} is not in your address book. Add it as a new AAC/DoDAAC address, then enter it here.`,
  chooseAac: 'Enter or choose the AAC/DoDAAC you are ordering for first.',
  notInCatalog: (stock: string) => `${stock} is not in the catalog, so it cannot be requisitioned here. Check the NSN or part number.`,
  wrongUnit: (stock: string, units: string[]) => `${stock} is issued by ${units.join(' or ')}. Choose a valid unit of issue.`,
  added: (n: number) => (n === 1 ? '1 requisition was added to your FEDSTRIP cart.' : `${n} requisitions were added to your FEDSTRIP cart.`),
  phased: (good: number, bad: number) =>
    `${good === 1 ? '1 line was' : `${good} lines were`} added to your FEDSTRIP cart; ${bad === 1 ? '1 line needs' : `${bad} lines need`} correcting below.`,
  phasedEmpty: 'Enter at least one line: NSN or part number, quantity and unit of issue.',
  phasedTooMany: `Enter at most ${PHASED_LINES_MAX} lines at once.`,
  phasedShape: 'Write each line as NSN or part number, quantity and unit of issue, separated by commas, tabs or spaces.',
  profileSaved: (aac: string) => `Constant profile saved for ${aac}. New lines start from these codes.`,
  emptyCart: 'Your FEDSTRIP cart has no requisitions yet.',
  ordered: (group: string) => `Your requisitions were ordered as ${group}.`,
  parked: (name: string) => `Your FEDSTRIP cart was parked as “${name}”.`,
  parkEmpty: 'There is nothing in your FEDSTRIP cart to park.',
  fundsControl: (aac: string) => `AAC ${aac} is under funds control: the funds approver authorizes the order before it is placed. Enter the line of accounting and submit the cart for authorization.`,
  otherItems: 'Your cart also holds items not keyed as requisitions. Order them at checkout, or remove them, before ordering the requisitions.',
  namedAacNoGrant: (aac: string) => `This requisition ships to or bills AAC ${aac}, for which you hold no password. Request one, or change the signal code or address.`,
  namedAacPassword: (aac: string) => `Requisitions in this cart ship to or bill AAC ${aac}. Enter ${aac} on the AAC entry with its password once this session, then come back to order.`,
  quantityChanged: (title: string) => `The quantity of ${title} was changed outside the FEDSTRIP cart, so it no longer matches its requisitions. Change or remove its requisitions here.`,
  requisitionNotFound: 'That requisition is no longer in your FEDSTRIP cart.',
  requisitionChanged: (document: string) => `Requisition ${document} was changed.`,
  requisitionRemoved: (document: string) => `Requisition ${document} was removed from the cart.`,
  otherAac: (aac: string) => `Some requisitions in your cart are for another AAC than ${aac}. Enter that AAC to order them, or remove them.`,
  noAacAddress: (aac: string) => `${aac} is no longer in your address book. Add it as an AAC/DoDAAC address to order to it.`,
  confirmSignOut: (n: number) => `Your FEDSTRIP cart has ${n === 1 ? '1 requisition' : `${n} requisitions`} not yet ordered. They stay in your cart. Sign out anyway?`,
} as const;

const code = <F extends RequisitionCodeField>(field: F) =>
  z
    .string()
    .trim()
    .overwrite(upperAscii)
    .max(10)
    .superRefine((v, ctx) => {
      const message = (FIELD_RULES[field] as (v: string) => string | undefined)(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** Every code, each with its own field rule's message. */
export const requisitionCodesSchema = z.object(
  Object.fromEntries(REQUISITION_CODE_FIELDS.map((f) => [f, code(f)])) as { [F in RequisitionCodeField]: ReturnType<typeof code<F>> },
);
/** The codes a line may change from the profile (any subset). */
const codeOverrides = requisitionCodesSchema.partial();

const stockNumber = z
  .string({ error: 'Enter an NSN or a part number.' })
  .max(40, { error: 'Enter an NSN or a part number.' })
  .transform(normalizeStockNumber)
  .superRefine((v, ctx) => {
    const message = FIELD_RULES.stockNumber(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
const unitOfIssue = z
  .string({ error: 'Choose a unit of issue.' })
  .trim()
  .overwrite(upperAscii)
  .max(2, { error: 'Choose a unit of issue from the list.' })
  .superRefine((v, ctx) => {
    const message = FIELD_RULES.unitOfIssue(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
/** Keyed as text or sent as a number: 1 to 9,999,000 (above 99,999 only ammunition in thousands, checked with the item). */
const quantity = z
  .union([z.number(), z.string().trim().regex(/^\d{1,7}$/, { error: 'Quantity must be a whole number of at least 1.' }).transform(Number)], {
    error: 'Quantity must be a whole number of at least 1.',
  })
  .pipe(z.number().int({ error: 'Quantity must be a whole number of at least 1.' }).min(1, { error: 'Quantity must be a whole number of at least 1.' }).max(9_999_000, { error: 'Quantity cannot be more than 99,999. Submit another requisition for the rest.' }));

/** One keyed line: what is ordered, and the codes that differ from the constant profile. */
export const requisitionLineSchema = z.object({
  stockNumber,
  quantity,
  unitOfIssue,
  codes: codeOverrides.default({}),
  exceptionRemarks: ascii('Exception remarks').pipe(z.string().trim().max(EXCEPTION_REMARKS_MAX, { error: `Exception remarks have at most ${EXCEPTION_REMARKS_MAX} characters.` })).default(''),
  /** An exception ship-to: the AAC/DoDAAC the line ships to instead (A0E/A05). */
  exceptionShipTo: z.string().trim().overwrite(upperAscii).regex(/^(?:[A-Z0-9]{6})?$/, { error: 'Exception ship-to must be a 6-character AAC/DoDAAC, or blank.' }).default(''),
});
export type RequisitionLineInput = z.infer<typeof requisitionLineSchema>;

const aac = z.string({ error: FEDSTRIP_TEXT.aacRequired }).trim().overwrite(upperAscii).min(1, { error: FEDSTRIP_TEXT.aacRequired }).regex(/^[A-Z0-9]{6}$/, {
  error: 'AAC/DoDAAC must be exactly 6 letters or digits.',
});
const requisitionId = z.number({ error: 'Choose a requisition of the cart.' }).int().positive().max(Number.MAX_SAFE_INTEGER);
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const id = z.union([z.number().int().positive().max(2_147_483_647), objectIdSchema('Cart')], { error: 'Cart must be a positive whole number.' });

/** A sample line, so the rules between fields (signal and fund code, supplementary address, delivery) apply to the codes alone. */
const PROFILE_SAMPLE = { documentIdentifier: 'A0A', stockNumber: '7510002866985', unitOfIssue: 'EA', quantity: 1, ordinalDate: '6001', serial: '0001' } as const;

/** Every problem of a constant profile's codes: each code's own rule, and the rules between codes. */
export function constantProfileProblems(aac: string, codes: Partial<RequisitionCodes>): RequisitionProblem[] {
  return requisitionProblems({ ...DEFAULT_CODES, ...codes, ...PROFILE_SAMPLE, aac } as Requisition);
}

/**
 * The rules between codes run even when a code broke its own rule (`when`), so the clerk sees every wrong code of
 * the profile in one answer: signal C without a fund code is reported beside a bad required delivery date.
 */
export const constantProfileSchema = z.object({ aac, codes: requisitionCodesSchema, overseas: flag.default(false) }).superRefine(
  (v, ctx) => {
    if (typeof v.codes !== 'object' || v.codes === null) return;
    const reported = new Set(ctx.issues?.map((i) => i.path?.join('.')) ?? []);
    const codes = Object.fromEntries(Object.entries(v.codes).filter(([f, value]) => typeof value === 'string' && !reported.has(`codes.${f}`)));
    for (const p of constantProfileProblems(typeof v.aac === 'string' ? v.aac : '', codes)) {
      if ((REQUISITION_CODE_FIELDS as readonly string[]).includes(p.field) && !reported.has(`codes.${p.field}`)) {
        ctx.addIssue({ code: 'custom', path: ['codes', p.field], message: p.message });
      }
    }
  },
  { when: () => true },
);
export type ConstantProfileInput = z.infer<typeof constantProfileSchema>;

export const FEDSTRIP_INPUTS = {
  'fedstrip/fedstrip_init': { query: z.object({ expanded: flag.optional() }) },
  'fedstrip/fedstrip_newaac': { body: z.object({}).optional() },
  'fedstrip/fedstrip_aacentry': { body: z.object({ aac, password: z.string().max(64).optional(), expanded: flag.optional() }) },
  'fedstrip/fedstrip_newEntry': { body: z.object({ expanded: flag.optional() }).optional() },
  // Opens the exception entry (expanded); `expanded: false` leaves it for the short entry (collapseItemEntry).
  'fedstrip/fedstrip_exceptionEntry': { body: z.object({ expanded: flag.optional() }).optional() },
  'fedstrip/fedstrip_ItemDispatchEntry': { body: z.object({ line: requisitionLineSchema, expanded: flag.optional() }) },
  'fedstrip/add_to_cart': {
    body: z.object({
      lines: z.array(requisitionLineSchema, { error: 'Send the lines to add.' }).min(1, { error: 'Send at least one line.' }).max(PHASED_LINES_MAX, { error: FEDSTRIP_TEXT.phasedTooMany }),
      view: z.enum(['entry', 'cart']).default('entry'),
    }),
  },
  'fedstrip/park_cart': { body: z.object({ name: z.string().trim().min(1, { error: 'Enter a name for the parked cart.' }).max(60, { error: 'The cart name has at most 60 characters.' }) }) },
  'fedstrip/fedstrip_shopping_cart': { query: z.object({ view: z.enum(['cart', 'review']).optional(), group: z.string().regex(/^G\d{1,18}$/).optional() }) },
  'fedstrip/fedstrip_authorize_funds_submit': { body: z.object({}).optional() },
  'fedstrip/fedstrip_constantProfile': { query: z.object({ aac: aac.optional() }) },
  'fedstrip/fedstrip_constantProfile_save': { body: constantProfileSchema },
  'fedstrip/phased_requisition_entry': {
    // view=cart: when every line was added, answer the FEDSTRIP cart (Cart), as add_to_cart does.
    body: z.object({
      text: z.string({ error: FEDSTRIP_TEXT.phasedEmpty }).max(PHASED_LINES_MAX * 120, { error: FEDSTRIP_TEXT.phasedTooMany }).pipe(ascii('The list')),
      view: z.enum(['entry', 'cart']).default('entry'),
    }),
  },
  'fedstrip/valid_unit_of_issue': { query: z.object({ stockNumber }) },
  // The AAC password only when the server asks for it (the AAC is not unlocked in this session any more).
  'fedstrip/process_Order': { body: z.object({ cartId: id, version: z.number().int().min(0), password: z.string().max(64).optional() }).optional() },
  // A requisition in the FEDSTRIP cart changed (quantity, codes) or removed, against the cart version the clerk saw.
  'fedstrip/change_requisition': {
    body: z.object({ lineId: requisitionId, version: z.number().int().min(0), quantity, codes: codeOverrides.default({}) }),
  },
  'fedstrip/remove_requisition': { body: z.object({ lineId: requisitionId, version: z.number().int().min(0) }) },
  'fedstrip/sign_out': { query: z.object({ confirmLogout: z.enum(['true', 'false']).optional(), confirm: z.enum(['true', 'false']).optional() }) },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

/** One requisition as the clerk sees it before it is sent: the fields, the item and its 80-position record. */
export interface RequisitionView {
  /** The requisition in the cart (null for a line not yet added); a cart item has one per keyed line. */
  lineId: number | null;
  cartItemId: number | null;
  requisition: Requisition;
  /** The record; the document number shows `SSSS` for the serial until the order numbers it. */
  record: string;
  title: string;
  /** The source of supply the line orders from: contractor and contract (the cheapest open offer in the keyed unit). */
  contractorName: string;
  contractNumber: string;
  unitPriceCents: number;
  extendedCents: number;
  exceptionRemarks: string;
  exceptionShipTo: string;
}

export interface FedstripAacChoice {
  aac: string;
  name: string;
  access: AacAccess;
  hasProfile: boolean;
}

export interface AacEntryAttributes extends EnvelopeAttributes {
  aacs: FedstripAacChoice[];
  errors: { field: string; message: string }[];
  aac: string;
}

export interface ItemEntryAttributes extends EnvelopeAttributes {
  aac: string;
  aacName: string;
  codes: RequisitionCodes;
  overseas: boolean;
  hasProfile: boolean;
  expanded: boolean;
  lines: RequisitionView[];
  cartCount: number;
  /** The checked line of fedstrip_ItemDispatchEntry, with its record as it will be sent. */
  preview: RequisitionView | null;
  message: string;
}

export interface PhasedRow {
  lineNumber: number;
  text: string;
  ok: boolean;
  /** Field → message, for a line kept back. */
  errors: { field: string; message: string }[];
  record: string | null;
}

export interface PhasedAttributes extends EnvelopeAttributes {
  message: string;
  rows: PhasedRow[];
  added: number;
  /** The bad lines, as text, to correct in place and send again. */
  remaining: string;
}

/** Something that keeps the FEDSTRIP cart from being ordered, with the sentence the clerk reads. */
export interface FedstripProblem {
  code: string;
  message: string;
  cartItemId?: number;
}

export interface FedstripCartAttributes extends EnvelopeAttributes {
  aac: string;
  cartId: number | null;
  version: number;
  lines: RequisitionView[];
  totalCents: number;
  problems: FedstripProblem[];
  message: string;
  /** AuthFedFunds: the AAC is under funds control; the cart goes to the funds approver through checkout's requisition step. */
  fundsControl: boolean;
}

export interface ConstantProfileAttributes extends EnvelopeAttributes {
  aac: string;
  codes: RequisitionCodes;
  overseas: boolean;
  saved: boolean;
  message: string;
}

export interface ValidUnitOfIssueAttributes extends EnvelopeAttributes {
  stockNumber: string;
  title: string;
  units: { code: string; meaning: string | null }[];
}

export interface FedstripOrderAttributes extends OrderConfirmationAttributes {
  requisitions: { orderNumber: string; documentNumber: string; record: string }[];
}
