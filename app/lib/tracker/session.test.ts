import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, firstVisitToday, newSession, sessionExpired, sessionIdOf, ulaanbaatarDay } from './session';

describe('tracker session', () => {
  it('turns the day at midnight in Ulaanbaatar (16:00 UTC)', () => {
    expect(ulaanbaatarDay(Date.parse('2026-12-02T15:59:59Z'))).toBe('2026-12-02');
    expect(ulaanbaatarDay(Date.parse('2026-12-02T16:00:00Z'))).toBe('2026-12-03');
  });

  it('ends after 30 idle minutes', () => {
    const at = Date.parse('2026-12-02T04:00:00Z');
    expect(sessionExpired({ lastActivity: at }, at + SESSION_IDLE_MS - 1)).toBe(false);
    expect(sessionExpired({ lastActivity: at }, at + SESSION_IDLE_MS)).toBe(true);
  });

  it('ends at midnight in Ulaanbaatar, however active', () => {
    const before = Date.parse('2026-12-02T15:59:00Z');
    expect(sessionExpired({ lastActivity: before }, before + 30_000)).toBe(false);
    expect(sessionExpired({ lastActivity: before }, before + 60_000)).toBe(true);
  });

  it('has a random url-safe id the server takes', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + 250) % 256);
    const id = sessionIdOf(bytes);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sessionIdOf(new Uint8Array(16).fill(255))).toBe('_____________________w');
    const session = newSession(1000, bytes);
    expect(session).toMatchObject({ id, startedAt: 1000, lastActivity: 1000, pageViews: 0, funnel: [] });
  });

  it('counts the browser once a day by the day alone', () => {
    const now = Date.parse('2026-12-02T20:00:00Z'); // 3 December in Ulaanbaatar
    expect(firstVisitToday(null, now)).toBe(true);
    expect(firstVisitToday('2026-12-02', now)).toBe(true);
    expect(firstVisitToday('2026-12-03', now)).toBe(false);
  });
});
