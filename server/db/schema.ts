// Database schema (Drizzle, PostgreSQL dialect). Runs on PGlite and on PostgreSQL 15+.
// Store-owned rows carry store_id; money is integer tugrik; timestamps are UTC.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  customType,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { AUDIT_ENTITIES } from '../../core/audit';
import { APPLICATION_STATUSES, EMPLOYMENT_TYPES, POSITION_STATES } from '../../core/careers';
import { CONTENT_KINDS, CONTENT_STATUSES, type ContentSeo } from '../../core/content';
import { REFUND_METHODS } from '../../core/refunds';
import { ESTIMATE_KINDS, REQUEST_STATES, type BuyQuote, type StoredRequestState } from '../../core/buy-for-me';
import type { ProductOption as PageOption } from '../../core/product-page';
import { COST_CURRENCIES, type PricingRule, type PricingRules } from '../../core/landed-cost';
import type { PageBlockConfig } from '../../core/page-blocks';
import { STAFF_ROLES } from '../../core/permissions';
import type { LocalizedDoc } from '../../core/rich-text';
import { SEASON_MODES } from '../../core/season';
import type { SurveyStep } from '../../core/survey';
import { STOCK_REASONS } from '../../core/stock';

/** Text in both interface languages. */
export type LocalizedText = { mn: string; en: string };

/** A bank account shoppers transfer to: the bank's and the holder's names in both languages, as each page shows them. */
export type BankAccount = { bank: LocalizedText; account: string; holder: LocalizedText; iban?: string };

/** A variant option of a product (colour, size, …) with its values, in the order the picker shows them. */
export type ProductOption = { name: string; label: LocalizedText; values: { code: string; label: LocalizedText }[] };

/** A page-builder block (core/page-blocks.ts): what it shows is in `config`, by type. */
export type { PageBlockConfig } from '../../core/page-blocks';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const stores = pgTable('stores', {
  id: id(),
  name: text('name').notNull().unique(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  facebook: text('facebook'),
  instagram: text('instagram'),
  address: jsonb('address').$type<LocalizedText>().notNull(),
  schedule: jsonb('schedule').$type<LocalizedText>().notNull(),
  aboutUs: jsonb('about_us').$type<LocalizedText>().notNull(),
  supportingLanguages: text('supporting_languages').array().notNull(),
  defaultLanguage: text('default_language').notNull(),
  paymentMethods: text('payment_methods').array().notNull(),
  /** Where shoppers send bank transfers, shown with the order's payment reference. */
  bankAccounts: jsonb('bank_accounts').$type<BankAccount[]>().notNull().default(sql`'[]'::jsonb`),
  /** Seasonal decorations on the storefront (core/season.ts): by the calendar, one season always, or none. */
  season: text('season', { enum: SEASON_MODES }).notNull().default('auto'),
  /** Mongolian texts to shoppers sent in Latin letters (core/notifications.ts toLatin): 160 characters an SMS part, not 70. */
  smsLatin: boolean('sms_latin').notNull().default(false),
  /** The marketplace hosts "buy for me" reads pages from (staff edit it); null = the marketplaces' own (core/marketplaces.ts). */
  marketplaceHosts: text('marketplace_hosts').array(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An anonymous visitor, known by the random user_token its browser keeps. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    userToken: text('user_token').notNull(),
    /** The account this visitor logged into, once they did. */
    customerId: uuid('customer_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_store_token_uq').on(t.storeId, t.userToken)],
);

/** Address hierarchy: country → city/aimag → district/soum → khoroo. Shared by all stores. */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    code: text('code').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => locations.id),
    kind: text('kind', { enum: ['country', 'city', 'district', 'khoroo'] }).notNull(),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('locations_parent_idx').on(t.parentId)],
);

