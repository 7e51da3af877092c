/**
 * Facets and refinement chips for the screens. A facet value's count is the number of results the
 * search gives with that value applied (engine counts over the same candidate set); its link applies it.
 */
import {
  DELIVERY_BUCKETS, type Facet, type FacetValue, PRICE_BUCKETS, type SearchLinkPath, type SearchParams, searchHref, searchQueryString,
  type SelectedRefinement, SOCIO_CODES, SOCIO_ECONOMIC_BADGES, type SpecialProgram, STATE_PROGRAM_KEYS, STATE_PROGRAMS,
} from '@advantage/contracts';
import type { FacetCounts } from './engine.js';
import type { CategoryIndex, CategoryRow } from './reference.js';

const MAX_CATEGORY_VALUES = 15;

type ArrayParam = 'socio' | 'program' | 'stateProgram';
const isArrayParam = (param: keyof SearchParams): param is ArrayParam => param === 'socio' || param === 'program' || param === 'stateProgram';

export function withValue(params: SearchParams, param: keyof SearchParams, value: string): SearchParams {
  const next: SearchParams = { ...params, page: 1 };
  if (isArrayParam(param)) {
    const list = [...((params[param] as string[] | undefined) ?? [])];
    if (!list.includes(value)) list.push(value);
    (next as Record<string, unknown>)[param] = list;
  } else if (param === 'mfr' || param === 'vnd') {
    next[param] = Number(value);
  } else if (param === 'gss') {
    next.gss = true;
  } else {
    (next as Record<string, unknown>)[param] = value;
  }
  return next;
}

export function withoutValue(params: SearchParams, param: keyof SearchParams, value: string): SearchParams {
  const next: SearchParams = { ...params, page: 1 };
  if (isArrayParam(param)) {
    const list = ((params[param] as string[] | undefined) ?? []).filter((v) => v !== value);
    (next as Record<string, unknown>)[param] = list.length ? list : undefined;
  } else {
    delete next[param];
  }
  return next;
}

