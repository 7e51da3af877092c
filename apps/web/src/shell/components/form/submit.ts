/**
 * How a registration form posts. Every answer of a registration path lives at the same `/ws/<path>`
 * address, so a form sends its body through the app's one HTTP client (callServer, which adds the
 * bearer token, the anti-forgery header and the rest of docs/architecture.md) and reads the answer with the app's
 * response interpreter:
 *
 * - a screen answer (Failure, Pre-Register, Step1, Step2 ...) is shown in place by the form's own
 *   screen, so what the buyer typed stays where it was;
 * - HTTP 400 ValidationError carries attributes.errors [{field, message}]: shown on the fields, in place;
 * - anything else (AUTHENTICATED, REDIRECT, an error, HTTP 401) is settled exactly as the /ws loader
 *   settles it (store switch, sign-in record, saved route, error screen, login dialog). The request
 *   is never sent twice: a second registration_submit would find the member already created.
 */
import { normalizePath, type ScreenOf, screenOf } from '@advantage/contracts';
import type { NavigateFunction } from 'react-router';
import { callServer } from '../../../lib/http/client';
import { interpret } from '../../../kit/interpreter/interpret';
import { interpretContext } from '../../routes/context';
import { settle } from '../../routes/ws-loader';
import { showTakeover } from '../../takeover';

export interface FieldError {
  field: string;
  message: string;
}

export type SubmitOutcome<P extends string = string>
  = | { kind: 'screen'; path: string; envelope: ScreenOf<P> }
    | { kind: 'invalid'; errors: FieldError[] }
  /** The app took over: it navigated, opened the login dialog or showed an error screen. */
    | { kind: 'handed-over'; signedIn: boolean };

/** attributes.errors of a Failure, Step1 or ValidationError answer, keeping well-formed items only. */
export function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  const errors: FieldError[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as Record<string, unknown>;
    if (typeof message !== 'string' || !message.trim()) continue;
    errors.push({ field: typeof field === 'string' ? field : '', message: message.trim() });
  }
  return errors;
}

export async function submitForm<P extends string>(path: P, payload: Record<string, unknown>, navigate: NavigateFunction): Promise<SubmitOutcome<P>> {
  const outcome = await callServer(path, { payload });
  if (outcome.kind === 'http-error' && outcome.status === 400) {
    const errors = fieldErrors(outcome.envelope?.attributes.errors);
    if (errors.length) return { kind: 'invalid', errors };
  }
  const query = {};
  const result = interpret({ path, query, payload, outcome }, interpretContext());
  switch (result.kind) {
    case 'screen':
      return { kind: 'screen', path: normalizePath(result.envelope.pathInfo || path), envelope: screenOf(path, result.envelope) };
    case 'error':
      void showTakeover(result);
      return { kind: 'handed-over', signedIn: false };
    case 'none':
      // HTTP 401: the client already asked for the login screen (or the session-expired prompt).
      return { kind: 'handed-over', signedIn: false };
    case 'authenticated':
    case 'redirect': {
      const settled = await settle(result, { path, query, url: `/ws/${path}` });
      const to = settled instanceof Response ? settled.headers.get('Location') : null;
      // Replace: Back must not return to a form whose answer was a sign-in or a redirect.
      if (to) await navigate(to, { replace: true });
      return { kind: 'handed-over', signedIn: result.kind === 'authenticated' };
    }
  }
}
