import { describe, expect, it } from 'vitest';
import { visitorRecord } from '../../../core/visitor-record';
import { KEEP_MAX, SEND_MAX, capPending, emptyPending, hasNews, mergePending, takeDelta, type Header, type Pending, type Visit } from './record';

const header: Header = { userId: 'guest', sessionId: 'AbCdEfGhIjKlMnOpQrStUv', deviceType: 'desktop', browser: 'Chrome', os: 'Linux', networkType: '4g', language: 'en', sessionDuration: 1000, path: '/p/a' };
const at = Date.parse('2026-12-02T04:00:00Z');
const visit = (path: string, actions = 0, extra: Partial<Visit> = {}): Visit => ({
  path,
  title: 'Zuuch',
  entryTime: at,
  exitTime: at + 5000,
  duration: 5000,
  scrollDepth: 40,
  scrollSpeed: 900,
  resumed: false,
  actions: Array.from({ length: actions }, (_, i) => ({ type: 'click' as const, text: `Button ${i}` })),
  frustrationSignals: { rageClicks: 0, deadClicks: 0, backButtonClicks: 0 },
  ...extra,
});
const with_ = (p: Partial<Pending>): Pending => ({ ...emptyPending(), ...p });

describe('what a send carries', () => {
  it('is nothing without news: the session’s facts alone wait', () => {
    expect(takeDelta(emptyPending(), header)).toBeNull();
    expect(takeDelta(with_({ newSession: true, firstVisitToday: true, referrer: 'https://www.google.com' }), header)).toBeNull();
  });

  it('is what is new, a record the server takes, and nothing waits after it', () => {
    const pending = with_({
      visits: [visit('/'), visit('/p/apple-iphone', 2)],
      funnel: [{ step: 'view', path: '/p/apple-iphone', origin: 'US' }],
      errors: [{ message: 'TypeError: x is undefined', path: '/' }],
      vitals: [{ name: 'LCP', value: 1200, path: '/' }],
      jsErrors: 1,
      pageLoadTime: 900,
      newSession: true,
      firstVisitToday: true,
      engaged: true,
      referrer: 'https://www.google.com',
      exit: true,
      lastActionBeforeExit: 'Add to cart',
    });
    const delta = takeDelta(pending, header)!;
    const parsed = visitorRecord.parse(delta.record);
    expect(parsed).toMatchObject({ sessionId: header.sessionId, newSession: true, firstVisitToday: true, engaged: true, referrer: 'https://www.google.com', exit: true, lastActionBeforeExit: 'Add to cart' });
    expect(parsed.visits.map((v) => v.path)).toEqual(['/', '/p/apple-iphone']);
    expect(parsed.performance).toEqual({ pageLoadTime: 900, jsErrors: 1, vitals: [{ name: 'LCP', value: 1200, path: '/' }] });
    expect(hasNews(delta.rest)).toBe(false);
    expect(delta.rest).toEqual(emptyPending());
    expect(delta.taken.visits).toHaveLength(2);
  });

  it('sends the session’s facts with a page view only, so the server counts them on the landing page', () => {
    const vitalsOnly = with_({ vitals: [{ name: 'FCP', value: 300, path: '/' }], newSession: true, pageLoadTime: 800, referrer: 'https://m.facebook.com' });
    const first = takeDelta(vitalsOnly, header)!;
    expect(first.record).toMatchObject({ newSession: false, referrer: '', performance: { pageLoadTime: null } });
    expect(first.rest).toMatchObject({ newSession: true, pageLoadTime: 800, referrer: 'https://m.facebook.com', vitals: [] });
    const second = takeDelta({ ...first.rest, visits: [visit('/')] }, header)!;
    expect(second.record).toMatchObject({ newSession: true, referrer: 'https://m.facebook.com', performance: { pageLoadTime: 800 } });
  });

  it('keeps to the schema’s maxima, the rest for the next send', () => {
    const many = with_({
      visits: Array.from({ length: 45 }, (_, i) => visit(`/p/${i}`, i === 0 ? 70 : 0)),
      errors: Array.from({ length: 25 }, (_, i) => ({ message: `e${i}`, path: '/' })),
      vitals: Array.from({ length: 22 }, () => ({ name: 'CLS' as const, value: 0.1, path: '/' })),
    });
    const delta = takeDelta(many, header)!;
    expect(delta.record.visits).toHaveLength(SEND_MAX.visits);
    expect(delta.record.visits![0].actions).toHaveLength(SEND_MAX.actions);
    expect(delta.record.errors).toHaveLength(SEND_MAX.errors);
    expect(visitorRecord.safeParse(delta.record).success).toBe(true);
    expect(delta.rest.visits.map((v) => v.path)).toEqual(Array.from({ length: 15 }, (_, i) => `/p/${i + 30}`));
    expect(delta.rest.errors).toHaveLength(5);
    expect(delta.rest.vitals).toHaveLength(2);
  });

  it('keeps counts within the schema’s bounds (a page that throws in a loop, a page clicked on for hours)', () => {
    const wild = with_({ jsErrors: 20_000, visits: [visit('/', 0, { frustrationSignals: { rageClicks: 5000, deadClicks: 1001, backButtonClicks: 3 } })] });
    const delta = takeDelta(wild, header)!;
    expect(visitorRecord.safeParse(delta.record).success).toBe(true);
    expect(delta.record.performance!.jsErrors).toBe(10_000);
    expect(delta.record.visits![0].frustrationSignals).toEqual({ rageClicks: 1000, deadClicks: 1000, backButtonClicks: 3 });
  });

  it('carries fewer page views while the body would be too big', () => {
    const long = 'Ж'.repeat(80);
    const heavy = with_({ visits: Array.from({ length: 30 }, (_, i) => visit(`/p/${i}`, 50, { actions: Array.from({ length: 50 }, () => ({ type: 'click' as const, text: long })) })) });
    const delta = takeDelta(heavy, header, 64 * 1024 - 4096)!;
    expect(new TextEncoder().encode(JSON.stringify(delta.record)).length).toBeLessThanOrEqual(64 * 1024 - 4096);
    expect(delta.record.visits!.length).toBeGreaterThan(0);
    expect(delta.record.visits!.length + delta.rest.visits.length).toBe(30);
  });
});

describe('what waits in storage', () => {
  it('puts a failed send back before what came since', () => {
    const taken = with_({ visits: [visit('/a')], jsErrors: 2, newSession: true, cart: { items: 1, abandoned: true, abandonmentReason: 'unknown', path: '/a' } });
    const since = with_({ visits: [visit('/b')], jsErrors: 1, exit: true, lastActionBeforeExit: 'scroll' });
    const merged = mergePending(taken, since);
    expect(merged.visits.map((v) => v.path)).toEqual(['/a', '/b']);
    expect(merged).toMatchObject({ jsErrors: 3, newSession: true, exit: true, lastActionBeforeExit: 'scroll', cart: { items: 1 } });
  });

  it('is bounded: the newest kept', () => {
    const capped = capPending(with_({ visits: Array.from({ length: 100 }, (_, i) => visit(`/p/${i}`)), errors: Array.from({ length: 50 }, (_, i) => ({ message: `${i}`, path: '/' })) }));
    expect(capped.visits).toHaveLength(KEEP_MAX.visits);
    expect(capped.visits.at(-1)!.path).toBe('/p/99');
    expect(capped.errors).toHaveLength(KEEP_MAX.errors);
  });
});
