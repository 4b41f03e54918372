// The applications export (issue 14): the list's current filter as CSV (UTF-8 with a BOM, so Excel reads Cyrillic),
// newest first, every row. A cell starting with = + - @ (or a tab or carriage return) is prefixed with ' so a
// spreadsheet never runs what an applicant typed as a formula.
import { desc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { formatDateTime } from '../../../core/dates';
import { formatMnMobile } from '../../../core/phone';
import { pick, translator, type Language } from '../../../core/i18n';
import type { Db } from '../../db/client';
import { jobApplications, jobPositions } from '../../db/schema';
import type { ApplicationQuery } from './console-schemas';
import { applicationWhere } from './list-applications';

/** A cell a spreadsheet would read as a formula, made plain text. */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export async function exportApplicationRows(db: Db, storeId: string, query: Omit<ApplicationQuery, 'page'>, lang: Language): Promise<string[][]> {
  const t = translator(lang);
  const rows = await db
    .select({ a: jobApplications, title: jobPositions.title })
    .from(jobApplications)
    .innerJoin(jobPositions, eq(jobPositions.id, jobApplications.positionId))
    .where(applicationWhere(storeId, query))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const header = ['date', 'name', 'phone', 'email', 'position', 'status', 'keepUntil', 'letter', 'notes'].map((c) => t(`careersConsole.csv.${c}` as 'careersConsole.csv.date'));
  return [
    header,
    ...rows.map(({ a, title }) =>
      [
        formatDateTime(a.createdAt.toISOString(), lang, { year: true }),
        a.name,
        formatMnMobile(a.phone),
        a.email,
        pick(title, lang),
        t(`careersConsole.status.${a.status}` as 'careersConsole.status.new'),
        formatDateTime(a.keepUntil.toISOString(), lang, { year: true }),
        a.letter,
        a.notes,
      ].map(guardCell),
    ),
  ];
}

export async function exportApplicationsCsv(db: Db, storeId: string, query: Omit<ApplicationQuery, 'page'>, lang: Language): Promise<Buffer> {
  const rows = await exportApplicationRows(db, storeId, query, lang);
  return Buffer.from(`\ufeff${Papa.unparse(rows, { newline: '\r\n' })}\r\n`, 'utf8');
}
