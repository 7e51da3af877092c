/**
 * Reference data the search screens and category lists read on every request: the category tree with
 * product counts, special programs, service categories, manufacturers and the catalog's price range.
 * Kept in memory for a few minutes (lib/cache.ts): it changes only when the catalog is loaded.
 */
import { type CategoryNode, type ServiceCategory, serviceCategoryHref, type SpecialProgram } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { asc, sql } from 'drizzle-orm';
import { cached } from '../../lib/cache.js';
import { rowsOf } from './pg-where.js';

const TTL_MS = 10 * 60_000;

export interface CategoryRow {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  kind: 'product' | 'service';
  fsc: string | null;
}

export interface CategoryIndex {
  byId: Map<number, CategoryRow>;
  byCode: Map<string, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
  /** Products per category, descendants included. */
  counts: Map<number, number>;
  /** The category and every descendant. */
  descendants(id: number): number[];
  /** From the root down to the category. */
  ancestry(id: number): CategoryRow[];
  /** The tree under `parent` (null: the roots), optionally one kind only. */
  tree(parent: number | null, kind?: 'product' | 'service'): CategoryNode[];
  node(row: CategoryRow): Omit<CategoryNode, 'children'>;
}

export const browseUrl = (code: string) => `/ws/search/advantage_search?cat=${encodeURIComponent(code)}`;
export const programUrl = (code: string) => `/ws/search/special_category_search?program=${encodeURIComponent(code)}`;

function indexCategories(rows: CategoryRow[], leafCounts: Map<number, number>): CategoryIndex {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const r of rows) {
    const parent = r.parentId !== null && byId.has(r.parentId) ? r.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(r);
    children.set(parent, list);
  }
  const counts = new Map<number, number>();
  const total = (id: number, depth = 0): number => {
    const known = counts.get(id);
    if (known !== undefined) return known;
    // The tree is shallow; the depth guard only protects against a cycle in bad data.
    const sum = (leafCounts.get(id) ?? 0) + (depth > 20 ? 0 : (children.get(id) ?? []).reduce((s, c) => s + total(c.id, depth + 1), 0));
    counts.set(id, sum);
    return sum;
  };
  for (const r of rows) total(r.id);

  const descendants = (id: number): number[] => {
    const out: number[] = [];
    const stack = [id];
    while (stack.length && out.length < 10_000) {
      const next = stack.pop() as number;
      out.push(next);
      for (const c of children.get(next) ?? []) stack.push(c.id);
    }
    return out;
  };
  const ancestry = (id: number): CategoryRow[] => {
    const out: CategoryRow[] = [];
    let row = byId.get(id);
    while (row && out.length < 20) {
      out.unshift(row);
      row = row.parentId === null ? undefined : byId.get(row.parentId);
    }
    return out;
  };
  const node = (r: CategoryRow): Omit<CategoryNode, 'children'> => ({
    id: r.id,
    code: r.code,
    name: r.name,
    kind: r.kind,
    fsc: r.fsc,
    productCount: counts.get(r.id) ?? 0,
    url: browseUrl(r.code),
  });
  const tree = (parent: number | null, kind?: 'product' | 'service', depth = 0): CategoryNode[] =>
    (children.get(parent) ?? [])
      .filter((r) => !kind || r.kind === kind)
      .map((r) => ({ ...node(r), children: depth > 20 ? [] : tree(r.id, kind, depth + 1) }));
  return { byId, byCode, children, counts, descendants, ancestry, tree, node };
}

export interface Reference {
  categories(): Promise<CategoryIndex>;
  programs(): Promise<SpecialProgram[]>;
  serviceCategories(): Promise<ServiceCategory[]>;
  manufacturers(): Promise<Array<{ id: number; name: string }>>;
  priceRange(): Promise<{ minCents: number; maxCents: number }>;
}

export function createReference(db: AppDb): Reference {
  const { categories, specialPrograms, serviceCategories, manufacturers } = schema;
  return {
    categories: cached(TTL_MS, async () => {
      const rows = await db
        .select({ id: categories.id, code: categories.code, name: categories.name, parentId: categories.parentId, kind: categories.kind, fsc: categories.fsc })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.name));
      const counts = await rowsOf<{ id: number; n: number }>(db, sql`SELECT category_id AS id, count(*)::int AS n FROM products GROUP BY 1`);
      return indexCategories(rows as CategoryRow[], new Map(counts.map((c) => [Number(c.id), Number(c.n)])));
    }),
    programs: cached(TTL_MS, async () => {
      const rows = await db.select().from(specialPrograms).orderBy(asc(specialPrograms.position), asc(specialPrograms.name));
      return rows.map((p) => ({
        code: p.code,
        name: p.name,
        description: p.description,
        kind: p.kind === 'service' ? 'service' as const : 'program' as const,
        url: programUrl(p.code),
      }));
    }),
    serviceCategories: cached(TTL_MS, async () => {
      const rows = await db.select().from(serviceCategories).orderBy(asc(serviceCategories.position));
      return rows.map((c) => {
        const fields = { name: c.name, url: c.url, searchQuery: c.searchQuery, categoryCode: c.categoryCode };
        return { ...fields, href: serviceCategoryHref(fields) };
      });
    }),
    manufacturers: cached(TTL_MS, async () =>
      db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.name))),
    priceRange: cached(TTL_MS, async () => {
      const [row] = await rowsOf<{ lo: number | null; hi: number | null }>(
        db,
        sql`SELECT min(min_price_cents)::int AS lo, max(max_price_cents)::int AS hi FROM products`,
      );
      return { minCents: Number(row?.lo ?? 0), maxCents: Number(row?.hi ?? 0) };
    }),
  };
}
