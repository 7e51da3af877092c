/**
 * The contract a catalog file is for and the offers it holds today, keyed as a file's line names its product:
 * manufacturer and manufacturer part number (the part number compared as products.part_number_norm is).
 */
import { normalizePartNumber } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';

export interface IntakeContract {
  id: number;
  contractNumber: string;
  contractorId: number;
  kind: string;
  sin: string;
  statePrograms: string[];
  startDate: string;
  endDate: string;
}

export interface CurrentOffer {
  offerId: number;
  priceCents: number;
  deliveryDays: number;
  minimumOrder: number;
  statePrograms: string[];
  manufacturer: string;
  manufacturerPartNumber: string;
  title: string;
}

export const productKey = (manufacturer: string, partNumber: string): string => `${manufacturer.trim().toUpperCase()}|${normalizePartNumber(partNumber)}`;

export async function findContract(db: DbExecutor, contractNumber: string): Promise<IntakeContract | undefined> {
  const c = schema.contracts;
  const [row] = await db
    .select({
      id: c.id,
      contractNumber: c.contractNumber,
      contractorId: c.contractorId,
      kind: c.kind,
      sin: c.sin,
      statePrograms: c.statePrograms,
      startDate: c.startDate,
      endDate: c.endDate,
    })
    .from(c)
    .where(eq(c.contractNumber, contractNumber.toUpperCase()));
  return row;
}

export async function currentOffers(db: DbExecutor, contractId: number): Promise<Map<string, CurrentOffer>> {
  const o = schema.offers;
  const p = schema.products;
  const rows = await db
    .select({
      offerId: o.id,
      priceCents: o.priceCents,
      deliveryDays: o.deliveryDays,
      minimumOrder: o.minimumOrderQuantity,
      statePrograms: o.statePrograms,
      manufacturer: p.manufacturerName,
      manufacturerPartNumber: p.partNumber,
      title: p.title,
    })
    .from(o)
    .innerJoin(p, eq(p.id, o.productId))
    .where(eq(o.contractId, contractId));
  return new Map(rows.map((row) => [productKey(row.manufacturer, row.manufacturerPartNumber), row]));
}
