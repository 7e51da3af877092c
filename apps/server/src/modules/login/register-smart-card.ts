import { MESSAGES, type RegisterCardResponse, type SmartCardData } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { BadRequestError } from '../../lib/errors.js';
import { requireMember } from '../../lib/member.js';

/**
 * Registers a PIV/CAC card on the signed-in member (spec §4): NoAction when it is already this member's,
 * Error when another account has it, Success otherwise. The card is identified by the alternative name
 * read from the verified certificate, not by what the browser sent.
 */
export async function registerSmartCard(request: FastifyRequest): Promise<RegisterCardResponse> {
  const member = requireMember(request);
  const body = request.body as SmartCardData;
  const verify = request.server.identity?.verifyCard;
  const card = verify?.(body.ssl_client_cert_chain ?? '');
  if (!card?.ssl_client_san_other_msupn_0 || card.ssl_client_san_other_msupn_0 !== body.ssl_client_san_other_msupn_0) {
    await audit(request.server.db, request, { action: 'register_smart_card', outcome: 'refused', detail: { reason: 'certificate' } });
    throw new BadRequestError(MESSAGES.smartCard.registrationFailure);
  }
  const altName = card.ssl_client_san_other_msupn_0;
  const db = request.server.db;
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
}
