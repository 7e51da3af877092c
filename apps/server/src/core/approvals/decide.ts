/**
 * The one decision path of every approval kind (docs/adr/0036-one-approval-engine.md): in ONE transaction the
 * request moves (claim: refused with the kind's 409 when another decision got there first), what the decision
 * does next runs (a frozen cart goes back to its buyer, the kind's own effect such as an AAC grant), then the
 * party is told: the email with its message-center copy, the audit row, and the answer; all commit together.
 * After the commit the outbox is flushed and a returned cart is pushed to the buyer's tabs.
 */
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { audit, type AuditEvent } from '../../lib/audit.js';
import type { MailMessage } from '../../plugins/mail/outbox.js';
import { publishReturnedCart } from '../cart/store.js';
import { returnFrozenCart } from '../cart/frozen-cart.js';
import { type ApprovalStore, claim, type Move } from './transitions.js';

/** A cart frozen while it waited for the decision, which this decision gives back to the buyer. */
export interface CartBack {
  cartId: number;
  memberId: string;
  frozenStatus: string;
  /** The store the buyer checked out in, which prices the returned cart. */
  storeId: number;
}

/** What a decision tells: the party's email (with its message-center copy), the audit row, the answer. */
export interface Told<A> {
  mail: MailMessage | null;
  audit: AuditEvent;
  answer: A;
}

export interface Decision<S extends string, T extends PgTable, E, A> {
  store: ApprovalStore<S, T>;
  move: Move<S>;
  cartBack?: CartBack;
  /** What the decision does next in its transaction (an AAC approval's grant). */
  effect?: (tx: AppDb, moved: T['$inferSelect']) => Promise<E>;
  tell: (tx: AppDb, done: { moved: T['$inferSelect']; merged: boolean; effect: E | undefined }) => Promise<Told<A>>;
}

/** Enqueues the mail and writes the audit row in the caller's transaction; gives back the answer. */
export async function tellIn<A>(tx: AppDb, request: FastifyRequest, told: Told<A>): Promise<A> {
  if (told.mail) await request.server.mail.enqueue(told.mail, tx);
  await audit(tx, request, told.audit);
  return told.answer;
}

/** Sends what the committed transaction queued (failures stay queued for the outbox's retries). */
export function flushMail(request: FastifyRequest): void {
  void request.server.mail.flush().catch(() => undefined);
}

export async function decide<S extends string, T extends PgTable, E, A>(request: FastifyRequest, d: Decision<S, T, E, A>): Promise<A> {
  const answer = await request.server.db.transaction(async (tx) => {
    const moved = await claim(tx, d.store, d.move);
    const merged = d.cartBack ? await returnFrozenCart(tx, d.cartBack.cartId, d.cartBack.memberId, d.cartBack.frozenStatus) : false;
    const effect = d.effect ? await d.effect(tx, moved) : undefined;
    return tellIn(tx, request, await d.tell(tx, { moved, merged, effect }));
  });
  flushMail(request);
  if (d.cartBack) await publishReturnedCart(request, d.cartBack.memberId, d.cartBack.cartId, d.cartBack.storeId);
  return answer;
}
