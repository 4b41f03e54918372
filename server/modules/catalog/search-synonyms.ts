// Staff's search synonyms (/console/search, /api/console/search/synonyms): list and find, add or change one (checked by
// core/search-synonyms.ts), remove one. What the shop's search applies is `storeSynonyms`, the store's rules compiled,
// which the services keep in the 'catalog' cache: every edit publishes 'catalog', so every process's search applies it
// at once. Every edit is audited in its transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { foldText } from '../../../core/search-fold';
import { checkSynonymRule, compileSynonyms, type SynonymRule, type Synonyms } from '../../../core/search-synonyms';
import type { Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { isUuid } from '../../../core/uuid';

export type SynonymRow = SynonymRule & { id: string; updatedAt: string };

const notFound = () => new AppError('NOT_FOUND', 'dataNotFound');
const columns = { id: searchSynonyms.id, terms: searchSynonyms.terms, twoWay: searchSynonyms.twoWay, updatedAt: searchSynonyms.updatedAt };
const asRow = (r: { id: string; terms: string[]; twoWay: boolean; updatedAt: Date }): SynonymRow => ({ ...r, updatedAt: r.updatedAt.toISOString() });

/** The store's rules by their first term; a search (any spelling: folded) keeps those with a term that holds it. */
export async function listSynonyms(db: Db, storeId: string, q = ''): Promise<SynonymRow[]> {
  const rows = await db.select(columns).from(searchSynonyms).where(eq(searchSynonyms.storeId, storeId)).orderBy(asc(sql`lower(${searchSynonyms.terms}[1])`), asc(searchSynonyms.id));
  const key = foldText(q.slice(0, 200));
  const all = rows.map(asRow);
  return key ? all.filter((r) => r.terms.some((t) => foldText(t).includes(key))) : all;
}

/** The store's rules as the search applies them. */
export async function storeSynonyms(db: Db, storeId: string): Promise<Synonyms> {
  const rows = await db.select({ terms: searchSynonyms.terms, twoWay: searchSynonyms.twoWay }).from(searchSynonyms).where(eq(searchSynonyms.storeId, storeId));
  return compileSynonyms(rows);
}

/** Adds a rule (no id) or changes one. NOT_FOUND for an unknown id; VALIDATION from checkSynonymRule. */
export async function saveSynonym(db: Db, storeId: string, id: string | null, input: { terms: string[]; twoWay: boolean }, by: AuditActor): Promise<SynonymRow> {
  if (id !== null && !isUuid(id)) throw notFound();
  const rule = checkSynonymRule(input);
  return db.transaction(async (tx) => {
    const [old] = id === null ? [] : await tx.select(columns).from(searchSynonyms).where(and(eq(searchSynonyms.storeId, storeId), eq(searchSynonyms.id, id))).for('update');
    if (id !== null && !old) throw notFound();
    const [row] = old
      ? await tx
          .update(searchSynonyms)
          .set({ ...rule, updatedAt: new Date() })
          .where(eq(searchSynonyms.id, old.id))
          .returning(columns)
      : await tx.insert(searchSynonyms).values({ storeId, ...rule }).returning(columns);
    await recordAudit(tx, { ...synonymAudit(storeId, by, row), action: old ? 'update' : 'create', before: old ? synonymFields(old) : null, after: synonymFields(row) });
    return asRow(row);
  });
}

/** Removes a rule; NOT_FOUND when the store has no such rule. */
export async function deleteSynonym(db: Db, storeId: string, id: string, by: AuditActor): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(searchSynonyms)
      .where(and(eq(searchSynonyms.storeId, storeId), eq(searchSynonyms.id, id)))
      .returning(columns);
    if (!gone) throw notFound();
    await recordAudit(tx, { ...synonymAudit(storeId, by, gone), action: 'delete', before: synonymFields(gone), after: null });
  });
}

/** A rule's audit row: under its id, named by its terms (the log's search finds it by any of them). */
const synonymAudit = (storeId: string, by: AuditActor, r: { id: string; terms: string[] }) => ({
  storeId,
  actor: by,
  entity: 'synonym' as const,
  entityId: r.id,
  label: r.terms.join(', '),
});
const synonymFields = (r: { terms: string[]; twoWay: boolean }) => ({ terms: r.terms, twoWay: r.twoWay });
