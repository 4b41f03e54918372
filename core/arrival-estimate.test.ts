import { describe, expect, it } from 'vitest';
import { WARRANTY_MONTHS, arrivalEstimate, arrivalRange, type Origin } from './arrival-estimate';

describe('arrivalEstimate', () => {
  // One Ulaanbaatar week across the new year (Mon 2026-12-28 … Sun 2027-01-03): every origin × weekday, with instants
  // whose UTC date is the day before, and the last and first second of a day. Expected dates are written out by hand
  // (checked against a separate calendar), not computed the same way as the code.
  const cases: [Origin, string, number, number, string][] = [
    ['US', '2026-12-27T20:00:00Z', 1, 16, '2027-01-13'], // Mon 04:00, UTC still Sunday
    ['US', '2026-12-29T03:00:00Z', 2, 15, '2027-01-13'], // Tue 11:00
    ['US', '2026-12-30T15:59:59Z', 3, 14, '2027-01-13'], // Wed 23:59:59
    ['US', '2026-12-30T16:00:00Z', 4, 13, '2027-01-13'], // Thu 00:00, UTC still Wednesday
    ['US', '2027-01-01T02:00:00Z', 5, 12, '2027-01-13'], // Fri 10:00
    ['US', '2027-01-01T18:00:00Z', 6, 11, '2027-01-13'], // Sat 02:00, UTC still Friday
    ['US', '2027-01-03T09:00:00Z', 7, 10, '2027-01-13'], // Sun 17:00
    ['KR', '2026-12-27T20:00:00Z', 1, 4, '2027-01-01'], // Mon 04:00, UTC still Sunday
    ['KR', '2026-12-29T03:00:00Z', 2, 8, '2027-01-06'], // Tue 11:00
    ['KR', '2026-12-30T15:59:59Z', 3, 7, '2027-01-06'], // Wed 23:59:59
    ['KR', '2026-12-30T16:00:00Z', 4, 6, '2027-01-06'], // Thu 00:00, UTC still Wednesday
    ['KR', '2027-01-01T02:00:00Z', 5, 5, '2027-01-06'], // Fri 10:00
    ['KR', '2027-01-01T18:00:00Z', 6, 6, '2027-01-08'], // Sat 02:00, UTC still Friday
    ['KR', '2027-01-03T09:00:00Z', 7, 5, '2027-01-08'], // Sun 17:00
    ['CN', '2026-12-27T20:00:00Z', 1, 10, '2027-01-07'], // Mon 04:00, UTC still Sunday
    ['CN', '2026-12-29T03:00:00Z', 2, 10, '2027-01-08'], // Tue 11:00
    ['CN', '2026-12-30T15:59:59Z', 3, 10, '2027-01-09'], // Wed 23:59:59
    ['CN', '2026-12-30T16:00:00Z', 4, 10, '2027-01-10'], // Thu 00:00, UTC still Wednesday
    ['CN', '2027-01-01T02:00:00Z', 5, 10, '2027-01-11'], // Fri 10:00
    ['CN', '2027-01-01T18:00:00Z', 6, 10, '2027-01-12'], // Sat 02:00, UTC still Friday
    ['CN', '2027-01-03T09:00:00Z', 7, 10, '2027-01-13'], // Sun 17:00
    ['JP', '2026-12-27T20:00:00Z', 1, 10, '2027-01-07'], // Mon 04:00, UTC still Sunday
    ['JP', '2026-12-29T03:00:00Z', 2, 10, '2027-01-08'], // Tue 11:00
    ['JP', '2026-12-30T15:59:59Z', 3, 10, '2027-01-09'], // Wed 23:59:59
    ['JP', '2026-12-30T16:00:00Z', 4, 10, '2027-01-10'], // Thu 00:00, UTC still Wednesday
    ['JP', '2027-01-01T02:00:00Z', 5, 10, '2027-01-11'], // Fri 10:00
    ['JP', '2027-01-01T18:00:00Z', 6, 10, '2027-01-12'], // Sat 02:00, UTC still Friday
    ['JP', '2027-01-03T09:00:00Z', 7, 10, '2027-01-13'], // Sun 17:00
    ['MN', '2026-12-27T20:00:00Z', 1, 1, '2026-12-29'], // Mon 04:00, UTC still Sunday
    ['MN', '2026-12-29T03:00:00Z', 2, 1, '2026-12-30'], // Tue 11:00
    ['MN', '2026-12-30T15:59:59Z', 3, 1, '2026-12-31'], // Wed 23:59:59
    ['MN', '2026-12-30T16:00:00Z', 4, 1, '2027-01-01'], // Thu 00:00, UTC still Wednesday
    ['MN', '2027-01-01T02:00:00Z', 5, 1, '2027-01-02'], // Fri 10:00
    ['MN', '2027-01-01T18:00:00Z', 6, 1, '2027-01-03'], // Sat 02:00, UTC still Friday
    ['MN', '2027-01-03T09:00:00Z', 7, 1, '2027-01-04'], // Sun 17:00
  ];

  it.each(cases)('%s ordered at %s: weekday %i, %i days, arrives %s', (origin, instant, weekday, days, date) => {
    expect(arrivalEstimate(origin, new Date(instant))).toEqual({ weekday, days, date });
  });

  it('reads the weekday in Ulaanbaatar, not UTC: Sunday 20:00 UTC is Monday 04:00 there', () => {
    const now = new Date('2026-11-22T20:00:00Z');
    expect(now.getUTCDay()).toBe(0);
    expect(arrivalEstimate('KR', now)).toEqual({ weekday: 1, days: 4, date: '2026-11-27' });
    expect(arrivalEstimate('US', now)).toEqual({ weekday: 1, days: 16, date: '2026-12-09' });
    expect(arrivalEstimate('MN', now)).toEqual({ weekday: 1, days: 1, date: '2026-11-24' });
  });

  it('rolls over a month and into a leap day', () => {
    // Monday 2028-02-28 in Ulaanbaatar (Sunday in UTC).
    expect(arrivalEstimate('MN', new Date('2028-02-27T17:00:00Z'))).toEqual({ weekday: 1, days: 1, date: '2028-02-29' });
    expect(arrivalEstimate('KR', new Date('2028-02-27T17:00:00Z'))).toEqual({ weekday: 1, days: 4, date: '2028-03-03' });
  });
});

describe('arrivalRange', () => {
  it('is the fewest and the most days of the origin’s row', () => {
    expect(arrivalRange('US')).toEqual({ minDays: 10, maxDays: 16 });
    expect(arrivalRange('KR')).toEqual({ minDays: 4, maxDays: 8 });
    expect(arrivalRange('CN')).toEqual({ minDays: 10, maxDays: 10 });
    expect(arrivalRange('JP')).toEqual({ minDays: 10, maxDays: 10 });
    expect(arrivalRange('MN')).toEqual({ minDays: 1, maxDays: 1 });
  });

  it('holds every estimate, whatever the day an order is placed (one promise, from one rule)', () => {
    for (const origin of ['US', 'KR', 'CN', 'JP', 'MN'] as const) {
      const { minDays, maxDays } = arrivalRange(origin);
      for (let day = 0; day < 7; day++) {
        const { days } = arrivalEstimate(origin, new Date(Date.UTC(2026, 10, 23 + day, 4)));
        expect(days).toBeGreaterThanOrEqual(minDays);
        expect(days).toBeLessThanOrEqual(maxDays);
      }
    }
  });

  it('states a one-year warranty', () => {
    expect(WARRANTY_MONTHS).toBe(12);
  });
});
