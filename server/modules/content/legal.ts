// The legal documents (/legal/terms, /legal/privacy): content entries of kind legal, each save kept as a snapshot in
// content_revisions. Shoppers read the current version and every earlier one that was public, each as the last
// published save of that version left it; checkout records the terms version the shopper accepted.
//
// The current version is the entry itself when it is public. While it is not (the next version saved as a draft, or
// published for a later time), it is the last published save whose time has come: a document once in force stays
// readable. Drafts are never shown.
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { isPublic, type ContentSnapshot, type LegalKey } from '../../../core/content';
import { emptyDoc, type LocalizedDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { contentPages, contentRevisions, type LocalizedText } from '../../db/schema';
import { entryDoc } from './visibility';

/** One version of a legal document as shoppers read it (dates ISO). */
export type LegalVersion = { version: number; effectiveAt: string | null; title: LocalizedText; changes: LocalizedText | null; doc: LocalizedDoc };

export type LegalDocument = {
  key: LegalKey;
  /** The version in force now (its number, date and title: what an earlier version's notice points to). */
  current: { version: number; effectiveAt: string | null; title: LocalizedText };
  /** The version asked for (the current one unless an earlier one was). */
  shown: LegalVersion;
  /** Every version shoppers can read, newest first. */
  versions: { version: number; effectiveAt: string | null }[];
};

type Saved = { revision: number; version: number; effectiveAt: string | null };

/** The entry, its current public version (from the entry or from a saved snapshot) and the last published save of each earlier version. */
async function readVersions(db: Db, storeId: string, key: LegalKey, now: Date) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.storeId, storeId), eq(contentPages.kind, 'legal'), eq(contentPages.key, key)))
    .limit(1);
  if (!row) return null;
  const snapshot = contentRevisions.snapshot;
  const saves = await db
    .select({
      revision: contentRevisions.revision,
      version: sql<unknown>`${snapshot}->'version'`,
      status: sql<string | null>`${snapshot}->>'status'`,
      publishAt: sql<string | null>`${snapshot}->>'publishAt'`,
      effectiveAt: sql<string | null>`${snapshot}->>'effectiveAt'`,
    })
    .from(contentRevisions)
    .where(eq(contentRevisions.pageId, row.id))
    .orderBy(asc(contentRevisions.revision));
  const published: Saved[] = saves
    .filter((s) => s.status === 'published' && Number.isSafeInteger(s.version) && (s.version as number) > 0 && isPublic({ status: 'published', publishAt: s.publishAt }, now))
    .map((s) => ({ revision: s.revision, version: s.version as number, effectiveAt: s.effectiveAt }));
  const current: (Saved & { fromEntry: boolean }) | null = isPublic(row, now)
    ? { revision: row.revision, version: row.version, effectiveAt: row.effectiveAt?.toISOString() ?? null, fromEntry: true }
    : published.length
      ? { ...published.at(-1)!, fromEntry: false }
      : null;
  if (!current) return null;
  // A later save of a version replaces an earlier one of the same version (a typo fixed without a new version).
  const earlier = new Map<number, Saved>();
  for (const save of published) if (save.version < current.version) earlier.set(save.version, save);
  return { row, current, earlier };
}

function fromSnapshot(raw: Record<string, unknown>): LegalVersion {
  const s = raw as Partial<ContentSnapshot>;
  const text = (v: unknown): LocalizedText => (v && typeof v === 'object' ? { mn: String((v as LocalizedText).mn ?? ''), en: String((v as LocalizedText).en ?? '') } : { mn: '', en: '' });
  const doc = s.doc && typeof s.doc === 'object' && s.doc.mn && s.doc.en ? s.doc : { mn: emptyDoc(), en: emptyDoc() };
  return { version: Number(s.version), effectiveAt: s.effectiveAt ?? null, title: text(s.title), changes: s.changes ? text(s.changes) : null, doc };
}

async function savedVersion(db: Db, pageId: string, revision: number): Promise<LegalVersion> {
  const [rev] = await db
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.pageId, pageId), eq(contentRevisions.revision, revision)));
  if (!rev) throw new AppError('NOT_FOUND', 'dataNotFound');
  return fromSnapshot(rev.snapshot);
}

/** A legal document at its current version, or at an earlier public `version`; NOT_FOUND for any other. */
export async function getLegalDocument(db: Db, storeId: string, key: LegalKey, version?: number): Promise<LegalDocument> {
  const found = await readVersions(db, storeId, key, new Date());
  if (!found) throw new AppError('NOT_FOUND', 'dataNotFound');
  const { row, current, earlier } = found;
  const currentText: LegalVersion = current.fromEntry
    ? {
        version: row.version,
        effectiveAt: row.effectiveAt?.toISOString() ?? null,
        title: row.title,
        changes: row.changes ?? null,
        doc: entryDoc(row),
      }
    : await savedVersion(db, row.id, current.revision);
  let shown = currentText;
  if (version !== undefined && version !== current.version) {
    const save = earlier.get(version);
    if (!save) throw new AppError('NOT_FOUND', 'dataNotFound');
    shown = await savedVersion(db, row.id, save.revision);
  }
  const versions = [current, ...[...earlier.values()].sort((a, b) => b.version - a.version)].map((v) => ({ version: v.version, effectiveAt: v.effectiveAt }));
  return { key, current: { version: current.version, effectiveAt: current.effectiveAt, title: currentText.title }, shown, versions };
}

/** The version of a legal document shoppers accept now, or null when the store has none public (a new store). */
export async function currentLegalVersion(db: Db, storeId: string, key: LegalKey): Promise<number | null> {
  return (await readVersions(db, storeId, key, new Date()))?.current.version ?? null;
}
