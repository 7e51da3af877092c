/**
 * Facet counts over the candidate set `c` in two passes: one GROUPING SETS aggregate for category,
 * manufacturer, socio-economic and program combinations, price and delivery buckets and stock; one
 * unnest for contractors (the only many-valued column with many values), of which the top ones are kept.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FacetCounts } from './engine.js';
import { addTo, DELIVERY_THRESHOLDS, emptyTallies, finishFacets, PRICE_THRESHOLDS } from './facet-tallies.js';
import { intArray } from './pg-where.js';

const SETS = ['category', 'manufacturer', 'socio', 'programs', 'sprog', 'price', 'delivery', 'gss'] as const;

export function facetsSql(facetLimit: number): SQL {
  return sql`
    (SELECT json_agg(json_build_array(g, category_id, manufacturer_id, manufacturer_name, socio, programs, pb, dd, gsa_stock, n, state_programs))
      FROM (SELECT GROUPING(category_id, manufacturer_id, socio, programs, state_programs, pb, dd, gsa_stock) AS g,
                   category_id, manufacturer_id, manufacturer_name, socio, programs, state_programs, pb, dd, gsa_stock, count(*)::int AS n
            FROM (SELECT category_id, manufacturer_id, manufacturer_name, socio, programs, state_programs, gsa_stock,
                         width_bucket(min_price_cents, ${intArray(PRICE_THRESHOLDS)}) AS pb,
                         width_bucket(fastest_delivery_days::int, ${intArray(DELIVERY_THRESHOLDS)}) AS dd
                  FROM c) x
            GROUP BY GROUPING SETS ((category_id), (manufacturer_id, manufacturer_name), (socio), (programs), (state_programs), (pb), (dd), (gsa_stock))) y) AS groups,
    (SELECT json_agg(json_build_array(x.v, (SELECT k.name FROM contractors k WHERE k.id = x.v), x.n, x.d) ORDER BY x.n DESC, x.v)
      FROM (SELECT v, count(*)::int AS n, (count(*) OVER ())::int AS d
            FROM (SELECT unnest(contractor_ids) AS v FROM c) u GROUP BY v ORDER BY n DESC, v LIMIT ${facetLimit}) x) AS vnds`;
}

type GroupRow = [
  number, number | null, number | null, string | null, string[] | null, string[] | null, number | null, number | null, boolean | null, number, string[] | null,
];
type Named = [number, string, number, number];

/** Which grouping set a row belongs to: the one column GROUPING() reports as not aggregated. */
function setOf(mask: number): (typeof SETS)[number] | undefined {
  for (let i = 0; i < SETS.length; i++) if ((mask & (1 << (SETS.length - 1 - i))) === 0) return SETS[i];
  return undefined;
}

export function toFacetCounts(groups: GroupRow[] | null, vnds: Named[] | null, facetLimit: number): FacetCounts {
  const t = emptyTallies();
  for (const [mask, cat, mid, mname, soc, prog, pb, dd, gss, n, sprog] of groups ?? []) {
    const set = setOf(mask);
    if (set === 'category') addTo(t.categories, Number(cat), n);
    else if (set === 'manufacturer') t.manufacturers.push({ id: Number(mid), name: mname ?? '', count: n });
    else if (set === 'socio') for (const code of soc ?? []) addTo(t.socio, code, n);
    else if (set === 'programs') for (const code of prog ?? []) addTo(t.programs, code, n);
    else if (set === 'sprog') for (const key of sprog ?? []) addTo(t.statePrograms, key, n);
    else if (set === 'price') addTo(t.priceBands, Number(pb), n);
    else if (set === 'delivery') addTo(t.deliveryBands, Number(dd), n);
    else if (set === 'gss' && gss) t.gsaStock += n;
  }
  const contractors = (vnds ?? []).map(([id, name, count]) => ({ id, name: name ?? '', count }));
  return finishFacets(t, contractors, vnds?.[0]?.[3] ?? 0, facetLimit);
}

export type { GroupRow, Named };
