/**
 * login/mfa_sign_in accessDenied while a registration is in progress (docs/product/accounts-and-sign-in.md pkce/callback:
 * "access_denied finalizes registration"). The buyer pre-registered an address here, created the
 * sign-in account and signed in with it; no member exists yet, so the sign-in answers accessDenied.
 * When the signed-in address is the one this browser pre-registered, the registration goes on to its
 * last step (registration_submit, with the provider token still held); otherwise this is the login
 * section's Access Denied screen, unchanged.
 */
import { CLIENT_STORAGE_KEYS, type StoreName } from '@advantage/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { readStorage } from '../../lib/storage';
import { pendingRoute, type Replay, setPendingRoute, setReplay } from '../../shell/auth/pending-route';
import { idTokenClaims } from '../../shell/auth/session-user';
import { registrationFinalization } from '../../shell/auth/sign-in';
import { AccessDenied } from '../login/AccessDenied';
import type { PropsOf } from '../../kit/screens/types';
import { detailsFrom, keepDetailsDraft } from './details-draft';
import { normalizeEmail, registrationInProgress } from './registration-progress';

const SUBMIT_PATHS = new Set(['profile/registration_submit', 'ggs/profile/registration_submit']);
const REGISTRATION_ROUTE = /^\/ws\/(ggs\/)?profile\//;

export interface FinishTarget {
  to: string;
  replay?: Replay;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Where the registration goes on, or undefined to show Access Denied. */
export function finishTarget(attributes: Record<string, unknown>, store: StoreName): FinishTarget | undefined {
  if (!readStorage('session', CLIENT_STORAGE_KEYS.accessToken)) return undefined;
  const progress = registrationInProgress();
  if (!progress) return undefined;
  const email = text(attributes.email) || text(idTokenClaims().email);
  if (!email || normalizeEmail(email) !== progress.emailAddress) return undefined;
  const step = registrationFinalization(store, email);
  if (step.kind !== 'registration') return undefined;
  return { to: step.to, ...(step.replay ? { replay: step.replay } : {}) };
}

/**
 * A sign-in started from a registration screen (or by a registration_submit that answered 401) must
 * not return there once the member exists: the member lands on the home page. The details typed
 * before that 401 open the form again.
 */
function dropRegistrationRoute(): void {
  const route = pendingRoute();
  if (!route) return;
  const request = route.routeData;
  if (request && SUBMIT_PATHS.has(request.path)) keepDetailsDraft(detailsFrom(request.payload));
  if ((request && SUBMIT_PATHS.has(request.path)) || REGISTRATION_ROUTE.test(route.routeURL)) setPendingRoute(undefined);
}

export function RegistrationAccessDenied(props: PropsOf<'login/mfa_sign_in', 'accessDenied'>) {
  const navigate = useNavigate();
  const [target] = useState(() => finishTarget(props.envelope.attributes, props.store));
  const started = useRef(false);
  useEffect(() => {
    if (!target || started.current) return;
    started.current = true;
    dropRegistrationRoute();
    setReplay(target.replay);
    void navigate(target.to, { replace: true });
  }, [target, navigate]);

  if (!target) return <AccessDenied {...props} />;
  return (
    <div className="adv-registration">
      <h1>Member Registration</h1>
      <p className="adv-status-text" role="status">
        You are signed in. Opening the last step of your registration ...
      </p>
    </div>
  );
}
