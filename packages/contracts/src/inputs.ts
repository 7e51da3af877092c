/** Input schemas per server path: the server validates every request with these before a verb runs. */
import { z } from 'zod';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { AAC_INPUTS } from './aacassignment.js';
import { ACCOUNT_INPUTS } from './account.js';
import { CART_INPUTS } from './cart.js';
import { CATALOG_INPUTS } from './catalog.js';
import { FEDSTRIP_INPUTS } from './fedstrip.js';
import { FUNDS_INPUTS } from './fundscontrol.js';
import { CHECKOUT_INPUTS } from './checkout.js';
import { INFORMATION_INPUTS } from './information.js';
import { ORDERHISTORY_INPUTS } from './orderhistory.js';
import { ORDERING_INPUTS } from './ordering.js';
import { PARKCART_INPUTS } from './parkcart.js';
import { MESSAGE_CENTER_INPUTS } from './messagecenter.js';
import { SEARCH_INPUTS } from './search.js';
import { DEPARTMENT_INPUTS } from './department.js';
import { EBUY_INPUTS } from './ebuy.js';
import { STATE_AUTH_INPUTS } from './state-authorization.js';
import { STATE_INPUTS } from './state-eligibility.js';
import { STATE_LIMIT_INPUTS } from './state-limits.js';
import { RESTRICTED_STORE_INPUTS } from './dhs.js';
import { START_REGISTRATION_TYPES } from './startpage.js';
import { notBlank, schemas, smartCardSchema } from './validation.js';

export type { InputSchemas } from './input-schemas.js';

const storeParam = z.string().trim().max(32, { error: 'The store parameter is too long.' }).optional();

const none = z.object({});
const token = (label: string) => z.string({ error: `${label} is required.` }).min(1, { error: `${label} is required.` }).max(2048);

/** docs/product/README.md "Registration payload": emailAddress, directRegistration (1), validate, finalizeRegistration. */
const registrationBody = z
  .object({
    emailAddress: z.string().trim().max(254).optional(),
    directRegistration: z.union([z.literal(1), z.literal('1')]).optional(),
    validate: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    finalizeRegistration: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  })
  .optional();

/** Without the member details it asks for them (Initial); with them it finalizes the registration. */
const registrationSubmitBody = z
  .object({
    finalizeRegistration: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    emailAddress: z.string().max(254).optional(),
    firstName: notBlank('First name').pipe(z.string().max(60)).optional(),
    lastName: notBlank('Last name').pipe(z.string().max(60)).optional(),
    phone: schemas.phone.optional(),
    agency: notBlank('Agency or organization').pipe(z.string().max(120)).optional(),
  })
  .optional();

const INPUTS = {
  'login/oauth_config': { query: none },
  'bot_check/challenge': { query: none },
  'login/pkce': { query: none },
  'login/auth_tokens': {
    body: z.object({
      grant_type: z.literal('authorization_code', { error: 'grant_type must be authorization_code.' }),
      code: token('The authorization code'),
      client_id: token('The client id'),
      redirect_uri: z.url({ error: 'redirect_uri must be an absolute URL.' }),
      code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, { error: 'code_verifier must be 43 to 128 unreserved characters.' }),
    }),
  },
  'login/mfa_sign_in': { body: z.object({}).optional() },
  'login/sign_in': { query: z.object({ forgotPassword: z.enum(['true', 'false']).optional() }), body: z.object({}).optional() },
  'login/sign_out': { query: z.object({ confirmLogout: z.enum(['true', 'false']).optional() }) },
  // The assertion is checked by the verb, so a missing one is refused and audited like a forged one.
  'login/register_smart_card': { body: smartCardSchema.extend({ assertion: z.string().max(8192).optional() }) },
  'login/smart_card_challenge': { body: z.object({}).optional() },
  'sign_in/forgot_user_id': { body: z.object({ emailAddress: schemas.email }) },
  'profile/registration': { body: registrationBody },
  'ggs/profile/registration': { body: registrationBody },
  'profile/state_registration': { body: registrationBody },
  'profile/validatestateemail': {
    body: z.object({
      emailAddress: schemas.email,
      code: z.string().trim().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the email.' }).optional(),
    }),
  },
  'profile/registration_submit': { body: registrationSubmitBody },
  'ggs/profile/registration_submit': { body: registrationSubmitBody },
  'main/extend_session': { query: none },
  'profile/confirm_prompt': { query: none },
  'main/end_session': { query: none },
  'main/start_page': {
    query: z.object({
      store: storeParam,
      view: z.enum(['browseCategories', 'survey']).optional().catch(undefined),
      type: z.enum(START_REGISTRATION_TYPES).optional().catch(undefined),
    }),
  },
  'main/home': { query: z.object({ store: storeParam }) },
  // Read as they were before these paths had schemas: any text, compared as it is sent (main/routes.ts).
  'usmc/start_page': { query: z.object({ store: z.string().optional() }) },
  'ggs/start_page': { query: z.object({ store: z.string().optional() }) },
  'main/struts_ng_url_map': { query: z.object({}) },
  ...SEARCH_INPUTS,
  ...CATALOG_INPUTS,
  ...INFORMATION_INPUTS,
  ...CART_INPUTS,
  ...PARKCART_INPUTS,
  ...CHECKOUT_INPUTS,
  ...ORDERHISTORY_INPUTS,
  ...ORDERING_INPUTS,
  ...ACCOUNT_INPUTS,
  ...FUNDS_INPUTS,
  ...AAC_INPUTS,
  ...FEDSTRIP_INPUTS,
  ...STATE_INPUTS,
  ...DEPARTMENT_INPUTS,
  ...EBUY_INPUTS,
  ...STATE_AUTH_INPUTS,
  ...STATE_LIMIT_INPUTS,
  ...RESTRICTED_STORE_INPUTS,
  ...MESSAGE_CENTER_INPUTS,
} satisfies Partial<Record<ServerPath, InputSchemas>>;

/** Each path's schemas with their own types: what the server's handlers and the app's calls are typed from (contract.ts). */
export type InputTable = typeof INPUTS;

/** The same table looked up by any path (the router, the OpenAPI document, the app's form checks). */
export const INPUT_SCHEMAS: Partial<Record<ServerPath, InputSchemas>> = INPUTS;
