/**
 * Facet counts over the candidate set `c` in two passes: one GROUPING SETS aggregate for category,
 * manufacturer, socio-economic and program combinations, price and delivery buckets and stock; one
 * unnest for contractors (the only many-valued column with many values), of which the top ones are kept.
 */
import { DELIVERY_BUCKETS, PRICE_BUCKETS, SOCIO_CODES } from '@advantage/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FacetCounts, NamedCount } from './engine.js';
import { intArray } from './pg-where.js';

/** width_bucket thresholds: bucket i of PRICE_BUCKETS starts at threshold i-1. */
const PRICE_THRESHOLDS = PRICE_BUCKETS.slice(1).map((b) => b.min);
/** Delivery in exact bands (≤1, 2–3, 4–7 ...), summed into the cumulative "within N days" in JS. */
const DELIVERY_THRESHOLDS = DELIVERY_BUCKETS.map((b) => b.maxDays + 1);

const SETS = ['category', 'manufacturer', 'socio', 'programs', 'price', 'delivery', 'gss'] as const;

export function facetsSql(facetLimit: number): SQL {
  return sql`
    (SELECT json_agg(json_build_array(g, category_id, manufacturer_id, manufacturer_name, socio, programs, pb, dd, gsa_stock, n))
      FROM (SELECT GROUPING(category_id, manufacturer_id, socio, programs, pb, dd, gsa_stock) AS g,
                   category_id, manufacturer_id, manufacturer_name, socio, programs, pb, dd, gsa_stock, count(*)::int AS n
            FROM (SELECT category_id, manufacturer_id, manufacturer_name, socio, programs, gsa_stock,
                         width_bucket(min_price_cents, ${intArray(PRICE_THRESHOLDS)}) AS pb,
                         width_bucket(fastest_delivery_days::int, ${intArray(DELIVERY_THRESHOLDS)}) AS dd
                  FROM c) x
            GROUP BY GROUPING SETS ((category_id), (manufacturer_id, manufacturer_name), (socio), (programs), (pb), (dd), (gsa_stock))) y) AS groups,
    (SELECT json_agg(json_build_array(x.v, (SELECT k.name FROM contractors k WHERE k.id = x.v), x.n, x.d) ORDER BY x.n DESC, x.v)
      FROM (SELECT v, count(*)::int AS n, (count(*) OVER ())::int AS d
            FROM (SELECT unnest(contractor_ids) AS v FROM c) u GROUP BY v ORDER BY n DESC, v LIMIT ${facetLimit}) x) AS vnds`;
}

type GroupRow = [number, number | null, number | null, string | null, string[] | null, string[] | null, number | null, number | null, boolean | null, number];
type Named = [number, string, number, number];

type Counter = Map<string | number, number>;
const add = (map: Counter, key: string | number, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** Which grouping set a row belongs to: the one column GROUPING() reports as not aggregated. */
function setOf(mask: number): (typeof SETS)[number] | undefined {
  for (let i = 0; i < SETS.length; i++) if ((mask & (1 << (SETS.length - 1 - i))) === 0) return SETS[i];
  return undefined;
}

export function toFacetCounts(groups: GroupRow[] | null, vnds: Named[] | null, facetLimit: number): FacetCounts {
  const categories = new Map<number, number>();
  const manufacturers: NamedCount[] = [];
  const socio = new Map<string, number>();
  const programs = new Map<string, number>();
  const priceBands = new Map<number, number>();
  const deliveryBands = new Map<number, number>();
  let gsaStock = 0;
  for (const [mask, cat, mid, mname, soc, prog, pb, dd, gss, n] of groups ?? []) {
    const set = setOf(mask);
    if (set === 'category') add(categories as Counter, Number(cat), n);
    else if (set === 'manufacturer') manufacturers.push({ id: Number(mid), name: mname ?? '', count: n });
    else if (set === 'socio') for (const code of soc ?? []) add(socio as Counter, code, n);
    else if (set === 'programs') for (const code of prog ?? []) add(programs as Counter, code, n);
    else if (set === 'price') add(priceBands as Counter, Number(pb), n);
    else if (set === 'delivery') add(deliveryBands as Counter, Number(dd), n);
    else if (set === 'gss' && gss) gsaStock += n;
  }
  manufacturers.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const contractors = (vnds ?? []).map(([id, name, count]) => ({ id, name: name ?? '', count }));
  contractors.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  let within = 0;
  const delivery = new Map<string, number>();
  DELIVERY_BUCKETS.forEach((b, i) => {
    within += deliveryBands.get(i) ?? 0;
    delivery.set(b.key, within);
  });
  return {
    categories,
    manufacturers: manufacturers.slice(0, facetLimit),
    manufacturerTotal: manufacturers.length,
    contractors,
    contractorTotal: vnds?.[0]?.[3] ?? 0,
    socio: new Map(SOCIO_CODES.map((code) => [code, socio.get(code) ?? 0])),
    programs,
    price: new Map(PRICE_BUCKETS.map((b, i) => [b.key, priceBands.get(i) ?? 0])),
    delivery,
    gsaStock,
  };
}

export type { GroupRow, Named };
