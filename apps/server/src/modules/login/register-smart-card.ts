import { MESSAGES, type SmartCardData } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { BadRequestError } from '../../lib/errors.js';
import { presentedCard, sessionBinding, verifyCardAssertion } from '../../lib/smart-card.js';
import { consumeSmartCardChallenge } from './smart-card-challenge.js';
import { bind } from '../../lib/handler.js';

type Refusal = 'certificate' | 'assertion' | 'challenge' | 'card';

/**
 * The card this registration proves, or why not. The reader's assertion must be signed by its key, name this
 * session's binding and pending nonce (used up here), and the certificate sent; the card data is read from that
 * certificate after it verifies to a trust anchor, never taken from the fields the browser relays (docs/adr/0008).
 */
async function provenCard(request: FastifyRequest, body: SmartCardData): Promise<SmartCardData | Refusal> {
  const identity = request.server.identity;
  const chain = body.ssl_client_cert_chain ?? '';
  const presented = presentedCard(chain);
  // Without trust anchors (an external reader), the reader's signature over the certificate's thumbprint vouches for it.
  const card = identity?.verifyCard ? identity.verifyCard(chain) : presented?.data;
  if (!presented || !card?.ssl_client_san_other_msupn_0 || card.ssl_client_san_other_msupn_0 !== body.ssl_client_san_other_msupn_0) return 'certificate';
  const key = identity?.cardAssertionKey;
  const claims = key && body.assertion ? await verifyCardAssertion(body.assertion, key, (identity.now ?? Date.now)()) : undefined;
  if (!claims || claims.binding !== sessionBinding(request.session.id)) return 'assertion';
  if (!(await consumeSmartCardChallenge(request, claims.nonce))) return 'challenge';
  if (claims.msupn !== card.ssl_client_san_other_msupn_0 || claims.cnf['x5t#S256'] !== presented.thumbprint) return 'card';
  return card;
}

/**
 * Registers a PIV/CAC card on the signed-in member (docs/product/accounts-and-sign-in.md): NoAction when it is already this member's,
 * Error when another account has it, Success otherwise.
 */
export const registerSmartCard = bind('login/register_smart_card', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const card = await provenCard(request, body);
  if (typeof card === 'string') {
    await audit(ctx.db, request, { action: 'register_smart_card', outcome: 'refused', detail: { reason: card } });
    throw new BadRequestError(MESSAGES.smartCard.registrationFailure);
  }
  const altName = card.ssl_client_san_other_msupn_0 ?? '';
  const db = ctx.db;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(schema.smartCards).where(eq(schema.smartCards.altName, altName)).limit(1);
    if (existing?.memberId === member.id) return { responseName: 'NoAction' as const, message: MESSAGES.smartCard.noAction };
    if (existing) {
      await audit(tx, request, { action: 'register_smart_card', outcome: 'refused', detail: { reason: 'other account' } });
      return { responseName: 'Error' as const, message: MESSAGES.smartCard.error };
    }
    await tx.insert(schema.smartCards).values({
      memberId: member.id,
      altName,
      subjectCn: card.ssl_client_s_dn_cn ?? '',
      issuerO: card.ssl_client_i_dn_o ?? 'CA',
      subjectOu: card.ssl_client_s_dn_ou ?? 'U.S. Government',
      expiresAt: card.ssl_client_v_end ?? '',
    });
    await audit(tx, request, { action: 'register_smart_card', outcome: 'success', target: altName });
    return { responseName: 'Success' as const, message: MESSAGES.smartCard.success };
  });
});
