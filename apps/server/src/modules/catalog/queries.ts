/**
 * The catalog's reads of contractors and contracts, prepared statements with parameters. A contract
 * limited to some stores (a BPA) is invisible to the others. The product page's read is product-source.ts.
 */
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { visibleToStore } from '../../lib/contract-visibility.js';

const { contracts, contractors } = schema;

export const contractColumns = {
  id: contracts.id,
  contractNumber: contracts.contractNumber,
  contractorId: contracts.contractorId,
  kind: contracts.kind,
  schedule: contracts.schedule,
  sin: contracts.sin,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  minimumOrderCents: contracts.minimumOrderCents,
  maximumOrderCents: contracts.maximumOrderCents,
  fob: contracts.fob,
  warranty: contracts.warranty,
  paymentTerms: contracts.paymentTerms,
  acceptsPurchaseCard: contracts.acceptsPurchaseCard,
  storeIds: contracts.storeIds,
  documents: contracts.documents,
};

/** Contracts a store may buy from: open to every store, or naming this one (lib/contract-visibility.ts). */
export { visibleToStore };

export type ContractRow = Awaited<ReturnType<ReturnType<typeof catalogQueries>['contractsOf']>>[number];

export function catalogQueries(db: AppDb) {
  const contractor = db
    .select({
      id: contractors.id,
      name: contractors.name,
      uei: contractors.uei,
      street: contractors.street,
      city: contractors.city,
      state: contractors.state,
      zip: contractors.zip,
      phone: contractors.phone,
      email: contractors.email,
      website: contractors.website,
      smallBusiness: contractors.smallBusiness,
      womanOwned: contractors.womanOwned,
      veteranOwned: contractors.veteranOwned,
      serviceDisabledVeteranOwned: contractors.serviceDisabledVeteranOwned,
      eightA: contractors.eightA,
      hubzone: contractors.hubzone,
      abilityOne: contractors.abilityOne,
    })
    .from(contractors)
    .where(eq(contractors.id, sql.placeholder('id')))
    .limit(1)
    .prepare('catalog_contractor');

  const contractsOf = db
    .select(contractColumns)
    .from(contracts)
    .where(and(eq(contracts.contractorId, sql.placeholder('id')), visibleToStore(sql.placeholder('storeId'))))
    .orderBy(asc(contracts.contractNumber))
    .prepare('catalog_contracts_of');

  const contractByNumber = db
    .select({ ...contractColumns, contractorName: contractors.name })
    .from(contracts)
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .where(and(eq(contracts.contractNumber, sql.placeholder('number')), visibleToStore(sql.placeholder('storeId'))))
    .limit(1)
    .prepare('catalog_contract_by_number');

  return {
    contractor: (id: number) => contractor.execute({ id }),
    contractsOf: (id: number, storeId: number) => contractsOf.execute({ id, storeId }),
    contractByNumber: (number: string, storeId: number) => contractByNumber.execute({ number, storeId }),
  };
}

export type CatalogQueries = ReturnType<typeof catalogQueries>;