export const shippingTypes = pgTable(
  'shipping_types',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    code: text('code', { enum: ['pickup', 'delivery', 'countryside'] }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    fee: integer('fee').notNull(),
    /** Orders at or above this total ship free; null = never free. */
    freeFrom: integer('free_from'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('shipping_types_store_code_uq').on(t.storeId, t.code)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    slug: text('slug').notNull(),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_store_slug_uq').on(t.storeId, t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    origin: text('origin').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    logo: text('logo'),
    /** The logo staff uploaded (images); without one, the generated logo (render-brand-logo.ts) stands in. */
    logoImageId: uuid('logo_image_id').references((): AnyPgColumn => images.id),
  },
  (t) => [uniqueIndex('brands_store_slug_uq').on(t.storeId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull(),
    brandId: uuid('brand_id').references(() => brands.id),
    categoryId: uuid('category_id').references(() => categories.id),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionMn: text('description_mn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** ISO country code of where the goods come from: US, KR, CN, JP or MN (local stock). */
    origin: text('origin', { enum: ['US', 'KR', 'CN', 'JP', 'MN'] }).notNull(),
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Image links in order; the first is the main image. */
    thumbnails: text('thumbnails').array().notNull().default(sql`'{}'::text[]`),
    options: jsonb('options').$type<ProductOption[]>().notNull().default(sql`'[]'::jsonb`),
    /** Folded (core/search-fold.ts) names, brand and tags: what a search matches first. Written with the product. */
    searchName: text('search_name').notNull().default(''),
    /** Folded names, brand, categories and tags: everything a search may match. Written with the product. */
    searchDocument: text('search_document').notNull().default(''),
    /** Full-text vector, names weighted above the rest, kept by the database. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('simple', ${products.searchName}), 'A') || setweight(to_tsvector('simple', ${products.searchDocument}), 'B')`,
    ),
    /** Units sold, for the bestsellers rail and sort (kept by the orders issue). */
    soldCount: integer('sold_count').notNull().default(0),
    /** The description as rich text (core/rich-text.ts), written in the console; the plain descriptions keep its words. */
    descriptionDoc: jsonb('description_doc').$type<LocalizedDoc>(),
    seo: jsonb('seo').$type<ContentSeo>().notNull().default(sql`'{}'::jsonb`),
    /** Products shown as related on the product page, in order (ids of this store's products). */
    related: uuid('related').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * Landed-cost pricing (core/landed-cost.ts): the purchase cost in the origin currency's minor units and the weight of
     * one unit, which variants may override; the rule says whether prices are typed by hand or computed.
     */
    costMinor: integer('cost_minor'),
    costCurrency: text('cost_currency', { enum: COST_CURRENCIES }),
    weightGrams: integer('weight_grams'),
    pricing: jsonb('pricing').$type<PricingRule>().notNull().default(sql`'{"mode":"manual"}'::jsonb`),
    /** Counts saves, for optimistic concurrency in the console's editor. */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When the row last changed, set by the database on every write (a trigger, migration 0014), whoever writes it: the
     * shop's listing index (modules/catalog/listing-index.ts) reads what changed since it last looked.
     */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex('products_store_slug_uq').on(t.storeId, t.slug),
    index('products_changed_idx').on(t.changedAt),
    index('products_category_idx').on(t.categoryId, t.active),
    index('products_brand_idx').on(t.brandId, t.active),
    index('products_store_created_idx').on(t.storeId, t.createdAt),
    index('products_store_price_idx').on(t.storeId, t.price),
    index('products_search_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('products_search_fts_idx').using('gin', t.searchVector),
  ],
);

/**
 * How many times products were deleted (one row, counted by a trigger in the deleting transaction, migration 0014): the
 * listing index notices a deletion, which leaves no row to read, when the count moves.
 */
export const productRemovals = pgTable('product_removals', {
  id: integer('id').primaryKey().default(1),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

/**
 * A buyable version of a product. Every product has at least one; `products.price` and `products.stock` are the lowest
 * variant price and the total stock, written together with the variants.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** Option name → value code, e.g. { color: 'black', storage: '256gb' }; {} for a product without options. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    /** Units on hand: always the sum of the variant's stock_movements, changed only together with one (server/modules/stock). */
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** The variant's own cost (minor units of the product's cost currency) and weight; null: the product's. */
    costMinor: integer('cost_minor'),
    weightGrams: integer('weight_grams'),
    barcode: text('barcode'),
    /** The picture shown when this variant is chosen (one of the product's). */
    imageId: uuid('image_id').references((): AnyPgColumn => images.id),
  },
  (t) => [uniqueIndex('product_variants_product_sku_uq').on(t.productId, t.sku)],
);

/** A product's uploaded photos in the order the shop shows them (the first is the main one). */
export const productImages = pgTable(
  'product_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references((): AnyPgColumn => images.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.imageId] }), index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * The stock ledger: every change of a variant's units on hand, with why (core/stock.ts), by whom or which order, and
 * the balance after it. A variant's stock is the sum of its rows; orders take and cancellations return through it too.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_variant_idx').on(t.variantId, t.createdAt), index('stock_movements_store_idx').on(t.storeId, t.createdAt)],
);

/**
 * Exchange rates staff entered or the central bank's adapter fetched: tugrik per unit of a currency (exact decimal).
 * The newest row per currency is the rate in force; the older ones are its history.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    currency: text('currency', { enum: COST_CURRENCIES }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    source: text('source', { enum: ['staff', 'mongolbank'] }).notNull(),
    /** The day the rate is for (YYYY-MM-DD, Ulaanbaatar). */
    effectiveOn: text('effective_on').notNull(),
    createdBy: uuid('created_by').references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('exchange_rates_store_currency_idx').on(t.storeId, t.currency, t.createdAt)],
);

