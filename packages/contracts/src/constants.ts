/** Business constants and limits of docs/product/constants.md */

export const DEFAULT_SESSION_TIMEOUT_SECONDS = 1800;
/** docs/product/constants.md: the default also applies "when the value is 0 or missing". */
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

/**
 * The federal micro-purchase threshold in dollars (FAR 2.101: $15,000 since October 1, 2025, FAC 2025-06 raised it
 * from the $10,000 that docs/product/checkout.md gives): the
 * default single-purchase limit of a purchase card, which the server setting
 * PURCHASE_CARD_SINGLE_PURCHASE_LIMIT replaces (a holder's delegation may set it lower or higher).
 */
export const MICRO_PURCHASE_THRESHOLD_DOLLARS = 15_000;
export const DEFAULT_PURCHASE_CARD_SINGLE_PURCHASE_LIMIT_DOLLARS = MICRO_PURCHASE_THRESHOLD_DOLLARS;

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_SEARCH_RESULT_STYLE = 'list';
export const PKCE_METHOD = 'S256';

/** docs/product/constants.md: "Cookie lifetime is given in days." */
export const STORE_COOKIE_LIFETIME_DAYS = 365;

export const API_BASE = 'rs';
export const WS_PATH = 'server';
/**
 * The web app's keep-alive on the server connection, which closes a socket that sends nothing for a while
 * (server WS_IDLE_SECONDS, at least 2.5 × this: background tabs run their timers up to a minute late).
 */
export const WS_PING_INTERVAL_MS = 2 * 60_000;
/** The close code of the server connection when its session ended (sign-out, end of session): not a lost server. */
export const WS_CLOSE_SESSION_ENDED = 4001;

/** Names under which the web app keeps client state (docs/product/README.md "Stored on the client"). */
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

/** Cookie names shared by server and web app (plain http, the embedded mode). */
export const COOKIES = {
  session: 'ADV_SESSION',
  antiForgery: 'XSRF-TOKEN',
} as const;
/**
 * The names with Secure cookies (an https origin): the `__Host-` prefix makes the browser accept them only
 * when Secure, with path `/` and no Domain, so a sibling subdomain cannot plant or shadow them.
 */
export const SECURE_COOKIES = {
  session: `__Host-${COOKIES.session}`,
  antiForgery: `__Host-${COOKIES.antiForgery}`,
} as const;
export type CookieNames = typeof COOKIES | typeof SECURE_COOKIES;
export function cookieNames(secure: boolean): CookieNames {
  return secure ? SECURE_COOKIES : COOKIES;
}
export const ANTI_FORGERY_HEADER = 'X-XSRF-TOKEN';

/**
 * The 403 answer of a state change whose anti-forgery token is not the session's. The answer also sets the
 * session's token, so the web app sends such a request once more (a navigation can overwrite the cookie with the
 * token of the session the page started in while another answer rotated the session).
 */
export const ANTI_FORGERY_MISMATCH = 'The anti-forgery token is missing or does not match this session.';
export const WEBSOCKET_ID_HEADER = 'X-WebSocket-ID';
/**
 * Sent by a page load's calls until the app knows the cart: the answer's envelope then carries the
 * session's cart summary as attributes.headerCart, so the header's "Cart (N)" is right after a reload,
 * a bookmark or a new tab without a call of its own.
 */
export const CART_SUMMARY_HEADER = 'X-Cart-Summary';

/** Origins outside the app that a redirect may lead to (server `REDIRECT_ALLOWLIST` overrides it). */
export const DEFAULT_REDIRECT_ALLOWLIST: readonly string[] = ['https://www.gsa.gov', 'https://www.gsaadvantage.gov', 'https://buy.gsa.gov'];
