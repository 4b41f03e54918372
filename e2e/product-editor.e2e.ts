// The product editor: a catalog manager creates a product in both languages with two options (three colours × two
// sizes: the editor proposes the six variants), buys it in Korea (cost in won) with its weight, sees each variant's price
// computed from landed cost with how it is made, and publishes it; the shop's search finds it by its Mongolian name in
// Cyrillic and typed in Latin letters, and its page shows it with its description. A stale form is refused in words.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isLandedCost, variantLandedCost } from '../core/landed-cost';
import { formatMnt } from '../core/money';
import { exchangeRates } from '../server/db/schema';
import { getCatalogSettings } from '../server/modules/pricing/catalog-settings';
import { createStaff } from '../test/console';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('product editor', () => {
  it('creates a product with six variants priced from its cost in won, and the shop finds it in Cyrillic and Latin', async () => {
    const db = store.db.database.db;
    const staff = await createStaff(db, { username: 'oyun', name: 'Oyun', role: 'catalog' });
    // A rate for the won, unless the demo store has one.
    const [krw] = await db.select().from(exchangeRates).where(and(eq(exchangeRates.storeId, staff.storeId), eq(exchangeRates.currency, 'KRW')));
    if (!krw) await db.insert(exchangeRates).values({ storeId: staff.storeId, currency: 'KRW', rate: '2.5', source: 'staff', effectiveOn: '2026-11-24' });
    const settings = await getCatalogSettings(db, staff.storeId);
    const expected = variantLandedCost({ origin: 'KR', costMinor: 15_000, costCurrency: 'KRW', weightGrams: 300, pricing: { mode: 'landed' } }, { costMinor: null, weightGrams: null }, [], settings.rates, settings.pricing);
    if (!expected || !isLandedCost(expected)) throw new Error('the won has no rate');

    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(page, '/console/products/new');
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();

    await page.getByLabel('Name in Mongolian').fill('Өвлийн ноосон цамц');
    await page.getByLabel('Name in English').fill('Winter wool sweater');
    await page.getByRole('textbox', { name: 'Description in Mongolian' }).click();
    await page.keyboard.type('Дулаан мерино ноос.');
    await page.getByRole('textbox', { name: 'Description in English' }).click();
    await page.keyboard.type('Warm merino wool.');

    // From Korea: the cost is in won by itself.
    await page.getByLabel('Comes from').selectOption('KR');
    expect(await page.getByLabel('Cost currency').inputValue()).toBe('KRW');
    await page.getByLabel('Purchase cost per unit').fill('15000');
    await page.getByLabel('Weight of one unit (g)').fill('300');
    await page.getByRole('radio', { name: /From landed cost/ }).check();

    // Two options: three colours and two sizes.
    const fillOption = async (n: number, names: [string, string], values: [string, string][]) => {
      await page.getByRole('button', { name: 'Add an option' }).click();
      const option = page.getByRole('group', { name: `Option ${n}` });
      await option.getByLabel('Option name in Mongolian').fill(names[0]);
      await option.getByLabel('Option name in English').fill(names[1]);
      for (const [i, [mn, en]] of values.entries()) {
        if (i > 0) await option.getByRole('button', { name: `Add a value to ${names[1]}` }).click();
        await option.getByLabel('Value in Mongolian').nth(i).fill(mn);
        await option.getByLabel('Value in English').nth(i).fill(en);
      }
    };
    await fillOption(1, ['Өнгө', 'Colour'], [
      ['Хар', 'Black'],
      ['Саарал', 'Grey'],
      ['Улаан', 'Red'],
    ]);
    await fillOption(2, ['Хэмжээ', 'Size'], [
      ['M', 'M'],
      ['L', 'L'],
    ]);
    await page.getByRole('button', { name: /^Add the \d+ missing variants$/ }).click();
    const skus = page.getByLabel('SKU', { exact: true });
    await expect.poll(() => skus.count()).toBe(6);
    expect(await skus.nth(5).inputValue()).toBe('WINTER-WOOL-SWEATER-RED-L');
    for (let i = 0; i < 6; i++) await page.getByLabel('Opening stock').nth(i).fill('3');

    // Each variant's price is computed as typed, with how it is made.
    const price = page.getByLabel('Price (computed)');
    expect(await price.first().inputValue()).toBe(String(expected.price));
    expect(await price.first().getAttribute('readonly')).not.toBeNull();
    const breakdown = page.locator('[id="variants.0.breakdown"]');
    expect(await breakdown.textContent()).toContain(`Landed cost:${formatMnt(expected.landed)}`);
    expect(await breakdown.textContent()).toContain(`Price:${formatMnt(expected.price)}`);

    await page.getByRole('checkbox', { name: /Published/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'The product was created.' }).waitFor();
    expect(page.url()).toMatch(/\/console\/products\/[0-9a-f-]{36}\?created=1$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    expect(await page.getByRole('navigation', { name: 'Product pages' }).getByRole('link', { name: 'Pictures' }).getAttribute('href')).toBe(`/console/products/${id}/pictures`);
    expect(await page.getByRole('link', { name: /Change stock/ }).count()).toBe(6);
    expect(await page.getByText('3 units on hand').count()).toBe(6);

    // A second tab with the old form: its save is refused in words, nothing changes.
    const stale = await context.newPage();
    await openReady(stale, `/console/products/${id}`);
    await page.getByLabel('Tags').fill('winter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await stale.getByLabel('Tags').fill('stale');
    await stale.getByRole('button', { name: 'Save' }).click();
    await stale.getByRole('alert').filter({ hasText: 'Someone else (Oyun) changed this product meanwhile' }).waitFor();

    // The shop finds it in Cyrillic and in Latin letters, and shows it.
    const shop = await store.newPage({ lang: 'mn' });
    for (const q of ['ноосон цамц', 'uvliin nooson tsamts']) {
      await openReady(shop.page, `/search?q=${encodeURIComponent(q)}`);
      await shop.page.locator('main').getByRole('link', { name: /Өвлийн ноосон цамц/ }).first().waitFor();
    }
    await openReady(shop.page, '/p/winter-wool-sweater');
    await shop.page.getByRole('heading', { level: 1, name: 'Өвлийн ноосон цамц' }).waitFor();
    await shop.page.getByText('Дулаан мерино ноос.').waitFor();
    expect(await shop.page.locator('main').textContent()).toContain(formatMnt(expected.price));
  });
});
