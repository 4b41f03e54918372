// Staff's redirect rules in the console (/console/redirects, /api/console/redirects): list and find, add or change one
// (checked by core/redirects.ts: allowed addresses, no loop, chains resolved), and remove one. What shoppers meet is
// `redirectRules`, the store's rules by old address, which the services keep in the 'content' cache. Every edit is
// audited in its transaction.
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { RedirectStatus } from '../../../core/content';
import { planRedirect, type RedirectRule } from '../../../core/redirects';
import type { Db } from '../../db/client';
import { redirects } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { isUuid } from '../../../core/uuid';

export type RedirectRow = RedirectRule & { id: string; updatedAt: string };
export type RedirectInput = { fromPath: string; toPath: string; statusCode: number };

const notFound = () => new AppError('NOT_FOUND', 'dataNotFound');

const columns = { id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath, statusCode: redirects.statusCode, updatedAt: redirects.updatedAt };
const asRow = (r: { id: string; fromPath: string; toPath: string; statusCode: number; updatedAt: Date }): RedirectRow => ({
  ...r,
  statusCode: r.statusCode as RedirectStatus,
  updatedAt: r.updatedAt.toISOString(),
});

/** The store's rules by old address, a search (words in either address) narrowing them. */
export async function listRedirects(db: Db, storeId: string, q = ''): Promise<RedirectRow[]> {
  const words = q.trim().slice(0, 200);
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(columns)
    .from(redirects)
    .where(and(eq(redirects.storeId, storeId), words ? or(ilike(redirects.fromPath, like), ilike(redirects.toPath, like)) : undefined))
    .orderBy(asc(redirects.fromPath))
    .limit(1000);
  return rows.map(asRow);
}

/** Every rule of the store by old address: what the storefront applies where a page would answer 404. */
export async function redirectRules(db: Db, storeId: string): Promise<Record<string, { to: string; statusCode: RedirectStatus }>> {
  const rows = await db.select(columns).from(redirects).where(eq(redirects.storeId, storeId));
  return Object.fromEntries(rows.map((r) => [r.fromPath, { to: r.toPath, statusCode: r.statusCode as RedirectStatus }]));
}

/**
 * Adds a rule (no id) or changes one, in one transaction with the store's other rule edits queued behind it: rules that
 * pointed at its old address are made to point at its end. NOT_FOUND for an unknown id; VALIDATION from planRedirect.
 */
export async function saveRedirect(db: Db, storeId: string, id: string | null, input: RedirectInput, by: AuditActor): Promise<RedirectRow> {
  if (id !== null && !isUuid(id)) throw notFound();
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`redirects:${storeId}`}))`);
      const all = await tx.select(columns).from(redirects).where(eq(redirects.storeId, storeId));
      if (id !== null && !all.some((r) => r.id === id)) throw notFound();
      const others = all.filter((r) => r.id !== id).map(asRow);
      const { rule, repoint } = planRedirect(input, others);
      const now = new Date();
      for (const from of repoint) {
        await tx
          .update(redirects)
          .set({ toPath: rule.toPath, updatedAt: now })
          .where(and(eq(redirects.storeId, storeId), eq(redirects.fromPath, from)));
      }
      const [row] =
        id === null
          ? await tx.insert(redirects).values({ storeId, ...rule }).returning(columns)
          : await tx
              .update(redirects)
              .set({ ...rule, updatedAt: now })
              .where(and(eq(redirects.storeId, storeId), eq(redirects.id, id)))
              .returning(columns);
      const old = all.find((r) => r.id === id);
      await recordAudit(tx, { ...redirectAudit(storeId, by, row), action: old ? 'update' : 'create', before: old ? redirectFields(old) : null, after: redirectFields(row) });
      return asRow(row);
    });
  } catch (err) {
    // A slug change (recordPathChange) took the address meanwhile.
    if (isUniqueViolation(err, 'redirects_store_from_uq')) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'fromPath', messageKey: 'redirect.taken' }] });
    throw err;
  }
}

/** Removes a rule; NOT_FOUND when the store has no such rule. */
export async function deleteRedirect(db: Db, storeId: string, id: string, by: AuditActor): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(redirects)
      .where(and(eq(redirects.storeId, storeId), eq(redirects.id, id)))
      .returning(columns);
    if (!gone) throw notFound();
    await recordAudit(tx, { ...redirectAudit(storeId, by, gone), action: 'delete', before: redirectFields(gone), after: null });
  });
}

/** A rule's audit row: under its id, named "old → new" (the log's search finds it by either address). */
const redirectAudit = (storeId: string, by: AuditActor, r: { id: string; fromPath: string; toPath: string }) => ({
  storeId,
  actor: by,
  entity: 'redirect' as const,
  entityId: r.id,
  label: `${r.fromPath} → ${r.toPath}`,
});
const redirectFields = (r: { fromPath: string; toPath: string; statusCode: number }) => ({ from: r.fromPath, to: r.toPath, statusCode: r.statusCode });
