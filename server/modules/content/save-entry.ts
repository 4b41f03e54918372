// Saving a content entry from the console: one transaction that checks the form's revision is still the newest (a save
// made meanwhile by someone else is never overwritten), keeps each language's document sanitised and its plain text
// beside it, moves the entry's old address to the new one when a public entry's key changes (a 301 redirect), gives a
// published legal document whose text changed a new version with what changed, and keeps the saved fields as a new
// revision (content_revisions) with who saved it, and in the audit log when a staff member saved it.
import { and, desc, eq, ne } from 'drizzle-orm';
import { AppError, type FieldIssue } from '../../../core/app-error';
import { contentPath, type ContentKind, type ContentSnapshot } from '../../../core/content';
import { docText, RichTextTooLargeError, sanitizeDoc, type LocalizedDoc, type RichDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { contentPages, contentRevisions, images, staff } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { recordPathChange } from './redirects';
import type { EntryInput } from './schemas';

export type SavedEntry = { id: string; kind: ContentKind; key: string; revision: number; version: number; status: 'draft' | 'published'; publishAt: string | null };

type EntryRow = typeof contentPages.$inferSelect;

const invalid = (fields: FieldIssue[]) => new AppError('VALIDATION', 'invalidRequest', { fields });

/** Each language's document, sanitised; a document past the limits is its field's message. */
function cleanDocs(doc: EntryInput['doc']): LocalizedDoc {
  const clean = (value: unknown, path: string): RichDoc => {
    try {
      return sanitizeDoc(value ?? '');
    } catch (err) {
      if (err instanceof RichTextTooLargeError) throw invalid([{ path, messageKey: 'richTextTooLarge' }]);
      throw err;
    }
  };
  return { mn: clean(doc.mn, 'docMn'), en: clean(doc.en, 'docEn') };
}

/** JSON with object keys in order: documents read back from jsonb have their keys reordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export const sameDoc = (a: LocalizedDoc, b: LocalizedDoc): boolean => canonical(a) === canonical(b);

/** The fields of an entry as a revision keeps them. */
export function snapshotOf(row: EntryRow, doc: LocalizedDoc): ContentSnapshot {
  return {
    key: row.key,
    title: row.title,
    summary: row.summary,
    doc,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    imageId: row.imageId,
    category: row.category,
    tags: row.tags,
    authorName: row.authorName,
    position: row.position,
    version: row.version,
    effectiveAt: row.effectiveAt?.toISOString() ?? null,
    changes: row.changes,
    seo: row.seo,
  };
}

/** What the audit log keeps of an entry: its fields, with each language's text in place of the document. */
function auditFieldsOf(row: EntryRow): Record<string, unknown> {
  const text = (t: string) => (t.length > 2000 ? `${t.slice(0, 2000)}…` : t);
  return {
    kind: row.kind,
    key: row.key,
    title: row.title,
    summary: row.summary,
    body: { mn: text(row.body.mn), en: text(row.body.en) },
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    imageId: row.imageId,
    category: row.category,
    tags: row.tags,
    position: row.position,
    version: row.version,
    seo: row.seo,
  };
}

/** Refuses a save made from an older revision than the stored one, naming who saved the newer one. */
async function refuseStale(db: Db, row: EntryRow, revision: number) {
  if (row.revision === revision) return;
  const [last] = await db
    .select({ name: staff.name })
    .from(contentRevisions)
    .leftJoin(staff, eq(staff.id, contentRevisions.staffId))
    .where(eq(contentRevisions.pageId, row.id))
    .orderBy(desc(contentRevisions.revision))
    .limit(1);
  throw new AppError('CONFLICT', 'contentConflict', { values: { name: last?.name ?? '—', revision: row.revision } });
}

/** The newest revision of the entry that was published at its current legal version, if any: what shoppers accepted. */
async function lastPublishedDoc(db: Db, row: EntryRow): Promise<LocalizedDoc | null> {
  const revisions = await db.select({ snapshot: contentRevisions.snapshot }).from(contentRevisions).where(eq(contentRevisions.pageId, row.id)).orderBy(desc(contentRevisions.revision));
  const published = revisions.map((r) => r.snapshot as unknown as ContentSnapshot).find((s) => s.status === 'published' && s.version === row.version);
  return published?.doc ?? null;
}

/**
 * Creates (`id` null) or updates an entry of the store. VALIDATION with field messages for what the form can fix (a key
 * taken, a document too large, a picture that is not the store's, what changed in a legal document); CONFLICT when the
 * entry was saved since the form's revision; NOT_FOUND for an entry of another store or none.
 */
export async function saveEntry(db: Db, storeId: string, id: string | null, input: EntryInput, by: AuditActor | null, action: 'save' | 'restore' = 'save'): Promise<SavedEntry> {
  const staffId = by?.id ?? null;
  const doc = cleanDocs(input.doc);
  const body = { mn: docText(doc.mn), en: docText(doc.en) };
  try {
    return await db.transaction(async (tx) => {
      let before: EntryRow | null = null;
      if (id) {
        [before] = await tx
          .select()
          .from(contentPages)
          .where(and(eq(contentPages.id, id), eq(contentPages.storeId, storeId)))
          .for('update');
        if (!before || before.kind !== input.kind) throw new AppError('NOT_FOUND', 'dataNotFound');
        await refuseStale(tx, before, input.revision);
      } else if (input.revision !== 0) throw new AppError('NOT_FOUND', 'dataNotFound');

      const [taken] = await tx
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(and(eq(contentPages.storeId, storeId), eq(contentPages.kind, input.kind), eq(contentPages.key, input.key), ...(id ? [ne(contentPages.id, id)] : [])))
        .limit(1);
      if (taken) throw invalid([{ path: 'key', messageKey: 'contentKeyTaken' }]);
      if (input.imageId) {
        const [image] = await tx
          .select({ id: images.id })
          .from(images)
          .where(and(eq(images.id, input.imageId), eq(images.storeId, storeId)))
          .limit(1);
        if (!image) throw invalid([{ path: 'imageId', messageKey: 'invalidFormat' }]);
      }

      const now = new Date();
      const wasPublic = Boolean(before?.firstPublishedAt && before.firstPublishedAt <= now);
      // When it was first public: kept once it has been; else when this save makes it public (now or at its time).
      const firstPublishedAt = wasPublic ? before!.firstPublishedAt : input.status === 'published' ? (input.publishAt ?? now) : null;

      // Legal documents: a published text that differs from the one shoppers accepted is a new version.
      let version = before?.version ?? 1;
      let effectiveAt = before?.effectiveAt ?? null;
      let changes = before?.changes ?? null;
      if (input.kind === 'legal' && input.status === 'published') {
        const accepted = before ? await lastPublishedDoc(tx, before) : null;
        if (!accepted) effectiveAt = input.effectiveAt ?? effectiveAt ?? input.publishAt ?? now;
        else if (!sameDoc(accepted, doc)) {
          const missing = (['mn', 'en'] as const).filter((lang) => !input.changes[lang]);
          if (missing.length) throw invalid(missing.map((lang) => ({ path: `changes.${lang}`, messageKey: 'contentChangesRequired' })));
          version += 1;
          changes = input.changes;
          effectiveAt = input.effectiveAt ?? input.publishAt ?? now;
        } else if (input.effectiveAt) effectiveAt = input.effectiveAt;
      }

      const values = {
        key: input.key,
        title: input.title,
        summary: input.summary,
        body,
        doc,
        status: input.status,
        publishAt: input.publishAt,
        firstPublishedAt,
        imageId: input.imageId,
        category: input.category,
        tags: input.tags,
        authorName: input.authorName,
        position: input.position,
        version,
        effectiveAt,
        changes,
        seo: input.seo,
        updatedBy: staffId,
        updatedAt: now,
      };
      const [row] = before
        ? await tx
            .update(contentPages)
            .set({ ...values, revision: before.revision + 1 })
            .where(eq(contentPages.id, before.id))
            .returning()
        : await tx
            .insert(contentPages)
            .values({ ...values, storeId, kind: input.kind, revision: 1 })
            .returning();
      await tx.insert(contentRevisions).values({ pageId: row.id, revision: row.revision, snapshot: snapshotOf(row, doc) as unknown as Record<string, unknown>, staffId });
      // A public entry's old address leads to its new one (FAQ questions are anchors of /faq: nothing to redirect).
      if (before && wasPublic && before.key !== row.key && row.kind !== 'faq') await recordPathChange(tx, storeId, contentPath(row.kind, before.key), contentPath(row.kind, row.key));
      if (by) {
        await recordAudit(tx, {
          storeId,
          actor: by,
          entity: 'content',
          entityId: row.id,
          action: action === 'restore' ? 'restore' : before ? 'update' : 'create',
          label: row.title.en || row.title.mn || row.key,
          before: before ? auditFieldsOf(before) : null,
          after: auditFieldsOf(row),
        });
      }
      return { id: row.id, kind: row.kind, key: row.key, revision: row.revision, version: row.version, status: row.status, publishAt: row.publishAt?.toISOString() ?? null };
    });
  } catch (err) {
    // Two saves of the same new key at once: the second is told as the first check would have told it.
    if (isUniqueViolation(err, 'content_pages_store_kind_key_uq')) throw invalid([{ path: 'key', messageKey: 'contentKeyTaken' }]);
    throw err;
  }
}
