// The positions the public sees (/join-us): the open ones whose last day (Ulaanbaatar) is not past, in the page's
// language, and one position's page — a closed or expired one is shown as closed (410), a draft or unknown id is a 404.
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { ulaanbaatarDay } from '../../../core/dates';
import { isPositionOpen, type EmploymentType, type PositionState } from '../../../core/careers';
import { pick, type Language } from '../../../core/i18n';
import { pickDoc, type RichDoc } from '../../../core/rich-text';
import type { Db } from '../../db/client';
import { jobPositions } from '../../db/schema';
import { isUuid } from '../../../core/uuid';

export type PublicPosition = {
  id: string;
  team: string;
  title: string;
  location: string;
  employment: EmploymentType;
  salaryMin: number | null;
  salaryMax: number | null;
  closesOn: string | null;
  openedAt: string | null;
};
export type PublicPositionPage = PublicPosition & { doc: RichDoc; open: boolean; state: PositionState };


function shown(row: typeof jobPositions.$inferSelect, lang: Language): PublicPosition {
  return {
    id: row.id,
    team: pick(row.team, lang),
    title: pick(row.title, lang),
    location: pick(row.location, lang),
    employment: row.employment,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    closesOn: row.closesOn,
    openedAt: row.openedAt ? row.openedAt.toISOString() : null,
  };
}

/** The open positions, by team then title (in the page's language). */
export async function listOpenPositions(db: Db, storeId: string, lang: Language, now = new Date()): Promise<PublicPosition[]> {
  const rows = await db
    .select()
    .from(jobPositions)
    .where(and(eq(jobPositions.storeId, storeId), eq(jobPositions.state, 'open'), or(isNull(jobPositions.closesOn), gte(jobPositions.closesOn, ulaanbaatarDay(now)))))
    .orderBy(asc(jobPositions.createdAt));
  const collator = new Intl.Collator(lang === 'mn' ? 'mn' : 'en');
  return rows.map((r) => shown(r, lang)).sort((a, b) => collator.compare(a.team, b.team) || collator.compare(a.title, b.title));
}

/** A position's row of the store, open or closed; NOT_FOUND for a draft, an unknown id or one of another store. */
export async function findPublicPosition(db: Db, storeId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'dataNotFound');
  const [row] = await db
    .select()
    .from(jobPositions)
    .where(and(eq(jobPositions.id, id), eq(jobPositions.storeId, storeId)));
  if (!row || row.state === 'draft') throw new AppError('NOT_FOUND', 'dataNotFound');
  return row;
}

/** A position's page: `open` false when it is closed or its last day is past (the page answers 410, without the form). */
export async function getPublicPosition(db: Db, storeId: string, id: string, lang: Language, now = new Date()): Promise<PublicPositionPage> {
  const row = await findPublicPosition(db, storeId, id);
  return { ...shown(row, lang), doc: pickDoc(row.doc, lang), open: isPositionOpen(row, now), state: row.state };
}
