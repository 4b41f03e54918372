// Sitemaps: /sitemap.xml is an index of /sitemap-pages.xml (home, categories, brands, content pages, /media and its
// articles, /faq, the legal documents; with their last change where the store knows it) and
// /sitemap-products-{n}.xml (active products, at most 40,000 per file: the protocol allows 50,000 URLs per sitemap).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { contentPath, type ContentKind } from '../../../core/content';
import type { Db } from '../../db/client';
import { brands, categories, contentPages, products } from '../../db/schema';
import { publicContent } from '../content/visibility';

export const PRODUCTS_PER_SITEMAP = 40_000;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const url = (loc: string, lastmod?: Date) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
const urlset = (urls: string[]) => ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>'].join('\n');

export async function renderSitemapIndex(db: Db, storeId: string, origin: string): Promise<string> {
  const [{ n }] = await db.select({ n: count() }).from(products).where(and(eq(products.storeId, storeId), eq(products.active, true)));
  const files = ['/sitemap-pages.xml', ...Array.from({ length: Math.max(1, Math.ceil(Number(n) / PRODUCTS_PER_SITEMAP)) }, (_, i) => `/sitemap-products-${i + 1}.xml`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `<sitemap><loc>${escapeXml(origin + f)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}

/** Entries staff keep out of search engines (seo.noindex) are left out of the sitemap too. */
const indexable = sql`coalesce((${contentPages.seo}->>'noindex')::boolean, false) = false`;

/** A kind's public, indexable entries: their keys and last changes. */
const publicEntries = (db: Db, storeId: string, kind: ContentKind) =>
  db
    .select({ key: contentPages.key, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(and(publicContent(storeId, kind), indexable))
    .orderBy(asc(contentPages.key));

const latest = (rows: { updatedAt: Date }[]) => (rows.length ? new Date(Math.max(...rows.map((r) => r.updatedAt.getTime()))) : undefined);

export async function renderPagesSitemap(db: Db, storeId: string, origin: string): Promise<string> {
  const [categoryRows, brandRows, pageRows, articleRows, faqRows, legalRows] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).where(eq(categories.storeId, storeId)),
    db.select({ slug: brands.slug }).from(brands).where(eq(brands.storeId, storeId)),
    publicEntries(db, storeId, 'page'),
    publicEntries(db, storeId, 'article'),
    // FAQ questions are answered on /faq itself: it changed when its newest answer did.
    db.select({ updatedAt: contentPages.updatedAt }).from(contentPages).where(publicContent(storeId, 'faq')),
    publicEntries(db, storeId, 'legal'),
  ]);
  return urlset([
    url(`${origin}/`),
    ...categoryRows.map((c) => url(`${origin}/category?category=${c.slug}`)),
    ...brandRows.map((b) => url(`${origin}/b/${b.slug}`)),
    ...pageRows.map((p) => url(origin + contentPath('page', p.key), p.updatedAt)),
    url(`${origin}/media`, latest(articleRows)),
    ...articleRows.map((a) => url(origin + contentPath('article', a.key), a.updatedAt)),
    url(`${origin}/faq`, latest(faqRows)),
    ...legalRows.map((l) => url(origin + contentPath('legal', l.key), l.updatedAt)),
  ]);
}

export type SitemapProduct = { slug: string; updatedAt: Date };

/** The products of part `part` (1-based) of the product sitemap; NOT_FOUND past the last part. */
export async function listSitemapProducts(db: Db, storeId: string, part: number): Promise<SitemapProduct[]> {
  const rows = await db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.active, true)))
    .orderBy(asc(products.id))
    .limit(PRODUCTS_PER_SITEMAP)
    .offset((part - 1) * PRODUCTS_PER_SITEMAP);
  if (rows.length === 0 && part > 1) throw new AppError('NOT_FOUND', 'dataNotFound');
  return rows;
}

/** A product sitemap at `origin`. Only the products are kept between requests: an origin from a Host header is not. */
export function renderProductsSitemap(rows: SitemapProduct[], origin: string): string {
  return urlset(rows.map((p) => url(`${origin}/p/${p.slug}`, p.updatedAt)));
}
