/**
 * Saved purchase cards (docs/product/checkout.md): brand, last four digits, expiry, cardholder and nickname. The full
 * number reaches this module only to be summarized; it is never stored, returned or logged.
 */
import { cardExpiryError, type CardBrand, type CardInput, formatExpiry, type SavedCardView, summarizeCard } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';

const p = schema.paymentMethods;
type CardRow = typeof p.$inferSelect;

export function toCardView(row: CardRow, now: Date = new Date()): SavedCardView {
  const expiry = formatExpiry(row.expMonth, row.expYear);
  return {
    id: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    expiry,
    holderName: row.holderName,
    nickname: row.nickname,
    isDefault: row.isDefault,
    expiring: cardExpiryError(expiry, now) !== undefined,
  };
}

const owned = (memberId: string, id: number) => and(eq(p.id, id), eq(p.memberId, memberId), isNull(p.deletedAt));

/** The member's saved cards, the default first, then the newest; `now` (the app's clock) decides which are expiring. */
export async function listCards(db: AppDb, memberId: string, now: Date = new Date()): Promise<SavedCardView[]> {
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.memberId, memberId), isNull(p.deletedAt)))
    .orderBy(desc(p.isDefault), desc(p.createdAt), desc(p.id));
  return rows.map((row) => toCardView(row, now));
}

export async function findCard(db: AppDb, memberId: string, id: number, now: Date = new Date()): Promise<SavedCardView | undefined> {
  const [row] = await db.select().from(p).where(owned(memberId, id)).limit(1);
  return row ? toCardView(row, now) : undefined;
}

async function lockMember(tx: AppDb, memberId: string): Promise<void> {
  await tx.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.id, memberId)).for('update');
}

export const CARD_ALREADY_SAVED = 'This card is already saved in your methods of payment.';

/** Saves what may be kept of a validated card. The member's first card becomes the default. */
export async function addCard(db: AppDb, memberId: string, input: CardInput): Promise<SavedCardView> {
  const summary = summarizeCard(input.cardNumber, input.expiry);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const active = await tx
      .select({ brand: p.brand, last4: p.last4, expMonth: p.expMonth, expYear: p.expYear })
      .from(p)
      .where(and(eq(p.memberId, memberId), isNull(p.deletedAt)));
    const same = active.some((c) => c.brand === summary.brand && c.last4 === summary.last4 && c.expMonth === summary.expMonth && c.expYear === summary.expYear);
    if (same) throw new ValidationError([{ field: 'cardNumber', message: CARD_ALREADY_SAVED }]);
    const isDefault = input.isDefault || active.length === 0;
    if (isDefault) await tx.update(p).set({ isDefault: false }).where(and(eq(p.memberId, memberId), eq(p.isDefault, true)));
    const [row] = await tx
      .insert(p)
      .values({ memberId, ...summary, holderName: input.holderName, nickname: input.nickname, isDefault })
      .returning();
    if (!row) throw new Error('card insert returned nothing');
    return toCardView(row);
  });
}

export async function makeDefaultCard(db: AppDb, memberId: string, id: number): Promise<SavedCardView> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    if (!(await findCard(tx, memberId, id))) throw new NotFoundError('The card was not found in your methods of payment.');
    await tx.update(p).set({ isDefault: false }).where(and(eq(p.memberId, memberId), eq(p.isDefault, true)));
    const [row] = await tx.update(p).set({ isDefault: true }).where(owned(memberId, id)).returning();
    if (!row) throw new NotFoundError('The card was not found in your methods of payment.');
    return toCardView(row);
  });
}

/** Hides the member's card; when it was the default, the newest remaining card becomes the default. */
export async function deleteCard(db: AppDb, memberId: string, id: number): Promise<SavedCardView> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [row] = await tx.update(p).set({ deletedAt: new Date(), isDefault: false }).where(owned(memberId, id)).returning();
    if (!row) throw new NotFoundError('The card was not found in your methods of payment.');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(p)
      .where(and(eq(p.memberId, memberId), isNull(p.deletedAt), eq(p.isDefault, true)));
    if (Number(n) === 0) {
      const [newest] = await tx
        .select({ id: p.id })
        .from(p)
        .where(and(eq(p.memberId, memberId), isNull(p.deletedAt)))
        .orderBy(desc(p.createdAt), asc(p.id))
        .limit(1);
      if (newest) await tx.update(p).set({ isDefault: true }).where(eq(p.id, newest.id));
    }
    return toCardView(row);
  });
}
