/**
 * A sample contractor catalog file for the demo (README "Contractor catalogs"; docs/adr/0028-catalog-intake.md):
 * the whole catalog of one generated contract in force today, in the CSV template, with one offer in ten
 * re-priced, five new items  and one offer left out (withdrawn), so `scripts/catalog.mjs check` and `publish` have
 * something to show after `npm start`. Written from the database, so it matches the catalog it was generated with.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../json-rows.js';
import type { AppDb } from '../../client.js';

/** The file's name in the data directory. */
export const SAMPLE_CATALOG_FILE = 'sample-catalog.csv';
/** The contract is the one whose offer count is nearest this (a few hundred lines). */
const WANTED_LINES = 300;
const NEW_ITEMS = 5;
/** A UNSPSC class of general office supplies: the template requires one and matched products ignore it. */
const UNSPSC = '44120000';

const HEADER = 'contract_number,sin,part_number,manufacturer,manufacturer_part_number,nsn,title,description,unit_of_issue,price,minimum_order,delivery_days,unspsc,psc,socio_economic,programs,image';
const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const price = (cents: number) => (cents / 100).toFixed(2);

/** Rows of a raw query: both drivers (PGlite, node-postgres) answer `{ rows }`. */
async function queryRows<T>(db: AppDb, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export interface SampleCatalog {
  contractNumber: string;
  lines: number;
  changed: number;
  added: number;
  withdrawn: number;
}

/** Writes the sample to `path` unless a file is there already (an operator may have edited it); undefined when no contract fits. */
export async function writeSampleCatalog(db: AppDb, path: string, today: string): Promise<SampleCatalog | undefined> {
  if (existsSync(path)) return undefined;
  const contracts = await queryRows<{ id: number; contract_number: string; sin: string; offers: number }>(db, sql`
    select c.id, c.contract_number, c.sin, count(o.id)::int as offers
    from contracts c join offers o on o.contract_id = c.id
    where c.kind = 'MAS' and position(' ' in c.sin) = 0 and c.start_date <= ${today} and c.end_date >= ${today}
    group by c.id having count(o.id) > 1
    order by abs(count(o.id) - ${WANTED_LINES}), c.contract_number limit 1`);
  const contract = contracts[0];
  if (!contract) return undefined;
  const offers = await queryRows<{
    id: number; manufacturer_name: string; part_number: string; title: string; description: string; unit_of_issue: string;
    price_cents: number; minimum_order_quantity: number; delivery_days: number; state_programs: string[]; fsc: string | null;
  }>(db, sql`
    select o.id, p.manufacturer_name, p.part_number, p.title, p.description, p.unit_of_issue, o.price_cents,
      o.minimum_order_quantity, o.delivery_days, o.state_programs, cat.fsc
    from offers o join products p on p.id = o.product_id join categories cat on cat.id = p.category_id
    where o.contract_id = ${contract.id} order by o.id`);
  const rows = offers.slice(0, -1);
  const lines = [HEADER];
  const line = (cells: string[]) => lines.push(cells.map(cell).join(','));
  let changed = 0;
  rows.forEach((o, i) => {
    const cents = i % 10 === 0 ? Math.max(1, Math.round(o.price_cents * (i % 20 === 0 ? 1.04 : 0.97))) : o.price_cents;
    if (cents !== o.price_cents) changed++;
    line([contract.contract_number, contract.sin, `SKU-${o.id}`, o.manufacturer_name, o.part_number, '', o.title, o.description, o.unit_of_issue,
      price(cents), String(o.minimum_order_quantity), String(o.delivery_days), UNSPSC, '', '', (o.state_programs ?? []).join(';'), '']);
  });
  // New items go to the category most of the contract's offers are in, by its FSC (how a new product finds its category).
  const fscCounts = new Map<string, number>();
  for (const o of rows) if (o.fsc) fscCounts.set(o.fsc, (fscCounts.get(o.fsc) ?? 0) + 1);
  const fsc = [...fscCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const added = fsc ? NEW_ITEMS : 0;
  for (let n = 1; n <= added; n++) {
    line([contract.contract_number, contract.sin, `SAMPLE-NEW-${n}`, 'Sample Supply Company', `SSC-${1000 + n}`, '', `Sample Supply Assortment, Pack of ${n * 6}`,
      `An assortment of ${n * 6} items new to the contract's catalog.`, 'PK', price(1_250 * n + 99), '1', String(5 + n), UNSPSC, fsc!, '', '', '']);
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${lines.join('\r\n')}\r\n`);
  return { contractNumber: contract.contract_number, lines: lines.length - 1, changed, added, withdrawn: offers.length - rows.length };
}
