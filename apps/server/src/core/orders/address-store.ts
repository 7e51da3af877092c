/**
 * The member's address book, kept on profile's pages and shared with every ordering path (checkout's ship-to
 * choices, ggs/cart/edit_shipping, FEDSTRIP, punchout). Every read and write is scoped to the member: another
 * member's id reads as not found. Deleting hides a row; orders keep their own copy of the ship-to address.
 */
import { type AccountFieldError, ADDRESS_KINDS, ADDRESS_TEXT, type AddressInput, addressInputSchema, type AddressKind, type AddressView } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '../../lib/errors.js';

const a = schema.addresses;
type AddressRow = typeof a.$inferSelect;

const asKind = (kind: string): AddressKind => ((ADDRESS_KINDS as readonly string[]).includes(kind) ? (kind as AddressKind) : 'standard');

export function toAddressView(row: AddressRow): AddressView {
  return {
    id: row.id,
    name: row.name,
    kind: asKind(row.kind),
    aac: row.aac,
    contactName: row.contactName,
    phone: row.phone,
    email: row.email,
    organization: row.organization,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    isDefault: row.isDefault,
  };
}

const owned = (memberId: string, id: number) => and(eq(a.id, id), eq(a.memberId, memberId), isNull(a.deletedAt));

/** The member's addresses, the default first, then by name. */
export async function listAddresses(db: AppDb, memberId: string): Promise<AddressView[]> {
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.memberId, memberId), isNull(a.deletedAt)))
    .orderBy(desc(a.isDefault), asc(sql`lower(${a.name})`), asc(a.id));
  return rows.map(toAddressView);
}

export async function findAddress(db: AppDb, memberId: string, id: number): Promise<AddressView | undefined> {
  const [row] = await db.select().from(a).where(owned(memberId, id)).limit(1);
  return row ? toAddressView(row) : undefined;
}

/**
 * What today's rules refuse in a stored address: addresses carried over from the older format (one
 * free-text block split into lines, names with punctuation, 9-digit ZIPs without the hyphen ...).
 */
export function addressProblems(view: AddressView): AccountFieldError[] {
  const result = addressInputSchema.safeParse({ ...view, aac: view.aac ?? '' });
  if (result.success) return [];
  const problems: AccountFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!problems.some((p) => p.field === field)) problems.push({ field, message: issue.message });
  }
  return problems;
}

/** Writes to one member's book take turns (a row lock on the member), so one default and unique names hold. */
async function lockMember(tx: AppDb, memberId: string): Promise<void> {
  await tx.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.id, memberId)).for('update');
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Adds an address, or changes the member's address `id` (NotFoundError when the member has none with that
 * id). A name the member already uses (any case) is a ValidationError on `name`. The first address, and
 * one saved with isDefault, becomes the default; the default stays the default when it is edited.
 */
export async function saveAddress(db: AppDb, memberId: string, input: AddressInput, id?: number): Promise<AddressView> {
  try {
    return await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const existing = id === undefined ? undefined : await findAddress(tx, memberId, id);
      if (id !== undefined && !existing) throw new NotFoundError('The address was not found in your address book.');
      const sameName = await tx
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.memberId, memberId), isNull(a.deletedAt), sql`lower(${a.name}) = lower(${input.name})`, id === undefined ? undefined : ne(a.id, id)))
        .limit(1);
      if (sameName.length > 0) throw new ValidationError([{ field: 'name', message: ADDRESS_TEXT.duplicateName(input.name) }]);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(a)
        .where(and(eq(a.memberId, memberId), isNull(a.deletedAt)));
      const isDefault = input.isDefault || Boolean(existing?.isDefault) || Number(count?.n ?? 0) === 0;
      if (isDefault) await tx.update(a).set({ isDefault: false }).where(and(eq(a.memberId, memberId), eq(a.isDefault, true)));
      const values = {
        name: input.name,
        kind: input.kind,
        aac: input.kind === 'aac' ? input.aac : null,
        contactName: input.contactName,
        phone: input.phone,
        email: input.email,
        organization: input.organization,
        line1: input.line1,
        line2: input.line2,
        city: input.city,
        state: input.state,
        zip: input.zip,
        country: 'US',
        isDefault,
      };
      const [row] = id === undefined
        ? await tx.insert(a).values({ memberId, ...values }).returning()
        : await tx.update(a).set(values).where(owned(memberId, id)).returning();
      if (!row) throw new Error('address write returned nothing');
      return toAddressView(row);
    });
  } catch (error) {
    // The name check runs under the member lock; the unique index is the backstop for any other writer.
    if (isUniqueViolation(error)) throw new ValidationError([{ field: 'name', message: ADDRESS_TEXT.duplicateName(input.name) }]);
    throw error;
  }
}

/** Makes the member's address `id` the default. */
export async function makeDefaultAddress(db: AppDb, memberId: string, id: number): Promise<AddressView> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    if (!(await findAddress(tx, memberId, id))) throw new NotFoundError('The address was not found in your address book.');
    await tx.update(a).set({ isDefault: false }).where(and(eq(a.memberId, memberId), eq(a.isDefault, true)));
    const [row] = await tx.update(a).set({ isDefault: true }).where(owned(memberId, id)).returning();
    if (!row) throw new NotFoundError('The address was not found in your address book.');
    return toAddressView(row);
  });
}

/**
 * Hides the member's address `id`. When it was the default, the oldest remaining address becomes the
 * default, so checkout always has one to offer while the book is not empty.
 */
export async function deleteAddress(db: AppDb, memberId: string, id: number): Promise<AddressView> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [row] = await tx.update(a).set({ deletedAt: new Date(), isDefault: false }).where(owned(memberId, id)).returning();
    if (!row) throw new NotFoundError('The address was not found in your address book.');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(a)
      .where(and(eq(a.memberId, memberId), isNull(a.deletedAt), eq(a.isDefault, true)));
    if (Number(n) === 0) {
      const [oldest] = await tx
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.memberId, memberId), isNull(a.deletedAt)))
        .orderBy(asc(a.createdAt), asc(a.id))
        .limit(1);
      if (oldest) await tx.update(a).set({ isDefault: true }).where(eq(a.id, oldest.id));
    }
    return toAddressView(row);
  });
}

/** The name of an address the member had, deleted or not (for the notice after a change). */
export async function addressName(db: AppDb, memberId: string, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: a.name })
    .from(a)
    .where(and(eq(a.id, id), eq(a.memberId, memberId)))
    .limit(1);
  return row?.name;
}
