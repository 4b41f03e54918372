// The console's list of content entries: by kind and state (draft, scheduled, published), found by words of a title or
// the key, the most recently edited first, 30 a page.
import { and, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { publicationState, type ContentKind } from '../../../core/content';
import type { Db } from '../../db/client';
import { contentPages, staff, type LocalizedText } from '../../db/schema';
import type { EntryListQuery } from './schemas';
import { pageOf } from '../../../core/paging';

export const ENTRIES_PER_PAGE = 30;

export type EntryListRow = {
  id: string;
  kind: ContentKind;
  key: string;
  title: LocalizedText;
  state: 'draft' | 'scheduled' | 'published';
  publishAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

export type EntryList = { entries: EntryListRow[]; total: number; page: number; pages: number };

/** A LIKE pattern matching the words anywhere (its own % and _ taken literally). */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listEntries(db: Db, storeId: string, query: EntryListQuery): Promise<EntryList> {
  const where: SQL[] = [eq(contentPages.storeId, storeId)];
  if (query.kind) where.push(eq(contentPages.kind, query.kind));
  const due = or(isNull(contentPages.publishAt), lte(contentPages.publishAt, sql`now()`))!;
  if (query.state === 'draft') where.push(eq(contentPages.status, 'draft'));
  else if (query.state === 'published') where.push(eq(contentPages.status, 'published'), due);
  else if (query.state === 'scheduled') where.push(eq(contentPages.status, 'published'), gt(contentPages.publishAt, sql`now()`));
  if (query.q) {
    const words = containing(query.q);
    where.push(or(ilike(contentPages.key, words), ilike(sql`${contentPages.title}->>'mn'`, words), ilike(sql`${contentPages.title}->>'en'`, words))!);
  }
  const condition = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(contentPages).where(condition);
  const { page, pages, offset } = pageOf(total, query.page, ENTRIES_PER_PAGE);
  const rows = await db
    .select({
      id: contentPages.id,
      kind: contentPages.kind,
      key: contentPages.key,
      title: contentPages.title,
      status: contentPages.status,
      publishAt: contentPages.publishAt,
      updatedAt: contentPages.updatedAt,
      updatedBy: staff.name,
    })
    .from(contentPages)
    .leftJoin(staff, eq(staff.id, contentPages.updatedBy))
    .where(condition)
    .orderBy(desc(contentPages.updatedAt), desc(contentPages.id))
    .limit(ENTRIES_PER_PAGE)
    .offset(offset);
  const now = new Date();
  return {
    entries: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      key: r.key,
      title: r.title,
      state: publicationState(r, now),
      publishAt: r.publishAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      updatedBy: r.updatedBy,
    })),
    total,
    page,
    pages,
  };
}
