// /sitemap.xml: every page a search engine should know — home, categories, brands, active products, content pages.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, contentPages, products } from '../../db/schema';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function renderSitemap(db: Db, storeId: string, origin: string): Promise<string> {
  const [productRows, categoryRows, brandRows, pageRows] = await Promise.all([
    db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(and(eq(products.storeId, storeId), eq(products.active, true))),
    db.select({ slug: categories.slug }).from(categories).where(eq(categories.storeId, storeId)),
    db.select({ slug: brands.slug }).from(brands).where(eq(brands.storeId, storeId)),
    db.select({ key: contentPages.key, updatedAt: contentPages.updatedAt }).from(contentPages).where(and(eq(contentPages.storeId, storeId), eq(contentPages.published, true))),
  ]);
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/'),
    ...categoryRows.map((c) => url(`/category?category=${c.slug}`)),
    ...brandRows.map((b) => url(`/b/${b.slug}`)),
    ...productRows.map((p) => url(`/p/${p.slug}`, p.updatedAt)),
    ...pageRows.map((p) => url(`/${p.key}`, p.updatedAt)),
    '</urlset>',
  ].join('\n');
}
