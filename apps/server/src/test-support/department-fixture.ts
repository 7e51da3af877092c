/**
 * The hand-written search catalog plus department agreements with known contents: a current BPA limited to the
 * DHS store (pen 1 and toner 6), one limited to the VA store (pen 2), and an ended DHS BPA (gel pen 3) that no
 * department search may reach.
 */
import { type AppDb, schema } from '@advantage/db';
import { insertHandCatalog } from './search-fixture.js';

export const DEPT_FIXTURE = {
  dhsBpa: 'GS-00F-80811A',
  vaBpa: 'GS-00F-80812A',
  endedDhsBpa: 'GS-00F-80813A',
  /** The schedule contract of the DHS BPA's holder. */
  dhsSchedule: 'GS-00F-80801A',
} as const;

const bpa = (id: number, contractorId: number, storeIds: number[], endDate: string) => ({
  id,
  contractNumber: `GS-00F-${id}A`,
  contractorId,
  kind: 'BPA',
  schedule: 'MAS Blanket Purchase Agreement',
  sin: '339940',
  startDate: '2021-01-01',
  endDate,
  fob: 'Destination',
  warranty: '1 year',
  paymentTerms: 'Net 30',
  storeIds,
  documents: [{ title: 'BPA Terms and Conditions', keyName: `BPA_GS-00F-${id}A` }],
});

const offer = (id: number, productId: number, contractId: number, contractorId: number) => ({
  id,
  productId,
  contractId,
  contractorId,
  priceCents: 400,
  deliveryDays: 3,
  deliveryText: '3 days',
  stockStatus: 'in_stock',
});

export async function insertDepartmentCatalog(db: AppDb): Promise<void> {
  await insertHandCatalog(db);
  await db.insert(schema.contracts).values([bpa(80811, 80801, [8], '2099-12-31'), bpa(80812, 80802, [6], '2099-12-31'), bpa(80813, 80802, [8], '2022-12-31')]);
  await db.insert(schema.offers).values([
    offer(9_000_001, 1, 80811, 80801),
    offer(9_000_002, 6, 80811, 80801),
    offer(9_000_003, 2, 80812, 80802),
    offer(9_000_004, 3, 80813, 80802),
  ]);
}
