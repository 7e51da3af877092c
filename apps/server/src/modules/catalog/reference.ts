/**
 * Reference data every catalog screen reads (the category tree, special programs) kept in memory for a
 * short time: it changes only when the catalog is reloaded, and reading it per request would double the
 * queries of a product page.
 */
import {
  type CategoryCrumb,
  type ProgramBadge,
  SOCIO_ECONOMIC_BADGES,
  SOCIO_ORDER,
  type SocioBadge,
  type SocioCode,
} from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { cached } from '../../lib/cache.js';

const REFERENCE_TTL_MS = 60_000;

interface CategoryNode {
  code: string;
  name: string;
  parentId: number | null;
}

export interface CatalogReference {
  /** Root first, ending with the category itself; empty for an unknown id. */
  breadcrumb(categoryId: number): Promise<CategoryCrumb[]>;
  programs(codes: readonly string[]): Promise<ProgramBadge[]>;
}

export function catalogReference(db: AppDb): CatalogReference {
  const categories = cached(REFERENCE_TTL_MS, async () => {
    const rows = await db
      .select({ id: schema.categories.id, code: schema.categories.code, name: schema.categories.name, parentId: schema.categories.parentId })
      .from(schema.categories);
    return new Map<number, CategoryNode>(rows.map((r) => [r.id, { code: r.code, name: r.name, parentId: r.parentId }]));
  });
  const programs = cached(REFERENCE_TTL_MS, async () => {
    const rows = await db
      .select({ code: schema.specialPrograms.code, name: schema.specialPrograms.name, description: schema.specialPrograms.description })
      .from(schema.specialPrograms);
    return new Map(rows.map((r) => [r.code, r]));
  });

  return {
    async breadcrumb(categoryId) {
      const tree = await categories();
      const trail: CategoryCrumb[] = [];
      const seen = new Set<number>();
      let id: number | null = categoryId;
      // The seen set guards against a cycle in hand-edited data.
      while (id !== null && !seen.has(id)) {
        seen.add(id);
        const node = tree.get(id);
        if (!node) break;
        trail.unshift({ code: node.code, name: node.name });
        id = node.parentId;
      }
      return trail;
    },
    async programs(codes) {
      if (codes.length === 0) return [];
      const all = await programs();
      return codes.map((code) => {
        const p = all.get(code);
        return { code, name: p?.name ?? code, description: p?.description ?? '' };
      });
    },
  };
}

export interface SocioFlags {
  smallBusiness: boolean;
  womanOwned: boolean;
  veteranOwned: boolean;
  serviceDisabledVeteranOwned: boolean;
  eightA: boolean;
  hubzone: boolean;
  abilityOne: boolean;
}

const FLAG_OF: Record<SocioCode, keyof SocioFlags> = {
  'SB': 'smallBusiness',
  'WO': 'womanOwned',
  'VO': 'veteranOwned',
  'SDVO': 'serviceDisabledVeteranOwned',
  '8A': 'eightA',
  'HUBZ': 'hubzone',
  'AO': 'abilityOne',
};

export function socioBadges(flags: SocioFlags): SocioBadge[] {
  return SOCIO_ORDER.filter((code) => flags[FLAG_OF[code]]).map((code) => ({ code, ...SOCIO_ECONOMIC_BADGES[code] }));
}