/** The store's catalog settings: the landed-cost pricing rules (core/landed-cost.ts) and the low-stock threshold. */
export const catalogSettings = pgTable('catalog_settings', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id),
  pricing: jsonb('pricing').$type<PricingRules>().notNull(),
  /** A variant with this many units or fewer is on the low-stock list. */
  lowStockAt: integer('low_stock_at').notNull().default(3),
  updatedBy: uuid('updated_by').references((): AnyPgColumn => staff.id),
  updatedAt: updatedAt(),
});

/**
 * Who did what in the console: every staff write, recorded in the same transaction as the change — the object, the
 * action, and the fields before → after (core/audit.ts). Never updated or deleted by the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id),
    /** The staff member's name as it was (staff can be renamed). */
    staffName: text('staff_name').notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text('entity_id').notNull(),
    /** What was done: create, update, deactivate, adjust, import, apply, … */
    action: text('action').notNull(),
    /** A readable name of the object when it was changed (a product's name, an order's number). */
    label: text('label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.storeId, t.entity, t.entityId, t.createdAt), index('audit_log_store_idx').on(t.storeId, t.createdAt)],
);

/** Products sold together at a bundle price. */
export const bundles = pgTable(
  'bundles',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull(),
    nameMn: text('name_mn').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionMn: text('description_mn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    price: integer('price').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bundles_store_slug_uq').on(t.storeId, t.slug)],
);

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] }), index('bundle_items_product_idx').on(t.productId)],
);

/** Page-builder blocks of the home page ("home") and of content pages (their key), in order; staff edit them in the console. */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    page: text('page').notNull(),
    position: integer('position').notNull(),
    config: jsonb('config').$type<PageBlockConfig>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('page_blocks_store_page_idx').on(t.storeId, t.page, t.position)],
);

/**
 * An entry of store content (core/content.ts): a page, a media article, a legal document or an FAQ question, in both
 * languages. `doc` is the rich text (core/rich-text.ts); `body` keeps its words as plain text (search, descriptions,
 * feeds; and the text of entries written before rich text, shown while `doc` is null). Public when published and its
 * `publish_at` (if any) has passed. `revision` counts saves: every save keeps a snapshot in content_revisions.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull().default('page'),
    key: text('key').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull().default(sql`'{"mn":"","en":""}'::jsonb`),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    doc: jsonb('doc').$type<LocalizedDoc>(),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('published'),
    /** When a published entry becomes public (scheduled publishing); null: as soon as it is published. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When the entry was first public (an article's datePublished). */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    /** Articles: the cover picture (images), the topic the /media list files them under, tags, the author shown. */
    imageId: uuid('image_id').references((): AnyPgColumn => images.id),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    authorName: text('author_name'),
    /** FAQ questions: their order within the topic (category). */
    position: integer('position').notNull().default(0),
    /** Legal documents: the version shoppers accept, its effective date and what changed from the one before. */
    version: integer('version').notNull().default(1),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    changes: jsonb('changes').$type<LocalizedText>(),
    seo: jsonb('seo').$type<ContentSeo>().notNull().default(sql`'{}'::jsonb`),
    revision: integer('revision').notNull().default(1),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_pages_store_kind_key_uq').on(t.storeId, t.kind, t.key),
    index('content_pages_store_kind_idx').on(t.storeId, t.kind, t.status, t.publishAt),
  ],
);

/** Every saved state of a content entry, newest last: the console's history, and what "restore" brings back. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: id(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** The entry's editable fields as they were saved (ContentSnapshot). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_revisions_page_revision_uq').on(t.pageId, t.revision)],
);

/**
 * The store's search synonyms (core/search-synonyms.ts), edited in the console: a two-way group whose terms find each
 * other, or a one-way rule whose first term also finds the rest. Terms as staff typed them; folded when compiled.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    terms: text('terms').array().notNull(),
    twoWay: boolean('two_way').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_synonyms_store_idx').on(t.storeId)],
);

/**
 * What shoppers search for, counted per day and query (server/modules/catalog/search-analytics.ts): no shopper, address
 * or session is kept, only the query (by its folded key, with the last spelling typed), how often it was searched, how
 * many products it found the last time, and how often a result was opened.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    day: date('day').notNull(),
    key: text('key').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    results: integer('results').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.key] })],
);

/**
 * The store's redirects: an old path answers with a redirect to its new place. Made when staff change a published
 * entry's key (301), edited in the console; served with the build manifest's fixed rules (core/route-rules.ts).
 */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('redirects_store_from_uq').on(t.storeId, t.fromPath)],
);

