/**
 * Databases whose catalog was generated before the state and local programs existed (migration 0011 added the
 * columns empty) get the opt-ins and open programs the generator gives today, once: the contracts' opt-ins from
 * the reference, each offer's programs from its contract and the program scope of its category (contracts
 * package rules), each product's as the union of its offers'. A database with any opt-in is left alone.
 */
import { programCovers, STATE_PROGRAM_KEYS, STATE_PROGRAMS } from '@advantage/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../json-rows.js';
import type { Database } from '../../client.js';
import type { Reference } from './catalog.js';

const KEYS = sql.raw(`ARRAY[${STATE_PROGRAM_KEYS.map((k) => `'${k}'`).join(',')}]::text[]`);

export async function backfillStatePrograms(database: Database, ref: Reference): Promise<boolean> {
  const { db } = database;
  const [row] = rowsOf<{ has_contracts: boolean; has_opt_ins: boolean }>(await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM contracts WHERE kind = 'MAS') AS has_contracts,
           EXISTS (SELECT 1 FROM contracts WHERE state_programs <> '{}') AS has_opt_ins`));
  if (!row?.has_contracts || row.has_opt_ins) return false;

  const optIns = JSON.stringify(ref.contracts.filter((c) => c.statePrograms.length > 0).map((c) => ({ id: c.id, programs: c.statePrograms })));
  // Per leaf category and source (schedule or Global Supply stock): the programs whose scope reaches it.
  const scope = JSON.stringify(
    ref.leaves.flatMap((l) =>
      [false, true].map((gss) => ({
        category_id: l.id,
        gss,
        programs: STATE_PROGRAM_KEYS.filter((k) => programCovers(STATE_PROGRAMS[k], { sin: gss ? 'GSS' : l.leaf.sin, topCategory: l.top.code, kind: l.top.kind })),
      })),
    ),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE contracts c SET state_programs = x.programs
        FROM jsonb_to_recordset(${optIns}::jsonb) AS x(id int, programs text[]) WHERE c.id = x.id`);
    await tx.execute(sql`
      UPDATE offers o
         SET state_programs = ARRAY(SELECT k FROM unnest(${KEYS}) WITH ORDINALITY AS t(k, i)
                                     WHERE k = ANY (c.state_programs) AND k = ANY (s.programs) ORDER BY i)
        FROM products p, contracts c, jsonb_to_recordset(${scope}::jsonb) AS s(category_id int, gss boolean, programs text[])
       WHERE p.id = o.product_id AND c.id = o.contract_id AND s.category_id = p.category_id AND s.gss = o.gsa_stock
         AND c.state_programs <> '{}'`);
    await tx.execute(sql`
      UPDATE products p
         SET state_programs = ARRAY(SELECT k FROM unnest(${KEYS}) WITH ORDINALITY AS t(k, i)
                                     WHERE EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND k = ANY (o.state_programs)) ORDER BY i)
       WHERE EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.state_programs <> '{}')`);
  });
  return true;
}
