/** The response envelope every `/rs/*` route answers with (docs/product/README.md "Server response"). */
import { z } from 'zod';

export const RESPONSE_TYPES = ['SCREEN', 'REDIRECT', 'AUTHENTICATED', 'ERROR'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

/** Attributes the spec names on every response; screens add their own. */
export interface EnvelopeAttributes {
  storeID?: number;
  getToken?: boolean;
  loggedIn?: boolean;
  newUserContainer?: unknown;
  type?: string;
  mustAcknowledge?: boolean;
  detailedErrorMessage?: string;
  wsPath?: string;
  wsQueryParams?: Record<string, unknown>;
  wsPayload?: unknown;
  wsResponseName?: string;
  displayHomeLink?: boolean;
  FATAL_ERROR?: boolean;
  [key: string]: unknown;
}

export interface Envelope<Name extends string = string, A extends EnvelopeAttributes = EnvelopeAttributes> {
  responseType: ResponseType;
  responseName?: Name;
  redirectURL?: string;
  pathInfo: string;
  attributes: A;
}

export const envelopeSchema = z.object({
  responseType: z.enum(RESPONSE_TYPES),
  responseName: z.string().optional(),
  redirectURL: z.string().optional(),
  pathInfo: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});

/** Server-side error record returned with ERROR envelopes (docs/product/README.md "Error detail record"). */
export interface ErrorDetail {
  name: string;
  message: string;
  exceptionID: string;
  date: string;
  user: { name: string; store: string; ipAddress: string };
  server: { errorID: string; serverTime: string };
  webService: { path: string; payload?: unknown; queryParams?: Record<string, unknown>; responseName?: string };
}
