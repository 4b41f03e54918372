import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('writes day and month the way each language reads them', () => {
    expect(formatDate('2026-12-02', 'en')).toBe('2 December');
    expect(formatDate('2026-12-02', 'mn')).toBe('12-р сарын 2');
  });

  it('adds the year when asked', () => {
    expect(formatDate('2027-01-05T10:00:00Z', 'en', { year: true })).toBe('5 January 2027');
    expect(formatDate('2027-01-05', 'mn', { year: true })).toBe('2027 оны 1-р сарын 5');
  });
});

describe('formatDateTime', () => {
  it('reads the moment on Ulaanbaatar’s clock (UTC+8), across midnight', () => {
    expect(formatDateTime('2026-12-01T17:30:00.000Z', 'en')).toBe('2 December, 01:30');
    expect(formatDateTime('2026-12-01T17:30:00.000Z', 'mn')).toBe('12-р сарын 2, 01:30');
    expect(formatDateTime('2026-12-31T03:05:00.000Z', 'en', { year: true })).toBe('31 December 2026, 11:05');
  });
});

describe('formatDayOf', () => {
  it('names the day in Ulaanbaatar with its year, across midnight', async () => {
    const { formatDayOf } = await import('./dates');
    expect(formatDayOf('2026-02-28T16:30:00.000Z', 'en')).toBe('1 March 2026');
    expect(formatDayOf('2026-02-28T16:30:00.000Z', 'mn')).toBe('2026 оны 3-р сарын 1');
    expect(formatDayOf('2026-02-28T15:30:00.000Z', 'en')).toBe('28 February 2026');
  });
});

describe('isCalendarDay', () => {
  it('takes real days only', async () => {
    const { isCalendarDay } = await import('./dates');
    for (const d of ['2026-02-28', '2024-02-29', '2026-12-31']) expect(isCalendarDay(d)).toBe(true);
    for (const d of ['2026-02-29', '2026-02-31', '2026-13-01', '2026-1-01', '2026-04-31', 'yesterday', '']) expect(isCalendarDay(d)).toBe(false);
  });
});
