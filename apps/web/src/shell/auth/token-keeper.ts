/**
 * Keeps a signed-in buyer signed in while they work (docs/adr/0019-silent-token-renewal.md). The access token lives
 * minutes; the server session lives until 30 minutes of inactivity. So:
 * - a call whose token is about to expire waits for a silent renewal through the provider session first;
 * - an active buyer's token is renewed a minute before it expires; an idle one's is left to expire (the next call
 *   renews it), so renewal never keeps an abandoned session alive;
 * - a call refused with HTTP 401 is sent once more after a renewal (lib/http/client.ts);
 * - the tabs of the browser share one sign-in: a new tab asks the others for it, a renewal or sign-in reaches all,
 *   a sign-out signs every tab out, and activity in one tab is activity in all (the server session is theirs alike).
 */
import { CLIENT_STORAGE_KEYS, type TokenResponse } from '@advantage/contracts';
import { lastActivity, onActivity, touchActivity } from '../../lib/activity';
import { setTokenRenewal } from '../../lib/http/token-renewal';
import { claimTime, jwtClaims } from '../../lib/jwt-claims';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { adoptSignIn, clearSignIn, onSignInChange, type SharedSignIn, sharedSignIn } from './session-user';

/** A call waits for a renewal when its token has less than this left (or a quarter of a shorter lifetime). */
export const RENEW_BEFORE_CALL_MS = 20_000;
/** An active buyer's token is renewed this long before it expires (or a third of a shorter lifetime). */
export const RENEW_AHEAD_MS = 60_000;
/** How long a new tab waits for another tab's sign-in before its first call. */
export const ASK_WAIT_MS = 300;
/** Activity is told to the other tabs at most this often. */
const ACTIVITY_SHARE_MS = 5_000;
export const SIGN_IN_CHANNEL = 'advantage-sign-in';
/** localStorage: a tab of this browser holds a sign-in (no token, nothing secret), so a new tab asks for it. */
export const SIGNED_IN_HINT = 'advantage.signedIn';

type Message = { kind: 'ask' } | { kind: 'signed-in'; signIn: SharedSignIn } | { kind: 'signed-out' } | { kind: 'activity'; at: number };

interface Channel {
  postMessage(message: Message): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface TokenKeeperOptions {
  renew?: () => Promise<TokenResponse | undefined>;
  now?: () => number;
  channel?: Channel | undefined;
}

const K = CLIENT_STORAGE_KEYS;
const accessToken = () => readStorage('session', K.accessToken);

function isSharedSignIn(value: unknown): value is SharedSignIn {
  const v = value as Partial<SharedSignIn> | undefined;
  return typeof v?.id_token === 'string' && !!v.id_token && typeof v.access_token === 'string' && !!v.access_token;
}

function asMessage(data: unknown): Message | undefined {
  const m = data as Partial<Message> | undefined;
  switch (m?.kind) {
    case 'ask':
    case 'signed-out':
      return { kind: m.kind };
    case 'signed-in':
      return 'signIn' in m && isSharedSignIn(m.signIn) ? { kind: 'signed-in', signIn: m.signIn } : undefined;
    case 'activity':
      return 'at' in m && typeof m.at === 'number' ? { kind: 'activity', at: m.at } : undefined;
    default:
      return undefined;
  }
}

async function renewThroughProvider(): Promise<TokenResponse | undefined> {
  const { renewSilently } = await import('./renewal');
  return renewSilently();
}

function openChannel(): Channel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SIGN_IN_CHANNEL) : undefined;
}

