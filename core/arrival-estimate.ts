// When an imported order reaches Mongolia, by where it ships from and the weekday it is ordered (spec §9).
// Days are counted on the Ulaanbaatar calendar (DESIGN §1), whatever zone the server or browser runs in.
import { ulaanbaatarDay } from './dates';

export type Origin = 'US' | 'KR' | 'CN' | 'JP' | 'MN';

/** Months of warranty on every product (spec §9: "Warranty: 1 year"). */
export const WARRANTY_MONTHS = 12;

/**
 * Default arrival days, Monday first. US and KR follow the forwarders' weekly flights: every US order lands on a
 * Wednesday, every Korean one on a Wednesday or Friday, which is why the counts fall through the week.
 * JP is not in the spec's table. We know of no fixed Japan→Ulaanbaatar cargo day to model a weekday pattern on, and
 * Japanese goods come by air through a forwarder, farther than Korea and nearer than the USA; so a flat 10 days, like
 * China: no faster than Korea's slowest, and a late promise costs more than an early arrival. Change the row when the
 * forwarder's schedule is known.
 */
export const arrivalDays: Record<Origin, readonly [number, number, number, number, number, number, number]> = {
  US: [16, 15, 14, 13, 12, 11, 10],
  KR: [4, 8, 7, 6, 5, 6, 5],
  CN: [10, 10, 10, 10, 10, 10, 10],
  JP: [10, 10, 10, 10, 10, 10, 10],
  MN: [1, 1, 1, 1, 1, 1, 1],
};

/**
 * The days an order from `origin` takes over the week: the fewest and the most of its row (US 10–16, KR 4–8). This is
 * the one delivery promise the store makes, so a product page's "arrives by …" always falls inside the range it shows
 * next to it. The spec also gives a "delivery promise" of 5–10 days for Korea and 7–14 for the USA, which the table
 * contradicts (a US order placed on a Monday takes 16 days); shoppers saw both side by side, so the store states the
 * table's range only (docs/decisions/0004-one-delivery-promise.md).
 */
export function arrivalRange(origin: Origin): { minDays: number; maxDays: number } {
  const row = arrivalDays[origin];
  return { minDays: Math.min(...row), maxDays: Math.max(...row) };
}

/**
 * Expected arrival of an order placed at `now`: the days from the table, the arrival date (YYYY-MM-DD, Ulaanbaatar)
 * and the weekday the table was read at (1 = Monday … 7 = Sunday, in Ulaanbaatar).
 */
export function arrivalEstimate(origin: Origin, now: Date): { days: number; date: string; weekday: number } {
  // Calendar arithmetic on a UTC midnight: no zone or DST can shift it.
  const today = Date.parse(`${ulaanbaatarDay(now)}T00:00:00Z`);
  const weekday = ((new Date(today).getUTCDay() + 6) % 7) + 1;
  const days = arrivalDays[origin][weekday - 1];
  const date = new Date(today + days * 86_400_000).toISOString().slice(0, 10);
  return { days, date, weekday };
}
