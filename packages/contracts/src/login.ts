/** Identity shapes of docs/product/accounts-and-sign-in.md, docs/architecture.md: provider configuration, proof key, tokens, smart card data. */
import type { EnvelopeAttributes } from './envelope.js';
import type { StoreId } from './stores.js';

/** `GET /rs/login/oauth_config` (docs/product/accounts-and-sign-in.md "Identity provider configuration"). */
export interface ProviderConfig {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  session_endpoint: string;
  pivreader_endpoint: string;
  client_id: string;
  scopes_supported: string[];
}

/** `GET /rs/login/pkce` (docs/product/accounts-and-sign-in.md "Proof key response"). */
export interface PkceResponse {
  pkce_state: string;
  pkce_code_challenger: string;
  pkce_code_verifier: string;
}

/** `POST /rs/login/auth_tokens` body (legacy browsers only) and the token endpoint's form fields. */
export interface TokenExchangeRequest {
  grant_type: 'authorization_code';
  code: string;
  client_id: string;
  redirect_uri: string;
  code_verifier: string;
}

export interface TokenResponse {
  id_token: string;
  access_token: string;
}

/** `GET {session_endpoint}` with credentials (docs/product/accounts-and-sign-in.md "Session info response"). */
export interface ProviderSessionInfo {
  login: string | null;
}

/** The smart-card reader endpoint's answer (docs/product/accounts-and-sign-in.md "Smart card data", plus the assertion). */
export interface SmartCardData {
  ssl_client_san_other_msupn_0?: string;
  ssl_client_cert_chain?: string;
  ssl_client_v_end?: string;
  ssl_client_i_dn_o?: string;
  ssl_client_s_dn_ou?: string;
  ssl_client_s_dn_cn?: string;
  /**
   * Not in the spec: the reader's signed card assertion (a compact JWS), present when the reader was asked
   * with a challenge from `login/smart_card_challenge`. It proves the card's key was used (docs/adr/0008).
   */
  assertion?: string;
}

/** `POST /rs/login/smart_card_challenge` answer (not in the spec; docs/adr/0008): what the reader must sign. */
export interface SmartCardChallenge {
  /** Single-use, kept in the member's server session. */
  nonce: string;
  /** A hash of the server session id (never the id itself), so an assertion is good for this session only. */
  binding: string;
}

/** The reader's card assertion (docs/adr/0008): a JWS its key signs after the TLS handshake verified the card. */
export const SMART_CARD_ASSERTION = {
  /** The JWS `typ`: no other token signed by the same key can stand in for an assertion (RFC 8725 §3.11). */
  type: 'piv-assertion+jwt',
  audience: 'urn:advantage:register_smart_card',
  ttlSeconds: 60,
  /** How long a challenge waits for its assertion. */
  challengeTtlSeconds: 120,
  /** The reader's query parameters. */
  params: { nonce: 'nonce', binding: 'binding' },
  /** nonce and binding: base64url, 128 bits or more. */
  valuePattern: /^[A-Za-z0-9_-]{22,128}$/,
} as const;

/** The claims of a card assertion besides iat, exp and aud. */
export interface SmartCardAssertionClaims {
  /** The card's alternative name (the certificate's UPN, ssl_client_san_other_msupn_0). */
  msupn?: string;
  /** The certificate whose key the TLS handshake proved: base64url SHA-256 of its DER (RFC 8705 §3.1). */
  cnf: { 'x5t#S256': string };
  nonce: string;
  binding: string;
}

/** `POST /rs/login/register_smart_card` answer (docs/product/accounts-and-sign-in.md "Register card response"). */
export interface RegisterCardResponse {
  responseName: 'Success' | 'NoAction' | 'Error';
  message: string;
}

/** login DEFAULT and login/sign_in (Success, Failure, forgotPassword): whether this browser is signed in. */
export interface SignInStateAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  loggedIn: boolean;
}

/** login/sign_out: the provider's end-session address, for LogoutFromAuthServer to end its session too. */
export interface SignOutAttributes extends SignInStateAttributes {
  endSessionEndpoint: string | null;
}

/** sign_in/forgot_user_id: the answer never tells whether an account has the address. */
export interface ForgotUserIdAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  message: string;
}

/** A way to register that the sign-in refusals offer (an in-app path). */
export interface RegistrationLinkView {
  label: string;
  href: string;
}

/** login/mfa_sign_in accessDenied: no member is linked to the provider identity yet. */
export interface SignInAccessDeniedAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  loggedIn: false;
  title: string;
  message: string;
  email: string | null;
  registrationLinks: RegistrationLinkView[];
  displayHomeLink: boolean;
}

/** login/mfa_sign_in Forbidden: a disabled member, or a department store the member does not belong to (docs/product/errors.md). */
export interface SignInForbiddenAttributes extends EnvelopeAttributes {
  storeID: StoreId;
  loggedIn: false;
  type: 'ERROR';
  msgType: string;
  msgHeader: string;
  message: string;
  registrationLinks: RegistrationLinkView[];
  displayHomeLink: boolean;
}

/** Where the development identity provider is mounted on the marketplace's own origin. */
export const DEV_IDP_PREFIX = '/idp';
/** The API audience access tokens are issued for. */
export const API_AUDIENCE = 'urn:advantage:api';
/** The marketplace's OpenID Connect client id at the development provider. */
export const DEV_CLIENT_ID = 'advantage-web';
export const OIDC_SCOPES = ['openid', 'email', 'profile'] as const;
/** docs/product/accounts-and-sign-in.md routes the provider returns to. */
export const PKCE_CALLBACK_ROUTE = '/pkce/callback';
export const PKCE_LOGOUT_ROUTE = '/pkce/logout';
/**
 * Where the provider returns a silent renewal (prompt=none) inside a hidden frame of the app: an empty page of
 * our origin, the only one the app lets itself frame (docs/adr/0019-silent-token-renewal.md).
 */
export const PKCE_SILENT_ROUTE = '/pkce/silent.html';

/** `login/sign_in?forgotPassword=true` answers the forgotPassword variant (the USMC store links it; docs/product/accounts-and-sign-in.md). */
export const FORGOT_PASSWORD_QUERY = 'forgotPassword=true';

/** Our wording for the sign-in answers and the forgot-user-id form (the spec names the screens, not their text). */
export const SIGN_IN_TEXT = {
  forgotHeading: 'Forgot your user ID or password?',
  forgotIntro: 'Enter the email address of your account. We send its user ID to that address.',
  sent: 'If an account uses that email address, we have sent its user ID to it.',
  passwordHelp:
    'Your password and authenticator are kept by the sign-in service. If you cannot sign in with them, ask the help desk to reset your sign-in account.',
} as const;
