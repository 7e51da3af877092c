/**
 * The departments, their agreements and contacts, read once a minute and kept in memory: every department
 * page and the suggestions while typing answer from here without a query.
 */
import { type DepartmentAgreement, type DepartmentContact, type DepartmentSummary, searchHref, type StoreId, toStoreId } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { cached } from '../../lib/cache.js';

const REFERENCE_TTL_MS = 60_000;
const { contracts, contractors, departments, departmentContacts } = schema;

export interface DepartmentRecord {
  summary: DepartmentSummary;
  row: typeof departments.$inferSelect;
  agreements: DepartmentAgreement[];
  /** The contracts department/main_search is limited to. */
  contractIds: number[];
  contacts: DepartmentContact[];
  /** The stores each agreement (by contract number) is limited to; empty: every store. */
  agreementStores: Map<string, number[]>;
}

export interface DepartmentDirectory {
  list: DepartmentRecord[];
  byCode: Map<string, DepartmentRecord>;
}

type ContractRow = typeof contracts.$inferSelect & { holder: string };

function agreementOf(code: string, c: ContractRow, schedules: Map<number, string>): DepartmentAgreement {
  return {
    contractNumber: c.contractNumber,
    kind: c.kind,
    holder: c.holder,
    holderId: c.contractorId,
    startDate: c.startDate,
    endDate: c.endDate,
    scheduleContract: c.kind === 'BPA' ? (schedules.get(c.contractorId) ?? null) : null,
    documents: c.documents.map((d) => ({ title: d.title, url: `/ws/information/page?keyName=${encodeURIComponent(d.keyName)}` })),
    searchUrl: searchHref('department/main_search', { dept: code, contractNumber: c.contractNumber }),
  };
}

/**
 * A department's agreements: the current contracts limited to its store (contracts.store_ids), and the GSA
 * Global Supply contract when it orders Global Supply stock. BPAs name the schedule contract of their holder.
 */
async function loadDirectory(db: AppDb): Promise<DepartmentDirectory> {
  const today = new Date().toISOString().slice(0, 10);
  const [rows, contactRows] = await Promise.all([
    db.select().from(departments).orderBy(asc(departments.position)),
    db.select().from(departmentContacts).orderBy(asc(departmentContacts.departmentCode), asc(departmentContacts.position)),
  ]);
  const storeIds = rows.map((d) => d.storeId);
  const current = and(lte(contracts.startDate, today), gte(contracts.endDate, today));
  const limited = storeIds.length ? sql`${contracts.storeIds} && ${sql`ARRAY[${sql.join(storeIds.map((id) => sql`${id}`), sql`, `)}]::integer[]`}` : sql`false`;
  const contractRows: ContractRow[] = await db
    .select({ contract: contracts, holder: contractors.name })
    .from(contracts)
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .where(and(current, or(limited, eq(contracts.kind, 'GSS'))))
    .orderBy(asc(contracts.kind), asc(contracts.contractNumber))
    .then((found) => found.map((r) => ({ ...r.contract, holder: r.holder })));
  const holders = [...new Set(contractRows.filter((c) => c.kind === 'BPA').map((c) => c.contractorId))];
  const scheduleRows = holders.length
    ? await db
        .select({ contractorId: contracts.contractorId, contractNumber: contracts.contractNumber })
        .from(contracts)
        .where(and(eq(contracts.kind, 'MAS'), inArray(contracts.contractorId, holders)))
        .orderBy(asc(contracts.id))
    : [];
  const schedules = new Map<number, string>();
  for (const s of scheduleRows) if (!schedules.has(s.contractorId)) schedules.set(s.contractorId, s.contractNumber);

  const list = rows.map((row): DepartmentRecord => {
    const own = contractRows.filter((c) => c.storeIds.includes(row.storeId) || (row.globalSupply && c.kind === 'GSS'));
    const agreements = own.map((c) => agreementOf(row.code, c, schedules));
    const storeId: StoreId = toStoreId(String(row.storeId));
    return {
      row,
      summary: { code: row.code, name: row.name, storeId, agreementCount: agreements.length, summary: row.summary },
      agreements,
      contractIds: own.map((c) => c.id),
      agreementStores: new Map(own.map((c) => [c.contractNumber, c.storeIds])),
      contacts: contactRows.filter((c) => c.departmentCode === row.code).map((c) => ({ role: c.role, name: c.name, email: c.email, phone: c.phone })),
    };
  });
  return { list, byCode: new Map(list.map((d) => [d.row.code, d])) };
}

export function departmentDirectory(db: AppDb): () => Promise<DepartmentDirectory> {
  return cached(REFERENCE_TTL_MS, () => loadDirectory(db));
}
