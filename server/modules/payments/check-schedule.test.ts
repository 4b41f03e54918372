// The reconciliation schedule: 1, 5, 15, 60 minutes after an attempt is made, then hourly until the order's deadline;
// a provider that does not answer is asked again sooner, then hourly; staff are told after 5 unanswered checks over an
// hour past the deadline.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnconfirmable, nextCheckAt, retryCheckAt } from './check-schedule';

const MIN = 60_000;
const HOUR = 60 * MIN;
const placed = new Date('2026-11-20T02:00:00Z');
const deadline = new Date(placed.getTime() + 48 * HOUR);
const minutesAfter = (from: Date, at: Date | null) => (at ? (at.getTime() - from.getTime()) / MIN : null);

describe('when an open attempt is asked about', () => {
  it('follows 1, 5, 15, 60 minutes, then every hour until the deadline, then stops', () => {
    const seen: number[] = [];
    for (let at = nextCheckAt(placed, placed, deadline); at; at = nextCheckAt(placed, at, deadline)) seen.push(minutesAfter(placed, at)!);
    expect(seen.slice(0, 6)).toEqual([1, 5, 15, 60, 120, 180]);
    expect(seen.at(-1)).toBe(48 * 60);
    expect(seen).toHaveLength(4 + 47);
  });

  it('asks once for the slots a stopped worker missed, at the next one to come', () => {
    expect(minutesAfter(placed, nextCheckAt(placed, new Date(placed.getTime() + 37 * MIN), deadline))).toBe(60);
    expect(minutesAfter(placed, nextCheckAt(placed, new Date(placed.getTime() + 5 * HOUR + 1), deadline))).toBe(6 * 60);
  });

  it('gives an attempt made at or after the deadline (the rest of an underpaid order) its first hour only', () => {
    const late = new Date(deadline.getTime() + 3 * HOUR);
    const seen: number[] = [];
    for (let at = nextCheckAt(late, late, deadline); at; at = nextCheckAt(late, at, deadline)) seen.push(minutesAfter(late, at)!);
    expect(seen).toEqual([1, 5, 15, 60]);
  });

  it('is always later than now, on the schedule, and never past the last moment', () =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 60 }), fc.integer({ min: 0, max: 4 * 24 * 60 }), (deadlineMinutes, ageSeconds) => {
        const end = new Date(placed.getTime() + deadlineMinutes * MIN);
        const now = new Date(placed.getTime() + ageSeconds * 1000);
        const last = Math.max(end.getTime(), placed.getTime() + HOUR);
        const next = nextCheckAt(placed, now, end);
        // Nothing left only past the first hour, when no hour of the attempt's age remains before the last moment.
        if (next === null) return ageSeconds * 1000 >= HOUR && now.getTime() + HOUR > last;
        const minutes = minutesAfter(placed, next)!;
        return next > now && ([1, 5, 15].includes(minutes) || minutes % 60 === 0) && next.getTime() <= last;
      }),
    ));
});

describe('a provider that does not answer', () => {
  it('is asked again after 1, 2, 4 … 32 minutes, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((n) => minutesAfter(placed, retryCheckAt(n, placed)))).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('is put before staff after 5 unanswered checks in a row over an hour, once the deadline has passed', () => {
    const since = new Date(deadline.getTime() - 10 * MIN);
    const at = (minutesPastDeadline: number) => new Date(deadline.getTime() + minutesPastDeadline * MIN);
    expect(isUnconfirmable({ unanswered: 7, since }, deadline, at(50))).toBe(true);
    // Fewer checks, a shorter outage, or the deadline still ahead: not yet.
    expect(isUnconfirmable({ unanswered: 4, since }, deadline, at(50))).toBe(false);
    expect(isUnconfirmable({ unanswered: 7, since }, deadline, at(49))).toBe(false);
    expect(isUnconfirmable({ unanswered: 9, since: new Date(since.getTime() - 5 * HOUR) }, deadline, at(-1))).toBe(false);
    expect(isUnconfirmable({ unanswered: 0, since: null }, deadline, at(600))).toBe(false);
  });
});
