/**
 * catalog/configuration: the configurations an item comes in. The catalog holds each configuration as its
 * own product (own part number, own offers), so the configurations of a product are the products of the
 * same manufacturer in the same category described by the same attributes; the attributes whose values
 * differ among them are the options, each value linked to the product that has it.
 */
import { CATALOG_TEXT, type ConfigurationAttributes, type ConfigurationOption, unitOfIssueText } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';
import { screen } from '../../lib/envelope.js';
import { attributeList, productSummary } from './views.js';

const MAX_CANDIDATES = 200;
const MAX_VARIANTS = 50;
const UNIT_OPTION = 'Unit of issue';
const { products } = schema;

const columns = {
  id: products.id,
  title: products.title,
  manufacturerId: products.manufacturerId,
  manufacturerName: products.manufacturerName,
  partNumber: products.partNumber,
  nsn: products.nsn,
  unitOfIssue: products.unitOfIssue,
  categoryId: products.categoryId,
  attributes: products.attributes,
  image: products.image,
  minPriceCents: products.minPriceCents,
  maxPriceCents: products.maxPriceCents,
  offerCount: products.offerCount,
  gsaStock: products.gsaStock,
};

interface Row {
  id: number;
  title: string;
  manufacturerId: number;
  manufacturerName: string;
  partNumber: string;
  nsn: string | null;
  unitOfIssue: string;
  categoryId: number;
  attributes: Record<string, string>;
  image: string;
  minPriceCents: number;
  maxPriceCents: number;
  offerCount: number;
  gsaStock: boolean;
}

function configurationQueries(db: AppDb) {
  const product = db.select(columns).from(products).where(eq(products.id, sql.placeholder('id'))).limit(1).prepare('catalog_configuration_product');
  const siblings = db
    .select(columns)
    .from(products)
    .where(
      and(
        eq(products.manufacturerId, sql.placeholder('manufacturerId')),
        eq(products.categoryId, sql.placeholder('categoryId')),
        ne(products.id, sql.placeholder('id')),
      ),
    )
    .orderBy(asc(products.id))
    .limit(MAX_CANDIDATES)
    .prepare('catalog_configuration_siblings');
  return {
    product: (id: number): Promise<Row[]> => product.execute({ id }),
    siblings: (row: Row): Promise<Row[]> => siblings.execute({ id: row.id, manufacturerId: row.manufacturerId, categoryId: row.categoryId }),
  };
}

/** A product's option values: its attributes plus its unit of issue. */
function valuesOf(row: Row): Map<string, string> {
  const values = new Map(attributeList(row.attributes).map((a) => [a.name, a.value]));
  values.set(UNIT_OPTION, unitOfIssueText(row.unitOfIssue));
  return values;
}

const keySet = (row: Row) => attributeList(row.attributes).map((a) => a.name).join('\u0000');

/** The product with this value that differs least from the current one. */
function closest(current: Map<string, string>, candidates: ReadonlyArray<{ row: Row; values: Map<string, string> }>, name: string, value: string) {
  let best: { id: number; distance: number } | undefined;
  for (const c of candidates) {
    if (c.values.get(name) !== value) continue;
    let distance = 0;
    for (const [k, v] of current) if (k !== name && c.values.get(k) !== v) distance++;
    if (!best || distance < best.distance) best = { id: c.row.id, distance };
  }
  return best?.id;
}

export function configurationVerb(db: AppDb) {
  const queries = configurationQueries(db);
  return async (input: { productId: number }) => {
    const [row] = input.productId ? await queries.product(input.productId) : [];
    if (!row) throw new NotFoundError('No product has this id.');
    const keys = keySet(row);
    const variants = keys ? (await queries.siblings(row)).filter((s) => keySet(s) === keys) : [];
    const current = valuesOf(row);
    const all = [{ row, values: current }, ...variants.map((v) => ({ row: v, values: valuesOf(v) }))];

    const options: ConfigurationOption[] = [];
    for (const name of current.keys()) {
      const distinct = [...new Set(all.map((c) => c.values.get(name)).filter((v): v is string => v !== undefined))];
      if (distinct.length < 2) continue;
      distinct.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      options.push({
        name,
        values: distinct.map((value) => ({
          value,
          productId: value === current.get(name) ? row.id : (closest(current, all, name, value) ?? row.id),
          current: value === current.get(name),
        })),
      });
    }
    const attributes: ConfigurationAttributes = {
      product: { ...productSummary(row), attributes: attributeList(row.attributes) },
      options,
      variants: variants.slice(0, MAX_VARIANTS).map((v) => ({ ...productSummary(v), attributes: attributeList(v.attributes) })),
      message: options.length ? null : CATALOG_TEXT.noConfigurations,
    };
    return screen('catalog/configuration', 'Configuration', attributes);
  };
}
