// The visitor dashboard's report: records posted to /api/log by four shoppers (two phones in Mongolian, two computers in
// English) come back as the days' visits and bounce, the funnel with its drop-off overall, per device and per country,
// the p75 of LCP with its rating, the rage click's element, the cart left and why, and each session's story; the
// language, device and date filters narrow all of it, days being Ulaanbaatar's; every figure downloads as CSV.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import { toUlaanbaatarInput } from '../../../core/dates';
import { visitorRecord, type VisitorRecordInput } from '../../../core/visitor-record';
import { VISITOR_CHARTS, addDays, visitorQueryOf, type VisitorQuery } from './console-schemas';
import { ensurePartitions } from './partitions';
import { createVisitRecorder } from './record-visits';
import { visitorReport, visitorReportCsv, vitalRating } from './visitor-report';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const COMPUTER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const RAGE = 'Үнэ: 3,200,000₮';

const id = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}-session`;
const visit = (path: string, extra: Record<string, unknown> = {}) => ({ path, title: path, entryTime: Date.now() - 30_000, duration: 10_000, ...extra });

/** A phone in Mongolian: home, then the iPhone it rage-clicked and put in the cart, which it left over the shipping cost. */
const phoneThatLeftItsCart = (sessionId: string): VisitorRecordInput => ({
  sessionId,
  deviceType: 'mobile',
  language: 'mn',
  referrer: 'https://www.facebook.com/post/1',
  newSession: true,
  firstVisitToday: true,
  engaged: true,
  visits: [
    visit('/'),
    visit('/p/iphone-15', {
      actions: [
        { type: 'rage', text: RAGE },
        { type: 'dead', text: 'Хүргэлтийн нөхцөл' },
      ],
      frustrationSignals: { rageClicks: 1, deadClicks: 1, backButtonClicks: 1 },
    }),
  ],
  funnel: [
    { step: 'view', path: '/p/iphone-15', origin: 'US' },
    { step: 'cart', path: '/p/iphone-15', origin: 'US' },
  ],
  cart: { items: 2, abandoned: true, abandonmentReason: 'shipping_cost', path: '/order' },
  errors: [{ message: 'TypeError: x is undefined', path: '/p/iphone-15' }],
  performance: { pageLoadTime: 1800, jsErrors: 1, vitals: [{ name: 'LCP', value: 2140, path: '/p/iphone-15' }] },
  lastActionBeforeExit: 'Сагсанд хийх',
  exit: true,
});

/** A phone in Mongolian that saw one product and left (a bounce). */
const phoneThatBounced = (sessionId: string): VisitorRecordInput => ({
  sessionId,
  deviceType: 'mobile',
  language: 'mn',
  newSession: true,
  firstVisitToday: true,
  visits: [visit('/p/iphone-15')],
  funnel: [{ step: 'view', path: '/p/iphone-15', origin: 'US' }],
  performance: { vitals: [{ name: 'LCP', value: 1820, path: '/p/iphone-15' }] },
});

/** A computer in English that saw a Korean product and left. */
const computerThatBounced = (sessionId: string): VisitorRecordInput => ({
  sessionId,
  deviceType: 'desktop',
  language: 'en',
  newSession: true,
  firstVisitToday: true,
  visits: [visit('/p/shin-ramyun')],
  funnel: [{ step: 'view', path: '/p/shin-ramyun', origin: 'KR' }],
  performance: { vitals: [{ name: 'LCP', value: 5200, path: '/p/shin-ramyun' }, { name: 'CLS', value: 0.31, path: '/p/shin-ramyun' }] },
});

/** A computer in English that bought: its first step's product country unknown, the rest from the USA. */
const computerThatBought = (sessionId: string): VisitorRecordInput => ({
  sessionId,
  deviceType: 'desktop',
  language: 'en',
  newSession: true,
  engaged: true,
  visits: [visit('/p/iphone-15'), visit('/order'), visit('/order/review'), visit('/order/100234/complete')],
  funnel: [
    { step: 'view', path: '/p/iphone-15', origin: null },
    { step: 'cart', path: '/p/iphone-15', origin: 'US' },
    { step: 'checkout', path: '/order/review', origin: 'US' },
    { step: 'placed', path: '/order/review', origin: 'US' },
    { step: 'paid', path: '/order/100234', origin: 'US' },
  ],
  performance: { vitals: [{ name: 'LCP', value: 1530, path: '/p/iphone-15' }] },
});

describe.each(databaseKinds)('the visitor report on %s', (kind) => {
  let api: TestApi;
  let storeId = '';
  const sessions = { left: id('left'), bounced: id('bounced'), korean: id('korean'), bought: id('bought') };
  const today = toUlaanbaatarInput(new Date()).slice(0, 10);
  // Yesterday too: a test that runs over Ulaanbaatar's midnight still finds its records.
  const period: VisitorQuery = { from: addDays(today, -1), to: today };

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(api.db.database.db);
    const send = (record: VisitorRecordInput, userAgent: string) =>
      api.app.inject({ method: 'POST', url: '/api/log', headers: { 'user-agent': userAgent, 'content-type': 'application/json' }, payload: JSON.stringify(record) });
    // One after the other: the recent sessions are listed newest first.
    for (const [record, userAgent] of [
      [phoneThatBounced(sessions.bounced), PHONE],
      [computerThatBounced(sessions.korean), COMPUTER],
      [computerThatBought(sessions.bought), COMPUTER],
    ] as const) {
      expect((await send(record, userAgent)).statusCode).toBe(202);
      await api.app.services.flushVisits();
    }
    expect((await send(phoneThatLeftItsCart(sessions.left), PHONE)).statusCode).toBe(202);
    await api.app.services.flushVisits();
  });
  afterAll(() => api?.close());

  const report = (query: Partial<VisitorQuery> = {}) => api.app.services.visitorReport(storeId, { ...period, ...query });

  it('counts the days’ visitors, sessions, page views and bounce', async () => {
    const got = await report();
    expect(got.totals).toEqual({ visitors: 3, sessions: 4, pageViews: 8, pagesPerSession: 2, bounceRate: 0.5 });
    expect(got.days.map((d) => d.day)).toEqual([period.from, period.to]);
    expect(got.days.find((d) => d.sessions > 0)).toMatchObject({ sessions: 4, bounceRate: 0.5 });
    expect(got.devices).toEqual([
      { name: 'desktop', sessions: 2, share: 0.5 },
      { name: 'mobile', sessions: 2, share: 0.5 },
    ]);
    expect(got.browsers.map((r) => [r.name, r.sessions])).toEqual([
      ['Chrome', 2],
      ['Firefox', 2],
    ]);
    expect(got.referrers.map((r) => [r.name, r.sessions])).toEqual([
      ['(direct)', 3],
      ['facebook.com', 1],
    ]);
  });

  it('follows the funnel with its drop-off, overall, by device and by the goods’ country', async () => {
    const got = await report();
    const steps = (rows: { step: string; sessions: number; dropOff: number | null }[]) => rows.map((r) => [r.step, r.sessions, r.dropOff]);
    expect(steps(got.funnel)).toEqual([
      ['view', 4, null],
      ['cart', 2, 0.5],
      ['checkout', 1, 0.5],
      ['placed', 1, 0],
      ['paid', 1, 0],
    ]);
    const segment = (name: string) => steps(got.funnelSegments.find((s) => s.segment === name)!.steps);
    expect(segment('mobile')).toEqual([
      ['view', 2, null],
      ['cart', 1, 0.5],
      ['checkout', 0, 1],
      ['placed', 0, null],
      ['paid', 0, null],
    ]);
    expect(segment('desktop').map(([, n]) => n)).toEqual([2, 1, 1, 1, 1]);
    // The bought product's view had no country: it counts in the overall funnel only.
    expect(segment('US')).toEqual([
      ['view', 2, null],
      ['cart', 2, 0],
      ['checkout', 1, 0.5],
      ['placed', 1, 0],
      ['paid', 1, 0],
    ]);
    expect(segment('KR').map(([, n]) => n)).toEqual([1, 0, 0, 0, 0]);
    expect(segment('CN').map(([, n]) => n)).toEqual([0, 0, 0, 0, 0]);
  });

  it('names the cart left and why, the rage click’s element, the back button, the last action and the errors', async () => {
    const got = await report();
    expect(got.abandonReasons).toEqual([{ reason: 'shipping_cost', carts: 1, items: 2 }]);
    expect(got.abandonPages).toEqual([{ path: '/order', carts: 1 }]);
    expect(got.frustration).toEqual([
      {
        path: '/p/iphone-15',
        rage: 1,
        dead: 1,
        elements: [
          { text: 'Хүргэлтийн нөхцөл', rage: 0, dead: 1 },
          { text: RAGE, rage: 1, dead: 0 },
        ],
      },
    ]);
    expect(got.back).toEqual([{ path: '/p/iphone-15', backs: 1 }]);
    expect(got.exits).toEqual([{ action: 'Сагсанд хийх', path: '/p/iphone-15', sessions: 1 }]);
    expect(got.errors).toEqual([{ message: 'TypeError: x is undefined', count: 1, pages: [{ path: '/p/iphone-15', count: 1 }] }]);
  });

  it('reads the p75 of each Core Web Vital by page type from its buckets, with its rating', async () => {
    const got = await report();
    // LCP on product pages: 1,530, 1,820, 2,140 and 5,200 ms; three in four within the 2,100 ms bucket.
    const product = got.vitals.find((v) => v.pageType === 'product')!;
    expect(product.vitals.LCP).toEqual({ p75: 2100, count: 4, rating: 'good' });
    expect(product.vitals.CLS).toEqual({ p75: 0.31, count: 1, rating: 'poor' });
    expect(product.vitals.INP).toBeNull();
    expect(got.vitals.map((v) => v.pageType)).toEqual(['all', 'product']);
    // Computers alone: 1,530 and 5,200 ms, so the p75 is poor.
    expect((await report({ device: 'desktop' })).vitals.find((v) => v.pageType === 'product')!.vitals.LCP).toEqual({ p75: 5000, count: 2, rating: 'poor' });
    expect([vitalRating('LCP', 2500), vitalRating('LCP', 2600), vitalRating('LCP', 4001), vitalRating('INP', 200), vitalRating('CLS', 0.25), vitalRating('TTFB', 900)]).toEqual([
      'good',
      'needs-improvement',
      'poor',
      'good',
      'needs-improvement',
      'needs-improvement',
    ]);
  });

  it('tells the latest sessions’ stories, newest first, their ids shortened', async () => {
    const got = await report();
    expect(got.recentSessions.map((s) => s.id)).toEqual([sessions.left, sessions.bought, sessions.korean, sessions.bounced].map((s) => s.slice(0, 8)));
    const [left, bought] = got.recentSessions;
    expect(left).toMatchObject({
      device: 'mobile',
      browser: 'Chrome',
      os: 'Android',
      language: 'mn',
      referrer: 'facebook.com',
      signedIn: false,
      pages: ['/', '/p/iphone-15'],
      clicks: [
        { kind: 'rage', text: RAGE, path: '/p/iphone-15' },
        { kind: 'dead', text: 'Хүргэлтийн нөхцөл', path: '/p/iphone-15' },
      ],
      backs: 1,
      funnel: ['view', 'cart'],
      cart: { reason: 'shipping_cost', items: 2, path: '/order' },
      lastAction: 'Сагсанд хийх',
    });
    expect(Date.parse(left.startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(bought).toMatchObject({ device: 'desktop', browser: 'Firefox', pages: ['/p/iphone-15', '/order', '/order/review', '/order/:id/complete'], cart: null, lastAction: null });
    expect(bought.funnel).toEqual(['view', 'cart', 'checkout', 'placed', 'paid']);
  });

  it('narrows everything to a language and a device', async () => {
    const english = await report({ language: 'en' });
    expect(english.totals).toMatchObject({ sessions: 2, bounceRate: 0.5 });
    expect(english.frustration).toEqual([]);
    expect(english.abandonReasons).toEqual([]);
    expect(english.recentSessions.map((s) => s.id)).toEqual([sessions.bought, sessions.korean].map((s) => s.slice(0, 8)));
    const phones = await report({ device: 'mobile' });
    expect(phones.totals).toMatchObject({ sessions: 2, visitors: 2, bounceRate: 0.5 });
    expect(phones.devices).toEqual([{ name: 'mobile', sessions: 2, share: 1 }]);
    expect(phones.frustration[0].elements.map((e) => e.text)).toContain(RAGE);
    expect(phones.recentSessions.map((s) => s.device)).toEqual(['mobile', 'mobile']);
    const computers = await report({ device: 'desktop', language: 'mn' });
    expect(computers.totals.sessions).toBe(0);
    expect(computers.recentSessions).toEqual([]);
    expect(computers.funnel.every((r) => r.sessions === 0)).toBe(true);
  });

  it('reads Ulaanbaatar’s days: a record at 23:30 there is that day’s, one at 00:30 the next', async () => {
    const db = api.db.database.db;
    const recorder = createVisitRecorder(db, { keepDays: 30 });
    await ensurePartitions(db, { keepDays: 30, now: new Date('2026-03-10T00:00:00Z') });
    const late = id('late');
    const early = id('early');
    const record = (sessionId: string) => visitorRecord.parse({ sessionId, deviceType: 'mobile', newSession: true, visits: [visit('/')] });
    recorder.record(storeId, record(late), { userAgent: PHONE, ownHost: null }, new Date('2026-03-09T15:30:00Z'));
    recorder.record(storeId, record(early), { userAgent: PHONE, ownHost: null }, new Date('2026-03-09T16:30:00Z'));
    await recorder.flush();
    const ninth = await visitorReport(db, storeId, { from: '2026-03-09', to: '2026-03-09' });
    expect(ninth.totals.sessions).toBe(1);
    expect(ninth.recentSessions.map((s) => s.id)).toEqual([late.slice(0, 8)]);
    const tenth = await visitorReport(db, storeId, { from: '2026-03-10', to: '2026-03-10' });
    expect(tenth.recentSessions.map((s) => s.id)).toEqual([early.slice(0, 8)]);
    const both = await visitorReport(db, storeId, { from: '2026-03-08', to: '2026-03-10' });
    expect(both.days.map((d) => [d.day, d.sessions])).toEqual([
      ['2026-03-08', 0],
      ['2026-03-09', 1],
      ['2026-03-10', 1],
    ]);
    expect(both.days[0]).toMatchObject({ pagesPerSession: null, bounceRate: null });
  });

  it('reads the filters from the address: the last 7 days unless chosen, at most 400, anything else its default', () => {
    const now = new Date('2026-11-28T17:00:00Z'); // 29 November, 01:00 in Ulaanbaatar
    const of = (search: string) => visitorQueryOf(new URLSearchParams(search), now);
    expect(of('')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(of('from=2026-11-01&to=2026-11-03&language=en&device=mobile')).toEqual({ from: '2026-11-01', to: '2026-11-03', language: 'en', device: 'mobile' });
    expect(of('from=2026-11-03&to=2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-03' });
    expect(of('from=2026-02-31&to=2026-11-10&language=fr&device=tv')).toEqual({ from: '2026-11-04', to: '2026-11-10' });
    expect(of('from=2020-01-01&to=2026-11-10')).toEqual({ from: '2025-10-07', to: '2026-11-10' });
  });

  it('downloads each figure as CSV with the page’s numbers, headed in the staff member’s language', async () => {
    const got = await report();
    const csv = (chart: (typeof VISITOR_CHARTS)[number], lang: 'mn' | 'en' = 'en') => {
      const text = visitorReportCsv(got, chart, lang).toString('utf8');
      expect(text.startsWith('\ufeff')).toBe(true);
      return Papa.parse<string[]>(text.slice(1).trim()).data;
    };
    expect(csv('funnel')).toEqual([
      ['Step', 'Sessions', 'Drop-off'],
      ['Product viewed', '4', ''],
      ['Added to cart', '2', '50.0'],
      ['Checkout opened', '1', '50.0'],
      ['Order placed', '1', '0.0'],
      ['Paid', '1', '0.0'],
    ]);
    expect(csv('frustration')).toEqual([
      ['Page', 'Element', 'Rage clicks', 'Dead clicks'],
      ['/p/iphone-15', '', '1', '1'],
      ['/p/iphone-15', 'Хүргэлтийн нөхцөл', '0', '1'],
      ['/p/iphone-15', RAGE, '1', '0'],
    ]);
    expect(csv('abandon-reasons', 'mn')).toEqual([
      ['Шалтгаан', 'Сагс', 'Бараа'],
      ['Хүргэлтийн төлбөр', '1', '2'],
    ]);
    expect(csv('sessions')[1]).toEqual([sessions.left.slice(0, 8), expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), 'Phone', 'Chrome', 'Android', 'Mongolian', '/ → /p/iphone-15', `Rage click: ${RAGE} (/p/iphone-15); Dead click: Хүргэлтийн нөхцөл (/p/iphone-15)`, 'Shipping cost (/order)', 'Сагсанд хийх']);
    for (const chart of VISITOR_CHARTS) expect(csv(chart).length, chart).toBeGreaterThan(1);
    // An element's text that a spreadsheet would run as a formula is kept as text.
    const guarded = visitorReportCsv({ ...got, exits: [{ action: '=HYPERLINK("x")', path: '/', sessions: 1 }] }, 'exits', 'en').toString('utf8');
    expect(guarded).toContain(`"'=HYPERLINK(""x"")"`);
    // The tracker's own words for an action are the staff member's words.
    const named = visitorReportCsv({ ...got, exits: [{ action: 'scroll', path: '/', sessions: 2 }] }, 'exits', 'mn').toString('utf8');
    expect(named).toContain('Хуудсыг гүйлгэсэн,/,2');
  });
});
