// The contractor catalog file of the catalog benches (catalog-check.mjs, catalog-publish.mjs), written from a
// generated catalog: every current offer of the contract with the most offers (one in ten re-priced), new items up
// to the line count, and, unless told otherwise, one bad line in a thousand (docs/adr/0028-catalog-intake.md).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';

const HEADER = 'contract_number,sin,part_number,manufacturer,manufacturer_part_number,nsn,title,description,unit_of_issue,price,minimum_order,delivery_days,unspsc,psc,socio_economic,programs,image';

/** The contract in force with the most offers, and its offers. */
export async function biggestContract(db) {
  const today = new Date().toISOString().slice(0, 10);
  const { rows } = await db.execute(sql`
    select c.id, c.contract_number, c.sin, count(o.id)::int as offers from contracts c join offers o on o.contract_id = c.id
    where c.start_date <= ${today} and c.end_date >= ${today} group by c.id order by count(o.id) desc limit 1`);
  const contract = rows[0];
  const { rows: offers } = await db.execute(sql`
    select p.manufacturer_name, p.part_number, p.title, p.unit_of_issue, o.price_cents, o.delivery_days, o.minimum_order_quantity
    from offers o join products p on p.id = o.product_id where o.contract_id = ${contract.id}`);
  return { contract, offers };
}

const cell = (v) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

export async function writeCatalogFile(path, { contract, offers }, lines, badLines = true) {
  const out = createWriteStream(path);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${HEADER}\r\n`);
  const price = (cents) => (cents / 100).toFixed(2);
  for (let i = 0; i < lines; i++) {
    const o = offers[i];
    const bad = badLines && i % 1000 === 999;
    const row = o
      ? [contract.contract_number, contract.sin, `K-${o.part_number}`, o.manufacturer_name, o.part_number, '', o.title, `${o.title}.`, o.unit_of_issue,
          price(i % 10 === 0 ? Math.round(o.price_cents * 1.05) : o.price_cents), String(o.minimum_order_quantity), String(o.delivery_days), '44120000', '', '', '', '']
      : [contract.contract_number, contract.sin, `NEW-${i}`, 'Bench Industries', `BI-${i}`, i % 7 === 0 ? `7510-01-${String(100 + (i % 900))}-${String(1000 + (i % 9000))}` : '',
          `Bench item ${i}, assorted`, `A new item of the bench file, number ${i}.`, 'EA', bad ? '12.5' : price(100 + (i % 90_000)), '', String(1 + (i % 30)), '44120000', '7510', 'SB', '', ''];
    await write(`${row.map(cell).join(',')}\r\n`);
  }
  out.end();
  await once(out, 'finish');
}
