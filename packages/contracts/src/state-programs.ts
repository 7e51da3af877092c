/**
 * The state and local purchasing programs as data (docs/product/state-and-local.md): what each covers, what a buyer must show
 * to use it, and what an order under it must cite. The catalog generator decides with `programCovers` which
 * offers a program reaches; the server decides with `openPrograms` and `checkOrderReference` what a member
 * may add and order. Nothing else in the code base knows a program's rules.
 */
import { isJurisdiction } from './state-agencies.js';

export const STATE_PROGRAM_KEYS = ['COOPERATIVE', 'DISASTER', 'PUBLIC_HEALTH', 'P1122'] as const;
export type StateProgramKey = (typeof STATE_PROGRAM_KEYS)[number];

/** Why a Disaster Purchasing buy is made; recovery buys need a Stafford Act major-disaster declaration. */
export const DISASTER_PURPOSES = ['preparation', 'response', 'recovery'] as const;
export type DisasterPurpose = (typeof DISASTER_PURPOSES)[number];

/** What a product or service is, for a program's scope. */
export interface ProgramSubject {
  /** The MAS Special Item Number the item is offered under (GSA Global Supply items: 'GSS'). */
  sin: string;
  /** The code of the item's top category. */
  topCategory: string;
  kind: 'product' | 'service';
}

export interface StateProgram {
  key: StateProgramKey;
  name: string;
  /** The short label of the eLibrary/Advantage icon ('COOP PURCH', 'DISAST RECOV'). */
  badge: string;
  description: string;
  /** SINs the program covers; absent: every schedule SIN. */
  sins?: readonly string[];
  /** Top categories the program covers; absent: every category. */
  categories?: readonly string[];
  productsOnly?: boolean;
  /** What the member gives once, when validating for the program. */
  evidence: 'none' | 'dodaac1122';
  /** What each order under the program cites. */
  orderReference: 'none' | 'disaster' | 'grant' | 'dodaac1122';
  /** Share of schedule contracts whose holder opted in (generated catalog data). */
  optInShare: number;
  /** GSA Global Supply stock is open to the program. */
  globalSupply: boolean;
  /** Every order under the program is authorized by the member's supervisor, whatever its total. */
  supervisorAuthorization: boolean;
}

/** Former Schedule 70 (IT) and Schedule 84 (security and law enforcement) SINs of the catalog. */
const COOPERATIVE_SINS = ['33411', '54151S', '561612'] as const;
/** 1122 equipment: counter-drug, homeland-security and emergency-response missions. */
const P1122_CATEGORIES = ['it-hardware', 'safety-ppe', 'medical', 'electrical-lighting', 'tools-hardware', 'vehicle-parts'] as const;

export const STATE_PROGRAMS: Readonly<Record<StateProgramKey, StateProgram>> = {
  COOPERATIVE: {
    key: 'COOPERATIVE',
    name: 'Cooperative Purchasing',
    badge: 'COOP PURCH',
    description: 'Information technology, security and law-enforcement products and services, for any purpose.',
    sins: COOPERATIVE_SINS,
    evidence: 'none',
    orderReference: 'none',
    optInShare: 0.55,
    globalSupply: false,
    supervisorAuthorization: false,
  },
  DISASTER: {
    key: 'DISASTER',
    name: 'Disaster Purchasing',
    badge: 'DISAST RECOV',
    description: 'Everything on the Schedules, to prepare for, respond to or recover from a disaster. Recovery buys cite a Stafford Act major-disaster declaration.',
    evidence: 'none',
    orderReference: 'disaster',
    optInShare: 0.45,
    globalSupply: true,
    supervisorAuthorization: false,
  },
  PUBLIC_HEALTH: {
    key: 'PUBLIC_HEALTH',
    name: 'Public Health Emergencies',
    badge: 'PUB HEALTH',
    description: 'Everything on the Schedules, when federal grant funds pay for a public health emergency response. Orders cite the grant.',
    evidence: 'none',
    orderReference: 'grant',
    optInShare: 0.35,
    globalSupply: true,
    supervisorAuthorization: false,
  },
  P1122: {
    key: 'P1122',
    name: '1122 Program',
    badge: '1122',
    description: 'Equipment for counter-drug, homeland-security and emergency-response missions, ordered with a 1122-program DoDAAC (beginning 3A).',
    categories: P1122_CATEGORIES,
    productsOnly: true,
    evidence: 'dodaac1122',
    orderReference: 'dodaac1122',
    optInShare: 0.3,
    globalSupply: true,
    supervisorAuthorization: true,
  },
};

export function isStateProgramKey(value: string): value is StateProgramKey {
  return (STATE_PROGRAM_KEYS as readonly string[]).includes(value);
}

