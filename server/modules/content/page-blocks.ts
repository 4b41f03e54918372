// A page's page-builder blocks (page_blocks: the home page, and a content page under its own key), each with the data
// it shows in the reader's language: pictures with their sizes, rich text with its pictures and product cards, a rail's
// products from its query, the FAQ questions of an excerpt. A block whose data is gone (a rail with no products, an
// excerpt with no public question, a category that no longer exists) is left out rather than shown empty.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { pick, type Language } from '../../../core/i18n';
import type { ImageInfo } from '../../../core/images';
import type { PageBlockConfig } from '../../../core/page-blocks';
import { docRefs, pickDoc, type RichDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { contentPages, pageBlocks } from '../../db/schema';
import { listProducts } from '../catalog/list-products';
import type { ProductCard } from '../catalog/product-card';
import { productQuery, type ProductQuery } from '../catalog/schemas';
import { refsOf, resolveRefs, type DocRefs } from './resolve-refs';
import { entryDoc, publicContent } from './visibility';

export type FaqQuestion = { key: string; question: string; answer: RichDoc };

export type PageBlock =
  | { id: string; type: 'hero'; title: string; text: string; cta: string; href: string; tone: 'brand' | 'dark' | 'sky'; image: ImageInfo | null }
  | { id: string; type: 'rich-text'; doc: RichDoc; refs: DocRefs }
  | { id: string; type: 'product-rail'; title: string; href: string | null; products: ProductCard[] }
  | { id: string; type: 'category-tiles'; title: string }
  | { id: string; type: 'image-text'; image: ImageInfo | null; alt: string; title: string; doc: RichDoc; refs: DocRefs; imageSide: 'left' | 'right' }
  | { id: string; type: 'faq-excerpt'; title: string; questions: FaqQuestion[]; refs: DocRefs }
  | { id: string; type: 'call-to-action'; title: string; text: string; cta: string; href: string };

/** The listing query of a product rail (what "see all" would show), or null when the rail names nothing to show. */
function railQuery(c: Extract<PageBlockConfig, { type: 'product-rail' }>): ProductQuery | null {
  const parsed = productQuery.safeParse({
    sort: c.source === 'newest' ? 'newest' : c.source === 'search' ? 'relevance' : 'bestsellers',
    origin: c.source === 'origin' && c.origin ? [c.origin] : [],
    sale: c.source === 'discounted',
    category: c.source === 'category' ? c.category : undefined,
    q: c.source === 'search' ? c.query : undefined,
    stock: true,
  });
  if (!parsed.success) return null;
  if ((c.source === 'category' && !parsed.data.category) || (c.source === 'search' && !parsed.data.q)) return null;
  return parsed.data;
}

async function railProducts(db: Db, storeId: string, lang: Language, c: Extract<PageBlockConfig, { type: 'product-rail' }>): Promise<ProductCard[]> {
  const query = railQuery(c);
  if (!query) return [];
  try {
    return (await listProducts(db, storeId, lang, query, { perPage: Math.max(1, Math.min(c.limit, 24)) })).items;
  } catch (err) {
    // A category removed since the block was made: the rail has nothing to show.
    if (err instanceof AppError && err.code === 'NOT_FOUND') return [];
    throw err;
  }
}

/** The public FAQ questions of an excerpt: the given keys in their order, else the topic's in the FAQ's order. */
async function faqQuestions(db: Db, storeId: string, lang: Language, c: Extract<PageBlockConfig, { type: 'faq-excerpt' }>): Promise<FaqQuestion[]> {
  const keys = c.keys?.filter(Boolean) ?? [];
  if (!keys.length && !c.topic) return [];
  const which: SQL = keys.length ? inArray(contentPages.key, keys) : eq(contentPages.category, c.topic!);
  const rows = await db
    .select({ key: contentPages.key, title: contentPages.title, doc: contentPages.doc, body: contentPages.body })
    .from(contentPages)
    .where(and(publicContent(storeId, 'faq'), which))
    .orderBy(asc(contentPages.position), asc(contentPages.key));
  if (keys.length) rows.sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
  return rows.slice(0, Math.max(1, c.limit)).map((r) => ({ key: r.key, question: pick(r.title, lang), answer: pickDoc(entryDoc(r), lang) }));
}

export async function listPageBlocks(db: Db, storeId: string, page: string, lang: Language): Promise<PageBlock[]> {
  const rows = await db
    .select({ id: pageBlocks.id, config: pageBlocks.config })
    .from(pageBlocks)
    .where(and(eq(pageBlocks.storeId, storeId), eq(pageBlocks.page, page), eq(pageBlocks.active, true)))
    .orderBy(asc(pageBlocks.position));
  if (!rows.length) return [];

  // Every picture and product card of the page's blocks in one lookup; each block then carries its own.
  const faqs = new Map<string, FaqQuestion[]>();
  for (const { id, config: c } of rows) if (c.type === 'faq-excerpt') faqs.set(id, await faqQuestions(db, storeId, lang, c));
  const docsOf = (id: string, c: PageBlockConfig): RichDoc[] =>
    c.type === 'rich-text' || c.type === 'image-text' ? [pickDoc(c.doc, lang)] : c.type === 'faq-excerpt' ? (faqs.get(id) ?? []).map((q) => q.answer) : [];
  const wanted = docRefs(rows.flatMap(({ id, config }) => docsOf(id, config)));
  for (const { config: c } of rows) if ((c.type === 'hero' || c.type === 'image-text') && c.imageId) wanted.imageIds.push(c.imageId);
  const all = await resolveRefs(db, storeId, lang, wanted);

  const blocks: PageBlock[] = [];
  for (const { id, config: c } of rows) {
    switch (c.type) {
      case 'hero':
        blocks.push({ id, type: 'hero', title: pick(c.title, lang), text: pick(c.text, lang), cta: pick(c.cta, lang), href: c.href, tone: c.tone, image: (c.imageId && all.images[c.imageId]) || null });
        break;
      case 'rich-text': {
        const doc = pickDoc(c.doc, lang);
        if (doc.content.length) blocks.push({ id, type: 'rich-text', doc, refs: refsOf(all, [doc]) });
        break;
      }
      case 'product-rail': {
        const products = await railProducts(db, storeId, lang, c);
        if (products.length) blocks.push({ id, type: 'product-rail', title: pick(c.title, lang), href: c.href ?? null, products });
        break;
      }
      case 'category-tiles':
        blocks.push({ id, type: 'category-tiles', title: pick(c.title, lang) });
        break;
      case 'image-text': {
        const doc = pickDoc(c.doc, lang);
        blocks.push({
          id,
          type: 'image-text',
          image: all.images[c.imageId] ?? null,
          alt: pick(c.alt, lang),
          title: pick(c.title, lang),
          doc,
          refs: refsOf(all, [doc]),
          imageSide: c.imageSide,
        });
        break;
      }
      case 'faq-excerpt': {
        const questions = faqs.get(id) ?? [];
        if (questions.length) blocks.push({ id, type: 'faq-excerpt', title: pick(c.title, lang), questions, refs: refsOf(all, questions.map((q) => q.answer)) });
        break;
      }
      case 'call-to-action':
        blocks.push({ id, type: 'call-to-action', title: pick(c.title, lang), text: pick(c.text, lang), cta: pick(c.cta, lang), href: c.href });
        break;
    }
  }
  return blocks;
}
