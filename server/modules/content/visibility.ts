// The one rule for what shoppers may read (core/content.ts isPublic), as SQL: published, and its time has come.
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContentKind } from '../../../core/content';
import type { Language } from '../../../core/i18n';
import { docFromPlainText, type LocalizedDoc, type RichDoc } from '../../../core/rich-text';
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

/** A document in one language, or (as `pick` does for text) the other one when that language's is empty. */
export function docIn(doc: LocalizedDoc, lang: Language): RichDoc {
  if (doc[lang].content.length) return doc[lang];
  return doc.en.content.length ? doc.en : doc.mn;
}