/**
 * A picture staff uploaded, kept through the file storage in the sizes pages use (WebP, widths up to the original's),
 * each size under its own key; pages build `srcset` from `variants` and never serve the upload itself.
 */
export const images = pgTable('images', {
  id: id(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
  createdBy: uuid('created_by').references((): AnyPgColumn => staff.id),
  createdAt: createdAt(),
});

export type ImageVariant = { width: number; height: number; key: string; bytes: number };

/** Secrets the server makes for itself on first start (e.g. the key that hashes one-time codes), shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A shopper's account. Phone (E.164) is how most log in; `rating` is the store's "Boss" level (0 = Boss 0). */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    phone: text('phone'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    gender: text('gender', { enum: ['male', 'female', 'uncertain'] }),
    birthDate: text('birth_date'),
    civilId: text('civil_id'),
    /** The Google account (OpenID subject) that logs in to this account, if any. */
    googleSub: text('google_sub'),
    rating: integer('rating').notNull().default(0),
    /** Whether the shopper takes messages that ask rather than tell (core/notifications.ts MARKETING_EVENTS); order news always goes. */
    marketingMessages: boolean('marketing_messages').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_store_phone_uq').on(t.storeId, t.phone), uniqueIndex('customers_store_google_uq').on(t.storeId, t.googleSub)],
);

/** A logged-in browser. The cookie holds a random token; only its SHA-256 is stored, so a database leak logs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** A one-time code sent by SMS: stored as an HMAC, valid 5 minutes, 5 wrong tries at most. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login', 'change_phone'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.storeId, t.phone, t.createdAt), index('otp_challenges_ip_idx').on(t.ip, t.createdAt)],
);

/** Guest tokens already merged into an account: the merge happens once, however often a login is retried. */
export const guestMerges = pgTable(
  'guest_merges',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    userToken: text('user_token').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    mergedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userToken] })],
);

/** A customer's saved delivery address. Location codes are those of `locations` (the address form). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code'),
    khorooCode: text('khoroo_code'),
    detail: text('detail').notNull(),
    type: text('type', { enum: ['home', 'work', 'other'] }).notNull().default('home'),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

/** A Google login under way: what the callback must check (state, nonce, PKCE verifier), for 10 minutes. */
export const loginFlows = pgTable('login_flows', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to'),
  createdAt: createdAt(),
});

/**
 * A cart line. The owner is a guest's user_token ("g:<token>") or an account ("c:<customer id>"); `seenPrice` is the
 * price the shopper last saw, so a change can be told to them (the spec's cartUpdate).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    owner: text('owner').notNull(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    seenPrice: integer('seen_price').notNull(),
    /** Whether the line could be bought when the shopper last saw it. */
    seenAvailable: boolean('seen_available').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_items_owner_variant_uq').on(t.storeId, t.owner, t.variantId)],
);

/** A liked product (the wishlist), owned like a cart line by a guest or an account. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    owner: text('owner').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.owner, t.productId] })],
);

/**
 * A bundle in the cart, at the bundle's price. `choice` names the variant of each bundle product (product id → variant id);
 * `choiceKey` is that choice written in a stable order, so the same bundle with the same picks is one line.
 */
export const cartBundles = pgTable(
  'cart_bundles',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    owner: text('owner').notNull(),
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    choice: jsonb('choice').$type<Record<string, string>>().notNull(),
    choiceKey: text('choice_key').notNull(),
    quantity: integer('quantity').notNull(),
    seenPrice: integer('seen_price').notNull(),
    seenAvailable: boolean('seen_available').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_bundles_owner_uq').on(t.storeId, t.owner, t.bundleId, t.choiceKey)],
);

/** What a shopper filled in on /order, kept until the order is placed, so /order/review (and a reload) shows it. */
export type CheckoutAddress = { countryCode: string; cityCode: string; districtCode: string | null; khorooCode: string | null; detail: string };
export const checkouts = pgTable(
  'checkouts',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    owner: text('owner').notNull(),
    shippingCode: text('shipping_code').notNull(),
    address: jsonb('address').$type<CheckoutAddress>(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    paymentMethod: text('payment_method').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    /** The version of the terms of service the shopper ticked (content_pages, kind legal, key terms). */
    termsVersion: integer('terms_version'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.owner] })],
);

