/**
 * The department pages (docs/product/department-pages-and-ebuy.md "Department: main, adv2git, adv2git_contact modal, confirmation 'Thank you!',
 * homeoffice, adv_select_suggest, survey and feedback modals"): their texts, response attributes and inputs.
 */
import { z } from 'zod';
import type { EnvelopeAttributes } from './envelope.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { advancedFieldsSchema } from './search.js';
import type { StoreId } from './stores.js';
import { notBlank, schemas } from './validation.js';

export const DEPARTMENT_TEXT = {
  mainIntro:
    'Search only the blanket purchase agreements and contracts your department has placed on GSA Advantage!. '
    + 'Choose your department, then search all of its agreements or one of them.',
  unknownDepartment: 'Choose a department from the list.',
  contactSent: 'Your request was sent to the GSA Advantage! agency programs office. A program manager answers within two business days.',
  surveySent: 'Your answers help us improve the department pages.',
  feedbackSent: 'Your feedback was sent to the GSA Advantage! team.',
  feedbackReply: (email: string) => `We will answer at ${email}.`,
  throttled: 'You have sent several forms in the last hour. Please wait before sending another.',
  sending: 'Sending ...',
} as const;

/** What the program offers a department (department/adv2git), shown as cards. */
export const ADV2GIT_OFFERS = [
  {
    heading: 'Your own virtual store',
    text: 'A storefront with your department’s name, logo and welcome message that opens on your agreements, with access limited to your staff where you need it.',
  },
  {
    heading: 'Your agreements on GSA Advantage!',
    text: 'We load the blanket purchase agreements you place under GSA schedules, with their prices, ordering guides and terms, and limit them to your store.',
  },
  {
    heading: 'Department search',
    text: 'Your buyers search only your agreements and contracts, with the same filters, comparisons and ordering as the whole marketplace.',
  },
  {
    heading: 'Connection to your systems',
    text: 'Punchout from your procurement system (cXML), requisitions by AAC and FEDSTRIP/MILSTRIP, and funds-control approval before an order is released.',
  },
  {
    heading: 'Spend and order data',
    text: 'Order history by office and buyer, purchase-card reconciliation files and the reports your strategic sourcing office asks for.',
  },
  {
    heading: 'Training and support',
    text: 'Training for buyers and card holders, a named program manager and the GSA Advantage! help desk.',
  },
] as const;

/** What a contact request is about (department/adv2git_contact). */
export const CONTACT_INTERESTS = [
  { value: 'store', label: 'A virtual store for our department' },
  { value: 'agreements', label: 'Putting our agreements on GSA Advantage!' },
  { value: 'punchout', label: 'Punchout from our procurement system' },
  { value: 'data', label: 'Spend and order data' },
  { value: 'training', label: 'Training for our buyers' },
  { value: 'other', label: 'Something else' },
] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number]['value'];

export const SURVEY_PURPOSES = [
  { value: 'find', label: 'Find products or services on our agreements' },
  { value: 'agreements', label: 'Check our agreements and their terms' },
  { value: 'contact', label: 'Find whom to contact' },
  { value: 'program', label: 'Learn about the program' },
  { value: 'other', label: 'Something else' },
] as const;

export const SURVEY_SATISFACTION = [
  { value: 1, label: 'Very dissatisfied' },
  { value: 2, label: 'Dissatisfied' },
  { value: 3, label: 'Neither satisfied nor dissatisfied' },
  { value: 4, label: 'Satisfied' },
  { value: 5, label: 'Very satisfied' },
] as const;

export const SURVEY_FOUND = [
  { value: 'yes', label: 'Yes' },
  { value: 'partly', label: 'Partly' },
  { value: 'no', label: 'No' },
] as const;

export const FEEDBACK_TOPICS = [
  { value: 'content', label: 'Information on these pages' },
  { value: 'search', label: 'Search results' },
  { value: 'agreements', label: 'An agreement or its terms' },
  { value: 'problem', label: 'Something does not work' },
  { value: 'idea', label: 'An idea or suggestion' },
] as const;

export const DEPARTMENT_LIMITS = { name: 120, email: 254, organization: 160, message: 4000, comments: 2000 } as const;

export function optionLabel(options: readonly { value: string | number; label: string }[], value: string | number | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? String(value ?? '');
}

