import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { contentPages, type LocalizedText } from '../../db/schema';

export type ContentPage = { key: string; title: LocalizedText; body: LocalizedText; updatedAt: string };

/** A published content page by its key (the path after the first slash, e.g. "delivery"); NOT_FOUND otherwise. */
export async function getContentPage(db: Db, storeId: string, key: string): Promise<ContentPage> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.storeId, storeId), eq(contentPages.key, key), eq(contentPages.published, true)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
  return { key: row.key, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}
