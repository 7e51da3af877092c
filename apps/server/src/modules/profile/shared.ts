import { createHash, randomInt } from 'node:crypto';
import { schema } from '@advantage/db';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

export const REGISTRATION_TTL_MS = 24 * 60 * 60_000;
export const STATE_CODE_TTL_MS = 30 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

export const hashCode = (registrationId: string, code: string) => createHash('sha256').update(`${registrationId}:${code}`).digest('base64url');
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function memberWithEmail(request: FastifyRequest, email: string) {
  const [row] = await request.server.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.email, email)).limit(1);
  return row;
}

/** The newest registration of an address that has not expired nor completed. */
export async function openRegistration(request: FastifyRequest, email: string, kind: 'federal' | 'state') {
  const r = schema.registrations;
  const [row] = await request.server.db
    .select()
    .from(r)
    .where(and(eq(r.email, email), eq(r.kind, kind), ne(r.status, 'completed'), gt(r.expiresAt, new Date())))
    .orderBy(desc(r.createdAt))
    .limit(1);
  return row;
}

/** Where a new buyer creates the sign-in account (the provider's sign-up), returning to the marketplace. */
export function signUpUrl(request: FastifyRequest, email: string): string | null {
  return request.server.identity?.signUpUrl?.(request, email) ?? null;
}

export const ALREADY_REGISTERED = 'An account already uses this email address. Sign in, or use "Forgot user ID" to receive your user ID.';
