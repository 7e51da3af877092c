/** Error screens of docs/product/errors.md: titles, texts and the error-detail record. */
import { BOT_CHECK_MESSAGES, type Envelope, MESSAGES, storeName } from '@advantage/contracts';
import type { ErrorDetailRecord, ErrorInterpretation, InterpretContext, InterpretInput } from './types';

export const AUTHORIZATION_ERROR = 'Authorization Error';
export const NOT_AUTHORIZED_TEXT = 'You are not authorized to view this page.';

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

interface DetailParts {
  name: string;
  message: string;
  envelope?: Envelope;
  http?: ErrorDetailRecord['http'];
}

/** The record behind the error-details disclosure. Server facts come from the envelope when it has them. */
export function errorDetail(input: InterpretInput, ctx: InterpretContext, parts: DetailParts): ErrorDetailRecord {
  const attributes = parts.envelope?.attributes ?? {};
  // A server may send its own record as attributes.errorDetail (contracts ErrorDetail).
  const server = record(attributes.errorDetail);
  const serverUser = record(server.user);
  const serverInfo = record(server.server);
  const ws = record(server.webService);
  const storeFromServer = str(attributes.storeName) ?? str(serverUser.store);
  const storeID = attributes.storeID;
  const detail: ErrorDetailRecord = {
    name: parts.name,
    message: parts.message,
    exceptionID: str(attributes.exceptionID) ?? str(server.exceptionID) ?? ctx.newId(),
    date: ctx.now().toISOString(),
    user: {
      name: ctx.userName ?? str(serverUser.name) ?? MESSAGES.anonymousUser,
      store: storeFromServer ?? (storeID !== undefined ? storeName(storeID) : ctx.store),
      ipAddress: str(attributes.ipAddress) ?? str(serverUser.ipAddress) ?? 'unknown',
    },
    server: {},
    webService: {
      path: str(attributes.wsPath) ?? str(ws.path) ?? input.path,
      queryParams: attributes.wsQueryParams ?? ws.queryParams ?? input.query,
      payload: attributes.wsPayload ?? ws.payload ?? input.payload,
    },
  };
  const errorID = str(attributes.errorID) ?? str(serverInfo.errorID);
  const serverTime = str(attributes.serverTime) ?? str(serverInfo.serverTime);
  if (errorID) detail.server.errorID = errorID;
  if (serverTime) detail.server.serverTime = serverTime;
  const responseName = str(attributes.wsResponseName) ?? str(ws.responseName) ?? parts.envelope?.responseName;
  if (responseName) detail.webService.responseName = responseName;
  if (parts.http) detail.http = parts.http;
  return detail;
}

/** The generic 'Unexpected Error' screen (docs/product/errors.md) for a client-side finding. */
export function unexpectedError(
  input: InterpretInput,
  ctx: InterpretContext,
  parts: DetailParts,
  options: { fatal?: boolean; homeLink?: boolean } = {},
): ErrorInterpretation {
  const fatal = options.fatal ?? parts.envelope?.attributes.FATAL_ERROR === true;
  return {
    kind: 'error',
    title: MESSAGES.unexpectedError.title,
    text: MESSAGES.unexpectedError.text,
    detail: errorDetail(input, ctx, parts),
    fatal,
    homeLink: !fatal && (options.homeLink ?? parts.envelope?.attributes.displayHomeLink !== false),
  };
}

function isAuthorizationError(envelope: Envelope, status?: number): boolean {
  return envelope.responseName === 'Forbidden' || envelope.attributes.msgType === AUTHORIZATION_ERROR || status === 403;
}

/** An ERROR answer from the server (or an HTTP error that carried an envelope). */
export function serverError(
  input: InterpretInput,
  ctx: InterpretContext,
  envelope: Envelope,
  http?: ErrorDetailRecord['http'],
): ErrorInterpretation {
  const attributes = envelope.attributes;
  const serverMessage = str(attributes.message) ?? str(attributes.detailedErrorMessage);
  const name = str(attributes.name) ?? envelope.responseName ?? MESSAGES.httpError.name;
  const message = serverMessage ?? http?.message ?? MESSAGES.unexpectedError.text;
  const base = unexpectedError(input, ctx, { name, message, envelope, ...(http ? { http } : {}) });
  // The bot check refused the read or could not run (lib/bot-check): its own title and the reason.
  if (attributes.botCheck) return { ...base, title: BOT_CHECK_MESSAGES.title, text: serverMessage ?? BOT_CHECK_MESSAGES.refused };
  if (!isAuthorizationError(envelope, http?.status)) return base;
  // docs/product/errors.md "Forbidden display": responseName Forbidden, type ERROR, msgType Authorization Error.
  return {
    ...base,
    title: str(attributes.msgHeader) ?? MESSAGES.accessDenied.title,
    text: serverMessage ?? NOT_AUTHORIZED_TEXT,
    msgType: AUTHORIZATION_ERROR,
  };
}
