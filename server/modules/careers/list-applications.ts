// The careers console's applications (issue 14): the list (filtered by position and status, searched by name, phone or
// email, newest first, 50 a page), one application for its page, and staff's change to it — its status and their
// notes, audited. The CV itself is read by application-file.ts.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { ApplicationStatus, PositionState } from '../../../core/careers';
import type { Db } from '../../db/client';
import { jobApplications, jobPositions, type LocalizedText } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { ApplicationQuery } from './console-schemas';
import { pageOf } from '../../../core/paging';

export const APPLICATIONS_PAGE_SIZE = 50;

export type ApplicationRow = {
  id: string;
  name: string;
  phone: string;
  email: string;
  status: ApplicationStatus;
  createdAt: string;
  position: { id: string; title: LocalizedText };
};

export type ApplicationDetail = ApplicationRow & {
  letter: string;
  notes: string;
  cvName: string;
  keepUntil: string;
  lang: string;
  position: { id: string; title: LocalizedText; state: PositionState };
};

export type ApplicationList = { applications: ApplicationRow[]; total: number; page: number; pages: number };

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter as SQL: the store, the position, the status, and the search over name, phone and email. */
export function applicationWhere(storeId: string, query: Omit<ApplicationQuery, 'page'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(jobApplications.storeId, storeId)];
  if (query.positionId) conditions.push(eq(jobApplications.positionId, query.positionId));
  if (query.status) conditions.push(eq(jobApplications.status, query.status));
  if (query.q) {
    const digits = query.q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(jobApplications.name, likeText(query.q)),
        ilike(jobApplications.email, likeText(query.q)),
        // "9911 2233" finds +97699112233: the phone is searched by its digits.
        ...(digits.length >= 3 ? [ilike(jobApplications.phone, likeText(digits))] : []),
      ),
    );
  }
  return and(...conditions);
}

const rowOf = (a: typeof jobApplications.$inferSelect, p: { id: string; title: LocalizedText }): ApplicationRow => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  email: a.email,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
  position: { id: p.id, title: p.title },
});

export async function listApplications(db: Db, storeId: string, query: ApplicationQuery): Promise<ApplicationList> {
  const where = applicationWhere(storeId, query);
  const [{ total }] = await db.select({ total: count() }).from(jobApplications).where(where);
  const { page, pages, offset } = pageOf(total, query.page, APPLICATIONS_PAGE_SIZE);
  const rows = await db
    .select({ a: jobApplications, p: { id: jobPositions.id, title: jobPositions.title } })
    .from(jobApplications)
    .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset(offset);
  return { applications: rows.map((r) => rowOf(r.a, r.p)), total: Number(total), page, pages };
}

/** One application of the store; NOT_FOUND for another store's or none. */
export async function getApplication(db: Db, storeId: string, id: string): Promise<ApplicationDetail> {
  const [row] = await db
    .select({ a: jobApplications, p: { id: jobPositions.id, title: jobPositions.title, state: jobPositions.state } })
    .from(jobApplications)
    .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
    .where(and(eq(jobApplications.id, id), eq(jobApplications.storeId, storeId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
  const a = row.a;
  return { ...rowOf(a, row.p), position: row.p, letter: a.letter, notes: a.notes, cvName: a.cvName, keepUntil: a.keepUntil.toISOString(), lang: a.lang };
}

/** Staff's change to an application: its status and notes, audited (nothing recorded when nothing changed). */
export async function updateApplication(db: Db, storeId: string, id: string, change: { status: ApplicationStatus; notes: string }, by: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.id, id), eq(jobApplications.storeId, storeId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'dataNotFound');
    if (before.status === change.status && before.notes === change.notes) return;
    await tx.update(jobApplications).set({ status: change.status, notes: change.notes, updatedAt: new Date() }).where(eq(jobApplications.id, id));
    await recordAudit(tx, {
      storeId,
      actor: by,
      entity: 'application',
      entityId: id,
      action: 'update',
      label: before.name,
      before: { status: before.status, notes: before.notes },
      after: { status: change.status, notes: change.notes },
    });
  });
}
