/**
 * Applies a staged catalog to its contract (docs/adr/0028-catalog-intake.md), set-based, inside the publishing
 * transaction: products are matched by manufacturer and part number or created in their category, the contract's
 * offers re-priced, added and (for a full file) withdrawn, every price change kept in offer_price_history, and the
 * products' offer-derived columns recomputed for every product touched. Carts keep their offer ids: a withdrawn or
 * re-priced offer meets the cart's existing "no longer offered" and "price changed" rules at checkout.
 */
import { CATALOG_INTAKE_TEXT, programCovers, STATE_PROGRAM_KEYS, STATE_PROGRAMS, type StateProgramKey } from '@advantage/contracts';
import { rowsOf } from '@advantage/db';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';
import type { IntakeContract } from './current-offers.js';
import type { CatalogProblem } from './types.js';

/** The contractor's socio-economic codes in the catalog's order (the generator's SOCIO_ORDER). */
const socioOf = (contractorId: number) => sql`(select array_remove(array[
    case when k.small_business then 'SB' end, case when k.woman_owned then 'WO' end, case when k.veteran_owned then 'VO' end,
    case when k.sdvo then 'SDVO' end, case when k.eight_a then '8A' end, case when k.hubzone then 'HUBZ' end], null)
  from contractors k where k.id = ${contractorId})`;

/** The programs in the contracts' table order, for a product's badges. */
const PROGRAM_ORDER = sql`array[${sql.join(STATE_PROGRAM_KEYS.map((k) => sql`${k}`), sql`, `)}]::text[]`;

/** The id the publication's first new offer gets (stage.ts numbers new offers as it stages them). */
export async function nextOfferId(tx: DbExecutor): Promise<number> {
  const [row] = rowsOf<{ id: string | number }>(await tx.execute(sql`select coalesce(max(id), 0) + 1 as id from offers`));
  return Number(row!.id);
}

/** Products the file names, matched to the catalog's; lines of new products without a category are refused. */
export async function matchProducts(tx: DbExecutor): Promise<CatalogProblem[]> {
  await tx.execute(sql`
    update catalog_stage s set product_id = (
      select min(p.id) from products p where p.part_number_norm = s.part_norm and upper(p.manufacturer_name) = upper(s.manufacturer))`);
  const orphans = rowsOf<{ line: number; psc: string | null; unspsc: string }>(
    await tx.execute(sql`select line, psc, unspsc from catalog_stage where product_id is null and category_id is null order by line`),
  );
  return orphans.map((o) => ({ line: o.line, field: 'psc', message: CATALOG_INTAKE_TEXT.noCategory(o.psc, o.unspsc) }));
}

/** Programs a line lists that do not reach its item (the contract's SIN, the product's category). */
export async function programProblems(tx: DbExecutor, contract: IntakeContract): Promise<CatalogProblem[]> {
  const listed = rowsOf<{ line: number; programs: string[]; sin: string; kind: 'product' | 'service'; top: string }>(
    await tx.execute(sql`
      select s.line, s.programs, s.sin, leaf.kind, top.code as top from catalog_stage s
      left join products p on p.id = s.product_id
      join categories leaf on leaf.id = coalesce(p.category_id, s.category_id)
      join categories top on top.id = coalesce(leaf.parent_id, leaf.id)
      where cardinality(s.programs) > 0 order by s.line`),
  );
  return listed.flatMap((l) =>
    l.programs
      .filter((key) => !programCovers(STATE_PROGRAMS[key as StateProgramKey], { sin: contract.kind === 'GSS' ? 'GSS' : l.sin, topCategory: l.top, kind: l.kind }))
      .map((key) => ({ line: l.line, field: 'programs', message: CATALOG_INTAKE_TEXT.programOutOfScope(key) })),
  );
}

/**
 * New products, with their offer-derived columns from the one offer they will have (this contract's, in force), so
 * that refreshProducts need not rewrite them.
 */
