// Reading the audit log: the whole store's, newest first with filters and pages (/console/audit), and one object's
// history (the product editor, the order page, gift cards embed it).
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntity } from '../../../core/audit';
import type { Db } from '../../db/client';
import { auditLog, staff } from '../../db/schema';
import type { AuditListQuery } from './schemas';
import { pageOf } from '../../../core/paging';

export const AUDIT_PER_PAGE = 50;

export type AuditEntry = {
  id: string;
  at: string;
  staffId: string | null;
  staffName: string;
  entity: AuditEntity;
  entityId: string;
  action: string;
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditList = { entries: AuditEntry[]; total: number; page: number; pages: number; staff: { id: string; name: string }[] };

function entry(r: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    staffId: r.staffId,
    staffName: r.staffName,
    entity: r.entity,
    entityId: r.entityId,
    action: r.action,
    label: r.label,
    before: r.before ?? null,
    after: r.after ?? null,
  };
}

/** The start of an Ulaanbaatar day (UTC+8, no daylight saving). */
const ubDayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);
const likePart = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAudit(db: Db, storeId: string, query: AuditListQuery): Promise<AuditList> {
  const filters: (SQL | undefined)[] = [eq(auditLog.storeId, storeId)];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.staff) filters.push(eq(auditLog.staffId, query.staff));
  if (query.from) filters.push(gte(auditLog.createdAt, ubDayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, ubDayStart(query.to, 1)));
  if (query.q) filters.push(or(ilike(auditLog.label, likePart(query.q)), ilike(auditLog.entityId, likePart(query.q))));
  const where = and(...filters);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const { page, pages, offset } = pageOf(total, query.page, AUDIT_PER_PAGE);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PER_PAGE)
    .offset(offset);
  const people = await db.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.storeId, storeId)).orderBy(staff.name);
  return { entries: rows.map(entry), total, page, pages, staff: people };
}

/**
 * One object's changes, newest first (the last `limit`). Several kinds may share an id: an order's history is its moves
 * ('order'), the payments staff recorded ('payment') and its receipt ('receipt'), all under the order's number.
 */
export async function auditHistory(db: Db, storeId: string, entity: AuditEntity | readonly AuditEntity[], entityId: string, limit = 100): Promise<AuditEntry[]> {
  const kinds = typeof entity === 'string' ? [entity] : [...entity];
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), inArray(auditLog.entity, kinds), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(entry);
}

/** The histories of several objects of one kind at once (a page of gift cards), by id; newest first, `limit` each. */
export async function auditHistories(db: Db, storeId: string, entity: AuditEntity, entityIds: string[], limit = 20): Promise<Record<string, AuditEntry[]>> {
  const byId: Record<string, AuditEntry[]> = Object.fromEntries(entityIds.map((id) => [id, []]));
  if (entityIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), eq(auditLog.entity, entity), inArray(auditLog.entityId, entityIds)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  for (const row of rows) if (byId[row.entityId].length < limit) byId[row.entityId].push(entry(row));
  return byId;
}
