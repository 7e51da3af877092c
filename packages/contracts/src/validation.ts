/** Validation rules of docs/product/validation-rules.md as reusable zod schemas, each with the message a buyer sees. */
import { z } from 'zod';
import { ACTIVITY_CODE_PASSWORD_MIN_LENGTH, CARD_DIGITS, PASSWORD_MIN_LENGTH, PRODUCT_QUANTITY_MAX_DIGITS } from './constants.js';

/** Top-level domains accepted by the general email rule: generic, sponsored and every ISO country code. */
const KNOWN_TLDS = new Set(
  (
    'com net org edu gov mil int us info biz name pro aero coop museum mobi jobs travel tel asia cat post xxx '
    + 'app dev io ai co me tv cc ws ac ad ae af ag al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn '
    + 'bo br bs bt bw by bz ca cd cf cg ch ci ck cl cm cn cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu '
    + 'fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in iq '
    + 'ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md mg mh mk ml mm '
    + 'mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps '
    + 'pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl '
    + 'tm tn to tr tt tw tz ua ug uk uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw'
  ).split(' '),
);

const EMAIL_SHAPE
  = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The longest address a mail path carries (RFC 5321): every email field stops there. */
export const EMAIL_MAX_LENGTH = 254;

export const RULES = {
  /** 10-digit US style, optional country code 1, optional extension. */
  phone: /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i,
  zip: /^\d{5}(?:-\d{4})?$/,
  passwordSpecial: /[-!@#$%^&*(){}[\]+,]/,
  activityCodePassword: new RegExp(`^[A-Za-z0-9]{${ACTIVITY_CODE_PASSWORD_MIN_LENGTH},}$`),
  creditCard: new RegExp(`^\\d{${CARD_DIGITS}}$`),
  addressName: /^[\w\s-]+$/,
  cartNumber: /^[A-Z]?[\d-]+$/,
  productQuantity: new RegExp(`^\\d{1,${PRODUCT_QUANTITY_MAX_DIGITS}}$`),
  isoDate: /^\d{4}-\d{2}-\d{2}$/,
  usDate: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  searchKeyword: /^[A-Za-z0-9]/,
  ascii: /^[\x20-\x7E\t\r\n]*$/,
} as const;

function tldOf(email: string): string {
  return email.slice(email.lastIndexOf('.') + 1).toLowerCase();
}

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Parses yyyy-mm-dd or m/d/yyyy into yyyy-mm-dd, or undefined when it is not a real date. */
export function parseSpecDate(value: string): string | undefined {
  const iso = RULES.isoDate.exec(value);
  const us = RULES.usDate.exec(value);
  let y: number;
  let m: number;
  let d: number;
  if (iso) [y, m, d] = value.split('-').map(Number) as [number, number, number];
  else if (us) [m, d, y] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else return undefined;
  if (!isRealDate(y, m, d)) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export const notBlank = (label = 'This field') =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` });

/**
 * Upper-cases ASCII letters only. `String.prototype.toUpperCase` folds `ß` into `SS`, `ﬁ` into `FI` and `ı` into
 * `I`, which would turn a keyed non-ASCII code into another, valid-looking code; with this a code that is not
 * ASCII keeps its letters and is refused by its field's rule (docs/product/validation-rules.md: ASCII only). Used with zod's `overwrite`.
 */
export const upperAscii = (value: string): string => value.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

export const ascii = (label = 'This field') =>
  z.string().regex(RULES.ascii, { error: `${label} may contain only standard keyboard (ASCII) characters.` });

export const schemas = {
  phone: z.string().trim().regex(RULES.phone, {
    error: 'Enter a 10-digit US phone number, for example 202-555-0142, with an optional country code 1 and extension.',
  }),
  email: z
    .string()
    .trim()
    .regex(EMAIL_SHAPE, { error: 'Enter an email address in the form name@agency.gov.' })
    .refine((v) => KNOWN_TLDS.has(tldOf(v)), { error: 'The email address must end in a known top-level domain, such as .gov or .com.' }),
  governmentEmail: z
    .string()
    .trim()
    .regex(EMAIL_SHAPE, { error: 'Enter an email address in the form name@agency.gov.' })
    .refine((v) => ['gov', 'mil', 'us'].includes(tldOf(v)), {
      error: 'Federal buyers must use a government email address ending in .gov, .mil or .us.',
    }),
  zip: z
    .string()
    .trim()
    .regex(RULES.zip, { error: 'Enter a 5-digit ZIP code, optionally followed by a hyphen and 4 digits (12345 or 12345-6789).' }),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.` })
    .refine((v) => /[A-Za-z]/.test(v), { error: 'Password must contain at least one letter.' })
    .refine((v) => /\d/.test(v), { error: 'Password must contain at least one digit.' })
    .refine((v) => RULES.passwordSpecial.test(v), {
      error: 'Password must contain at least one special character: - ! @ # $ % ^ & * ( ) { } [ ] + ,',
    }),
  activityCodePassword: z.string().regex(RULES.activityCodePassword, {
    error: `Activity address code password must be at least ${ACTIVITY_CODE_PASSWORD_MIN_LENGTH} letters or digits.`,
  }),
  creditCard: z.string().regex(RULES.creditCard, { error: `Card number must be exactly ${CARD_DIGITS} digits.` }),
  addressName: z
    .string()
    .trim()
    .min(1, { error: 'Address name is required.' })
    .regex(RULES.addressName, { error: 'Address name may contain only letters, digits, spaces, underscores and hyphens.' }),
  cartNumber: z
    .string()
    .trim()
    .regex(RULES.cartNumber, { error: 'Cart number must be digits or hyphens, optionally starting with one capital letter.' }),
  productQuantity: z
    .string()
    .trim()
    .regex(RULES.productQuantity, { error: `Quantity must be a whole number of 1 to ${PRODUCT_QUANTITY_MAX_DIGITS} digits.` })
    .refine((v) => Number(v) > 0, { error: 'Quantity must be at least 1.' }),
  date: z
    .string()
    .trim()
    .refine((v) => parseSpecDate(v) !== undefined, { error: 'Enter a real date as yyyy-mm-dd or m/d/yyyy.' }),
  searchKeyword: z
    .string()
    .trim()
    .min(1, { error: 'Enter a keyword to search for.' })
    .regex(RULES.searchKeyword, { error: 'Search keywords must start with a letter or a digit.' }),
  notBlank: notBlank(),
  ascii: ascii(),
} as const;

export type RuleName = keyof typeof schemas;

/** Runs one rule and returns the first message, or undefined when the value is valid. */
export function validate(rule: RuleName, value: unknown): string | undefined {
  const result = schemas[rule].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Smart-card data must carry the alternative name, the certificate chain and the expiry (docs/product/validation-rules.md). */
export const smartCardSchema = z.object({
  ssl_client_san_other_msupn_0: notBlank('Alternative name'),
  ssl_client_cert_chain: notBlank('Certificate chain'),
  ssl_client_v_end: notBlank('Expiry'),
  ssl_client_i_dn_o: z.string().default('CA'),
  ssl_client_s_dn_ou: z.string().default('U.S. Government'),
  ssl_client_s_dn_cn: z.string().default(''),
});