/** Whether a program's scope reaches an item (its contract must still opt in). */
export function programCovers(program: StateProgram, item: ProgramSubject): boolean {
  if (item.sin === 'GSS') return program.globalSupply && (!program.categories || program.categories.includes(item.topCategory));
  if (program.productsOnly && item.kind !== 'product') return false;
  if (program.sins && !program.sins.includes(item.sin)) return false;
  if (program.categories && !program.categories.includes(item.topCategory)) return false;
  return true;
}

/** Programs, in table order, under which an offer (its programs) is open to a member (their valid programs). */
export function openPrograms(offerPrograms: readonly string[], memberPrograms: readonly string[]): StateProgramKey[] {
  return STATE_PROGRAM_KEYS.filter((k) => offerPrograms.includes(k) && memberPrograms.includes(k));
}

/** Whether an offer is open to a state or local member, under which programs, and if not why (the program needed). */
export interface StateAccess {
  open: boolean;
  /** The member's programs the offer is open under. */
  programs: StateProgramKey[];
  message: string | null;
}

/** `blocked`: why the member has no program now (never validated, expired), else null. */
export function stateAccessFor(offerPrograms: readonly StateProgramKey[], memberPrograms: readonly StateProgramKey[], blocked: string | null): StateAccess {
  if (blocked) return { open: false, programs: [], message: blocked };
  const programs = openPrograms(offerPrograms, memberPrograms);
  if (programs.length > 0) return { open: true, programs, message: null };
  return { open: false, programs, message: STATE_TEXT.notOpen(offerPrograms.map((k) => STATE_PROGRAMS[k].name)) };
}

export const STATE_RULES = {
  /**
   * FEMA major-disaster declaration as FEMA writes it, with the state it was declared for: DR-4673-FL. The state
   * is required (ADR 0015): it is checked to be a state or territory, and against the operator's list once loaded.
   */
  majorDisaster: /^DR-\d{4}-[A-Z]{2}$/,
  /** Any FEMA declaration (major disaster DR, emergency EM, fire management FM), with its state. */
  declaration: /^(?:DR|EM|FM)-\d{4}-[A-Z]{2}$/,
  /** Federal Award Identification Number: up to 30 letters, digits and hyphens. */
  grant: /^[A-Z0-9][A-Z0-9-]{3,29}$/,
  dodaac1122: /^3A[A-Z0-9]{4}$/,
} as const;

/** Every message of eligibility, validation and ordering under a program, as a buyer reads it. */
export const STATE_TEXT = {
  notValidated: 'Validate your state or local government eligibility (My Account > State and Local Eligibility) before ordering under a purchasing program.',
  expired: (date: string) => `Your state and local eligibility expired on ${date}. Validate it again to order under a purchasing program.`,
  notOpen: (names: readonly string[]) =>
    names.length === 0
      ? 'This offer is not open to state and local buyers: its contractor takes part in no state and local purchasing program for it.'
      : `This offer is open to state and local buyers only under ${names.join(' or ')}. Add ${names.length === 1 ? 'that program' : 'one of those programs'} to your eligibility first.`,
  programRequired: 'Choose the purchasing program this order is made under.',
  programNotOpen: (program: string, title: string) => `${title} cannot be ordered under ${program}. Remove it or choose another program.`,
  purposeRequired: 'Choose whether this Disaster Purchasing order prepares for, responds to or recovers from a disaster.',
  declarationRequired: 'Recovery buys under Disaster Purchasing cite the Stafford Act major-disaster declaration with its state, for example DR-4673-FL.',
  declarationFormat: 'Enter the FEMA declaration as FEMA writes it, with its state: for example DR-4673-FL or EM-3592-TX.',
  declarationState: (state: string) => `${state} is not a state or territory. Enter the FEMA declaration with its state, for example DR-4673-FL.`,
  declarationUnknown: (reference: string) => `${reference} is not on the list of FEMA declarations. Check the number on fema.gov/disaster/declarations.`,
  grantRequired: 'Orders under Public Health Emergencies cite the federal grant award number (FAIN) that pays for them.',
  grantFormat: 'Enter the grant award number: 4 to 30 letters, digits and hyphens.',
  dodaacRequired: 'The 1122 Program needs your 1122-program DoDAAC (six characters beginning 3A).',
  dodaacFormat: 'A 1122-program DoDAAC has six letters and digits and begins with 3A, for example 3AB12C.',
  dodaacInvalid: (dodaac: string) =>
    `The DoDAAC on your eligibility, ${dodaac}, is not a 1122-program DoDAAC (six letters and digits beginning 3A). Validate your eligibility again with your 1122-program DoDAAC.`,
  entityTypeRequired: 'Choose the kind of government entity you buy for.',
  agencyRequired: 'Choose your government entity from the list.',
  agencyUnknown: 'Choose your government entity from the list; entities not on it cannot be validated here.',
  jurisdictionRequired: 'Choose the state or territory of your jurisdiction.',
  agencyWrongState: (agency: string, state: string) => `${agency} is not in ${state}. Choose your entity and its state again.`,
  programsRequired: 'Choose at least one purchasing program you use.',
  certifyRequired: 'Certify that you buy for this government entity and that it uses the programs you chose.',
  memberOnly: 'Only state and local members validate their purchasing programs. Register as a state or local buyer to use them.',
  validated: (date: string) => `Your state and local eligibility is validated until ${date}.`,
} as const;

