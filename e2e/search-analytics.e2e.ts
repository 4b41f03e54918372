// The store's search analytics as staff read them on /console/search: empty at first; a shopper searches the shop for a
// made-up word that finds nothing and for "пүүз", and opens a sneaker; once the counts are written (every few seconds)
// the console shows the made-up word under "Found nothing" and "пүүз" as most searched with one result opened. "Add a
// synonym" on the made-up word starts a rule with it; finished as "that word → пүүз", the shop's search for it shows the
// sneakers. The period switch keeps to 7, 30 or 90 days. The page passes axe and fits 375 px in Mongolian, in Mongolian.
import path from 'node:path';
import os from 'node:os';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { expectAccessible } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();
// SEARCH_SHOTS=1 keeps screenshots of the console page (for a person to check), in the system's temporary directory.
const shots = process.env.SEARCH_SHOTS ? os.tmpdir() : null;

async function lookAt(page: Page, name: string) {
  await expectAccessible(page, name);
  // The analytics only: the demo store's long list of synonyms follows them.
  await shot(page.getByRole('region', { name: /^(What shoppers search for|Худалдан авагчид юу хайж байна)$/ }), name);
}

async function shot(part: Locator, name: string) {
  if (shots) await part.screenshot({ path: path.join(shots, `search-analytics-${name}.png`) });
}

/** A word nothing in the demo catalog is named by, in any spelling. */
const WORD = 'zuuchlamp';
const SNEAKERS = 'пүүз';

/** A table's rows as [query, searches, products found, opened] (an empty table: its one message). */
const rowsOf = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll('th a[target], td')].map((c) => c.textContent!.trim())));

describe('search analytics', () => {
  it('show what shoppers searched for and start a synonym from a search that found nothing', { timeout: 120_000 }, async () => {
    const staff = await createStaff(store.db.database.db, { username: 'saraa', role: 'catalog' });
    const cookie = { name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl };

    // The console before any search: every list empty, the shares not yet a number.
    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([cookie]);
    await openReady(page, '/console/search');
    const analytics = page.getByRole('region', { name: 'What shoppers search for' });
    const table = (name: string) => analytics.getByRole('table', { name, exact: true });
    for (const name of ['Most searched', 'Found nothing', 'Found something, nothing opened']) expect(await rowsOf(table(name))).toEqual([['No searches yet in this period.']]);
    const period = analytics.getByRole('navigation', { name: 'Period' });
    expect(await period.getByRole('link', { name: 'Last 30 days' }).getAttribute('aria-current')).toBe('page');
    expect(await analytics.locator('dd').first().textContent()).toBe('0');

    // The shop: the made-up word finds nothing; "пүүз" finds sneakers, and the shopper opens one.
    const shop = await store.newPage({ lang: 'en' });
    const products = shop.page.locator('main ul a[href^="/p/"]');
    await openReady(shop.page, `/search?q=${WORD}`);
    await shop.page.getByRole('heading', { name: 'No products found' }).waitFor();
    await openReady(shop.page, `/search?q=${encodeURIComponent(SNEAKERS)}`);
    await products.first().waitFor();
    const sneaker = (await products.first().getAttribute('href'))!;
    await products.first().click();
    await shop.page.waitForURL((url) => url.pathname === sneaker);

    // The console, reloaded until the counts are written: the made-up word found nothing; "пүүз" was opened once.
    await expect
      .poll(
        async () => {
          await openReady(page, '/console/search');
          return { nothing: await rowsOf(table('Found nothing')), top: await rowsOf(table('Most searched')) };
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toEqual({
        nothing: [[WORD, '1', '0', '0']],
        top: expect.arrayContaining([[SNEAKERS, '1', expect.stringMatching(/^[1-9][\d,]*$/), '1'], [WORD, '1', '0', '0']]),
      });
    expect(await analytics.locator('dl').innerText()).toMatch(/Searches\s+2\s+Found nothing\s+50%\s+1 of 2 searches\s+Searches with a product opened\s+50%\s+1 product opened/);
    await lookAt(page, 'en');

    // The period switch: 7 days holds the same searches; a period not offered is 30 days.
    await period.getByRole('link', { name: 'Last 7 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('days') === '7');
    // (The address changes first, the page once the new period is loaded.)
    await expect.poll(() => period.locator('[aria-current="page"]').allTextContents()).toEqual(['Last 7 days']);
    expect(await rowsOf(table('Found nothing'))).toEqual([[WORD, '1', '0', '0']]);
    await openReady(page, '/console/search?days=12');
    expect(await period.locator('[aria-current="page"]').allTextContents()).toEqual(['Last 30 days']);
    await period.getByRole('link', { name: 'Last 90 days' }).click();
    await expect.poll(() => period.locator('[aria-current="page"]').allTextContents()).toEqual(['Last 90 days']);

    // "Add a synonym" on the made-up word: the form starts with it, the cursor after it; finished one-way to "пүүз".
    await table('Found nothing').getByRole('link', { name: `Add a synonym: ${WORD}` }).click();
    await page.waitForURL((url) => url.searchParams.get('add') === WORD && url.searchParams.get('days') === '90');
    const form = page.getByRole('form', { name: 'Add a synonym' });
    const terms = form.getByRole('textbox', { name: 'Words and phrases' });
    await expect.poll(() => terms.inputValue()).toBe(`${WORD}, `);
    await expect.poll(() => terms.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(form, 'form-started');
    await page.keyboard.type(SNEAKERS);
    expect(await terms.inputValue()).toBe(`${WORD}, ${SNEAKERS}`);
    await form.getByRole('radio', { name: 'The first also finds the rest' }).check();
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.getByRole('status').filter({ hasText: `Synonym added: ${WORD} → ${SNEAKERS}.` }).waitFor();
    await page.getByRole('region', { name: 'Synonyms' }).getByRole('listitem', { name: `${WORD} → ${SNEAKERS}` }).waitFor();
    // Back on the page without ?add=: the next rule starts empty, and the period stays.
    expect(new URL(page.url()).searchParams.get('add')).toBeNull();
    expect(new URL(page.url()).searchParams.get('days')).toBe('90');
    expect(await terms.inputValue()).toBe('');

    // The shop's search for the made-up word now shows the sneakers.
    const found = async () => {
      await openReady(shop.page, `/search?q=${WORD}`);
      await shop.page.getByRole('heading', { level: 1 }).waitFor();
      return products.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    };
    await expect.poll(found, { timeout: 10_000, interval: 300 }).toContain(sneaker);

    // In Mongolian at 375 px: the same lists, every word Mongolian but the shoppers' own, no sideways scrolling.
    const mn = await store.newPage({ lang: 'mn', width: 375 });
    await mn.context.addCookies([cookie]);
    await openReady(mn.page, '/console/search');
    const mnAnalytics = mn.page.getByRole('region', { name: 'Худалдан авагчид юу хайж байна' });
    const mnTop = mnAnalytics.getByRole('table', { name: 'Хамгийн их хайгдсан', exact: true });
    // (The made-up word may have left "Found nothing" by now: the shop's search for it finds the sneakers.)
    expect((await rowsOf(mnTop)).map((r) => r[0])).toEqual(expect.arrayContaining([SNEAKERS, WORD]));
    expect(await mnTop.getByRole('link', { name: `Ижил утгатай үг нэмэх: ${SNEAKERS}` }).count()).toBe(1);
    const words = (await mnAnalytics.innerText()).replaceAll(WORD, '');
    expect(words.match(/[a-z]{2,}/gi)).toBeNull();
    await lookAt(mn.page, 'mn-375');
  });
});
