import { schema } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from './db-executor.js';

export interface AuditEvent {
  action: string;
  outcome: 'success' | 'refused' | 'failure';
  memberId?: string | null;
  target?: string | null;
  detail?: Record<string, unknown>;
}

/** Writes one audit row; call it with the transaction of the change so both commit or neither. */
export async function audit(db: DbExecutor, request: FastifyRequest, event: AuditEvent): Promise<void> {
  await db.insert(schema.auditLog).values({
    action: event.action,
    outcome: event.outcome,
    memberId: event.memberId ?? request.member?.id ?? null,
    target: event.target ?? null,
    requestId: request.id,
    // The client address as the trusted proxy chain gives it (TRUST_PROXY), never a header the client wrote.
    detail: { ...event.detail, source: request.ip },
  });
}