/** Categories one level below the current one (or the roots), descending while only one branch has results. */
function categoryValues(path: SearchLinkPath, params: SearchParams, index: CategoryIndex, counts: Map<number, number>, current?: CategoryRow) {
  const rolled = new Map<number, number>();
  for (const [leaf, n] of counts) for (const a of index.ancestry(leaf)) rolled.set(a.id, (rolled.get(a.id) ?? 0) + n);
  let parent: number | null = current?.id ?? null;
  let level = (index.children.get(parent) ?? []).filter((c) => (rolled.get(c.id) ?? 0) > 0);
  for (let depth = 0; level.length === 1 && depth < 5; depth++) {
    const only = level[0] as CategoryRow;
    const below = (index.children.get(only.id) ?? []).filter((c) => (rolled.get(c.id) ?? 0) > 0);
    if (below.length === 0) break;
    parent = only.id;
    level = below;
  }
  return level
    .map((c) => ({ value: c.code, label: c.name, count: rolled.get(c.id) ?? 0, url: searchHref(path, withValue(params, 'cat', c.code)), selected: false }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, MAX_CATEGORY_VALUES);
}

function single(path: SearchLinkPath, params: SearchParams, param: keyof SearchParams, values: Omit<FacetValue, 'url' | 'selected'>[]): FacetValue[] {
  const current = params[param] === undefined ? undefined : String(params[param] === true ? 'true' : params[param]);
  const shown = current === undefined ? values.filter((v) => v.count > 0) : values.filter((v) => v.value === current);
  return shown.map((v) => ({ ...v, url: searchHref(path, withValue(params, param, v.value)), selected: v.value === current }));
}

function multi(path: SearchLinkPath, params: SearchParams, param: ArrayParam, values: Omit<FacetValue, 'url' | 'selected'>[]): FacetValue[] {
  const current = (params[param] as string[] | undefined) ?? [];
  return values
    .filter((v) => v.count > 0 || current.includes(v.value))
    .map((v) => ({ ...v, url: searchHref(path, withValue(params, param, v.value)), selected: current.includes(v.value) }));
}

export interface FacetInput {
  path: SearchLinkPath;
  params: SearchParams;
  counts: FacetCounts;
  categories: CategoryIndex;
  programs: SpecialProgram[];
  category?: CategoryRow | undefined;
}

export function buildFacets({ path, params, counts, categories, programs, category }: FacetInput): Facet[] {
  const more = (list: 'mfr_list' | 'vnd_list') => `/ws/search/${list}?${searchQueryString({ ...params, page: 1 })}&from=${encodeURIComponent(path)}`;
  const programName = new Map(programs.map((p) => [p.code, p.name]));
  const facets: Facet[] = [
    { param: 'cat', label: 'Category', values: categoryValues(path, params, categories, counts.categories, category), totalValues: 0 },
    {
      param: 'mfr',
      label: 'Manufacturer',
      values: single(path, params, 'mfr', counts.manufacturers.map((m) => ({ value: String(m.id), label: m.name, count: m.count }))),
      totalValues: counts.manufacturerTotal,
      ...(counts.manufacturerTotal > counts.manufacturers.length ? { moreUrl: more('mfr_list') } : {}),
    },
    {
      param: 'vnd',
      label: 'Contractor',
      values: single(path, params, 'vnd', counts.contractors.map((m) => ({ value: String(m.id), label: m.name, count: m.count }))),
      totalValues: counts.contractorTotal,
      ...(counts.contractorTotal > counts.contractors.length ? { moreUrl: more('vnd_list') } : {}),
    },
    {
      param: 'socio',
      label: 'Socio-Economic',
      values: multi(path, params, 'socio', SOCIO_CODES.map((c) => ({ value: c, label: SOCIO_ECONOMIC_BADGES[c].description, count: counts.socio.get(c) ?? 0 }))),
      totalValues: 0,
    },
    {
      param: 'program',
      label: 'Special Programs',
      values: multi(
        path,
        params,
        'program',
        [...counts.programs.entries()].map(([code, n]) => ({ value: code, label: programName.get(code) ?? code, count: n }))
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
      ),
      totalValues: 0,
    },
    {
      // State and local purchasing programs: items with an offer open under the program.
      param: 'stateProgram',
      label: 'State and Local Programs',
      values: multi(path, params, 'stateProgram', STATE_PROGRAM_KEYS.map((k) => ({ value: k, label: STATE_PROGRAMS[k].name, count: counts.statePrograms.get(k) ?? 0 }))),
      totalValues: 0,
    },
    {
      param: 'price',
      label: 'Price',
      values: single(path, params, 'price', PRICE_BUCKETS.map((b) => ({ value: b.key, label: b.label, count: counts.price.get(b.key) ?? 0 }))),
      totalValues: 0,
    },
    {
      param: 'delivery',
      label: 'Delivery',
      values: single(path, params, 'delivery', DELIVERY_BUCKETS.map((b) => ({ value: b.key, label: b.label, count: counts.delivery.get(b.key) ?? 0 }))),
      totalValues: 0,
    },
    {
      param: 'gss',
      label: 'Source',
      values: single(path, params, 'gss', [{ value: 'true', label: 'GSA Global Supply stock', count: counts.gsaStock }]),
      totalValues: 0,
    },
  ];
  for (const f of facets) if (f.totalValues === 0) f.totalValues = f.values.length;
  return facets.filter((f) => f.values.length > 0);
}

/** Names the chips show for ids and codes. */
export interface ChipNames {
  categories: CategoryIndex;
  programs: SpecialProgram[];
  manufacturer?: string | undefined;
  contractor?: string | undefined;
}

export function selectedRefinements(path: SearchLinkPath, params: SearchParams, names: ChipNames): SelectedRefinement[] {
  const chips: SelectedRefinement[] = [];
  const add = (param: keyof SearchParams, value: string, label: string) =>
    chips.push({ param, value, label, removeUrl: searchHref(path, withoutValue(params, param, value)) });
  if (params.cat) add('cat', params.cat, `Category: ${names.categories.byCode.get(params.cat)?.name ?? params.cat}`);
  if (params.mfr) add('mfr', String(params.mfr), `Manufacturer: ${names.manufacturer ?? `#${params.mfr}`}`);
  if (params.vnd) add('vnd', String(params.vnd), `Contractor: ${names.contractor ?? `#${params.vnd}`}`);
  for (const s of params.socio ?? []) add('socio', s, SOCIO_ECONOMIC_BADGES[s].description);
  for (const p of params.program ?? []) add('program', p, names.programs.find((x) => x.code === p)?.name ?? p);
  for (const k of params.stateProgram ?? []) add('stateProgram', k, STATE_PROGRAMS[k].name);
  if (params.price) add('price', params.price, `Price: ${PRICE_BUCKETS.find((b) => b.key === params.price)?.label ?? params.price}`);
  if (params.priceMin) add('priceMin', params.priceMin, `Price from $${params.priceMin}`);
  if (params.priceMax) add('priceMax', params.priceMax, `Price up to $${params.priceMax}`);
  if (params.delivery) add('delivery', params.delivery, `Delivery: ${DELIVERY_BUCKETS.find((b) => b.key === params.delivery)?.label ?? params.delivery}`);
  if (params.gss) add('gss', 'true', 'GSA Global Supply stock');
  if (params.refineText) add('refineText', params.refineText, `Within results: ${params.refineText}`);
  return chips;
}

/** The search without any refinement chip (keyword and advanced criteria kept). */
export function clearedParams(params: SearchParams): SearchParams {
  const {
    cat: _c, mfr: _m, vnd: _v, socio: _s, program: _p, stateProgram: _sp, price: _pr, priceMin: _a, priceMax: _b, delivery: _d, gss: _g, refineText: _r,
    ...rest
  } = params;
  return { ...rest, page: 1 };
}
