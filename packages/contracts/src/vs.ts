/**
 * Restricted virtual stores (docs/product/README.md: "The homeland security store is limited to its department users. The
 * agriculture store is for agriculture personnel for official business only."; docs/adr/0016). Data, texts and
 * answer shapes only, no schemas: the screen registry and the landing bundle import this file.
 */
import type { StoreId } from './stores.js';

export const DHS_STORE_ID = 8 as const satisfies StoreId;
export const USDA_STORE_ID = 5 as const satisfies StoreId;

/**
 * The Department of Homeland Security's mail domains: the department's own and its components' (CBP, CISA, FEMA,
 * FLETC, ICE, TSA, USCIS, Secret Service, Coast Guard). An address counts when its domain is one of these or a
 * subdomain of one (cbp.dhs.gov, hq.dhs.gov, d7.uscg.mil). Kept as data: adding a component is one line.
 */
export const DHS_DOMAINS = [
  'dhs.gov',
  'cbp.gov',
  'cisa.gov',
  'fema.gov',
  'fletc.gov',
  'ice.gov',
  'tsa.gov',
  'uscis.gov',
  'secretservice.gov',
  'uscg.mil',
] as const;

/** The domain of an address, lower case ('' when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** True when the address is on one of the department domains or a subdomain of one. */
export function isDepartmentEmail(email: string, domains: readonly string[] = DHS_DOMAINS): boolean {
  const domain = emailDomain(email);
  return domain !== '' && domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** An emailed validation link works once and for this long (24 hours). */
export const DHS_LINK_HOURS = 24;
/** At most this many links a member may ask for in DHS_LINK_HOURS (each sends an email). */
export const DHS_LINKS_PER_DAY = 5;

export const VS_URLS = {
  restricted: '/ws/vs/restricted',
  accessDenied: '/ws/vs/access_denied',
  emailValidation: '/ws/dhs/email_validation',
  validateEmail: '/ws/dhs/validate_email',
  dhsStore: '/home?store=DHS',
  generalStore: '/home?store=ADVANTAGE',
} as const;

export const VS_TITLES = {
  restricted: 'Restricted Store',
  accessDenied: 'Access Denied',
  emailValidation: 'Validate Your Department Email',
  validateEmail: 'Department Email Validation',
  acknowledge: 'Official Business Only',
} as const;

export const VS_TEXT = {
  dhsStoreName: 'DHS Virtual Store',
  restrictedLead: 'The DHS virtual store is limited to Department of Homeland Security users.',
  restrictedWhat:
    'It offers the department\'s strategic sourcing vehicles and department-wide blanket purchase agreements to DHS buyers. Its products and prices are shown only to signed-in department members.',
  restrictedSignIn: 'If you are a department member, sign in to continue.',
  restrictedHowTo:
    'Members who sign in with a department email address get access at once. Department staff who sign in with another government address can validate their department email address after signing in.',
  accessDeniedLead: 'Your account does not have access to the DHS virtual store.',
  accessDeniedWhy: (email: string) =>
    `The DHS virtual store is limited to Department of Homeland Security users, and ${email} is not a department email address.`,
  accessDeniedValidate: 'If you work for the department, validate your department email address: we email you a link that opens the store for your account.',
  accessDeniedGeneral: 'Everything else on GSA Advantage! is open to you in the general store.',
  validateAction: 'Validate a department email address',
  generalAction: 'Go to the general store',
  signInAction: 'Sign in',
  dhsStoreAction: 'Go to the DHS store',
  domainsLabel: 'Department email addresses end in',
  formLead: 'Enter your Department of Homeland Security email address. We send a link to it; open it while signed in to this account.',
  sent: (email: string) =>
    `We sent a validation link to ${email}. Open it while signed in to this account within ${DHS_LINK_HOURS} hours; it works once.`,
  checkEmail: 'Check your email',
  notDepartment: (email: string) =>
    `${email} is not a Department of Homeland Security email address. Use an address that ends in one of the department domains listed below.`,
  tooMany: `You asked for ${DHS_LINKS_PER_DAY} validation links in the last ${DHS_LINK_HOURS} hours. Use the newest link we sent, or try again later.`,
  alreadyMember: 'Your account already has access to the DHS virtual store.',
  validated: (email: string) => `${email} is validated. Your account now has access to the DHS virtual store.`,
  linkUnknown: 'This validation link is not valid. Check that you opened the whole link from the email, or ask for a new one.',
  linkUsed: 'This validation link was already used. Each link works once; ask for a new one if you still need access.',
  linkExpired: `This validation link expired (links work for ${DHS_LINK_HOURS} hours). Ask for a new one.`,
  linkOtherMember: 'This validation link was sent to another account. Sign in with the account that asked for it.',
  acknowledgeLead: 'The USDA virtual store is for agriculture personnel, for official business only.',
  acknowledgeBody:
    'By continuing you confirm that you are U.S. Department of Agriculture personnel buying for official government business, and that purchases made here are subject to USDA and federal acquisition rules.',
  acknowledgeAction: 'I acknowledge',
  acknowledgeLeave: 'Leave for the general store',
  acknowledgeFirst: 'Acknowledge that you use the USDA virtual store for official business only before you shop in it.',
} as const;

/** The attributes of vs/restricted and vs/access_denied (and of the store gate's answers for a gated path). */
export interface RestrictedStoreAttributes {
  storeID: StoreId;
  /** The restricted store the visitor tried to enter. */
  restrictedStoreID: StoreId;
  loggedIn: boolean;
  /** The department domains an address must end in. */
  domains: readonly string[];
  /** The signed-in member's address (vs/access_denied only). */
  email?: string;
  /** The server path that was refused, when the gate answered in its place. */
  refusedPath?: string;
  [key: string]: unknown;
}

export type EmailValidationStatus = 'none' | 'pending' | 'member';

/** dhs/email_validation: the form (Initial), the link sent (Success), or why not (Failure). */
export interface EmailValidationAttributes {
  storeID: StoreId;
  domains: readonly string[];
  status: EmailValidationStatus;
  /** The address of the newest link still open, or the validated one. */
  email?: string;
  message?: string;
  [key: string]: unknown;
}

/** vs/acknowledge: the agriculture store's official-business acknowledgement, recorded in the server session. */
export interface AcknowledgedAttributes {
  storeID: StoreId;
  acknowledged: true;
  [key: string]: unknown;
}

/** dhs/validate_email: the address validated (Success) or why the link did not count (Failure). */
export interface ValidateEmailAttributes {
  storeID: StoreId;
  email?: string;
  message: string;
  [key: string]: unknown;
}