/** Readable order numbers, shared by all stores: 100001, 100002, … */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

/** A delivery address as it was when the order was placed, with the place names in both languages. */
export type OrderAddress = CheckoutAddress & { places: LocalizedText };

/**
 * An order the store owes money back: paid beyond its total, or paid at all once closed (cancelled, returned, expired),
 * less what was refunded. The same rule as core/refunds.ts refundOwed, as SQL on the orders row (unqualified, for the
 * partial index and the queries on it).
 */
export const OWES_REFUND = sql`paid_amount - refunded_amount > case when state in ('cancelled', 'returned', 'expired') then 0 else total end`;

/**
 * A placed order. `state` is one of core/order-state.ts; money is integer MNT computed on the server. `phone` is the
 * phone the order belongs to (spec §6). `expiresAt` is when it is cancelled if still unpaid (48 hours).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    number: integer('number').notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    language: text('language', { enum: ['mn', 'en'] }).notNull(),
    state: text('state').notNull(),
    shippingCode: text('shipping_code').notNull(),
    shippingName: jsonb('shipping_name').$type<LocalizedText>().notNull(),
    address: jsonb('address').$type<OrderAddress>(),
    paymentMethod: text('payment_method').notNull(),
    itemsTotal: integer('items_total').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    total: integer('total').notNull(),
    /** Money recorded against the order (the payments issue keeps it). */
    paidAmount: integer('paid_amount').notNull().default(0),
    /** What the store gave back (refunds): the sum of the order's `refunds`, written with each. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    /** After arrival: how the shopper wants it (pickup or delivery) and where. */
    deliveryChoice: jsonb('delivery_choice').$type<{ code: 'pickup' | 'delivery'; address: OrderAddress | null; chosenAt: string }>(),
    /** For the e-receipt: a person's civil registration number or a company's register number. */
    receiptTarget: jsonb('receipt_target').$type<{ kind: 'person' | 'company'; number: string }>(),
    /** The terms of service version the shopper accepted at checkout (null on orders placed before terms were versioned). */
    termsVersion: integer('terms_version'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_store_number_uq').on(t.storeId, t.number),
    uniqueIndex('orders_store_idempotency_uq').on(t.storeId, t.idempotencyKey),
    index('orders_store_phone_idx').on(t.storeId, t.phone, t.createdAt),
    index('orders_store_state_idx').on(t.storeId, t.state, t.createdAt),
    index('orders_unpaid_expiry_idx').on(t.expiresAt).where(sql`state in ('new', 'not_paid')`),
    // The few orders the store owes money back (core/refunds.ts refundOwed): the refunds page's queue.
    index('orders_refund_owed_idx').on(t.storeId, t.updatedAt).where(OWES_REFUND),
  ],
);

/** One bundle product inside an order line, as it was sold. */
export type OrderComponent = { productId: string; variantId: string; quantity: number; name: LocalizedText; options: { label: LocalizedText; value: LocalizedText }[]; origin: string };

/** An order line: a product variant or a bundle, with what it was called and cost when the order was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A product variant, a bundle, or a "buy for me" request staff quoted (no stock of the store's). */
    kind: text('kind', { enum: ['product', 'bundle', 'request'] }).notNull(),
    /** The product's or the bundle's slug, to link back. */
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    thumbnail: text('thumbnail'),
    /** For a product line: its variant, sku and option labels; for a bundle: its components (each holds stock). */
    components: jsonb('components').$type<OrderComponent[]>().notNull(),
    sku: text('sku'),
    /** A request line's options as staff quoted them ("Size: M · Black"); a product's are in its component. */
    optionsText: text('options_text'),
    origin: text('origin').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  // The components index answers "was this product ever ordered?" (a product that was is never deleted).
  (t) => [index('order_items_order_idx').on(t.orderId, t.position), index('order_items_components_idx').using('gin', t.components.op('jsonb_path_ops'))],
);

/** Every change of an order's state: from → to, who, when and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actor: text('actor', { enum: ['shopper', 'staff', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** When an order from abroad reached each shipping stage (core/order-state.ts SHIPPING_STAGES), as staff recorded it. */
export const orderShippingStages = pgTable(
  'order_shipping_stages',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    reachedOn: text('reached_on').notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by'),
    recordedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.stage] })],
);

/** A staff member of the console. Passwords are scrypt hashes; `role` says what they may do. */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_store_username_uq').on(t.storeId, t.username)],
);

