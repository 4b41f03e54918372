// Store content written straight into a test database: FAQ questions and legal documents with their history of saves
// (content_revisions), as the console's editor leaves them — for tests that read content, which must not depend on the
// demo seed's texts.
import { and, eq } from 'drizzle-orm';
import type { ContentSnapshot, LegalKey } from '../core/content';
import { docFromPlainText, type LocalizedDoc } from '../core/rich-text';
import type { Db } from '../server/db/client';
import { contentPages, contentRevisions } from '../server/db/schema';

type Text = { mn: string; en: string };

const docOf = (text: Text): LocalizedDoc => ({ mn: docFromPlainText(text.mn), en: docFromPlainText(text.en) });

/** FAQ questions (kind faq): the key is the anchor, the topic its category, the answer in the plain-text format. */
export async function insertFaq(
  db: Db,
  storeId: string,
  questions: { key: string; topic: string | null; question: Text; answer: Text; position?: number; status?: 'draft' | 'published'; publishAt?: Date | null }[],
): Promise<void> {
  for (const [i, q] of questions.entries()) {
    await db
      .insert(contentPages)
      .values({
        storeId,
        kind: 'faq',
        key: q.key,
        title: q.question,
        body: { mn: '', en: '' },
        doc: docOf(q.answer),
        category: q.topic,
        position: q.position ?? i,
        status: q.status ?? 'published',
        publishAt: q.publishAt ?? null,
      })
      .onConflictDoNothing();
  }
}

export type LegalSave = {
  version: number;
  title: Text;
  text: Text;
  changes?: Text | null;
  effectiveAt?: string | null;
  status?: 'draft' | 'published';
  publishAt?: string | null;
};

/**
 * A legal document saved once per entry of `saves`, oldest first: each save is a revision snapshot, and the entry holds
 * the last one. Replaces the document if the store already has one (the demo seed's).
 */
export async function insertLegal(db: Db, storeId: string, key: LegalKey, saves: LegalSave[]): Promise<string> {
  await db.delete(contentPages).where(and(eq(contentPages.storeId, storeId), eq(contentPages.kind, 'legal'), eq(contentPages.key, key)));
  const last = saves.at(-1)!;
  const [row] = await db
    .insert(contentPages)
    .values({
      storeId,
      kind: 'legal',
      key,
      title: last.title,
      body: { mn: '', en: '' },
      doc: docOf(last.text),
      status: last.status ?? 'published',
      publishAt: last.publishAt ? new Date(last.publishAt) : null,
      version: last.version,
      effectiveAt: last.effectiveAt ? new Date(last.effectiveAt) : null,
      changes: last.changes ?? null,
      revision: saves.length,
    })
    .returning({ id: contentPages.id });
  for (const [i, save] of saves.entries()) {
    const snapshot: ContentSnapshot = {
      key,
      title: save.title,
      summary: { mn: '', en: '' },
      doc: docOf(save.text),
      status: save.status ?? 'published',
      publishAt: save.publishAt ?? null,
      imageId: null,
      category: null,
      tags: [],
      authorName: null,
      position: 0,
      version: save.version,
      effectiveAt: save.effectiveAt ?? null,
      changes: save.changes ?? null,
      seo: {},
    };
    await db.insert(contentRevisions).values({ pageId: row.id, revision: i + 1, snapshot });
  }
  return row.id;
}

/**
 * A content page (kind page) at `/{key}` with its rich text, replacing one the store already has under that key (the
 * demo seed's): published at once unless `status` or `publishAt` say otherwise. Answers its id.
 */
export async function insertPage(
  db: Db,
  storeId: string,
  page: { key: string; title: Text; doc: LocalizedDoc; summary?: Text; status?: 'draft' | 'published'; publishAt?: Date | null },
): Promise<string> {
  const values = {
    title: page.title,
    summary: page.summary ?? { mn: '', en: '' },
    body: { mn: '', en: '' },
    doc: page.doc,
    status: page.status ?? 'published',
    publishAt: page.publishAt ?? null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(contentPages)
    .values({ storeId, kind: 'page', key: page.key, ...values })
    .onConflictDoUpdate({ target: [contentPages.storeId, contentPages.kind, contentPages.key], set: values })
    .returning({ id: contentPages.id });
  return row.id;
}
