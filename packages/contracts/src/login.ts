/** Identity shapes of spec §3 and §7: provider configuration, proof key, tokens, smart card data. */

/** `GET /rs/login/oauth_config` (spec §3 "Identity provider configuration"). */
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

/** `GET /rs/login/pkce` (spec §3 "Proof key response"). */
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

/** `GET {session_endpoint}` with credentials (spec §3 "Session info response"). */
export interface ProviderSessionInfo {
  login: string | null;
}

/** The smart-card reader endpoint's answer (spec §3 "Smart card data"). */
export interface SmartCardData {
  ssl_client_san_other_msupn_0?: string;
  ssl_client_cert_chain?: string;
  ssl_client_v_end?: string;
  ssl_client_i_dn_o?: string;
  ssl_client_s_dn_ou?: string;
  ssl_client_s_dn_cn?: string;
}

/** `POST /rs/login/register_smart_card` answer (spec §3 "Register card response"). */
export interface RegisterCardResponse {
  responseName: 'Success' | 'NoAction' | 'Error';
  message: string;
}

/** Where the development identity provider is mounted on the marketplace's own origin. */
export const DEV_IDP_PREFIX = '/idp';
/** The API audience access tokens are issued for. */
export const API_AUDIENCE = 'urn:advantage:api';
/** The marketplace's OpenID Connect client id at the development provider. */
export const DEV_CLIENT_ID = 'advantage-web';
export const OIDC_SCOPES = ['openid', 'email', 'profile'] as const;
/** Spec §2 routes the provider returns to. */
export const PKCE_CALLBACK_ROUTE = '/pkce/callback';
export const PKCE_LOGOUT_ROUTE = '/pkce/logout';
