// The visitor dashboard as a content editor reads it on /console/visitors: empty before anyone visits; then a phone whose
// shopper rage-clicked a price and left the cart over the shipping cost, and a computer whose shopper bought, send their
// records to /api/log; once written (every second) the page shows the phone's session in the latest sessions, the price
// it rage-clicked under frustrated clicks, the cart left and why, and the funnel's drop-off. The device filter narrows it
// (in the address); "Download CSV" gives the figure's rows; every control shows keyboard focus; the page in Mongolian
// speaks Mongolian, passes axe and fits 320 px.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../core/i18n/en';
import mn from '../core/i18n/mn';
import type { VisitorRecordInput } from '../core/visitor-record';
import { createStaff } from '../test/console';
import { controlsWithoutFocusLook, expectAccessible } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const COMPUTER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const RAGE = 'Үнэ: 3,200,000₮';
const sessionId = () => randomUUID().replaceAll('-', '');

function phoneRecord(id: string): VisitorRecordInput {
  const t = Date.now() - 60_000;
  return {
    sessionId: id,
    deviceType: 'mobile',
    language: 'mn',
    networkType: '4g',
    referrer: 'https://www.facebook.com/some/post',
    newSession: true,
    firstVisitToday: true,
    engaged: true,
    visits: [
      { path: '/', title: 'Зууч', entryTime: t, duration: 10_000, scrollDepth: 60 },
      {
        path: '/p/iphone-15',
        title: 'iPhone 15',
        entryTime: t + 10_000,
        duration: 50_000,
        scrollDepth: 90,
        actions: [
          { type: 'rage', text: RAGE },
          { type: 'click', text: 'Сагсанд хийх' },
        ],
        frustrationSignals: { rageClicks: 1, deadClicks: 0, backButtonClicks: 0 },
      },
    ],
    funnel: [
      { step: 'view', path: '/p/iphone-15', origin: 'US' },
      { step: 'cart', path: '/p/iphone-15', origin: 'US' },
    ],
    cart: { items: 2, abandoned: true, abandonmentReason: 'shipping_cost', path: '/order' },
    performance: { pageLoadTime: 1900, jsErrors: 0, vitals: [{ name: 'LCP', value: 2140, path: '/p/iphone-15' }] },
    lastActionBeforeExit: 'Сагсанд хийх',
    exit: true,
  };
}

function computerRecord(id: string): VisitorRecordInput {
  const t = Date.now() - 120_000;
  return {
    sessionId: id,
    deviceType: 'desktop',
    language: 'en',
    newSession: true,
    firstVisitToday: true,
    engaged: true,
    visits: [
      { path: '/p/shin-ramyun', entryTime: t, duration: 20_000 },
      { path: '/order/review', entryTime: t + 20_000, duration: 30_000 },
    ],
    funnel: (['view', 'cart', 'checkout', 'placed', 'paid'] as const).map((step) => ({ step, path: '/p/shin-ramyun', origin: 'KR' as const })),
  };
}

/** A record sent as a browser sends it: to the store's own address, with the browser's user agent. */
async function send(record: VisitorRecordInput, userAgent: string) {
  const res = await fetch(`${store.baseUrl}/api/log`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': userAgent }, body: JSON.stringify(record) });
  expect(res.status).toBe(202);
}

/** A table's body rows as their cells' texts. */
const rowsOf = (figure: Locator) => figure.locator('table tbody tr').evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));

/** The English words of the dashboard's catalogue that are not also its Mongolian (names such as "LCP" are both). */
function englishWords(): string[] {
  const strings = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : strings(v)));
  const mnWords = new Set(strings(mn.console.visitors));
  return strings(en.console.visitors).filter((s) => !mnWords.has(s) && !s.includes('{{') && s.length >= 4);
}