export async function createProducts(tx: DbExecutor, contract: IntakeContract): Promise<void> {
  await tx.execute(sql`
    insert into manufacturers (name)
    select distinct on (upper(s.manufacturer)) s.manufacturer from catalog_stage s
    where s.product_id is null and not exists (select 1 from manufacturers m where upper(m.name) = upper(s.manufacturer))
    order by upper(s.manufacturer), s.line
    on conflict (name) do nothing`);
  // One statement gives each new product its manufacturer and its id (numbered after the products' highest, in file
  // order): each rewrite of the staged rows costs as much again. The manufacturers by one hash join rather than a
  // scan of manufacturers per line (names compared without regard to case); every new product's manufacturer exists.
  await tx.execute(sql`
    update catalog_stage s set manufacturer_id = m.id, product_id = base.id + r.n, new_product = true
    from (select line, row_number() over (order by line) as n from catalog_stage where product_id is null) r,
         (select coalesce(max(id), 0) as id from products) base,
         (select distinct on (upper(name)) id, upper(name) as key from manufacturers order by upper(name), id) m
    where s.line = r.line and m.key = upper(s.manufacturer)`);
  await tx.execute(sql`
    insert into products (id, title, description, manufacturer_id, manufacturer_name, part_number, part_number_norm, nsn, nsn_norm,
      unit_of_issue, category_id, keywords, image, min_price_cents, max_price_cents, fastest_delivery_days, offer_count,
      contractor_ids, gsa_stock, socio, state_programs)
    select s.product_id, s.title, s.description, m.id, m.name, s.manufacturer_part_number, s.part_norm, s.nsn, s.nsn_norm,
      s.unit_of_issue, s.category_id, trim(coalesce(top.name, '') || ' ' || leaf.name), leaf.code || '/0',
      s.price_cents, s.price_cents, s.delivery_days, 1, array[${contract.contractorId}]::integer[], ${contract.kind === 'GSS'},
      ${socioOf(contract.contractorId)}, s.programs
    from catalog_stage s
    join manufacturers m on m.id = s.manufacturer_id
    join categories leaf on leaf.id = s.category_id
    left join categories top on top.id = leaf.parent_id
    where s.new_product`);
}

/** Re-prices, adds and (full files) withdraws the contract's offers, with their price history. */
export async function applyOffers(tx: DbExecutor, contract: IntakeContract, publicationId: string, full: boolean): Promise<void> {
  const c = contract.id;
  await tx.execute(sql`
    update catalog_stage s set old_price_cents = o.price_cents from offers o where o.id = s.offer_id`);
  await tx.execute(sql`
    insert into offer_price_history (offer_id, product_id, contract_id, change, old_price_cents, new_price_cents, publication_id)
    select s.offer_id, s.product_id, ${c}, 'changed', s.old_price_cents, s.price_cents, ${publicationId}
    from catalog_stage s where s.offer_id is not null and s.old_price_cents <> s.price_cents`);
  const deliveryText = sql`case when ${contract.kind} = 'GSS' then '2–7 day delivery'
    when leaf.kind = 'service' then 'Starts ' || s.delivery_days || ' days after award'
    else s.delivery_days || ' days delivered ARO' end`;
  await tx.execute(sql`
    update offers o set price_cents = s.price_cents, delivery_days = s.delivery_days, minimum_order_quantity = s.minimum_order,
      state_programs = s.programs, delivery_text = ${deliveryText}
    from catalog_stage s join products p on p.id = s.product_id join categories leaf on leaf.id = p.category_id
    where o.id = s.offer_id`);
  await tx.execute(sql`
    insert into offers (id, product_id, contract_id, contractor_id, price_cents, delivery_days, delivery_text, minimum_order_quantity,
      stock_status, gsa_stock, state_programs)
    select s.offer_id, s.product_id, ${c}, ${contract.contractorId}, s.price_cents, s.delivery_days, ${deliveryText}, s.minimum_order,
      'in_stock', ${contract.kind === 'GSS'}, s.programs
    from catalog_stage s join products p on p.id = s.product_id join categories leaf on leaf.id = p.category_id
    where s.new_offer`);
  await tx.execute(sql`
    insert into offer_price_history (offer_id, product_id, contract_id, change, old_price_cents, new_price_cents, publication_id)
    select s.offer_id, s.product_id, ${c}, 'new', null, s.price_cents, ${publicationId} from catalog_stage s where s.new_offer`);
  await tx.execute(sql`insert into catalog_touched (product_id) select distinct product_id from catalog_stage where not new_product on conflict do nothing`);
  if (!full) return;
  await tx.execute(sql`
    with gone as (
      delete from offers o where o.contract_id = ${c} and not exists (select 1 from catalog_stage s where s.offer_id = o.id)
      returning o.id, o.product_id, o.price_cents),
    history as (
      insert into offer_price_history (offer_id, product_id, contract_id, change, old_price_cents, new_price_cents, publication_id)
      select id, product_id, ${c}, 'withdrawn', price_cents, null, ${publicationId} from gone)
    insert into catalog_touched (product_id) select distinct product_id from gone on conflict do nothing`);
}