/** A staff member's logged-in browser (token hashed, like shopper sessions). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Failed staff logins (and tries being checked), one row per try under a key `u:<store>:<username>` or `ip:<address>`:
 * counted in the database so that every process of a store shares one lockout.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.at), index('login_failures_at_idx').on(t.at)],
);

/** Every way an order can be paid (store settings `paymentMethods` name the ones a store offers). */
export const PAYMENT_PROVIDERS = ['qpay', 'bank_transfer', 'storepay', 'pocket_zero', 'pocket_leasing', 'payon', 'easy_leasing', 'khan_leasing', 'gift_card'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** The lenders without an API (PayOn, Easy Leasing, Khan Bank leasing): an attempt is an application staff decide. */
export const APPLICATION_PROVIDERS = ['payon', 'easy_leasing', 'khan_leasing'] as const satisfies readonly PaymentProvider[];
/** The application providers as an SQL list, for conditions the database keeps (an index's predicate). */
const applicationProviderList = sql.raw(APPLICATION_PROVIDERS.map((p) => `'${p}'`).join(', '));

/**
 * One try to get money for an order through a provider: a QPay invoice, a lender's loan or application, a bank transfer
 * reference. `senderRef` is ours and unique (QPay's sender_invoice_no); `providerRef` is theirs (invoice or loan id);
 * `callbackToken` is the unguessable part of the callback URL. Every provider answer is kept in `raw` for audit.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'expired', 'cancelled'] }).notNull().default('pending'),
    senderRef: text('sender_ref').notNull(),
    providerRef: text('provider_ref'),
    callbackToken: text('callback_token').notNull(),
    /** What the shopper's page shows: QR text, bank-app links, a schedule, instructions. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    raw: jsonb('raw').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * When the reconciliation worker asks the provider about this attempt next (modules/payments/check-schedule.ts):
     * a minute after it is made, then on the schedule; null once nothing is left to ask (applications: staff decide).
     */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).default(sql`now() + interval '1 minute'`),
    /** Checks in a row the provider did not answer (timeout, error), since `unansweredSince`; the last one's error. */
    unansweredChecks: integer('unanswered_checks').notNull().default(0),
    unansweredSince: timestamp('unanswered_since', { withTimezone: true }),
    lastCheckError: text('last_check_error'),
    /** When staff were told that this attempt's payment cannot be confirmed (the console's marker); null while it answers. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_sender_ref_uq').on(t.senderRef),
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt),
    index('payment_attempts_provider_ref_idx').on(t.provider, t.providerRef),
    // One application at a time per order, however many submissions race: the lender decides it before another.
    uniqueIndex('payment_attempts_one_application_uq').on(t.orderId).where(sql`status = 'pending' and provider in (${applicationProviderList})`),
    // The reconciliation worker's queue: open attempts by when they are due.
    index('payment_attempts_check_due_idx').on(t.nextCheckAt).where(sql`status = 'pending'`),
  ],
);

/**
 * Money recorded against an order, exactly once: (provider, providerPaymentId) is unique, so a callback, a check and a
 * staff entry for the same money make one row. The order's paid amount is the sum of its payments.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: integer('amount').notNull(),
    raw: jsonb('raw').$type<unknown>(),
    /** The staff member who entered it (bank transfers), else null. */
    recordedBy: uuid('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId), index('payments_order_idx').on(t.orderId)],
);

/**
 * Money the store gave back to a shopper (core/refunds.ts: never more than it owes), as staff recorded it after making
 * it: how, the bank's or QPay's reference, and the key of the form that recorded it, so a double submit records one.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    reference: text('reference'),
    note: text('note'),
    key: text('key').notNull(),
    recordedBy: uuid('recorded_by').notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refunds_order_key_uq').on(t.orderId, t.key), index('refunds_store_created_idx').on(t.storeId, t.createdAt), check('refunds_amount_positive', sql`${t.amount} > 0`)],
);

/** A transfer seen on the store's bank statement (entered by staff or imported from CSV), matched to an order by reference. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** The bank's own id of the transaction: the same statement line imported twice is one transfer. */
    bankRef: text('bank_ref').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    payer: text('payer'),
    receivedOn: text('received_on').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    recordedBy: uuid('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_transfers_store_ref_uq').on(t.storeId, t.bankRef), index('bank_transfers_order_idx').on(t.orderId)],
);

/**
 * A gift card: a code to type at checkout and an unguessable URL to share. Balances are integer MNT; every use and refund
 * is a ledger row, and `balance` is only changed together with one.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    code: text('code').notNull(),
    urlToken: text('url_token').notNull(),
    initialBalance: integer('initial_balance').notNull(),
    balance: integer('balance').notNull(),
    currency: text('currency').notNull().default('MNT'),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The least and most one order may take from the card (null: no limit). */
    minUse: integer('min_use'),
    maxUse: integer('max_use'),
    issuedBy: uuid('issued_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gift_cards_store_code_uq').on(t.storeId, t.code), uniqueIndex('gift_cards_url_uq').on(t.urlToken)],
);

