/** Inputs and response attributes of the information area: help centre, information pages, customer service (docs/product/README.md, docs/architecture.md). */
import { z } from 'zod';
import type { EnvelopeAttributes } from './envelope.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import type { StoreId, Theme } from './stores.js';
import { notBlank, schemas } from './validation.js';

/**
 * docs/product/README.md "Help page keys are requested with keyName, prefixed with ux_ui/ when the theme is default
 * or adv19". Pages written for the adv19 storefronts live under the prefixed key; the adv12 (GSA
 * Global Supply) variant, or a page shared by every store, under the plain key.
 */
export const THEMED_KEY_PREFIX = 'ux_ui/';

/** The key the help content loader asks for: prefixed for the default and adv19 themes. */
export function themedKeyName(key: string, theme: Theme | undefined): string {
  const base = key.startsWith(THEMED_KEY_PREFIX) ? key.slice(THEMED_KEY_PREFIX.length) : key;
  return theme === 'adv12' ? base : `${THEMED_KEY_PREFIX}${base}`;
}

/**
 * The keys tried for a requested page, best first: the key as asked when it names its variant, else
 * the store theme's variant; then the other variant, so a page that exists in one form only is found
 * from every store (the smart-card dialog links PIV_CAC_HELP without a prefix).
 */
export function pageKeyCandidates(keyName: string, theme: Theme): string[] {
  const base = keyName.startsWith(THEMED_KEY_PREFIX) ? keyName.slice(THEMED_KEY_PREFIX.length) : keyName;
  const prefixed = `${THEMED_KEY_PREFIX}${base}`;
  if (keyName !== base) return [prefixed, base];
  return theme === 'adv12' ? [base, prefixed] : [prefixed, base];
}

/** Letters, digits and `_ - . /`: the shape of every stored key. Anything else cannot name a page. */
export const PAGE_KEY_PATTERN = /^[A-Za-z0-9_./-]{1,120}$/;

/** The not-found answer of an information page (a screen, not an error: the buyer asked for content that is not there). */
export const PAGE_NOT_FOUND = {
  title: 'Information Not Found',
  text: 'Sorry, we could not find the information page you asked for. It may have moved or been retired. Search the help topics, or request customer service and we will point you to the right page.',
} as const;

/**
 * The HTML allowed in stored content (information pages, help sections, welcome blocks): the server
 * sanitizes to it when content is stored, and the browser's ServerHtml again before rendering.
 * No scripts, styles, forms, images, frames, event handlers or ids; links only to http(s), mailto,
 * tel, site paths and fragments; classes only from USWDS (usa-) and the app (adv-).
 */
export const CONTENT_HTML_POLICY = {
  tags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'em', 'b', 'i', 'small', 'sub', 'sup', 'abbr',
    'a', 'code', 'blockquote', 'span', 'div', 'section', 'time', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  attributes: {
    'a': ['href', 'title'],
    'abbr': ['title'],
    'time': ['datetime'],
    'th': ['scope', 'colspan', 'rowspan'],
    'td': ['colspan', 'rowspan'],
    'ol': ['start'],
    '*': ['class'],
  } as Record<string, readonly string[]>,
  schemes: ['http', 'https', 'mailto', 'tel'],
  classPattern: /^(?:usa|adv)-[a-z0-9_-]+$/,
  /** An href is kept when it is absolute with an allowed scheme, a site path (not protocol-relative) or a fragment. */
  hrefPattern: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
} as const;

/** The USWDS sprite icons a help category may use (anything else is refused when the content is seeded). */
export const HELP_ICONS = [
  'account_balance',
  'account_circle',
  'assessment',
  'credit_card',
  'flag',
  'help',
  'history',
  'identification',
  'info',
  'lightbulb',
  'list',
  'local_shipping',
  'lock',
  'public',
  'school',
  'search',
  'security',
  'shopping_basket',
  'store',
  'support_agent',
  'undo',
  'verified',
  'work',
] as const;
export type HelpIcon = (typeof HELP_ICONS)[number];

export type HelpSet = 'default' | 'ggs';

/** docs/product/README.md "Help config category": sections (id, heading, content, keywords, queryParams.key). */
export interface HelpSection {
  id: string;
  heading: string;
  /** Sanitized HTML. */
  content: string;
  keywords: string[];
  /** The information page with the full answer (information/page?keyName=). */
  queryParams: { key: string };
}

/** docs/product/README.md "Help config category": id, category, label, icon, tooltip, description, popularItem, sections. */
export interface HelpCategory {
  id: string;
  category: string;
  label: string;
  icon: HelpIcon;
  tooltip: string;
  description: string;
  popularItem: boolean;
  sections: HelpSection[];
}

export interface HelpConfig {
  categories: HelpCategory[];
}

/** `GET information/help` and `ggs/information/help` (docs/product/README.md "Help content loader": attributes.helpConfig.categories). */
export interface HelpAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  helpSet: HelpSet;
  helpConfig: HelpConfig;
}

export interface InformationPageContent {
  /** The stored key that answered (with its ux_ui/ prefix when the adv19 variant did). */
  keyName: string;
  title: string;
  /** Sanitized HTML. */
  html: string;
  /** ISO 8601. */
  updatedAt: string;
}

/** A help section shown as a link to its page (a page's related help, the help modal's popular topics). */
export interface RelatedHelpTopic {
  id: string;
  heading: string;
  categoryLabel: string;
  /** The section's page key (queryParams.key), without the ux_ui/ prefix. */
  key: string;
}