/** A department in a list or a suggestion. */
export interface DepartmentSummary {
  code: string;
  name: string;
  storeId: StoreId;
  agreementCount: number;
  summary: string;
}

/** One agreement (a contract limited to the department's store, or GSA Global Supply). */
export interface DepartmentAgreement {
  contractNumber: string;
  /** BPA | MAS | GSS */
  kind: string;
  holder: string;
  holderId: number;
  /** yyyy-mm-dd */
  startDate: string;
  endDate: string;
  /** The schedule contract the holder placed the BPA under, when there is one. */
  scheduleContract: string | null;
  documents: Array<{ title: string; url: string }>;
  /** department/main_search within this agreement only. */
  searchUrl: string;
}

export interface DepartmentContact {
  role: string;
  name: string;
  email: string;
  phone: string;
}

/** department/main DepartmentMain: the picker, and for a chosen department its agreements and the search form. */
export interface DepartmentMainAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  intro: string;
  departments: DepartmentSummary[];
  /** The department of `?dept=`, when one is chosen. */
  selected: (DepartmentSummary & { agreements: DepartmentAgreement[]; homeOfficeUrl: string }) | null;
  /** Set when `?dept=` named no department. */
  unknown: boolean;
}

/** department/homeoffice HomeOffice. */
export interface HomeOfficeAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  department: DepartmentSummary & {
    homeOffice: string;
    address: { street: string; city: string; state: string; zip: string };
    phone: string;
    email: string;
    hours: string;
    storeUrl: string;
    searchUrl: string;
  };
  contacts: DepartmentContact[];
  agreements: DepartmentAgreement[];
}

/** department/adv2git Adv2Git. */
export interface Adv2GitAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  offers: ReadonlyArray<{ heading: string; text: string }>;
  /** What departments already have: each with its agreement count. */
  departments: DepartmentSummary[];
  /** The department the page was opened for (`?dept=`), if any. */
  department: DepartmentSummary | null;
  contactUrl: string;
}

export interface DepartmentSuggestion {
  kind: 'department' | 'agreement';
  /** The department's code, or the agreement's contract number. */
  value: string;
  label: string;
  /** The department's name (for an agreement, the department it belongs to). */
  department: string;
  url: string;
}

/** department/adv_select_suggest AdvSelectSuggest. */
export interface AdvSelectSuggestAttributes extends EnvelopeAttributes {
  term: string;
  suggestions: DepartmentSuggestion[];
}

export interface FieldProblemList {
  errors?: Array<{ field: string; message: string }>;
}

/** department/adv2git_contact Contact (the form; errors when refused). */
export interface ContactFormAttributes extends EnvelopeAttributes, FieldProblemList {
  storeID: StoreId;
  departments: Array<{ code: string; name: string }>;
  values: { name: string; email: string; phone: string; organization: string; department: string; interest: string; message: string };
}

/** department/survey Survey. */
export interface SurveyFormAttributes extends EnvelopeAttributes, FieldProblemList {
  storeID: StoreId;
  department: string;
  values: { satisfaction: string; found: string; purpose: string; comments: string };
}

/** department/feedback Feedback. */
export interface FeedbackFormAttributes extends EnvelopeAttributes, FieldProblemList {
  storeID: StoreId;
  department: string;
  values: { topic: string; message: string; replyEmail: string };
}

/** The Confirmation of the three forms ('Thank you!'). */
export interface DepartmentConfirmationAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  form: 'contact' | 'survey' | 'feedback';
  /** CR-000042 for a contact request; null for survey and feedback. */
  referenceNumber: string | null;
  message: string;
  /** Where "Continue" leads: the department page the form was opened from. */
  continueUrl: string;
}

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const isEmptyBody = (value: unknown) => value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
/** No body (or an empty one) asks for the form; any field sends it, checked whole. */
const formOrSubmission = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isEmptyBody(v) ? undefined : v), schema.optional());
const optionalText = (label: string, max: number) =>
  z.preprocess(blankAsMissing, z.string().trim().max(max, { error: `${label} must be ${max.toLocaleString('en-US')} characters or fewer.` }).optional());