export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: id(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id),
    /** Negative: spent on an order; positive: given back (an order cancelled) or topped up. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('gift_card_ledger_card_idx').on(t.giftCardId, t.createdAt)],
);

/**
 * The order's e-receipt (e-barimt, PosAPI 3.0): issued after payment, retried until it is, visible to staff when it fails.
 * One per order.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'issued', 'failed'] }).notNull().default('pending'),
    type: text('type', { enum: ['B2C_RECEIPT', 'B2B_RECEIPT'] }).notNull(),
    totalAmount: integer('total_amount').notNull(),
    totalVat: integer('total_vat').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    ebarimtId: text('ebarimt_id'),
    lottery: text('lottery'),
    qrData: text('qr_data'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    raw: jsonb('raw').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('receipts_order_uq').on(t.orderId), index('receipts_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * The notification outbox (server/modules/notifications): every text the store owes a shopper, written in the
 * transaction of the change that causes it, and sent by the worker. `key` names the event and channel once (an order's
 * stage reached, a payment recorded): a second write of the same news is nothing, and the gateway is given the key so
 * that a send retried after a crash is not delivered twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: ['mn', 'en'] }).notNull(),
    /** The event's facts as they were (amounts, the stage, the order's path): the text is made of them when sent. */
    values: jsonb('values').$type<Record<string, string | number>>().notNull(),
    /** The text as sent (null until then). */
    body: text('body'),
    key: text('key').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The gateway's answer to the send that took it (its message id and status). */
    gatewayAnswer: jsonb('gateway_answer').$type<unknown>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_key_uq').on(t.key),
    index('notifications_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('notifications_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** The store's own wording of a message (an event in one language), set by staff; an event without one uses the store's default text. */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    language: text('language', { enum: ['mn', 'en'] }).notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_templates_event_uq').on(t.storeId, t.event, t.language)],
);

/** Open positions on /join-us (core/careers.ts), written by staff in both languages. */
export const jobPositions = pgTable(
  'job_positions',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    state: text('state', { enum: POSITION_STATES }).notNull().default('draft'),
    /** The team the /join-us list groups it under ("Customer service"). */
    team: jsonb('team').$type<LocalizedText>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    location: jsonb('location').$type<LocalizedText>().notNull(),
    employment: text('employment', { enum: EMPLOYMENT_TYPES }).notNull(),
    /** A monthly salary range in tugriks, when staff give one (either end may be open). */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    /** The last day applications are taken (YYYY-MM-DD, Ulaanbaatar); null: until staff close it. */
    closesOn: text('closes_on'),
    /** Duties, requirements, what the store offers: rich text (core/rich-text.ts) per language. */
    doc: jsonb('doc').$type<LocalizedDoc>().notNull(),
    /** When it was first opened (JobPosting datePosted). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    revision: integer('revision').notNull().default(1),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_positions_store_state_idx').on(t.storeId, t.state)],
);

/** An application to a position with its CV (kept in the file storage, folder `cvs`), deleted after `keepUntil`. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    positionId: uuid('position_id')
      .notNull()
      .references(() => jobPositions.id),
    /** The form's one-time token: a double click or a retry of the same form makes one application. */
    submissionKey: text('submission_key').notNull(),
    name: text('name').notNull(),
    /** +976 and eight digits. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    letter: text('letter').notNull().default(''),
    /** The CV in the file storage, the file's name as the applicant had it (shown to staff), and its extension. */
    cvKey: text('cv_key').notNull(),
    cvName: text('cv_name').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    /** Staff's notes on the applicant. */
    notes: text('notes').notNull().default(''),
    /** The applicant consented to keeping the application until then; the retention worker deletes it after. */
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
    lang: text('lang').notNull().default('mn'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_store_submission_uq').on(t.storeId, t.submissionKey),
    index('job_applications_position_idx').on(t.positionId, t.createdAt),
    index('job_applications_keep_until_idx').on(t.keepUntil),
  ],
);

