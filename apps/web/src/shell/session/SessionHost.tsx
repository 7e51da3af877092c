/**
 * docs/product/accounts-and-sign-in.md Session, a lazy chunk mounted by the frame while signed in (or while the server says the
 * session expired): the inactivity warning 'Session about to expire' with its countdown, and the
 * 'Session expired' prompt. Both dialogs must be answered (no Escape, no backdrop).
 */
import { CLIENT_STORAGE_KEYS, MESSAGES, sessionTimeoutOrDefault } from '@advantage/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { lastActivity, onActivity } from '../../lib/activity';
import { callServer } from '../../lib/http/client';
import { logError } from '../../lib/log';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { signOut } from '../auth/actions';
import { clearSignIn, refreshUser, useCurrentUser } from '../auth/session-user';
import { AppDialog } from '../dialogs/AppDialog';
import { currentStore } from '../../kit/store/store-state';
import { showTakeover } from '../takeover';
import { dismissExpiredPrompt, useExpiredPrompt } from './expiry-signal';
import { confirmCounts, InactivityWatch } from './inactivity';

const K = CLIENT_STORAGE_KEYS;

/** docs/product/errors.md: 'Your session with the server expired due to inactivity...' titled 'Session Expired', fatal. */
export const SESSION_EXPIRED_SCREEN = {
  title: MESSAGES.sessionExpired.title,
  text: MESSAGES.sessionExpired.text,
  fatal: true,
  homeLink: false,
} as const;

export function storedSessionTimeout(): number {
  return sessionTimeoutOrDefault(Number(readStorage('session', K.sessionTimeout)));
}

/** The countdown ended (or a late confirm): end the server session, then the fatal 'Session Expired'. */
export async function expireSession(): Promise<void> {
  await callServer('main/end_session');
  await showTakeover(SESSION_EXPIRED_SCREEN);
  clearSignIn();
}

/** 'Yes' on the warning: GET main/extend_session answers the new timeout in seconds (stored as sessionTimeout). */
export async function extendSession(): Promise<boolean> {
  const result = await callServer('main/extend_session');
  const seconds = result.kind === 'text' ? Number(result.text.trim()) : Number.NaN;
  if (!Number.isFinite(seconds) || seconds <= 0) {
    logError(MESSAGES.extendSessionFailure);
    return false;
  }
  writeStorage('session', K.sessionTimeout, String(seconds));
  return true;
}

export default function SessionHost() {
  const user = useCurrentUser();
  const prompt = useExpiredPrompt();
  const navigate = useNavigate();
  const [watch] = useState(
    () => new InactivityWatch({ timeoutSeconds: storedSessionTimeout, lastActivity, onActivity: (listener) => onActivity(() => listener()) }),
  );
  const state = useSyncExternalStore(watch.subscribe, watch.snapshot, watch.snapshot);
  const active = !!user && !prompt && readStorage('session', K.warnUsersAboutSessionExpiring) === 'true';

  useEffect(() => {
    if (active) watch.start();
    else watch.stop();
  }, [active, watch]);
  useEffect(() => () => watch.stop(), [watch]);
  useEffect(() => {
    if (state.phase === 'expired') void expireSession();
  }, [state.phase]);

  async function onYes() {
    const current = watch.state;
    if (current.phase !== 'warning') return;
    const answeredAt = Date.now();
    if (answeredAt >= current.deadline || !confirmCounts(currentStore().store, current.shownAt, answeredAt)) {
      watch.expire();
      return;
    }
    // The call itself restarts the wait (any API call but end_session); its answer may change the timeout.
    if (await extendSession()) watch.reschedule();
  }

  async function onNo() {
    watch.stop();
    await callServer('main/end_session');
    signOut((to) => void navigate(to), true);
  }

  if (prompt) {
    return (
      <AppDialog title={MESSAGES.sessionExpiredPrompt.title} className="adv-session-dialog">
        <p>{MESSAGES.sessionExpiredPrompt.text}</p>
        <AnswerButtons
          onYes={() => {
            removeStorage('session', K.warnUsersAboutSessionExpiring);
            refreshUser();
            dismissExpiredPrompt();
            void navigate('/home');
          }}
          onNo={() => {
            void showTakeover(SESSION_EXPIRED_SCREEN).then(dismissExpiredPrompt);
          }}
        />
      </AppDialog>
    );
  }
  if (state.phase !== 'warning') return null;
  return (
    <AppDialog title={MESSAGES.sessionAboutToExpire.title} className="adv-session-dialog">
      <p>{MESSAGES.sessionAboutToExpire.text}</p>
      <Countdown deadline={state.deadline} />
      <AnswerButtons onYes={() => void onYes()} onNo={() => void onNo()} />
    </AppDialog>
  );
}

function AnswerButtons({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  return (
    <ul className="usa-button-group">
      <li className="usa-button-group__item">
        <button type="button" className="usa-button" onClick={onYes}>
          Yes
        </button>
      </li>
      <li className="usa-button-group__item">
        <button type="button" className="usa-button usa-button--outline" onClick={onNo}>
          No
        </button>
      </li>
    </ul>
  );
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function spokenTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    rest || !minutes ? `${rest} second${rest === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return `${parts.join(' ')} remaining`;
}

/** When the polite announcement speaks: at the start, on every whole minute and at 30 and 10 seconds. */
function announces(seconds: number): boolean {
  return seconds % 60 === 0 || seconds === 30 || seconds === 10;
}

/** The visible countdown (role=timer, read on demand) and a polite announcement now and then. */
export function Countdown({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, []);
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const [spoken, setSpoken] = useState(() => spokenTime(remaining));
  useEffect(() => {
    if (announces(remaining)) setSpoken(spokenTime(remaining));
  }, [remaining]);
  return (
    <>
      <p className="adv-countdown">
        Time remaining:
        {' '}
        <strong role="timer" aria-live="off">
          {clock(remaining)}
        </strong>
      </p>
      <p className="usa-sr-only" role="status" aria-live="polite">
        {spoken}
      </p>
    </>
  );
}
