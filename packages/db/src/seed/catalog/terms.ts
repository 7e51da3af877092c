/**
 * Autocomplete suggestions: product type names, manufacturer, contractor and category names, and the
 * word groups of titles ("retractable", "medium point", "blue ink"), each weighted by how many products
 * carry it. Terms are stored lower-cased so one spelling wins.
 */
import type { Reference } from './catalog.js';
import type { GeneratedProduct } from './products.js';

export type TermKind = 'type' | 'manufacturer' | 'category' | 'contractor' | 'phrase';

export interface TermRow {
  term: string;
  kind: TermKind;
  weight: number;
}

export class TermCounter {
  private readonly terms = new Map<string, TermRow>();
  private readonly contractorNames: Map<number, string>;
  private readonly categoryNames: Map<number, string>;

  constructor(ref: Reference) {
    this.contractorNames = new Map(ref.contractors.map((c) => [c.id, c.name]));
    this.categoryNames = new Map(ref.categories.map((c) => [c.id, c.name]));
  }

  private add(text: string, kind: TermKind): void {
    const term = text.toLowerCase();
    const row = this.terms.get(term);
    if (row) row.weight += 1;
    else this.terms.set(term, { term, kind, weight: 1 });
  }

  count(g: GeneratedProduct): void {
    const { product, leaf } = g;
    this.add(g.typeName, 'type');
    this.add(product.manufacturerName, 'manufacturer');
    this.add(leaf.leaf.name, 'category');
    this.add(leaf.top.name, 'category');
    for (const id of product.contractorIds) {
      const name = this.contractorNames.get(id);
      if (name) this.add(name, 'contractor');
    }
    const segments = product.title.split(', ');
    if (g.packLabel) segments.pop();
    // The first segment is the type name; packs and sizes (anything with a digit) make poor suggestions.
    for (let i = 1; i < segments.length; i++) {
      const s = segments[i] as string;
      if (s.length >= 3 && !/[0-9"/]/.test(s)) this.add(s, 'phrase');
    }
    const category = this.categoryNames.get(product.categoryId);
    if (category && category !== leaf.leaf.name) this.add(category, 'category');
  }

  rows(): TermRow[] {
    return [...this.terms.values()];
  }
}
