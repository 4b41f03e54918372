// Calendar dates as shoppers read them. Mongolian is written with month numbers ("12-р сарын 2"), which the browsers'
// and Node's locale data do not agree on, so both languages are formatted here, the same on server and browser.
const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-12-02" → "2 December" / "12-р сарын 2"; with the year: "2 December 2026" / "2026 оны 12-р сарын 2". */
export function formatDate(isoDate: string, lang: 'mn' | 'en', options: { year?: boolean } = {}): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (lang === 'mn') return `${options.year ? `${year} оны ` : ''}${month}-р сарын ${day}`;
  return `${day} ${monthsEn[month - 1]}${options.year ? ` ${year}` : ''}`;
}

/** Ulaanbaatar's clock: UTC+8, with no summer time since 2017. */
export const ULAANBAATAR_OFFSET_MS = 8 * 3_600_000;

/** The day on Ulaanbaatar's calendar at `now` (YYYY-MM-DD); it starts at 16:00 UTC the day before. */
export const ulaanbaatarDay = (now: Date) => new Date(now.getTime() + ULAANBAATAR_OFFSET_MS).toISOString().slice(0, 10);

/** `hour`:00 Ulaanbaatar time, `days` days after `now`'s day there (0: that day). */
export function atUlaanbaatarHour(now: Date, days: number, hour: number): Date {
  const local = new Date(now.getTime() + ULAANBAATAR_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour) - ULAANBAATAR_OFFSET_MS);
}

const ubParts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A moment (ISO timestamp) as the day and time on Ulaanbaatar's clock: "2 December, 14:05" / "12-р сарын 2, 14:05". */
export function formatDateTime(iso: string, lang: 'mn' | 'en', options: { year?: boolean } = {}): string {
  const p = Object.fromEntries(ubParts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${formatDate(`${p.year}-${p.month}-${p.day}`, lang, options)}, ${p.hour}:${p.minute}`;
}

/** A moment (ISO timestamp) as its day in Ulaanbaatar, with the year: "2 December 2026" / "2026 оны 12-р сарын 2". */
export function formatDayOf(iso: string, lang: 'mn' | 'en'): string {
  const p = Object.fromEntries(ubParts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return formatDate(`${p.year}-${p.month}-${p.day}`, lang, { year: true });
}

/** Whether a string is a real calendar day written YYYY-MM-DD (not 31 February). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A moment as a datetime-local field's value on Ulaanbaatar's clock ("2026-12-02T14:05"), whatever the browser's zone. */
export function toUlaanbaatarInput(iso: string | Date): string {
  const p = Object.fromEntries(ubParts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local value read on Ulaanbaatar's clock (UTC+8, no daylight saving since 2017) as a moment; null if it is not one. */
export function fromUlaanbaatarInput(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match || !isCalendarDay(match[1]) || Number(match[2]) > 23 || Number(match[3]) > 59 || Number(match[4] ?? 0) > 59) return null;
  return new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}+08:00`);
}
