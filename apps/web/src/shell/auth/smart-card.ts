/**
 * Smart card registration (docs/product/accounts-and-sign-in.md "Smart card registration",
 * docs/product/validation-rules.md, docs/product/errors.md): the decisions, without the dialog.
 */
import { MESSAGES, SMART_CARD_ASSERTION, type SmartCardChallenge, type SmartCardData } from '@advantage/contracts';
import { callServer } from '../../lib/http/client';
import type { CallResult } from '../../lib/http/types';
import { type AuthErrorScreen, authErrorScreen } from './failures';

export interface CardDetails {
  userName: string;
  alternativeName: string;
  agency: string;
  issuer: string;
  expiry: string;
}

export type CardReading
  = | { kind: 'confirm'; details: CardDetails; data: SmartCardData }
  /** A mandatory field is missing, or the reader could not be read: the invalid certificate notice. */
    | { kind: 'invalid'; reason: string }
  /** The server gave no challenge for the reader to sign: the PIV/CAC error screen. */
    | { kind: 'failure'; error: AuthErrorScreen }
  /** A 401 while asking for the challenge: the login screen (or the session-expired prompt) takes over. */
    | { kind: 'interrupted' };

export const DEFAULT_ISSUER = 'CA';
export const DEFAULT_AGENCY = 'U.S. Government';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** docs/product/validation-rules.md: "Smart card needs alternative name, certificate chain and expiry" (contracts smartCardSchema, without zod). */
export function evaluateCard(value: unknown): CardReading {
  if (!isRecord(value)) return { kind: 'invalid', reason: 'The card reader sent no card data.' };
  const field = (key: keyof SmartCardData): string => {
    const v = value[key];
    return typeof v === 'string' ? v.trim() : '';
  };
  const alternativeName = field('ssl_client_san_other_msupn_0');
  const chain = field('ssl_client_cert_chain');
  const expiry = field('ssl_client_v_end');
  const missing = [
    alternativeName ? '' : 'alternative name',
    chain ? '' : 'certificate chain',
    expiry ? '' : 'expiry',
  ].filter(Boolean);
  if (missing.length) return { kind: 'invalid', reason: `Missing ${missing.join(', ')}.` };
  const data: SmartCardData = {
    ssl_client_san_other_msupn_0: alternativeName,
    ssl_client_cert_chain: value.ssl_client_cert_chain as string,
    ssl_client_v_end: expiry,
    ssl_client_i_dn_o: field('ssl_client_i_dn_o') || DEFAULT_ISSUER,
    ssl_client_s_dn_ou: field('ssl_client_s_dn_ou') || DEFAULT_AGENCY,
    ssl_client_s_dn_cn: field('ssl_client_s_dn_cn'),
    // The reader's proof of possession goes to the server untouched (docs/adr/0008).
    ...(typeof value.assertion === 'string' ? { assertion: value.assertion } : {}),
  };
  return {
    kind: 'confirm',
    data,
    details: {
      userName: data.ssl_client_s_dn_cn ?? '',
      alternativeName,
      agency: data.ssl_client_s_dn_ou ?? DEFAULT_AGENCY,
      issuer: data.ssl_client_i_dn_o ?? DEFAULT_ISSUER,
      expiry,
    },
  };
}

function isChallenge(value: unknown): value is SmartCardChallenge {
  return isRecord(value) && typeof value.nonce === 'string' && typeof value.binding === 'string';
}

/**
 * docs/product/accounts-and-sign-in.md step 1: the reader is a client-certificate listener on another origin; any failure is the invalid
 * notice. It is asked with this session's challenge, so its answer carries the signed proof that the card's
 * key was used (docs/adr/0008).
 */
export async function readCard(readerEndpoint: string): Promise<CardReading> {
  const challenge = await callServer('login/smart_card_challenge', { payload: {} });
  if (challenge.kind === 'login-required' || challenge.kind === 'session-expired') return { kind: 'interrupted' };
  if (challenge.kind !== 'json' || !isChallenge(challenge.data)) {
    return { kind: 'failure', error: authErrorScreen({ kind: 'smartCard', message: failureMessage(challenge), path: 'login/smart_card_challenge' }) };
  }
  try {
    const url = new URL(readerEndpoint, window.location.href);
    url.searchParams.set(SMART_CARD_ASSERTION.params.nonce, challenge.data.nonce);
    url.searchParams.set(SMART_CARD_ASSERTION.params.binding, challenge.data.binding);
    const response = await fetch(url.href, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!response.ok) return { kind: 'invalid', reason: `The card reader answered HTTP ${response.status}.` };
    return evaluateCard(await response.json());
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
}

export type ResultTone = 'success' | 'info' | 'error';

/** docs/product/errors.md smart card messages by responseName ("NoAction, Error, or other"). */
export function registrationResult(responseName: string): { message: string; tone: ResultTone } {
  switch (responseName) {
    case 'NoAction':
      return { message: MESSAGES.smartCard.noAction, tone: 'info' };
    case 'Error':
      return { message: MESSAGES.smartCard.error, tone: 'error' };
    default:
      return { message: MESSAGES.smartCard.success, tone: 'success' };
  }
}

export type RegisterOutcome
  = | { kind: 'registered'; responseName: string; message: string; tone: ResultTone }
  /** 'Unable to register smart card': the 'Unexpected error while registering PIV/CAC card' screen. */
    | { kind: 'failure'; error: AuthErrorScreen }
  /** A 401: the login screen (or the session-expired prompt) takes over. */
    | { kind: 'interrupted' };

function failureMessage(result: CallResult): string {
  switch (result.kind) {
    case 'http-error':
      return `${MESSAGES.smartCard.registrationFailure}: HTTP ${result.status} ${result.statusText}`.trim();
    case 'network-error':
      return `${MESSAGES.smartCard.registrationFailure}: ${result.message}`;
    default:
      return MESSAGES.smartCard.registrationFailure;
  }
}

/** docs/product/accounts-and-sign-in.md step 3: POST the card data to login/register_smart_card. */
export async function registerCard(data: SmartCardData): Promise<RegisterOutcome> {
  const result = await callServer('login/register_smart_card', { payload: data });
  if (result.kind === 'login-required' || result.kind === 'session-expired') return { kind: 'interrupted' };
  if (result.kind === 'json' && isRecord(result.data) && typeof result.data.responseName === 'string') {
    return { kind: 'registered', responseName: result.data.responseName, ...registrationResult(result.data.responseName) };
  }
  return {
    kind: 'failure',
    error: authErrorScreen({ kind: 'smartCard', message: failureMessage(result), path: 'login/register_smart_card' }),
  };
}
