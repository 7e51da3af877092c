/**
 * An approval's lifecycle as one table per kind (the style of modules/orderhistory/transitions.ts): which status
 * a request may move to from each status. Every move is one atomic UPDATE ... WHERE status = <from> (plus the
 * kind's guard: the supervisor named, the link unexpired, the version the approver saw), so of two decisions at
 * once exactly one changes the row; the table refuses a move the kind never makes before any SQL runs.
 * docs/adr/0036-one-approval-engine.md.
 */
import type { AppDb } from '@advantage/db';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

export function canMove<S extends string>(table: Transitions<S>, from: S, to: S): boolean {
  return table[from].includes(to);
}

/** Where a kind keeps its requests, its table of moves, and the refusal when another decision got there first. */
export interface ApprovalStore<S extends string, T extends PgTable = PgTable> {
  table: T;
  id: PgColumn;
  status: PgColumn;
  transitions: Transitions<S>;
  /** The error for a move that found the request moved on (its status now, undefined when it is gone). */
  conflict: (status: string | undefined) => Error;
}

export interface Move<S extends string> {
  id: number;
  from: S;
  to: S;
  /** The other columns the move writes (reason, decidedAt, decidedBy, a version bump …). */
  set?: Record<string, unknown>;
  /** The kind's own condition besides the status (the named supervisor, the link's expiry, the version). */
  guard?: SQL;
}

/** The move, or undefined when the request is no longer where the move starts (nothing written). */
export async function move<S extends string, T extends PgTable>(tx: AppDb, store: ApprovalStore<S, T>, m: Move<S>): Promise<T['$inferSelect'] | undefined> {
  if (!canMove(store.transitions, m.from, m.to)) throw new Error(`an approval does not move from ${m.from} to ${m.to}`);
  const [row] = await tx
    .update(store.table as PgTable)
    .set({ ...m.set, status: m.to } as never)
    .where(and(eq(store.id, m.id), eq(store.status, m.from), m.guard))
    .returning();
  return row as T['$inferSelect'] | undefined;
}

/** The move, or the kind's conflict (409) with the status the request has now. */
export async function claim<S extends string, T extends PgTable>(tx: AppDb, store: ApprovalStore<S, T>, m: Move<S>): Promise<T['$inferSelect']> {
  const moved = await move(tx, store, m);
  if (moved) return moved;
  const [now] = await tx.select({ status: store.status }).from(store.table as PgTable).where(eq(store.id, m.id));
  throw store.conflict(now ? String(now.status) : undefined);
}