export const DEPARTMENT_CODE_PATTERN = /^[A-Z]{2,8}$/;
const deptCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ error: DEPARTMENT_TEXT.unknownDepartment }).regex(DEPARTMENT_CODE_PATTERN, { error: DEPARTMENT_TEXT.unknownDepartment }),
);
const optionalDept = z.preprocess(blankAsMissing, deptCode.optional());
const enumOf = <const T extends readonly { value: string }[]>(options: T, message: string) =>
  z.enum(options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]], { error: message });

export const contactFormSchema = z.object({
  name: notBlank('Name').pipe(z.string().max(DEPARTMENT_LIMITS.name, { error: `Name must be ${DEPARTMENT_LIMITS.name} characters or fewer.` })),
  email: notBlank('Email address').pipe(schemas.governmentEmail),
  phone: z.preprocess(blankAsMissing, schemas.phone.optional()),
  organization: notBlank('Agency or office').pipe(
    z.string().max(DEPARTMENT_LIMITS.organization, { error: `Agency or office must be ${DEPARTMENT_LIMITS.organization} characters or fewer.` }),
  ),
  department: optionalDept,
  interest: enumOf(CONTACT_INTERESTS, 'Choose what you would like to talk about.'),
  message: notBlank('Message').pipe(
    z.string().max(DEPARTMENT_LIMITS.message, { error: `Message must be ${DEPARTMENT_LIMITS.message.toLocaleString('en-US')} characters or fewer.` }),
  ),
});
export type ContactFormInput = z.output<typeof contactFormSchema>;

export const surveySchema = z.object({
  department: optionalDept,
  satisfaction: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z.number({ error: 'Choose how satisfied you are.' }).int({ error: 'Choose how satisfied you are.' }).min(1, { error: 'Choose how satisfied you are.' }).max(5, {
      error: 'Choose how satisfied you are.',
    }),
  ),
  found: enumOf(SURVEY_FOUND, 'Say whether you found what you came for.'),
  purpose: enumOf(SURVEY_PURPOSES, 'Choose what you came to do.'),
  comments: optionalText('Comments', DEPARTMENT_LIMITS.comments),
});
export type SurveyInput = z.output<typeof surveySchema>;

export const feedbackSchema = z.object({
  department: optionalDept,
  topic: enumOf(FEEDBACK_TOPICS, 'Choose what your feedback is about.'),
  message: notBlank('Feedback').pipe(
    z.string().max(DEPARTMENT_LIMITS.comments, { error: `Feedback must be ${DEPARTMENT_LIMITS.comments.toLocaleString('en-US')} characters or fewer.` }),
  ),
  replyEmail: z.preprocess(blankAsMissing, schemas.email.optional()),
});
export type FeedbackInput = z.output<typeof feedbackSchema>;

/** department/main_search: the search fields (and one agreement by contractNumber) within a department. */
export const departmentSearchSchema = advancedFieldsSchema
  .pick({
    searchText: true, cat: true, mfr: true, vnd: true, socio: true, program: true, price: true, delivery: true, gss: true, sort: true, page: true,
    pageSize: true, searchResultStyle: true, contractNumber: true,
  })
  .extend({ dept: deptCode, refineText: advancedFieldsSchema.shape.searchText });
export type DepartmentSearchInput = z.output<typeof departmentSearchSchema>;

export const DEPARTMENT_SUGGEST_MAX = 8;

export const DEPARTMENT_INPUTS = {
  'department/main': { query: z.object({ dept: optionalDept.catch(undefined) }) },
  'department/main_search': { query: departmentSearchSchema },
  'department/homeoffice': { query: z.object({ dept: deptCode }) },
  'department/adv2git': { query: z.object({ dept: optionalDept.catch(undefined) }) },
  'department/adv_select_suggest': {
    query: z.object({ term: z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 60) : ''), z.string()) }),
  },
  'department/adv2git_contact': { query: z.object({ dept: optionalDept.catch(undefined) }), body: formOrSubmission(contactFormSchema) },
  'department/survey': { query: z.object({ dept: optionalDept.catch(undefined) }), body: formOrSubmission(surveySchema) },
  'department/feedback': { query: z.object({ dept: optionalDept.catch(undefined) }), body: formOrSubmission(feedbackSchema) },
} satisfies Partial<Record<ServerPath, InputSchemas>>;
