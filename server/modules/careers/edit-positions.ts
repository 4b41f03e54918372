// The careers console's positions (issue 14): the list with each position's state and how many applied, one position
// for its editor, and the staff writes — save (create or update, in both languages, the description sanitised as rich
// text), open, close, back to draft. Every write checks the form's revision is still the newest (a change made meanwhile
// by someone else is never overwritten) and records an audit row in its transaction. Opening sets openedAt the first time.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { AppError, type FieldIssue } from '../../../core/app-error';
import type { EmploymentType, PositionState } from '../../../core/careers';
import { ulaanbaatarDay } from '../../../core/dates';
import type { LocalizedText } from '../../db/schema';
import { docText, RichTextTooLargeError, sanitizeDoc, type LocalizedDoc, type RichDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { jobApplications, jobPositions, staff } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { PositionInput } from './console-schemas';

type PositionRow = typeof jobPositions.$inferSelect;

export type PositionSummary = {
  id: string;
  state: PositionState;
  team: LocalizedText;
  title: LocalizedText;
  employment: EmploymentType;
  closesOn: string | null;
  applications: number;
  newApplications: number;
  updatedAt: string;
};

export type PositionDetail = {
  id: string;
  state: PositionState;
  team: LocalizedText;
  title: LocalizedText;
  location: LocalizedText;
  employment: EmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  closesOn: string | null;
  doc: LocalizedDoc;
  openedAt: string | null;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
  applications: number;
};

const invalid = (fields: FieldIssue[]) => new AppError('VALIDATION', 'invalidRequest', { fields });

/** The store's positions: open ones first, then drafts, then closed; newest change first within each. */
export async function listPositions(db: Db, storeId: string): Promise<PositionSummary[]> {
  const counts = db
    .select({ positionId: jobApplications.positionId, total: count().as('total'), fresh: sql<number>`count(*) filter (where ${jobApplications.status} = 'new')`.as('fresh') })
    .from(jobApplications)
    .where(eq(jobApplications.storeId, storeId))
    .groupBy(jobApplications.positionId)
    .as('counts');
  const rows = await db
    .select({ p: jobPositions, total: counts.total, fresh: counts.fresh })
    .from(jobPositions)
    .leftJoin(counts, eq(counts.positionId, jobPositions.id))
    .where(eq(jobPositions.storeId, storeId))
    .orderBy(sql`case ${jobPositions.state} when 'open' then 0 when 'draft' then 1 else 2 end`, desc(jobPositions.updatedAt), asc(jobPositions.id));
  return rows.map(({ p, total, fresh }) => ({
    id: p.id,
    state: p.state,
    team: p.team,
    title: p.title,
    employment: p.employment,
    closesOn: p.closesOn,
    applications: Number(total ?? 0),
    newApplications: Number(fresh ?? 0),
    updatedAt: p.updatedAt.toISOString(),
  }));
}

/** One position of the store for its editor; NOT_FOUND for another store's or none. */
export async function getPosition(db: Db, storeId: string, id: string): Promise<PositionDetail> {
  const [row] = await db
    .select({ p: jobPositions, by: staff.name })
    .from(jobPositions)
    .leftJoin(staff, eq(staff.id, jobPositions.updatedBy))
    .where(and(eq(jobPositions.id, id), eq(jobPositions.storeId, storeId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
  const [{ total }] = await db.select({ total: count() }).from(jobApplications).where(eq(jobApplications.positionId, id));
  const p = row.p;
  return {
    id: p.id,
    state: p.state,
    team: p.team,
    title: p.title,
    location: p.location,
    employment: p.employment,
    salaryMin: p.salaryMin,
    salaryMax: p.salaryMax,
    closesOn: p.closesOn,
    doc: p.doc,
    openedAt: p.openedAt?.toISOString() ?? null,
    revision: p.revision,
    updatedAt: p.updatedAt.toISOString(),
    updatedBy: row.by,
    applications: Number(total),
  };
}

function cleanDocs(doc: PositionInput['doc']): LocalizedDoc {
  const clean = (value: string, path: string): RichDoc => {
    try {
      return sanitizeDoc(value || '');
    } catch (err) {
      if (err instanceof RichTextTooLargeError) throw invalid([{ path, messageKey: 'richTextTooLarge' }]);
      throw err;
    }
  };
  return { mn: clean(doc.mn, 'docMn'), en: clean(doc.en, 'docEn') };
}

/** What the audit log keeps of a position: its fields, with each language's description as text. */
function auditFieldsOf(row: PositionRow): Record<string, unknown> {
  const text = (t: string) => (t.length > 2000 ? `${t.slice(0, 2000)}…` : t);
  return {
    state: row.state,
    team: row.team,
    title: row.title,
    location: row.location,
    employment: row.employment,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    closesOn: row.closesOn,
    description: { mn: text(docText(row.doc.mn)), en: text(docText(row.doc.en)) },
  };
}

const labelOf = (row: PositionRow) => row.title.mn || row.title.en;

/** The position locked for a write, after checking the form's revision; CONFLICT names who saved the newer one. */
async function lockCurrent(tx: Db, storeId: string, id: string, revision: number): Promise<PositionRow> {
  const [row] = await tx
    .select()
    .from(jobPositions)
    .where(and(eq(jobPositions.id, id), eq(jobPositions.storeId, storeId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
  if (row.revision !== revision) {
    const [by] = row.updatedBy ? await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, row.updatedBy)).limit(1) : [];
    throw new AppError('CONFLICT', 'contentConflict', { values: { name: by?.name ?? '—', revision: row.revision } });
  }
  return row;
}

/** What an open position must have: a description in both languages and a closing date that has not passed. */
function checkOpenable(values: { doc: LocalizedDoc; closesOn: string | null }, now: Date) {
  const fields: FieldIssue[] = [];
  if (!docText(values.doc.mn).trim()) fields.push({ path: 'docMn', messageKey: 'required' });
  if (!docText(values.doc.en).trim()) fields.push({ path: 'docEn', messageKey: 'required' });
  if (values.closesOn && values.closesOn < ulaanbaatarDay(now)) fields.push({ path: 'closesOn', messageKey: 'careersConsole.fields.closesOnPast' });
  if (fields.length) throw invalid(fields);
}

/**
 * Creates (`id` null, revision 0: a draft) or updates a position of the store. VALIDATION with field messages (a
 * description too large; an open position's closing date in the past or its description missing); CONFLICT when it was
 * saved since the form's revision; NOT_FOUND for another store's or none.
 */
export async function savePosition(db: Db, storeId: string, id: string | null, input: PositionInput, by: AuditActor): Promise<{ id: string; revision: number }> {
  const doc = cleanDocs(input.doc);
  const now = new Date();
  return db.transaction(async (tx) => {
    const before = id ? await lockCurrent(tx, storeId, id, input.revision) : null;
    if (!id && input.revision !== 0) throw new AppError('NOT_FOUND', 'dataNotFound');
    if (before?.state === 'open') checkOpenable({ doc, closesOn: input.closesOn }, now);
    const values = {
      team: input.team,
      title: input.title,
      location: input.location,
      employment: input.employment,
      salaryMin: input.salaryMin,
      salaryMax: input.salaryMax,
      closesOn: input.closesOn,
      doc,
      updatedBy: by.id,
      updatedAt: now,
    };
    const [row] = before
      ? await tx
          .update(jobPositions)
          .set({ ...values, revision: before.revision + 1 })
          .where(eq(jobPositions.id, before.id))
          .returning()
      : await tx
          .insert(jobPositions)
          .values({ ...values, storeId, state: 'draft', revision: 1 })
          .returning();
    await recordAudit(tx, {
      storeId,
      actor: by,
      entity: 'position',
      entityId: row.id,
      action: before ? 'update' : 'create',
      label: labelOf(row),
      before: before ? auditFieldsOf(before) : null,
      after: auditFieldsOf(row),
    });
    return { id: row.id, revision: row.revision };
  });
}

/** Opens, closes or takes a position back to draft. Opening needs what checkOpenable says and sets openedAt once. */
export async function setPositionState(db: Db, storeId: string, id: string, change: { state: PositionState; revision: number }, by: AuditActor): Promise<{ revision: number; state: PositionState }> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const before = await lockCurrent(tx, storeId, id, change.revision);
    if (before.state === change.state) return { revision: before.revision, state: before.state };
    if (change.state === 'open') checkOpenable(before, now);
    const [row] = await tx
      .update(jobPositions)
      .set({ state: change.state, openedAt: change.state === 'open' ? (before.openedAt ?? now) : before.openedAt, revision: before.revision + 1, updatedBy: by.id, updatedAt: now })
      .where(eq(jobPositions.id, id))
      .returning();
    const action = change.state === 'open' ? 'publish' : change.state === 'closed' ? 'deactivate' : 'update';
    await recordAudit(tx, { storeId, actor: by, entity: 'position', entityId: id, action, label: labelOf(row), before: { state: before.state }, after: { state: row.state } });
    return { revision: row.revision, state: row.state };
  });
}
