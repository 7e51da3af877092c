/** Business constants and limits of spec §9. */

export const DEFAULT_SESSION_TIMEOUT_SECONDS = 1800;
/** Spec §9: the default also applies "when the value is 0 or missing". */
export function sessionTimeoutOrDefault(seconds: number | null | undefined): number {
  return seconds && seconds > 0 ? seconds : DEFAULT_SESSION_TIMEOUT_SECONDS;
}
export const SESSION_WARNING_FRACTION = 0.8;
export const SESSION_COUNTDOWN_SECONDS = 300;
export const SESSION_ABSOLUTE_LIMIT_SECONDS = 12 * 60 * 60;
export const GGS_CONFIRM_VALID_MS = 5 * 60 * 1000;

export const RECONNECT_INTERVAL_MS = 10_000;
export const RECONNECT_MAX_ATTEMPTS = 60;
export const RECONNECT_GIVE_UP_MESSAGE_MS = 4_000;

export const SERVICE_WORKER_REGISTER_AFTER_MS = 30_000;

export const ALERT_DEFAULT_TIMEOUT_MS = 5_000;
export const ALERT_WIDTH_PERCENT = 20;

export const CAPTCHA_RETRY_MS = 1_000;
export const BOT_CHECK_SCORE_THRESHOLD = 0.5;

export const PRODUCT_QUANTITY_MAX_DIGITS = 8;
export const PASSWORD_MIN_LENGTH = 8;
export const ACTIVITY_CODE_PASSWORD_MIN_LENGTH = 6;
export const CARD_DIGITS = 16;

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_SEARCH_RESULT_STYLE = 'list';
export const PKCE_METHOD = 'S256';

/** Spec §9: "Cookie lifetime is given in days." */
export const STORE_COOKIE_LIFETIME_DAYS = 365;

export const API_BASE = 'rs';
export const WS_PATH = 'server';

/** Names under which the web app keeps client state (spec §3 "Stored on the client"). */
export const CLIENT_STORAGE_KEYS = {
  idToken: 'id_token',
  accessToken: 'access_token',
  userLogin: 'oktaUserLogin',
  providerConfig: 'okta_config',
  pkceState: 'pkce_state',
  pkceVerifier: 'pkce_code_verifier',
  searchResultStyle: 'searchResultStyle',
  store: 'store',
  theme: 'theme',
  sessionTimeout: 'sessionTimeout',
  warnUsersAboutSessionExpiring: 'warnUsersAboutSessionExpiring',
  wsID: 'wsID',
} as const;

/** Cookie names shared by server and web app. */
export const COOKIES = {
  session: 'ADV_SESSION',
  antiForgery: 'XSRF-TOKEN',
} as const;
export const ANTI_FORGERY_HEADER = 'X-XSRF-TOKEN';
export const WEBSOCKET_ID_HEADER = 'X-WebSocket-ID';

/** Origins outside the app that a redirect may lead to (server `REDIRECT_ALLOWLIST` overrides it). */
export const DEFAULT_REDIRECT_ALLOWLIST: readonly string[] = ['https://www.gsa.gov', 'https://www.gsaadvantage.gov', 'https://buy.gsa.gov'];