/**
 * The offer-derived columns of every product touched, as the catalog generator computes them, from the offers of
 * contracts in force on `today` (an ended contract's offer is not one a buyer can order).
 */
export async function refreshProducts(tx: DbExecutor, today: string): Promise<void> {
  const current = sql`join contracts ct on ct.id = o.contract_id and ct.start_date <= ${today} and ct.end_date >= ${today}`;
  // Rows whose figures stay as they were are not rewritten: a new row version would re-enter every index.
  await tx.execute(sql`
    update products p set
      min_price_cents = d.min_price, max_price_cents = d.max_price, fastest_delivery_days = d.fastest, offer_count = d.n,
      contractor_ids = d.contractors, gsa_stock = d.gss, socio = d.socio, state_programs = d.programs
    from (
      select t.product_id, coalesce(a.min_price, p0.min_price_cents) as min_price, coalesce(a.max_price, p0.max_price_cents) as max_price,
        coalesce(a.fastest, p0.fastest_delivery_days) as fastest, coalesce(a.n, 0)::smallint as n,
        coalesce(a.contractors, '{}') as contractors, coalesce(a.gss, false) as gss, coalesce(a.socio, '{}') as socio,
        coalesce((
          select array_agg(x order by array_position(${PROGRAM_ORDER}, x))
          from (select distinct x from offers o ${current}, unnest(o.state_programs) x where o.product_id = t.product_id) u), '{}') as programs
      from catalog_touched t
      join products p0 on p0.id = t.product_id
      left join lateral (
        select min(o.price_cents) as min_price, max(o.price_cents) as max_price, min(o.delivery_days) as fastest, count(*) as n,
          array_agg(distinct o.contractor_id order by o.contractor_id) as contractors, bool_or(o.gsa_stock) as gss,
          array_remove(array[
            case when bool_or(k.small_business) then 'SB' end, case when bool_or(k.woman_owned) then 'WO' end,
            case when bool_or(k.veteran_owned) then 'VO' end, case when bool_or(k.sdvo) then 'SDVO' end,
            case when bool_or(k.eight_a) then '8A' end, case when bool_or(k.hubzone) then 'HUBZ' end], null) as socio
        from offers o ${current} join contractors k on k.id = o.contractor_id where o.product_id = t.product_id
      ) a on true
    ) d
    where p.id = d.product_id
      and (p.min_price_cents, p.max_price_cents, p.fastest_delivery_days, p.offer_count, p.contractor_ids, p.gsa_stock, p.socio, p.state_programs)
        is distinct from (d.min_price, d.max_price, d.fastest, d.n, d.contractors, d.gss, d.socio, d.programs)`);
}
