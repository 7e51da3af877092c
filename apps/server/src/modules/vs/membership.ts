/**
 * Who may see a restricted store's content (docs/adr/0016). The DHS store: members whose sign-in address is on a
 * department domain, or who proved a department address by an emailed link (dhs/validate_email). One place: the
 * store gate, sign-in and the dhs pages all ask here.
 */
import { DHS_DOMAINS, DHS_STORE_ID, isDepartmentEmail, type StoreId } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../lib/member.js';

const { restrictedStoreMembers: members } = schema;

/** The stores limited to a department, with the domains an address must end in. */
export const RESTRICTED_STORES: Partial<Record<StoreId, readonly string[]>> = { [DHS_STORE_ID]: DHS_DOMAINS };

export function isRestrictedStore(storeId: StoreId): boolean {
  return RESTRICTED_STORES[storeId] !== undefined;
}

/** The department address a member proved for the store, if it is still on the store's domains. */
export async function validatedEmail(db: AppDb, memberId: string, storeId: StoreId): Promise<string | undefined> {
  const domains = RESTRICTED_STORES[storeId];
  if (!domains) return undefined;
  const [row] = await db
    .select({ email: members.email })
    .from(members)
    .where(and(eq(members.memberId, memberId), eq(members.storeId, storeId)))
    .limit(1);
  return row && isDepartmentEmail(row.email, domains) ? row.email : undefined;
}

/** True when the member may see the store's content: any store that is not restricted, or a department member. */
export async function mayUseStore(db: AppDb, member: Pick<Member, 'id' | 'email'>, storeId: StoreId): Promise<boolean> {
  const domains = RESTRICTED_STORES[storeId];
  if (!domains) return true;
  if (isDepartmentEmail(member.email, domains)) return true;
  return (await validatedEmail(db, member.id, storeId)) !== undefined;
}
