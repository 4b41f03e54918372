import { describe, expect, it } from 'vitest';
import { activeSeason, isSeasonMode, TSAGAAN_SAR_FIRST_DAYS } from './season';

/** A moment on Ulaanbaatar's clock (UTC+8). */
const ub = (local: string) => new Date(`${local}+08:00`);

describe('activeSeason', () => {
  it('shows New Year from 15 December to 5 January inclusive, on Ulaanbaatar days', () => {
    expect(activeSeason('auto', ub('2026-12-14T23:59:59'))).toBeNull();
    expect(activeSeason('auto', ub('2026-12-15T00:00:00'))).toBe('new_year');
    expect(activeSeason('auto', ub('2026-12-31T12:00:00'))).toBe('new_year');
    expect(activeSeason('auto', ub('2027-01-05T23:59:59'))).toBe('new_year');
    expect(activeSeason('auto', ub('2027-01-06T00:00:00'))).toBeNull();
    // 14 December 17:00 UTC is already the 15th in Ulaanbaatar; 5 January 16:00 UTC is already the 6th.
    expect(activeSeason('auto', new Date('2026-12-14T16:00:00Z'))).toBe('new_year');
    expect(activeSeason('auto', new Date('2027-01-05T16:00:00Z'))).toBeNull();
  });

  it('shows Tsagaan Sar from three days before its first day through its third day, by the Mongolian calendar', () => {
    // 2025: 1 March in Mongolia (Chinese New Year was 29 January).
    expect(activeSeason('auto', ub('2025-01-29T12:00:00'))).toBeNull();
    expect(activeSeason('auto', ub('2025-02-25T23:59:59'))).toBeNull();
    expect(activeSeason('auto', ub('2025-02-26T00:00:00'))).toBe('tsagaan_sar');
    expect(activeSeason('auto', ub('2025-03-03T23:59:59'))).toBe('tsagaan_sar');
    expect(activeSeason('auto', ub('2025-03-04T00:00:00'))).toBeNull();
    // 2026: 18 February.
    expect(activeSeason('auto', ub('2026-02-15T00:00:00'))).toBe('tsagaan_sar');
    expect(activeSeason('auto', ub('2026-02-20T20:00:00'))).toBe('tsagaan_sar');
    expect(activeSeason('auto', ub('2026-02-21T00:00:00'))).toBeNull();
    // 2033: 31 January — the window starts in January, after New Year's has ended.
    expect(activeSeason('auto', ub('2033-01-28T00:00:00'))).toBe('tsagaan_sar');
  });

  it('knows a first day in late January to early March for every year 2025–2035', () => {
    for (let year = 2025; year <= 2035; year++) expect(TSAGAAN_SAR_FIRST_DAYS[year]).toMatch(new RegExp(`^${year}-0[1-3]-\\d\\d$`));
  });

  it('shows nothing on an ordinary day, or in years without a table entry outside New Year', () => {
    expect(activeSeason('auto', ub('2026-07-11T12:00:00'))).toBeNull();
    expect(activeSeason('auto', ub('2040-02-12T12:00:00'))).toBeNull();
    expect(activeSeason('auto', ub('2040-12-20T12:00:00'))).toBe('new_year');
  });

  it('forced modes ignore the date; off shows nothing', () => {
    expect(activeSeason('new_year', ub('2026-07-11T12:00:00'))).toBe('new_year');
    expect(activeSeason('tsagaan_sar', ub('2026-12-20T12:00:00'))).toBe('tsagaan_sar');
    expect(activeSeason('off', ub('2026-12-20T12:00:00'))).toBeNull();
    expect(activeSeason('off', ub('2026-02-18T12:00:00'))).toBeNull();
  });

  it('tells a mode from anything else', () => {
    expect(isSeasonMode('auto')).toBe(true);
    expect(isSeasonMode('summer')).toBe(false);
    expect(isSeasonMode(undefined)).toBe(false);
  });
});