/** The after-order survey (core/survey.ts): one answer per order, kept unique here. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** 1–5. */
    satisfaction: integer('satisfaction').notNull(),
    /** Required at 3 or less (REASON_REQUIRED_AT_OR_BELOW). */
    reason: text('reason').notNull().default(''),
    /** 0–10: how likely the shopper is to recommend the store. */
    nps: integer('nps').notNull(),
    /** Each step rated 1–5, or left out. */
    steps: jsonb('steps').$type<Partial<Record<SurveyStep, number>>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('survey_responses_order_uq').on(t.orderId),
    index('survey_responses_store_created_idx').on(t.storeId, t.createdAt),
    check('survey_responses_satisfaction_range', sql`${t.satisfaction} between 1 and 5`),
    check('survey_responses_nps_range', sql`${t.nps} between 0 and 10`),
  ],
);

/**
 * What visitors' browsers report (core/visitor-record.ts, server/modules/tracking/): one row per thing that happened — a
 * session begun, a page seen, a rage or dead click with the element's text, a back-button bounce, a JS error, a Core Web
 * Vital, a funnel step, a cart left, the last action before leaving. Append-only and partitioned by day (UTC) on `at`,
 * the time the server received it: the partitions are made ahead and dropped after the kept days by a worker
 * (`tracking/partitions.ts`, ADR 0012); the table itself is created by hand-written SQL in migration 0017. No shopper is
 * kept: no user id or address, a path without its query, element texts only.
 */
export const visitEvents = pgTable(
  'visit_events',
  {
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    storeId: uuid('store_id').notNull(),
    sessionId: text('session_id').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    network: text('network').notNull(),
    referrer: text('referrer').notNull(),
    signedIn: boolean('signed_in').notNull(),
    path: text('path').notNull(),
    pageType: text('page_type').notNull(),
    label: text('label').notNull().default(''),
    value: doublePrecision('value'),
    origin: text('origin'),
  },
  (t) => [index('visit_events_store_at_idx').on(t.storeId, t.at), index('visit_events_session_idx').on(t.sessionId)],
);

/**
 * The visitor dashboard's numbers, added up per hour as events are written (the same transaction): a count `n` and a
 * sum `total` per metric and its one or two dimensions (a page type, a browser, a funnel step and the product's origin,
 * a page and an element's text, a Core Web Vital's bucket), with the visitor's language and device so the dashboard can
 * filter by them. Kept far longer than the raw events.
 */
export const visitRollups = pgTable(
  'visit_rollups',
  {
    storeId: uuid('store_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    language: text('language').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    dim: text('dim').notNull().default(''),
    dim2: text('dim2').notNull().default(''),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    total: doublePrecision('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.hour, t.metric, t.language, t.device, t.dim, t.dim2] })],
);

export const buyRequestNumbers = pgSequence('buy_request_number_seq', { startWith: 5001 });

/**
 * A shopper's "buy for me" request: a product on a marketplace abroad (its link, what its page said) or, with no link, the
 * shopper's description; what they chose; staff's quote (the exact price and weight, the rate locked, valid some days);
 * and the order it became once accepted. `state` is never 'expired': a quote past `quote_valid_until` reads as expired.
 */
export const buyRequests = pgTable(
  'buy_requests',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    number: integer('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The account's phone when it asked: quotes are texted to it. */
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: text('language', { enum: ['mn', 'en'] }).notNull(),
    state: text('state', { enum: REQUEST_STATES }).$type<StoredRequestState>().notNull().default('submitted'),
    url: text('url'),
    /** The marketplace (core/marketplaces.ts) the link is of. */
    site: text('site'),
    title: text('title').notNull(),
    image: text('image'),
    /** One unit's price as the page showed it. */
    pagePrice: jsonb('page_price').$type<{ minor: number; currency: string }>(),
    /** The options the page offered. */
    pageOptions: jsonb('page_options').$type<PageOption[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the shopper chose of them, and anything else they said (a description when there is no link). */
    chosen: jsonb('chosen').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    note: text('note'),
    /** The shopper's photo of what they want (a storage key under requests/, WebP; private to them and staff). */
    photo: text('photo'),
    kind: text('kind', { enum: Object.keys(ESTIMATE_KINDS) as [string, ...string[]] }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The estimate the shopper saw (tugrik, all units), if there was one. */
    estimate: integer('estimate'),
    quote: jsonb('quote').$type<BuyQuote>(),
    quoteValidUntil: timestamp('quote_valid_until', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    orderId: uuid('order_id').references(() => orders.id),
    /** The form's key: sent twice, it makes one request. */
    key: text('key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('buy_requests_store_number_uq').on(t.storeId, t.number),
    uniqueIndex('buy_requests_customer_key_uq').on(t.customerId, t.key),
    index('buy_requests_store_state_idx').on(t.storeId, t.state, t.createdAt),
    index('buy_requests_customer_idx').on(t.customerId, t.createdAt),
    check('buy_requests_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