/** information/page, content_page, tutorial, state_local and contractor. */
export interface InformationPageAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  /** The key as requested. */
  requestedKey: string;
  /** Null when no page has the key (the screen says so with PAGE_NOT_FOUND). */
  page: InformationPageContent | null;
  related: RelatedHelpTopic[];
  /** Where "All help topics" leads for this store: the Global Supply help set for adv12 stores. */
  helpPath: 'information/help' | 'ggs/information/help';
}

export interface NewsItem {
  keyName: string;
  title: string;
  /** yyyy-mm-dd, from the item's key (`news/<date>-<slug>`). */
  date: string;
  html: string;
}

export interface NewsAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  items: NewsItem[];
}

export interface HelpModalAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  /** The section asked for with ?topic=, or null. */
  topic: (HelpSection & { categoryLabel: string }) | null;
  /** Set when ?topic= named no section. */
  notFound: boolean;
  popular: RelatedHelpTopic[];
  helpPath: 'information/help' | 'ggs/information/help';
}

/** Topics of the Request Customer Service form: the help desk routes a request by its topic. */
export const COMMENT_TOPICS = [
  { value: 'finding', label: 'Finding a product or service' },
  { value: 'order-status', label: 'Order status or delivery' },
  { value: 'returns', label: 'Returns, damaged or wrong items' },
  { value: 'payment', label: 'Purchase card or payment' },
  { value: 'aac', label: 'AAC/DoDAAC, FEDSTRIP or MILSTRIP ordering' },
  { value: 'account', label: 'Registration, sign-in or PIV/CAC card' },
  { value: 'global-supply', label: 'GSA Global Supply' },
  { value: 'state-local', label: 'State and local purchasing programs' },
  { value: 'contractor', label: 'Contractor or catalog information' },
  { value: 'website', label: 'Website problem or accessibility' },
  { value: 'other', label: 'Something else' },
] as const;
export type CommentTopic = (typeof COMMENT_TOPICS)[number]['value'];
const TOPIC_VALUES = COMMENT_TOPICS.map((t) => t.value) as [CommentTopic, ...CommentTopic[]];

export function commentTopicLabel(value: string): string {
  return COMMENT_TOPICS.find((t) => t.value === value)?.label ?? value;
}

export const COMMENT_LIMITS = { name: 120, email: 254, orderNumber: 30, message: 4000 } as const;

export const COMMENT_FORM_TEXT = {
  intro: 'Tell us how we can help. The GSA Advantage! help desk answers within one business day and sends a copy of this request to your email address.',
  submit: 'Send request',
  sending: 'Sending your request ...',
  success: (reference: string) => `Thank you. Your request ${reference} was sent to the GSA Advantage! help desk.`,
  copyNote: (email: string) => `A confirmation was sent to ${email}. Keep the reference number in case you contact us again.`,
  throttled: 'You have sent several requests in the last hour. Please wait before sending another, or call the help desk.',
} as const;

/** Empty text counts as not given for the optional fields. */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const commentFormSchema = z.object({
  name: notBlank('Name').pipe(z.string().max(COMMENT_LIMITS.name, { error: `Name must be ${COMMENT_LIMITS.name} characters or fewer.` })),
  email: notBlank('Email address').pipe(
    z.string().max(COMMENT_LIMITS.email, { error: `Email address must be ${COMMENT_LIMITS.email} characters or fewer.` }).pipe(schemas.email),
  ),
  phone: z.preprocess(blankAsMissing, schemas.phone.optional()),
  topic: z.enum(TOPIC_VALUES, { error: 'Choose the topic of your request.' }),
  orderNumber: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .max(COMMENT_LIMITS.orderNumber, { error: `Order number must be ${COMMENT_LIMITS.orderNumber} characters or fewer.` })
      .regex(/^[A-Za-z0-9-]+$/, { error: 'Order number may contain only letters, digits and hyphens.' })
      .optional(),
  ),
  message: notBlank('Message').pipe(
    z.string().max(COMMENT_LIMITS.message, { error: `Message must be ${COMMENT_LIMITS.message.toLocaleString('en-US')} characters or fewer.` }),
  ),
});
export type CommentFormInput = z.infer<typeof commentFormSchema>;

export interface CommentFormValues {
  name: string;
  email: string;
  phone: string;
  topic: string;
  orderNumber: string;
  message: string;
}

/** information/comment_form Initial, and information/comment_form_submit Initial (with errors). */
export interface CommentFormAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  values: CommentFormValues;
  errors?: Array<{ field: string; message: string }>;
}

/** information/comment_form_submit Success. */
export interface CommentFormSuccessAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  referenceNumber: string;
  email: string;
  topic: string;
}

const keyNameQuery = z.object({
  keyName: z.string({ error: 'keyName is required.' }).trim().min(1, { error: 'keyName is required.' }).max(200, { error: 'keyName is too long.' }),
});
const none = z.object({});
const prefillText = (max: number) => z.string().trim().max(max).optional();

export const INFORMATION_INPUTS = {
  'information/page': { query: keyNameQuery },
  'information/content_page': { query: keyNameQuery },
  'information/help': { query: none },
  'ggs/information/help': { query: none },
  'information/help_modal': { query: z.object({ topic: z.string().trim().max(120).optional() }) },
  // Links from other screens may prefill the topic and order number (e.g. "Report a problem" on an order).
  'information/comment_form': { query: z.object({ topic: prefillText(40), orderNumber: prefillText(COMMENT_LIMITS.orderNumber) }) },
  'information/comment_form_submit': { body: commentFormSchema },
  'information/tutorial': { query: none },
  'information/news': { query: none },
  'information/state_local': { query: none },
  'information/contractor': { query: none },
} satisfies Partial<Record<ServerPath, InputSchemas>>;
