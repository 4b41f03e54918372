// /play: the parcel game. Time is driven by the page's fake clock (requestAnimationFrame included), held still from before
// the game starts, and the parcels by a seed in the address, so every run is the same game however busy the machine is. Started and steered with the keyboard on a desktop, with taps on a
// touch phone in Mongolian; the best score survives a reload; axe finds nothing serious, in either theme, and nothing
// scrolls sideways at 320 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

const score = (page: Page) => page.getByTestId('play-score').textContent();

/** The page's clock starts here and follows real time until `holdClock`. */
const START = Date.parse('2026-12-01T09:00:00Z');

/** Stops the page's clock ten minutes after it started, before the game does: from here on, time moves only by `runFor`
 *  (an installed clock otherwise follows real time, so a slow step of the test would let parcels fall unwatched). A
 *  moment read from the page could already be past when the pause arrives on a busy machine; ten minutes cannot. */
async function holdClock(page: Page) {
  await page.clock.pauseAt(START + 10 * 60_000);
}

/** Runs the game's clock half a second at a time until `done` (at most `seconds`). */
async function playUntil(page: Page, done: () => Promise<boolean>, seconds = 120) {
  for (let i = 0; i < seconds * 2 && !(await done()); i++) await page.clock.runFor(500);
  expect(await done()).toBe(true);
}

describe('the parcel game', () => {
  it('starts with the keyboard, moves, scores, pauses, ends, and keeps the best score', async () => {
    const { page } = await store.newPage({ lang: 'en' });
    await page.clock.install({ time: START });
    await openReady(page, '/play?seed=7');
    await page.getByRole('heading', { level: 1, name: 'Parcel catch' }).waitFor();
    await page.getByRole('link', { name: 'Back to the store' }).waitFor();
    await page.getByRole('img', { name: 'Game field: a ger catching parcels' }).waitFor();
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);
    const live = page.getByTestId('play-said');
    await holdClock(page);

    // Enter starts (focus on the page, not on a control); the ger moves left for a moment.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await live.textContent()).toBe('Game started. Catch the parcels.');
    await page.keyboard.down('ArrowLeft');
    await page.clock.runFor(200);
    await page.keyboard.up('ArrowLeft');
    await playUntil(page, async () => (await score(page)) !== '0', 10);

    // P pauses and goes on, saying so.
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    expect(await live.textContent()).toMatch(/^Paused\. Score: \d+\.$/);
    const paused = await score(page);
    await page.clock.runFor(3000);
    expect(await score(page)).toBe(paused);
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Pause' }).waitFor();

    // Standing still, parcels are missed: the game ends, and says the score.
    await playUntil(page, () => page.getByRole('button', { name: 'Play again' }).isVisible());
    const final = await score(page);
    expect(await live.textContent()).toMatch(/^Game over\. (A new best score: \d+!|Score: \d+\. Best: \d+\.)$/);
    expect(await page.getByTestId('play-best').textContent()).toBe(final);

    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByTestId('play-best').textContent()).toBe(final);
  });

  it('plays with taps on a touch phone, in Mongolian', async () => {
    const context = await store.browser.newContext({ baseURL: store.baseUrl, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    await context.addCookies([{ name: 'lang', value: 'mn', url: store.baseUrl }]);
    const page = await context.newPage();
    await page.clock.install({ time: START });
    await openReady(page, '/play?seed=3');
    await page.getByRole('heading', { level: 1, name: 'Илгээмж барих' }).waitFor();
    await holdClock(page);
    await page.getByRole('button', { name: 'Тоглоом эхлүүлэх' }).tap();
    await page.getByRole('button', { name: 'Түр зогсоох' }).waitFor();
    // A tap on the left of the field sends the ger there; the first parcel falls where the ger is.
    const field = page.getByRole('img', { name: 'Тоглоомын талбай: илгээмж барьж буй гэр' });
    const box = (await field.boundingBox())!;
    await field.tap({ position: { x: box.width * 0.2, y: box.height * 0.5 } });
    await playUntil(page, async () => (await score(page)) !== '0', 10);
    await field.tap({ position: { x: box.width * 0.8, y: box.height * 0.5 } });
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await context.close();
  });

  it('fits 320 px in the dark theme, with no serious violations', async () => {
    const { page } = await store.newPage({ lang: 'mn', theme: 'dark', width: 320 });
    await openReady(page, '/play');
    expect(await scrollsSideways(page)).toBeNull();
    const field = (await page.getByRole('img').last().boundingBox())!;
    // A 3:4 box, sized before the game starts: nothing moves when it does.
    expect(Math.abs(field.height - (field.width * 4) / 3)).toBeLessThan(2);
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);
  });
});