/** Installs the keeper (the app does at start); returns what removes it (tests). */
export function keepTokens(options: TokenKeeperOptions = {}): () => void {
  const renewer = options.renew ?? renewThroughProvider;
  const now = options.now ?? Date.now;
  const channel = 'channel' in options ? options.channel : openChannel();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<boolean> | undefined;
  let relaying = false;
  let lastShared = 0;
  const post = (message: Message) => channel?.postMessage(message);

  let answered: () => void = () => {};
  // A tab without a sign-in asks the others before its first call, when a tab of this browser was signed in lately
  // (a visitor's pages never wait); a tab with one has nothing to wait for. Nobody answering clears the hint.
  const asked = accessToken() || !channel || !readStorage('local', SIGNED_IN_HINT)
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        answered = resolve;
        setTimeout(() => {
          if (!accessToken()) removeStorage('local', SIGNED_IN_HINT);
          resolve();
        }, ASK_WAIT_MS);
      });

  /** The token's expiry and lifetime (a token without iat counts from now). */
  function lifeOf(token: string | null) {
    const expires = claimTime(token, 'exp');
    if (expires === undefined) return undefined;
    const issued = claimTime(token, 'iat') ?? now();
    return { issued, expires, lifetime: Math.max(0, expires - issued) };
  }

  function schedule(): void {
    clearTimeout(timer);
    const token = accessToken();
    const life = lifeOf(token);
    if (!life) return;
    const { issued, expires } = life;
    const ahead = Math.min(RENEW_AHEAD_MS, life.lifetime / 3);
    timer = setTimeout(() => {
      // Only a buyer who did something since this token came keeps the renewals going. iat counts whole seconds, so
      // activity earlier in the second the token was issued in may have come before it (the call that asked for it).
      if (accessToken() === token && lastActivity() >= issued + 1_000) void renew();
    }, Math.max(1_000, expires - ahead - now()));
  }

  function renew(): Promise<boolean> {
    inFlight ??= (async () => {
      try {
        const before = accessToken();
        const tokens = await renewer();
        const current = sharedSignIn();
        // Signed out meanwhile, or the provider session is now someone else's: not this tab's sign-in.
        if (!tokens || !current || !before || jwtClaims(tokens.access_token).sub !== jwtClaims(before).sub) return false;
        const renewed = { ...current, id_token: tokens.id_token, access_token: tokens.access_token };
        adoptSignIn(renewed);
        post({ kind: 'signed-in', signIn: renewed });
        writeStorage('local', SIGNED_IN_HINT, '1');
        schedule();
        return true;
      } catch {
        return false;
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  }

  function expiresSoon(): boolean {
    const life = lifeOf(accessToken());
    return life !== undefined && life.expires - now() < Math.min(RENEW_BEFORE_CALL_MS, life.lifetime / 4);
  }

  function isNewer(signIn: SharedSignIn): boolean {
    const mine = claimTime(accessToken(), 'exp');
    const theirs = claimTime(signIn.access_token, 'exp') ?? 0;
    return mine === undefined || theirs > mine;
  }

  if (channel) {
    channel.onmessage = (event) => {
      const message = asMessage(event.data);
      if (!message) return;
      if (message.kind === 'ask') {
        const mine = sharedSignIn();
        if (mine) post({ kind: 'signed-in', signIn: mine });
      } else if (message.kind === 'signed-in') {
        if (isNewer(message.signIn)) {
          adoptSignIn(message.signIn);
          writeStorage('local', SIGNED_IN_HINT, '1');
          schedule();
        }
        answered();
      } else if (message.kind === 'signed-out') {
        clearTimeout(timer);
        removeStorage('local', SIGNED_IN_HINT);
        clearSignIn();
      } else if (message.at > lastActivity()) {
        relaying = true;
        touchActivity(message.at);
        relaying = false;
      }
    };
    if (!accessToken() && readStorage('local', SIGNED_IN_HINT)) post({ kind: 'ask' });
  }

  const stopActivity = onActivity((at) => {
    if (relaying || at - lastShared < ACTIVITY_SHARE_MS || !accessToken()) return;
    lastShared = at;
    post({ kind: 'activity', at });
  });
  const stopChanges = onSignInChange((change) => {
    if (change.kind === 'signed-out') {
      clearTimeout(timer);
      removeStorage('local', SIGNED_IN_HINT);
      post({ kind: 'signed-out' });
    } else {
      schedule();
      writeStorage('local', SIGNED_IN_HINT, '1');
      post({ kind: 'signed-in', signIn: change.signIn });
    }
  });

  setTokenRenewal({
    async beforeCall(background) {
      await asked;
      if (!background && expiresSoon()) await renew();
    },
    renewAfterRefusal: () => renew(),
  });
  schedule();

  return () => {
    clearTimeout(timer);
    stopActivity();
    stopChanges();
    setTokenRenewal(undefined);
    if (channel) channel.onmessage = null;
    if (!options.channel) channel?.close();
  };
}
