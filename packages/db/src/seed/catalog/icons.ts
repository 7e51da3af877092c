/**
 * The icon of each product type: a leaf category names its icon (model.ts `leaf(..., icon, ...)`), drawn
 * from the Material Icons of material-icons.ts. A name the set does not know falls back to the box.
 */
import { MATERIAL_ICONS } from './material-icons.js';
import { TOP_CATEGORIES } from './reference.js';

const FALLBACK = MATERIAL_ICONS.box!;

let byLeaf: Map<string, { name: string; svg: string }> | undefined;

/** The icon of a leaf category (its Material name and 24×24 SVG content), or undefined for an unknown code. */
export function leafIcon(code: string): { name: string; svg: string } | undefined {
  byLeaf ??= new Map(TOP_CATEGORIES.flatMap((t) => t.leaves.map((l) => [l.code, MATERIAL_ICONS[l.icon] ?? FALLBACK] as const)));
  return byLeaf.get(code);
}

export const ICON_NAMES = Object.keys(MATERIAL_ICONS);
