import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { serialRuns } from '../../lib/serial-runs.js';

const BATCH = 50;
/** A run keeps claiming while batches come back full, so a backlog drains within a few runs. */
const MAX_BATCHES_PER_RUN = 10;
/** A claimed message is not picked up again by another instance for this long. */
const CLAIM_MS = 60_000;
const MAX_BACKOFF_MS = 15 * 60_000;
/**
 * Messages sent at once: the transport's pooled connections (plugins/mail/index.ts). A funds request mails every
 * approver of its AAC; one new SMTP connection per message drained 9 messages/s (bench/mail-relay.mjs).
 */
export const IN_FLIGHT = 5;

function laneOf(address: string): number {
  let hash = 0;
  for (let i = 0; i < address.length; i++) hash = (hash * 31 + address.charCodeAt(i)) >>> 0;
  return hash % IN_FLIGHT;
}

export interface RelayOptions {
  db: AppDb;
  transport: Transporter;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Sends the outbox at least once: rows are claimed (so instances do not collide), sent, then marked sent.
 * A crash between sending and marking sends the message again, never loses it.
 */
export function startRelay(options: RelayOptions) {
  const { db, transport, from, log } = options;
  const table = schema.mailOutbox;
  let stopped = false;

  // Times come from the database clock: a row stamped by now() in the same millisecond is due at once.
  async function claim() {
    const due = await db
      .select({ id: table.id })
      .from(table)
      .where(and(isNull(table.sentAt), lte(table.nextAttemptAt, sql`now()`)))
      .orderBy(asc(table.createdAt))
      .limit(BATCH);
    if (due.length === 0) return [];
    return db
      .update(table)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_MS / 1000})`, attempts: sql`${table.attempts} + 1` })
      .where(and(inArray(table.id, due.map((d) => d.id)), isNull(table.sentAt), lte(table.nextAttemptAt, sql`now()`)))
      .returning();
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !stopped; batch++) {
      const rows = await claim();
      sent += await sendAll(rows);
      if (rows.length < BATCH) break;
    }
    return sent;
  }

  async function sendOne(row: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    try {
      const attachments = row.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') }));
      const html = row.htmlBody ? { html: row.htmlBody } : {};
      await transport.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.textBody, ...html, ...(attachments ? { attachments } : {}) });
      await db.update(table).set({ sentAt: new Date(), lastError: null }).where(eq(table.id, row.id));
      return true;
    } catch (error) {
      const backoff = Math.min(MAX_BACKOFF_MS, 2 ** row.attempts * 1000);
      await db
        .update(table)
        .set({ lastError: (error as Error).message.slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${backoff / 1000})` })
        .where(eq(table.id, row.id));
      log.warn({ mailId: row.id, attempts: row.attempts }, 'mail delivery failed; will retry');
      return false;
    }
  }

  /**
   * A batch goes out over IN_FLIGHT pooled connections at once. One recipient's messages share a lane, so they
   * arrive in the order they were queued (an order's confirmation before its shipment notice).
   */
  async function sendAll(rows: Awaited<ReturnType<typeof claim>>): Promise<number> {
    const lanes = Array.from({ length: IN_FLIGHT }, () => [] as typeof rows);
    for (const row of rows) lanes[laneOf(row.toAddress)]!.push(row);
    const counts = await Promise.all(
      lanes.map(async (lane) => {
        let sent = 0;
        for (const row of lane) if (await sendOne(row)) sent += 1;
        return sent;
      }),
    );
    return counts.reduce((a, b) => a + b, 0);
  }

  const runs = serialRuns(runOnce);

  const timer = setInterval(() => {
    if (!stopped) runs.flush().catch((error: unknown) => log.error({ err: error }, 'mail relay run failed'));
  }, options.intervalMs ?? 2000);
  timer.unref();

  return {
    /** Sends what is due now (the caller's message included). */
    flush: runs.flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await runs.settled();
    },
  };
}
