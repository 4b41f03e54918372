// The demo store's content as database rows: each entry of seed-data/content-data.ts as a published content_pages row
// with its document, its plain text (body) and the history of saves a staff member would have left — one revision
// snapshot per save, so a legal document's earlier versions stay readable (/legal/terms?version=1).
import type { ContentSnapshot } from '../../core/content';
import { docFromPlainText, docText, type LocalizedDoc } from '../../core/rich-text';
import type { Db } from './client';
import { contentPages, contentRevisions, type LocalizedText } from './schema';
import { contentSeeds, type ContentSeed } from './seed-data/content-data';

type Save = { title: LocalizedText; text: LocalizedText; version: number; effectiveAt: string | null; changes: LocalizedText | null; savedAt: string };

export type ContentRow = {
  page: typeof contentPages.$inferInsert;
  /** The snapshots of the entry's saves, oldest first (revision 1, 2, …), and when each was saved. */
  revisions: { snapshot: ContentSnapshot; savedAt: Date }[];
};

/** An entry's saves, oldest first: a legal document's earlier versions, then the entry as it is now. */
function savesOf(seed: ContentSeed): Save[] {
  const current: Save = {
    title: seed.title,
    text: seed.text,
    version: seed.legal?.version ?? 1,
    effectiveAt: seed.legal?.effectiveAt ?? null,
    changes: seed.legal?.changes ?? null,
    savedAt: seed.updatedAt ?? seed.firstPublishedAt,
  };
  const earlier = (seed.legal?.earlier ?? []).map(
    (v): Save => ({
      title: v.title ?? seed.title,
      text: v.text ?? seed.text,
      version: v.version,
      effectiveAt: v.effectiveAt,
      changes: v.changes,
      savedAt: v.updatedAt ?? seed.firstPublishedAt,
    }),
  );
  return [...earlier, current];
}

const docOf = (text: LocalizedText): LocalizedDoc => ({ mn: docFromPlainText(text.mn), en: docFromPlainText(text.en) });

function snapshotOf(seed: ContentSeed, save: Save): ContentSnapshot {
  return {
    key: seed.key,
    title: save.title,
    summary: seed.summary,
    doc: docOf(save.text),
    status: 'published',
    publishAt: null,
    imageId: null,
    category: seed.category ?? null,
    tags: seed.tags ?? [],
    authorName: seed.authorName ?? null,
    position: seed.position ?? 0,
    version: save.version,
    effectiveAt: save.effectiveAt,
    changes: save.changes,
    seo: {},
  };
}

/** Every demo entry of a store as the row it is saved as and its revision snapshots. */
export function contentRows(storeId: string): ContentRow[] {
  return contentSeeds.map((seed) => {
    const saves = savesOf(seed);
    const revisions = saves.map((save) => ({ snapshot: snapshotOf(seed, save), savedAt: new Date(save.savedAt) }));
    const now = revisions.at(-1)!.snapshot;
    return {
      page: {
        storeId,
        kind: seed.kind,
        key: now.key,
        title: now.title,
        summary: now.summary,
        body: { mn: docText(now.doc.mn), en: docText(now.doc.en) },
        doc: now.doc,
        status: now.status,
        publishAt: null,
        firstPublishedAt: new Date(seed.firstPublishedAt),
        category: now.category,
        tags: now.tags,
        authorName: now.authorName,
        position: now.position,
        version: now.version,
        effectiveAt: now.effectiveAt ? new Date(now.effectiveAt) : null,
        changes: now.changes,
        seo: now.seo,
        revision: revisions.length,
        createdAt: revisions[0].savedAt,
        updatedAt: revisions.at(-1)!.savedAt,
      },
      revisions,
    };
  });
}

/**
 * Adds the content to a new store: each entry and its revisions (entries the store already has are left alone). Pages,
 * FAQ and legal documents are every new store's, for staff to make their own; the demo's articles (news and guides
 * signed by its staff, cards of its catalog) only a demo store's.
 */
export async function seedContent(db: Db, storeId: string, options: { articles: boolean }): Promise<void> {
  const rows = contentRows(storeId).filter((r) => options.articles || r.page.kind !== 'article');
  const inserted = await db
    .insert(contentPages)
    .values(rows.map((r) => r.page))
    .onConflictDoNothing()
    .returning({ id: contentPages.id, kind: contentPages.kind, key: contentPages.key });
  const idOf = new Map(inserted.map((p) => [`${p.kind}:${p.key}`, p.id]));
  const revisions = rows.flatMap((r) => {
    const pageId = idOf.get(`${r.page.kind}:${r.page.key}`);
    return pageId ? r.revisions.map((rev, i) => ({ pageId, revision: i + 1, snapshot: rev.snapshot, createdAt: rev.savedAt })) : [];
  });
  if (revisions.length) await db.insert(contentRevisions).values(revisions);
}
