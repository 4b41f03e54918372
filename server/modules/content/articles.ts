// The media blog as shoppers and search engines read it: public articles (content_pages of kind "article"), newest
// first, filtered by topic (category) or tag; one article with its cover; its related articles; the topics and tags in
// use. An article's date is when it became public: its scheduled time, else when it was first published, else when it
// was written — one expression for the order of the list and the date shown (and the BlogPosting's datePublished).
import { and, arrayContains, arrayOverlaps, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { ContentSeo } from '../../../core/content';
import { pick, type Language } from '../../../core/i18n';
import type { ImageInfo } from '../../../core/images';
import { readingMinutes } from '../../../core/media-seo';
import type { RichDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { contentPages } from '../../db/schema';
import { findImages } from '../images/save-image';
import { entryDoc, publicContent } from './visibility';

export const ARTICLES_PER_PAGE = 12;

/** An article in a list: its card on /media, a related article, a feed's entry. */
export type ArticleCard = {
  key: string;
  title: string;
  summary: string;
  category: string | null;
  tags: string[];
  /** When it became public (ISO). */
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  cover: ImageInfo | null;
};

export type Article = ArticleCard & { id: string; doc: RichDoc; authorName: string | null; seo: ContentSeo };

export type ArticleQuery = { page: number; category?: string | null; tag?: string | null };
export type ArticleList = { items: ArticleCard[]; total: number; page: number; pages: number };

const publishedAt = sql<Date>`coalesce(${contentPages.publishAt}, ${contentPages.firstPublishedAt}, ${contentPages.createdAt})`.mapWith(contentPages.createdAt);
const newestFirst = [desc(publishedAt), desc(contentPages.id)];

type Row = typeof contentPages.$inferSelect;

const selectArticles = (db: Db) => db.select({ row: contentPages, publishedAt }).from(contentPages);

async function toCards(db: Db, storeId: string, lang: Language, rows: { row: Row; publishedAt: Date }[]) {
  const covers = await findImages(
    db,
    storeId,
    rows.flatMap((r) => (r.row.imageId ? [r.row.imageId] : [])),
  );
  return rows.map(({ row, publishedAt: at }) => toArticle(row, at, lang, row.imageId ? (covers[row.imageId] ?? null) : null));
}

function toArticle(row: Row, at: Date, lang: Language, cover: ImageInfo | null): Article {
  const doc = entryDoc(row)[lang];
  return {
    id: row.id,
    key: row.key,
    title: pick(row.title, lang),
    summary: pick(row.summary, lang),
    category: row.category,
    tags: row.tags,
    publishedAt: at.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(doc),
    cover,
    doc,
    authorName: row.authorName,
    seo: row.seo,
  };
}

/** A card only: what lists need (no document, author or SEO fields). */
function card({ key, title, summary, category, tags, publishedAt: at, updatedAt, readingMinutes: minutes, cover }: Article): ArticleCard {
  return { key, title, summary, category, tags, publishedAt: at, updatedAt, readingMinutes: minutes, cover };
}

/** A page of the store's public articles, newest first, of a topic or with a tag when asked. */
export async function listArticles(db: Db, storeId: string, lang: Language, query: ArticleQuery): Promise<ArticleList> {
  const filters: SQL[] = [publicContent(storeId, 'article')];
  if (query.category) filters.push(eq(contentPages.category, query.category));
  if (query.tag) filters.push(arrayContains(contentPages.tags, [query.tag]));
  const where = and(...filters);
  const page = Math.max(1, Math.floor(query.page) || 1);
  const [rows, [{ n }]] = await Promise.all([
    selectArticles(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(ARTICLES_PER_PAGE)
      .offset((page - 1) * ARTICLES_PER_PAGE),
    db.select({ n: count() }).from(contentPages).where(where),
  ]);
  const total = Number(n);
  return { items: (await toCards(db, storeId, lang, rows)).map(card), total, page, pages: Math.ceil(total / ARTICLES_PER_PAGE) };
}

/** The latest public articles with their text (feeds). */
export async function latestArticles(db: Db, storeId: string, lang: Language, limit: number): Promise<Article[]> {
  const rows = await selectArticles(db)
    .where(publicContent(storeId, 'article'))
    .orderBy(...newestFirst)
    .limit(limit);
  return toCards(db, storeId, lang, rows);
}

/** A public article by its key; NOT_FOUND for an unknown key, a draft or one whose time has not come. */
export async function getArticle(db: Db, storeId: string, key: string, lang: Language): Promise<Article> {
  const [row] = await selectArticles(db)
    .where(and(publicContent(storeId, 'article'), eq(contentPages.key, key)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
  const [article] = await toCards(db, storeId, lang, [row]);
  return article;
}

/** Up to `limit` other public articles of the same topic or sharing a tag, newest first. */
export async function relatedArticles(
  db: Db,
  storeId: string,
  article: { key: string; category: string | null; tags: string[] },
  lang: Language,
  limit = 3,
): Promise<ArticleCard[]> {
  const alike = [
    ...(article.category ? [eq(contentPages.category, article.category)] : []),
    ...(article.tags.length ? [arrayOverlaps(contentPages.tags, article.tags)] : []),
  ];
  if (!alike.length) return [];
  const rows = await selectArticles(db)
    .where(and(publicContent(storeId, 'article'), ne(contentPages.key, article.key), or(...alike)))
    .orderBy(...newestFirst)
    .limit(limit);
  return (await toCards(db, storeId, lang, rows)).map(card);
}

export type ArticleTopics = { categories: { category: string; count: number }[]; tags: { tag: string; count: number }[] };

/** The topics and tags public articles use, with how many articles each has (tags most used first). */
export async function articleTopics(db: Db, storeId: string): Promise<ArticleTopics> {
  const tagged = db
    .select({ tag: sql<string>`unnest(${contentPages.tags})`.as('tag') })
    .from(contentPages)
    .where(publicContent(storeId, 'article'))
    .as('tagged');
  const [categories, tags] = await Promise.all([
    db
      .select({ category: contentPages.category, count: count() })
      .from(contentPages)
      .where(and(publicContent(storeId, 'article'), sql`${contentPages.category} is not null`))
      .groupBy(contentPages.category)
      .orderBy(contentPages.category),
    db
      .select({ tag: tagged.tag, count: count() })
      .from(tagged)
      .groupBy(tagged.tag)
      .orderBy(desc(count()), tagged.tag),
  ]);
  return {
    categories: categories.map((c) => ({ category: c.category!, count: Number(c.count) })),
    tags: tags.map((t) => ({ tag: t.tag, count: Number(t.count) })),
  };
}
