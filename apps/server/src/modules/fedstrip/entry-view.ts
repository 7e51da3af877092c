/** The AAC entry and item entry screens' attributes (fedstrip_init and the verbs that answer them). */
import type { AacEntryAttributes, ItemEntryAttributes, RequisitionView } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import { type AacViewer, aacStandings } from '../../core/aac/aac-access.js';
import { findActiveCartId } from '../../core/cart/store.js';
import type { FedstripContext } from './context.js';
import { cartRequisitions } from './cart-lines.js';
import { profiledAacs, readProfile } from './profile-store.js';

const { addresses } = schema;

/** The member's AAC/DoDAAC addresses (the ones a FEDSTRIP order may ship to), by AAC. */
export async function aacAddresses(db: AppDb, memberId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ aac: addresses.aac, name: addresses.name })
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId), eq(addresses.kind, 'aac')))
    .orderBy(asc(addresses.name));
  const byAac = new Map<string, string>();
  for (const r of rows) if (r.aac && !byAac.has(r.aac)) byAac.set(r.aac, r.name);
  return byAac;
}

export async function aacEntry(db: AppDb, viewer: AacViewer, ctx: FedstripContext, aac = '', errors: AacEntryAttributes['errors'] = []): Promise<AacEntryAttributes> {
  const book = await aacAddresses(db, ctx.member.id);
  const codes = [...book.keys()];
  const [standings, profiled] = await Promise.all([aacStandings(viewer, codes), profiledAacs(db, ctx.member.id, codes)]);
  return {
    aac,
    errors,
    aacs: codes.map((c) => ({ aac: c, name: book.get(c) ?? '', access: standings.get(c)?.access ?? 'none', hasProfile: profiled.has(c) })),
  };
}

interface EntryOptions {
  expanded: boolean;
  preview?: RequisitionView | null;
  message?: string;
}

export async function itemEntry(db: AppDb, ctx: FedstripContext, aac: string, options: EntryOptions): Promise<ItemEntryAttributes> {
  const [profile, book, cartId] = await Promise.all([readProfile(db, ctx.member.id, aac), aacAddresses(db, ctx.member.id), findActiveCartId(db, ctx.owner)]);
  const lines = cartId === undefined ? [] : (await cartRequisitions(db, cartId, ctx.storeId)).lines;
  return {
    aac,
    aacName: book.get(aac) ?? '',
    codes: profile.codes,
    overseas: profile.overseas,
    hasProfile: profile.saved,
    expanded: options.expanded,
    lines,
    cartCount: lines.length,
    preview: options.preview ?? null,
    message: options.message ?? '',
  };
}