export interface OrderProgramInput {
  program?: string | undefined;
  purpose?: string | undefined;
  reference?: string | undefined;
}

/**
 * How an order's program reads on its pages and its PDF: "Cooperative Purchasing", "Disaster Purchasing, recovery,
 * declaration DR-4673-FL", "1122 Program, DoDAAC 3AB12C". Null for an order made under no program (or an unknown one).
 */
export function orderProgramText(program: string | null | undefined, purpose: string | null | undefined, reference: string | null | undefined): string | null {
  if (!program || !isStateProgramKey(program)) return null;
  const p = STATE_PROGRAMS[program];
  const cited = { none: '', disaster: 'declaration', grant: 'grant', dodaac1122: 'DoDAAC' }[p.orderReference];
  return [p.name, purpose ?? '', reference && cited ? `${cited} ${reference}` : ''].filter(Boolean).join(', ');
}

/** What an order records: the program and its reference (declaration, grant or DoDAAC), when one applies. */
export interface OrderProgram {
  program: StateProgramKey;
  purpose: DisasterPurpose | null;
  reference: string | null;
}

/** A declaration reference's number (`DR-4673`) and the state it names, if any (`FL`); undefined when not one. */
export function declarationParts(reference: string): { number: string; state: string | null } | undefined {
  const match = /^((?:DR|EM|FM)-\d{4})(?:-([A-Z]{2}))?$/.exec(reference.trim().toUpperCase());
  return match ? { number: match[1]!, state: match[2] ?? null } : undefined;
}

/**
 * Checks what a state or local order cites under its program. The member's 1122 DoDAAC comes from their
 * validation, never from the order form. Answers the recorded program or the problems by field.
 */
export function checkOrderReference(
  input: OrderProgramInput,
  memberDodaac1122: string | null,
): { ok: true; value: OrderProgram } | { ok: false; errors: { field: string; message: string }[] } {
  const key = input.program ?? '';
  if (!isStateProgramKey(key)) return { ok: false, errors: [{ field: 'program', message: STATE_TEXT.programRequired }] };
  const program = STATE_PROGRAMS[key];
  const reference = (input.reference ?? '').trim().toUpperCase();
  switch (program.orderReference) {
    case 'none':
      return { ok: true, value: { program: key, purpose: null, reference: null } };
    case 'grant':
      if (!reference) return { ok: false, errors: [{ field: 'reference', message: STATE_TEXT.grantRequired }] };
      if (!STATE_RULES.grant.test(reference)) return { ok: false, errors: [{ field: 'reference', message: STATE_TEXT.grantFormat }] };
      return { ok: true, value: { program: key, purpose: null, reference } };
    case 'dodaac1122':
      if (!memberDodaac1122) return { ok: false, errors: [{ field: 'program', message: STATE_TEXT.dodaacRequired }] };
      // Checked again here, not only on the eligibility form: a row written another way (an import, older rules)
      // must not carry an order under the 1122 Program.
      if (!STATE_RULES.dodaac1122.test(memberDodaac1122)) return { ok: false, errors: [{ field: 'program', message: STATE_TEXT.dodaacInvalid(memberDodaac1122) }] };
      return { ok: true, value: { program: key, purpose: null, reference: memberDodaac1122 } };
    case 'disaster': {
      const purpose = DISASTER_PURPOSES.find((p) => p === input.purpose);
      if (!purpose) return { ok: false, errors: [{ field: 'purpose', message: STATE_TEXT.purposeRequired }] };
      if (reference && !STATE_RULES.declaration.test(reference)) return { ok: false, errors: [{ field: 'reference', message: STATE_TEXT.declarationFormat }] };
      const state = declarationParts(reference)?.state;
      if (state && !isJurisdiction(state)) return { ok: false, errors: [{ field: 'reference', message: STATE_TEXT.declarationState(state) }] };
      if (purpose === 'recovery' && !STATE_RULES.majorDisaster.test(reference)) {
        return { ok: false, errors: [{ field: 'reference', message: STATE_TEXT.declarationRequired }] };
      }
      return { ok: true, value: { program: key, purpose, reference: reference || null } };
    }
  }
}
