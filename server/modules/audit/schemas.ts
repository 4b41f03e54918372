// The audit log's list query, read leniently from the page's URL: a bad filter is dropped, never an error.
import { z } from 'zod';
import { AUDIT_ENTITIES } from '../../../core/audit';
import { isCalendarDay } from '../../../core/dates';

const day = z.string().refine(isCalendarDay);

/** Object kind, staff member, Ulaanbaatar days from and to (both included), a text in the label or object id, page. */
export const auditListQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  staff: z.uuid().optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditListQuery = z.output<typeof auditListQuery>;

export function auditListQueryFrom(params: URLSearchParams): AuditListQuery {
  const query: Record<string, string> = {};
  for (const key of ['entity', 'staff', 'from', 'to', 'q', 'page'] as const) {
    const value = params.get(key);
    if (value !== null && value !== '' && auditListQuery.shape[key].safeParse(value).success) query[key] = value;
  }
  return auditListQuery.parse(query);
}

/** The query as the page's canonical search string (defaults left out). */
export function auditListSearch(query: AuditListQuery): string {
  const search = new URLSearchParams();
  for (const key of ['entity', 'staff', 'from', 'to', 'q'] as const) if (query[key]) search.set(key, query[key]!);
  if (query.page > 1) search.set('page', String(query.page));
  return search.toString();
}
