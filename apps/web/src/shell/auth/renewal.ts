/**
 * Silent renewal of the access token through the provider session (docs/adr/0019-silent-token-renewal.md): the
 * authorization request with prompt=none runs in a hidden frame and lands on PKCE_SILENT_ROUTE, an empty page of our
 * origin; the code is exchanged with a proof key made here. A lazy chunk: only a signed-in tab ever loads it.
 */
import { PKCE_SILENT_ROUTE, type TokenResponse } from '@advantage/contracts';
import { authorizeUrl, providerConfig } from './provider';
import { exchangeCode, isLegacyBrowser } from './sign-in';

/** The provider answers a silent request at once; a frame still waiting after this never will. */
export const SILENT_RENEWAL_WAIT_MS = 10_000;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const randomText = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)));

async function challengeFor(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/**
 * Loads `url` in a hidden frame and resolves with the query the provider returned to PKCE_SILENT_ROUTE, or undefined
 * when it did not within SILENT_RENEWAL_WAIT_MS (a provider that refuses to be framed, or that wants to show a page).
 */
export function frameAnswer(url: string, waitMs = SILENT_RENEWAL_WAIT_MS): Promise<URLSearchParams | undefined> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.title = 'Renewing your sign-in';
    frame.setAttribute('aria-hidden', 'true');
    const finish = (answer: URLSearchParams | undefined) => {
      clearTimeout(timer);
      frame.removeEventListener('load', onLoad);
      frame.remove();
      resolve(answer);
    };
    const onLoad = () => {
      let href: string | undefined;
      try {
        href = frame.contentWindow?.location.href;
      } catch {
        return; // A page of the provider's own origin: not an answer.
      }
      if (!href) return;
      const landed = new URL(href, window.location.href);
      if (landed.origin === window.location.origin && landed.pathname === PKCE_SILENT_ROUTE) finish(landed.searchParams);
    };
    const timer = setTimeout(() => finish(undefined), waitMs);
    frame.addEventListener('load', onLoad);
    frame.src = url;
    document.body.append(frame);
  });
}

/** New tokens from the provider session, or undefined when it has none (signed out there, expired, refused). */
export async function renewSilently(origin: string = window.location.origin): Promise<TokenResponse | undefined> {
  // The old IE and Edge exchange codes through the server, which needs a sign-in transaction: they sign in again.
  if (isLegacyBrowser()) return undefined;
  const config = await providerConfig({ background: true });
  if (!config) return undefined;
  const verifier = randomText(32);
  const pkce = { pkce_state: randomText(16), pkce_code_challenger: await challengeFor(verifier), pkce_code_verifier: verifier };
  const redirectUri = `${origin}${PKCE_SILENT_ROUTE}`;
  const answer = await frameAnswer(authorizeUrl(config, pkce, origin, true, redirectUri));
  const code = answer?.get('code');
  if (!answer || !code || answer.get('state') !== pkce.pkce_state) return undefined;
  const exchanged = await exchangeCode(config, code, verifier, { origin, legacy: false }, redirectUri);
  return 'tokens' in exchanged ? exchanged.tokens : undefined;
}
