// The one rule for what shoppers may read (core/content.ts isPublic), as SQL: published, and its time has come.
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContentKind } from '../../../core/content';
import { docFromPlainText, type LocalizedDoc } from '../../../core/rich-text';
import { contentPages, type LocalizedText } from '../../db/schema';

export function publicContent(storeId: string, kind: ContentKind): SQL {
  return and(
    eq(contentPages.storeId, storeId),
    eq(contentPages.kind, kind),
    eq(contentPages.status, 'published'),
    or(isNull(contentPages.publishAt), lte(contentPages.publishAt, sql`now()`)),
  )!;
}

/** An entry's rich text: its document, or (entries written before rich text) its plain text read as one. */
export function entryDoc(row: { doc: LocalizedDoc | null; body: LocalizedText }): LocalizedDoc {
  return row.doc ?? { mn: docFromPlainText(row.body.mn), en: docFromPlainText(row.body.en) };
}
