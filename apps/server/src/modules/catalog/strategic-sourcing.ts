/**
 * catalog/strategic_sourcing: the blanket purchase agreements (BPAs) the buyer's store may order under,
 * for one product (with each BPA's price and its saving against the lowest schedule price) or, without a
 * product, every current BPA of the store.
 */
import { CATALOG_TEXT, type SourcingVehicle, type StrategicSourcingAttributes } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';
import { screen } from '../../lib/envelope.js';
import type { CatalogContext } from './context.js';
import type { ProductSource } from './product-source.js';
import { contractColumns, visibleToStore } from './queries.js';
import { isoToday } from '../../core/app-context.js';
import { contractView, productSummary } from './views.js';

const MAX_VEHICLES = 100;
const { contracts, contractors } = schema;

export function strategicSourcingVerb(db: AppDb, source: ProductSource) {
  const storeBpas = db
    .select({ ...contractColumns, contractorName: contractors.name })
    .from(contracts)
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .where(
      and(
        eq(contracts.kind, 'BPA'),
        lte(contracts.startDate, sql`${sql.placeholder('today')}`),
        gte(contracts.endDate, sql`${sql.placeholder('today')}`),
        visibleToStore(sql.placeholder('storeId')),
      ),
    )
    .orderBy(asc(contracts.contractNumber))
    .limit(MAX_VEHICLES)
    .prepare('catalog_store_bpas');

  return async (ctx: CatalogContext, input: { productId?: number | undefined }) => {
    const today = isoToday();
    if (input.productId === undefined) {
      const rows = await storeBpas.execute({ today, storeId: ctx.storeId });
      const vehicles: SourcingVehicle[] = rows.map((r) => ({
        contract: contractView(r, today),
        contractor: { id: r.contractorId, name: r.contractorName },
        priceCents: null,
        savingsCents: null,
      }));
      const attributes: StrategicSourcingAttributes = { product: null, vehicles, message: vehicles.length ? null : CATALOG_TEXT.noVehicles };
      return screen('catalog/strategic_sourcing', 'StrategicSourcing', attributes);
    }
    const found = await source(input.productId, ctx.storeId, today);
    if (!found) throw new NotFoundError('No product has this id.');
    const { product: row, offers } = found;
    const schedulePrices = offers.filter((o) => o.contract.kind !== 'BPA').map((o) => o.priceCents);
    const lowestSchedule = schedulePrices.length ? Math.min(...schedulePrices) : null;
    const vehicles: SourcingVehicle[] = offers
      .filter((o) => o.contract.kind === 'BPA')
      .map((o) => ({
        contract: contractView(o.contract, today),
        contractor: { id: o.contractor.id, name: o.contractor.name },
        priceCents: o.priceCents,
        savingsCents: lowestSchedule !== null && o.priceCents < lowestSchedule ? lowestSchedule - o.priceCents : null,
      }));
    const attributes: StrategicSourcingAttributes = {
      product: productSummary(row),
      vehicles,
      message: vehicles.length ? null : CATALOG_TEXT.noVehiclesForProduct,
    };
    return screen('catalog/strategic_sourcing', 'StrategicSourcing', attributes);
  };
}