describe('the visitor dashboard', () => {
  it('shows staff a visit’s story, its frustration and the cart it left, by device, as CSV and in Mongolian', { timeout: 180_000 }, async () => {
    const staff = await createStaff(store.db.database.db, { username: 'tsetseg', name: 'Tsetseg', role: 'content' });
    const cookie = { name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl };
    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([cookie]);

    // Before anyone visits: the header offers the dashboard to a content editor, and the page says there is nothing yet.
    await openReady(page, '/console/visitors');
    await page.getByRole('heading', { level: 1, name: 'Visitors' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Visitors' }).getAttribute('aria-current')).toBe('page');
    await page.getByText('No visits recorded in this period yet.').waitFor();

    const phone = sessionId();
    const computer = sessionId();
    await send(computerRecord(computer), COMPUTER_UA);
    await send(phoneRecord(phone), PHONE_UA);

    // Reloaded until the recorder has written them (every second): the phone's session is the latest.
    const sessions = page.getByRole('region', { name: 'Latest sessions' });
    const sessionOf = (page: Page, id: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^(Session|Айлчлал) ${id.slice(0, 8)}$`) }) });
    await expect
      .poll(
        async () => {
          await openReady(page, '/console/visitors');
          return sessions.getByRole('heading', { level: 3 }).allTextContents();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toEqual([`Session ${phone.slice(0, 8)}`, `Session ${computer.slice(0, 8)}`]);
    const story = await sessionOf(page, phone).innerText();
    expect(story).toContain('Phone · Chrome · Android · Mongolian · Not signed in');
    expect(story).toMatch(/Pages seen\s+\/\s+→\s*\/p\/iphone-15/);
    expect(story).toContain(`Rage click: “${RAGE}” /p/iphone-15`);
    expect(story).toContain('Shipping cost: 2 items, on /order');
    expect(story).toMatch(/Last action\s+“Сагсанд хийх”/);

    // The figures: the price rage-clicked, the cart left and why, the funnel's drop-off, the totals.
    const frustration = page.getByRole('figure', { name: 'Frustrated clicks' });
    expect(await rowsOf(frustration)).toEqual([
      ['/p/iphone-15', '1', '0'],
      [`“${RAGE}”`, '1', '0'],
    ]);
    expect(await rowsOf(page.getByRole('figure', { name: 'Carts left, by reason' }))).toEqual([['Shipping cost', '1', '2']]);
    expect(await rowsOf(page.getByRole('figure', { name: 'Carts left, by page' }))).toEqual([['/order', '1']]);
    expect(await rowsOf(page.getByRole('figure', { name: 'Purchase funnel' }))).toEqual([
      ['Product viewed', '2', '—'],
      ['Added to cart', '2', '0%'],
      ['Checkout opened', '1', '50%'],
      ['Order placed', '1', '0%'],
      ['Paid', '1', '0%'],
    ]);
    expect(await page.locator('dl').first().innerText()).toMatch(/Visitors\s+2\s+Sessions\s+2\s+Page views\s+4\s+Pages per session\s+2\.0\s+Bounce rate\s+0%/);
    await expectAccessible(page, 'visitors en');
    // Every control after the filters shows where the keyboard is: each download, each table that scrolls by itself.
    // (The walk starts after "Show": a date field takes a Tab for each of its parts, which the walk would read as the end.)
    await page.getByRole('button', { name: 'Show' }).focus();
    const { visited, unseen } = await controlsWithoutFocusLook(page, 60);
    expect(visited).toBeGreaterThanOrEqual(30);
    expect(unseen).toEqual([]);

    // Computers only: the address keeps the filter, the phone's session and its frustration are gone.
    const device = page.getByRole('form', { name: 'Filter the visits' }).getByLabel('Device');
    await device.selectOption('desktop');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('device') === 'desktop');
    await expect.poll(() => sessions.getByRole('heading', { level: 3 }).allTextContents()).toEqual([`Session ${computer.slice(0, 8)}`]);
    expect(await rowsOf(frustration)).toEqual([['Nothing recorded in this period.']]);
    expect(await rowsOf(page.getByRole('figure', { name: 'Devices' }))).toEqual([['Computer', '1', '100%']]);
    expect(await device.inputValue()).toBe('desktop');
    // Phones only.
    await device.selectOption('mobile');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('device') === 'mobile');
    await expect.poll(() => sessions.getByRole('heading', { level: 3 }).allTextContents()).toEqual([`Session ${phone.slice(0, 8)}`]);

    // The frustrated clicks as CSV, for the same filters: the page's rows, headed in English.
    const link = frustration.getByRole('link', { name: 'Download CSV: Frustrated clicks' });
    expect(new URL((await link.getAttribute('href'))!, store.baseUrl).searchParams.get('device')).toBe('mobile');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^visitors-frustration-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
    expect(csv.trim().split('\r\n')).toEqual(['Page,Element,Rage clicks,Dead clicks', '/p/iphone-15,,1,0', `/p/iphone-15,"${RAGE}",1,0`]);

    // In Mongolian, on a narrow phone, in the dark: the same story in Mongolian words.
    const mnPage = await store.newPage({ lang: 'mn', theme: 'dark', width: 320 });
    await mnPage.context.addCookies([cookie]);
    await openReady(mnPage.page, '/console/visitors?device=mobile');
    await mnPage.page.getByRole('heading', { level: 1, name: 'Сайтын хандалт' }).waitFor();
    expect(await rowsOf(mnPage.page.getByRole('figure', { name: 'Бухимдсан даралт' }))).toEqual([
      ['/p/iphone-15', '1', '0'],
      [`«${RAGE}»`, '1', '0'],
    ]);
    expect(await rowsOf(mnPage.page.getByRole('figure', { name: 'Орхисон сагс, шалтгаанаар' }))).toEqual([['Хүргэлтийн төлбөр', '1', '2']]);
    const mnStory = await sessionOf(mnPage.page, phone).innerText();
    expect(mnStory).toContain('Гар утас · Chrome · Android · Монгол · Нэвтрээгүй');
    expect(mnStory).toContain('Хүргэлтийн төлбөр: 2 бараа, хуудас: /order');
    const words = await mnPage.page.getByRole('main').innerText();
    expect(englishWords().filter((w) => words.includes(w))).toEqual([]);
    await expectAccessible(mnPage.page, 'visitors mn 320 dark');
  });
});
