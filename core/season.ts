// Seasonal decorations (issue 14): staff choose a mode in the console; the storefront asks which season is on today.
//   auto: New Year (Шинэ жил) from 15 December to 5 January, Tsagaan Sar around its date, else none;
//   new_year / tsagaan_sar: that season, whatever the date; off: none.
import { ULAANBAATAR_OFFSET_MS } from './dates';

export const SEASON_MODES = ['auto', 'new_year', 'tsagaan_sar', 'off'] as const;
export type SeasonMode = (typeof SEASON_MODES)[number];

export type Season = 'new_year' | 'tsagaan_sar';

export function isSeasonMode(value: unknown): value is SeasonMode {
  return typeof value === 'string' && (SEASON_MODES as readonly string[]).includes(value);
}

/**
 * The first day of Tsagaan Sar (шинийн нэгэн, or the day after when the first day is skipped, as in 2025) by the
 * Mongolian lunar calendar (Төгс буянт), which in some years falls a month after Chinese New Year (2030, 2033 not).
 * Source: computed with the Mongolian variant of the Phugpa calculation in Svante Janson, "Tibetan calendar mathematics"
 * (2014), as implemented by the npm package @hnw/date-tibetan 1.0.2 (CalendarMongolian); the same computation gives the
 * published dates of 2017–2026 (Wikipedia "Tsagaan Sar": 2020-02-24 … 2025-03-01, 2026-02-18; GoGo Mongolia for 2017-02-27;
 * 1900-1950.mn for 2025, шинийн нэгэн тасарсан → 1 March). Later years: check Gandantegchinlen's calendar when it is out.
 */
export const TSAGAAN_SAR_FIRST_DAYS: Readonly<Record<number, string>> = {
  2025: '2025-03-01',
  2026: '2026-02-18',
  2027: '2027-02-07',
  2028: '2028-02-26',
  2029: '2029-02-14',
  2030: '2030-02-03',
  2031: '2031-02-22',
  2032: '2032-02-12',
  2033: '2033-01-31',
  2034: '2034-02-19',
  2035: '2035-02-09',
};

/** Days of decorations before Tsagaan Sar's first day (the eve, Bituun, and the preparations), and its days (1st–3rd). */
export const TSAGAAN_SAR_DAYS_BEFORE = 3;
export const TSAGAAN_SAR_DAYS = 3;

const DAY = 86_400_000;

/** The moment's day on Ulaanbaatar's clock, as days since 1970-01-01, with its year, month and day. */
function ulaanbaatarDay(date: Date) {
  const local = new Date(date.getTime() + ULAANBAATAR_OFFSET_MS);
  return { index: Math.floor(local.getTime() / DAY), year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const dayIndex = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY);

/** The season a store shows at a moment: forced modes ignore the date, off shows nothing, auto reads Ulaanbaatar's calendar. */
export function activeSeason(mode: SeasonMode, date: Date): Season | null {
  if (mode === 'off') return null;
  if (mode !== 'auto') return mode;
  const today = ulaanbaatarDay(date);
  // Шинэ жил: 15 December to 5 January, both included.
  if ((today.month === 12 && today.day >= 15) || (today.month === 1 && today.day <= 5)) return 'new_year';
  const first = TSAGAAN_SAR_FIRST_DAYS[today.year];
  if (first) {
    const start = dayIndex(first);
    if (today.index >= start - TSAGAAN_SAR_DAYS_BEFORE && today.index < start + TSAGAAN_SAR_DAYS) return 'tsagaan_sar';
  }
  return null;
}
