import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { ContentKind } from '../../../core/content';
import type { LocalizedDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { contentPages, type LocalizedText } from '../../db/schema';
import { entryDoc, publicContent } from './visibility';

export type ContentPage = { id: string; key: string; title: LocalizedText; summary: LocalizedText; body: LocalizedText; doc: LocalizedDoc; updatedAt: string };

/** A public content entry of a kind by its key (a page's path after the first slash, e.g. "delivery"); NOT_FOUND otherwise. */
export async function getContentPage(db: Db, storeId: string, key: string, kind: ContentKind = 'page'): Promise<ContentPage> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(publicContent(storeId, kind), eq(contentPages.key, key)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
  return { id: row.id, key: row.key, title: row.title, summary: row.summary, body: row.body, doc: entryDoc(row), updatedAt: row.updatedAt.toISOString() };
}
