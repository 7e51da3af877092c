/**
 * Who a cXML request comes from: the buying organization named by the From credential, proven by the
 * Sender credential and its SharedSecret. An unknown From and a known From with another Sender or a wrong secret
 * are answered alike (401, one text), so the answers do not tell which organizations exist; the audit row says
 * which it was, without the secret (refusals.ts).
 */
import { CXML_STATUS, PUNCHOUT_TEXT } from '@advantage/contracts';
import { type AppDb, schema, verifySharedSecret } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CxmlError } from './cxml-parse.js';
import type { HeaderCredentials } from './cxml-read.js';
import { noteOrganization } from './refusals.js';

const orgs = schema.punchoutOrganizations;
export type BuyingOrganization = typeof orgs.$inferSelect;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function authenticateOrganization(db: AppDb, request: FastifyRequest, header: HeaderCredentials): Promise<BuyingOrganization> {
  const [org] = await db
    .select()
    .from(orgs)
    .where(and(eq(sql`lower(${orgs.fromDomain})`, header.from.domain.toLowerCase()), eq(sql`lower(${orgs.fromIdentity})`, header.from.identity.toLowerCase())))
    .limit(1);
  const refuse = (reason: string) => new CxmlError(CXML_STATUS.unauthorized, PUNCHOUT_TEXT.credentialRefused, reason);
  if (!org) throw refuse(PUNCHOUT_TEXT.unknownCredential);
  // From here a refusal's audit row names the organization (refusals.ts writes it).
  noteOrganization(request, org.code);
  const senderMatches = same(org.senderDomain, header.sender.domain) && same(org.senderIdentity, header.sender.identity);
  // The secret is checked even when the Sender differs, so both refusals take the same time.
  const secretMatches = verifySharedSecret(header.sender.secret, org.secretHash);
  if (!senderMatches || !secretMatches) throw refuse(PUNCHOUT_TEXT.wrongSecret);
  // Only the holder of the secret learns that the organization is disabled.
  if (org.status !== 'active') throw new CxmlError(CXML_STATUS.unauthorized, PUNCHOUT_TEXT.disabled);
  return org;
}

/** The BrowserFormPost URL must be absolute http(s) and its origin one the organization allows. */
export function checkFormPostUrl(org: BuyingOrganization, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.formPost);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.formPost);
  if (parsed.username || parsed.password) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.formPost);
  if (!org.allowedOrigins.includes(parsed.origin)) throw new CxmlError(CXML_STATUS.forbidden, PUNCHOUT_TEXT.formPostOrigin);
  return parsed.href;
}
