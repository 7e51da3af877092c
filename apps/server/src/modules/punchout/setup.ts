/**
 * PunchOutSetupRequest (docs/product/punchout.md): authenticate the organization, check the operation and
 * the BrowserFormPost URL, keep what the session needs (BuyerCookie, return URL, operation, end user, extrinsics,
 * ship-to, the ItemOut lines of an edit or inspect) and answer a StartPage URL whose token is single-use and
 * expires after PUNCHOUT_START_SECONDS. Only the token's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CXML_STATUS, isPunchoutOperation, PUNCHOUT_PATHS, PUNCHOUT_START_SECONDS, PUNCHOUT_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { newPayloadId, responseDocument, setupResponse } from './cxml-build.js';
import { attr, child, children, type CxmlElement, CxmlError, text } from './cxml-parse.js';
import { readAddress, readExtrinsics, readHeader, readItemsOut, requestElement } from './cxml-read.js';
import { authenticateOrganization, checkFormPostUrl } from './organizations.js';

export function startTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The end user: Contact role="endUser" first, then the UserEmail / UserFullName / UserName extrinsics. */
function endUserOf(setup: CxmlElement, extrinsics: Record<string, string>): { name: string; email: string } {
  const contacts = children(setup, 'Contact');
  const contact = contacts.find((c) => attr(c, 'role') === 'endUser') ?? contacts.find((c) => !attr(c, 'role'));
  const name = text(child(contact, 'Name')) || extrinsics.UserFullName || extrinsics.UserName || extrinsics.User || '';
  const email = text(child(contact, 'Email')) || extrinsics.UserEmail || '';
  return { name: name.slice(0, 200), email: email.slice(0, 254) };
}

export interface CxmlAnswer {
  status: number;
  xml: string;
}

export async function punchoutSetup(db: AppDb, request: FastifyRequest, root: CxmlElement, origin: string, now: number): Promise<CxmlAnswer> {
  const header = readHeader(root);
  const setup = requestElement(root, 'PunchOutSetupRequest', 'PunchOutSetupRequest');
  const org = await authenticateOrganization(db, request, header);
  const operation = attr(setup, 'operation');
  if (!isPunchoutOperation(operation)) throw new CxmlError(CXML_STATUS.notAcceptable, PUNCHOUT_TEXT.operation(operation.slice(0, 40)));
  const buyerCookie = text(child(setup, 'BuyerCookie'));
  if (!buyerCookie || buyerCookie.length > 2000) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.buyerCookie);
  const formPostUrl = checkFormPostUrl(org, text(child(setup, 'BrowserFormPost', 'URL')));
  const extrinsics = readExtrinsics(setup);
  const items = operation === 'create' ? [] : readItemsOut(setup).map(({ supplierPartId, supplierPartAuxiliaryId, quantity }) => ({ supplierPartId, supplierPartAuxiliaryId, quantity }));

  const token = randomBytes(32).toString('base64url');
  // The session and its audit row in one transaction: one commit per setup (the target is 200 setups/s).
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.punchoutSessions)
      .values({
        organizationId: org.id,
        operation,
        buyerCookie,
        browserFormPostUrl: formPostUrl,
        payloadId: header.payloadId.slice(0, 300),
        endUser: endUserOf(setup, extrinsics),
        extrinsics,
        shipTo: readAddress(child(setup, 'ShipTo')),
        items,
        startTokenHash: startTokenHash(token),
        startExpiresAt: new Date(now + PUNCHOUT_START_SECONDS * 1000),
      })
      .returning({ id: schema.punchoutSessions.id });
    await audit(tx, request, { action: 'punchout_setup', outcome: 'success', memberId: org.memberId, target: org.code, detail: { session: row?.id, operation } });
  });
  const startUrl = `${origin}${PUNCHOUT_PATHS.start}?token=${token}`;
  return { status: 200, xml: responseDocument(newPayloadId(new URL(origin).hostname), CXML_STATUS.ok, undefined, setupResponse(startUrl)) };
}
