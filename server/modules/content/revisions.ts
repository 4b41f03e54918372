// An entry for the editor, its history of saves, and bringing an earlier revision back. A restore is a new save of
// the earlier revision's fields (history is never rewritten); the entry keeps its current publication state, so
// restoring text never publishes or unpublishes anything by itself.
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { contentPath, isPublic, publicationState, type ContentKind, type ContentSnapshot } from '../../../core/content';
import type { ImageInfo } from '../../../core/images';
import type { Db } from '../../db/client';
import { contentPages, contentRevisions, staff } from '../../db/schema';
import { findImages } from '../images/save-image';
import { saveEntry, snapshotOf, type SavedEntry } from './save-entry';
import { entryDoc } from './visibility';
import type { AuditActor } from '../audit/record-audit';

/** An entry's editable fields (as a revision keeps them) with what the editor shows about it. */
export type EditableEntry = ContentSnapshot & {
  id: string;
  kind: ContentKind;
  state: 'draft' | 'scheduled' | 'published';
  firstPublishedAt: string | null;
  image: ImageInfo | null;
  revision: number;
  updatedAt: string;
  /** Where shoppers read it, when they can. */
  publicPath: string | null;
};

/** The store's entry by id for the editor; NOT_FOUND for none (or another store's). */
export async function getEntry(db: Db, storeId: string, id: string): Promise<EditableEntry> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.id, id), eq(contentPages.storeId, storeId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
  const image = row.imageId ? ((await findImages(db, storeId, [row.imageId]))[row.imageId] ?? null) : null;
  return {
    ...snapshotOf(row, entryDoc(row)),
    id: row.id,
    kind: row.kind,
    state: publicationState(row),
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
    image,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
    publicPath: isPublic(row) ? contentPath(row.kind, row.key) : null,
  };
}


export type RevisionRow = { revision: number; staffName: string | null; savedAt: string; state: 'draft' | 'scheduled' | 'published'; key: string; version: number };

/** An entry's saves, newest first: who saved each and in which state it left the entry. */
export async function listRevisions(db: Db, storeId: string, id: string): Promise<RevisionRow[]> {
  const rows = await db
    .select({ revision: contentRevisions.revision, snapshot: contentRevisions.snapshot, staffName: staff.name, savedAt: contentRevisions.createdAt })
    .from(contentRevisions)
    .innerJoin(contentPages, eq(contentPages.id, contentRevisions.pageId))
    .leftJoin(staff, eq(staff.id, contentRevisions.staffId))
    .where(and(eq(contentRevisions.pageId, id), eq(contentPages.storeId, storeId)))
    .orderBy(desc(contentRevisions.revision));
  return rows.map((r) => {
    const s = r.snapshot as unknown as ContentSnapshot;
    // The state as of its save: a time still to come then was "scheduled".
    return { revision: r.revision, staffName: r.staffName, savedAt: r.savedAt.toISOString(), state: publicationState(s, r.savedAt), key: s.key, version: s.version };
  });
}

/**
 * Saves revision `revision`'s fields as the entry's newest revision (its publication state stays as it is now). `base`
 * is the revision the staff member was looking at: a save made since is not overwritten (CONFLICT).
 */
export async function restoreRevision(db: Db, storeId: string, input: { id: string; revision: number; base: number; staff: AuditActor | null }): Promise<SavedEntry> {
  const [current] = await db
    .select({ kind: contentPages.kind, status: contentPages.status, publishAt: contentPages.publishAt })
    .from(contentPages)
    .where(and(eq(contentPages.id, input.id), eq(contentPages.storeId, storeId)))
    .limit(1);
  const [row] = current
    ? await db
        .select({ snapshot: contentRevisions.snapshot })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.pageId, input.id), eq(contentRevisions.revision, input.revision)))
        .limit(1)
    : [];
  if (!current || !row) throw new AppError('NOT_FOUND', 'dataNotFound');
  const s = row.snapshot as unknown as ContentSnapshot;
  return saveEntry(
    db,
    storeId,
    input.id,
    {
      kind: current.kind,
      revision: input.base,
      key: s.key,
      title: s.title,
      summary: s.summary,
      doc: s.doc,
      status: current.status,
      publishAt: current.publishAt,
      imageId: s.imageId,
      category: s.category,
      tags: s.tags,
      authorName: s.authorName,
      position: s.position,
      effectiveAt: s.effectiveAt ? new Date(s.effectiveAt) : null,
      changes: s.changes ?? { mn: '', en: '' },
      seo: s.seo,
    },
    input.staff,
    'restore',
  );
}
