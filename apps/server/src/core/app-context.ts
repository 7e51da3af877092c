/**
 * What the areas that email single-use links (AAC passwords, state authorizations, funds control, agency email
 * validation) need from the app besides the database: the clock (suites move it past a link's days), the link
 * tokens (only their hash is stored) and the origins the app is reached on (a link must point at this app, never
 * at whatever Host header a request carried).
 */
import { createHash, randomBytes } from 'node:crypto';
import { AAC_URLS } from '@advantage/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (BuildOptions.now; Date.now outside tests). */
    now: () => number;
    /** The origins browsers reach the app on; the first is the public one (config.appOrigins). */
    appOrigins: readonly string[];
  }
}

export function nowOf(app: FastifyInstance): Date {
  return new Date(app.now());
}

/** Today as yyyy-mm-dd (UTC): contracts are current from their start date through their end date. */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A link token: 32 random bytes; the database keeps only its SHA-256. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkHash(token) };
}

export function linkHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The origin the buyer used when it is one of the app's, else the public one: never a Host header the app does not serve. */
export function appOrigin(request: FastifyRequest): string {
  const origins = request.server.appOrigins;
  const host = request.headers.host;
  const candidate = host ? `${request.protocol}://${host}` : '';
  const origin = origins.includes(candidate) ? candidate : origins[0];
  if (!origin) throw new Error('The app has no origin to link to (config.appOrigins is empty)');
  return origin;
}

export function approvalLink(request: FastifyRequest, token: string): string {
  return `${appOrigin(request)}${AAC_URLS.approval}?token=${token}`;
}
