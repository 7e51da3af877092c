import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; written by a generated column only (stack-notes P15). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  website: text('website'),
});

/** Contractors holding GSA contracts, with the socio-economic flags buyers filter on. */
export const contractors = pgTable('contractors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Unique Entity ID (SAM.gov, 12 characters). */
  uei: text('uei').notNull().unique(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  website: text('website'),
  smallBusiness: boolean('small_business').notNull().default(false),
  womanOwned: boolean('woman_owned').notNull().default(false),
  veteranOwned: boolean('veteran_owned').notNull().default(false),
  serviceDisabledVeteranOwned: boolean('sdvo').notNull().default(false),
  eightA: boolean('eight_a').notNull().default(false),
  hubzone: boolean('hubzone').notNull().default(false),
  /** AbilityOne nonprofit agency (mandatory source). */
  abilityOne: boolean('ability_one').notNull().default(false),
});

/** Contract vehicles (MAS schedule contracts, BPAs, GSA Global Supply) and their buyer-visible terms. */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    contractNumber: text('contract_number').notNull().unique(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    /** MAS | BPA | GSS (GSA Global Supply stock) */
    kind: text('kind').notNull(),
    schedule: text('schedule').notNull(),
    sin: text('sin').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    maximumOrderCents: integer('maximum_order_cents'),
    fob: text('fob').notNull(),
    warranty: text('warranty').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    acceptsPurchaseCard: boolean('accepts_purchase_card').notNull().default(true),
    /** Store ids a BPA is limited to (empty: every store). */
    storeIds: integer('store_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** BPA documents: [{title, keyName}] rendered as information pages. */
    documents: jsonb('documents').$type<{ title: string; keyName: string }[]>().notNull().default([]),
    /** State and local programs the holder opted this contract into (packages/contracts STATE_PROGRAMS keys). */
    statePrograms: text('state_programs').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('contracts_contractor_idx').on(t.contractorId)],
);

/** The category tree; products sit in leaf categories whose FSC (or PSC for services) they carry. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    /** product | service */
    kind: text('kind').notNull(),
    /** Federal Supply Class (products) or Product and Service Code (services). */
    fsc: text('fsc'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** Special programs: AbilityOne, environmental, disaster relief, security and the service codes. */
export const specialPrograms = pgTable('special_programs', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** program | service */
  kind: text('kind').notNull().default('program'),
  position: integer('position').notNull().default(0),
});

/** The service category menu of docs/product/search-and-catalog.md (Category object of docs/product/search-and-catalog.md: url, searchQuery, categoryCode). */
export const serviceCategories = pgTable('service_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  url: text('url').notNull(),
  searchQuery: text('search_query'),
  categoryCode: text('category_code').notNull(),
  position: integer('position').notNull(),
});

/**
 * Products. Offer-derived columns (price range, fastest delivery, contractors, socio-economic codes) are
 * kept on the product so that ranked search and facets read one table.
 */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    manufacturerId: integer('manufacturer_id').notNull(),
    manufacturerName: text('manufacturer_name').notNull(),
    partNumber: text('part_number').notNull(),
    /** Part number upper-cased with everything but letters and digits removed, for exact and typo-tolerant hits. */
    partNumberNorm: text('part_number_norm').notNull(),
    /** NSN written FSC-NIIN, `7510-00-286-6985`, when the item has one. */
    nsn: text('nsn'),
    /** The 13 NSN characters without hyphens. */
    nsnNorm: text('nsn_norm'),
    unitOfIssue: text('unit_of_issue').notNull(),
    categoryId: integer('category_id').notNull(),
    /** Category path names and product-type synonyms, searched with weight B. */
    keywords: text('keywords').notNull().default(''),
    /** Special program codes (see special_programs). */
    programs: text('programs').array().notNull().default(sql`'{}'::text[]`),
    /** Socio-economic codes of the contractors offering it: SB WO VO SDVO 8A HUBZ. */
    socio: text('socio').array().notNull().default(sql`'{}'::text[]`),
    contractorIds: integer('contractor_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** State and local programs at least one of its offers is open under (badges and the program facet). */
    statePrograms: text('state_programs').array().notNull().default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** Generated image key: `<category code>/<variant>` served as SVG. */
    image: text('image').notNull(),
    minPriceCents: integer('min_price_cents').notNull(),
    maxPriceCents: integer('max_price_cents').notNull(),
    fastestDeliveryDays: smallint('fastest_delivery_days').notNull(),
    offerCount: smallint('offer_count').notNull(),
    /** Sold from GSA Global Supply stock ("2–7 day delivery"). */
    gsaStock: boolean('gsa_stock').notNull().default(false),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('simple', manufacturer_name || ' ' || part_number || ' ' || coalesce(nsn, '')), 'B') || setweight(to_tsvector('english', keywords), 'B') || setweight(to_tsvector('english', description), 'C')`,
      ),
  },
  (t) => [
    index('products_search_gin').using('gin', t.search),
    index('products_part_number_norm_idx').on(t.partNumberNorm),
    index('products_part_number_trgm').using('gin', sql`${t.partNumberNorm} gin_trgm_ops`),
    index('products_nsn_norm_idx').on(t.nsnNorm),
    index('products_category_idx').on(t.categoryId),
    index('products_manufacturer_idx').on(t.manufacturerId),
    index('products_programs_gin').using('gin', t.programs),
    index('products_state_programs_gin').using('gin', t.statePrograms),
    index('products_contractors_gin').using('gin', t.contractorIds),
  ],
);

/** One product sold by one contractor under one contract. */
export const offers = pgTable(
  'offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    contractId: integer('contract_id').notNull(),
    contractorId: integer('contractor_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    deliveryDays: smallint('delivery_days').notNull(),
    /** Buyer-facing delivery text, e.g. '2–7 day delivery' for GSA Global Supply stock. */
    deliveryText: text('delivery_text').notNull(),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(1),
    /** in_stock | limited | backorder | made_to_order */
    stockStatus: text('stock_status').notNull(),
    gsaStock: boolean('gsa_stock').notNull().default(false),
    /** State and local programs this offer is open under: its contract's opt-ins that the program's scope reaches. */
    statePrograms: text('state_programs').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('offers_product_idx').on(t.productId), uniqueIndex('offers_product_contract_unique').on(t.productId, t.contractId)],
);

/** Distinct suggestion terms for autocomplete (product types, manufacturers, category names), ranked by weight. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /** type | manufacturer | category | contractor */
    kind: text('kind').notNull(),
    weight: integer('weight').notNull().default(0),
  },
  (t) => [index('search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`), index('search_terms_prefix').on(sql`${t.term} text_pattern_ops`)],
);

/** Help centre of docs/product/search-and-catalog.md "Help config category" and its sections. */
export const helpCategories = pgTable('help_categories', {
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  label: text('label').notNull(),
  icon: text('icon').notNull(),
  tooltip: text('tooltip').notNull(),
  description: text('description').notNull(),
  popularItem: boolean('popular_item').notNull().default(false),
  /** default | ggs (GSA Global Supply help) */
  helpSet: text('help_set').notNull().default('default'),
  position: integer('position').notNull(),
});

export const helpSections = pgTable(
  'help_sections',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    heading: text('heading').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /** Information page key opened for more detail (queryParams.key). */
    pageKey: text('page_key'),
    position: integer('position').notNull(),
  },
  (t) => [index('help_sections_category_idx').on(t.categoryId)],
);

/** Request Customer Service messages (information/comment_form), mailed to the help desk through the outbox. */
export const customerServiceRequests = pgTable('customer_service_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: uuid('member_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  orderNumber: text('order_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
