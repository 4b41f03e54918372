// Seasonal decorations: a content editor switches New Year on in the console; the shop's header shows the garland and
// gentle snow (standing still for readers who ask for less motion) and the home page its greeting, without taking a
// click from the header or moving it; switched off in Mongolian, they are gone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { describeViolations, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

const snowAnimation = (page: Page) => page.evaluate(() => {
  const snow = document.querySelector('.season-snow');
  return snow ? getComputedStyle(snow, '::before').animationName : null;
});

describe('seasonal decorations', () => {
  it('a content editor switches New Year on and off; the shop shows it, out of the way', async () => {
    await createStaff(store.db.database.db, { username: 'oyun', password: 'oyun dresses the shop', name: 'Oyun', role: 'content' });
    const { context, page } = await store.newPage({ lang: 'en' });
    const shop = await context.newPage();
    await openReady(shop, '/');
    expect(await shop.locator('.season-decor').count()).toBe(0);
    const headerBefore = await shop.getByRole('banner').boundingBox();

    await openReady(page, '/console/season');
    await page.getByLabel('Username').fill('oyun');
    await page.getByLabel('Password').fill('oyun dresses the shop');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Seasonal decorations' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByRole('link', { name: 'Decorations' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('radio', { name: 'By the calendar' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'New Year, always' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved. The shop shows the new decorations.' }).waitFor();
    await page.getByText('On the shop now: New Year').waitFor();
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);

    await openReady(shop, '/');
    await shop.locator('.season-decor[data-season="new_year"]').waitFor({ state: 'attached' });
    await shop.getByText('Happy New Year! Gifts from four countries, delivered all over Mongolia.').waitFor();
    expect(await snowAnimation(shop)).toBe('season-snow');
    // Nothing moved, and the header's controls take clicks through the decorations.
    expect(await shop.getByRole('banner').boundingBox()).toEqual(headerBefore);
    const decor = (await shop.locator('.season-decor').boundingBox())!;
    expect(await shop.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('.season-decor')), [decor.x + 20, decor.y + 5])).toBe(false);
    await shop.getByRole('link', { name: 'Cart' }).click();
    await shop.waitForURL((url) => url.pathname === '/order');
    expect(await seriousViolations(shop), describeViolations(await seriousViolations(shop))).toEqual([]);

    // A reader who asks for less motion: the snow stands still.
    const calm = await store.browser.newContext({ baseURL: store.baseUrl, reducedMotion: 'reduce' });
    const still = await calm.newPage();
    await openReady(still, '/');
    await still.locator('.season-decor').waitFor({ state: 'attached' });
    expect(await snowAnimation(still)).toBe('none');
    await calm.close();

    // In Mongolian: Tsagaan Sar, then off.
    await page.getByRole('button', { name: 'Монгол хэл рүү шилжих' }).click();
    await page.getByRole('heading', { level: 1, name: 'Баярын чимэглэл' }).waitFor();
    await page.getByRole('radio', { name: 'Үргэлж цагаан сар' }).check();
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByRole('status').filter({ hasText: 'Хадгаллаа. Дэлгүүр шинэ чимэглэлийг харуулж байна.' }).waitFor();
    await openReady(shop, '/');
    await shop.locator('.season-decor[data-season="tsagaan_sar"]').waitFor({ state: 'attached' });
    expect(await shop.locator('.season-snow').count()).toBe(0);

    await page.getByRole('radio', { name: 'Унтраах' }).check();
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByText('Одоо дэлгүүрт: чимэглэлгүй').waitFor();
    await openReady(shop, '/');
    expect(await shop.locator('.season-decor').count()).toBe(0);
    expect(await shop.locator('[data-season-greeting]').count()).toBe(0);
  });
});
