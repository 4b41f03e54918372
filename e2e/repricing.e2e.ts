// Repricing after an exchange rate moves: a catalog manager types a new KRW rate on /console/pricing (a rate that is not
// one is refused in words first), sees the preview of the Korean products priced from landed cost with old → new prices,
// leaves one row out and applies the rest; the shop's product page shows the new price, the row left out keeps its old
// price and stays in the preview.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_RULES, landedCost } from '../core/landed-cost';
import { formatMnt } from '../core/money';
import { products } from '../server/db/schema';
import { demoRates } from '../server/db/seed-data/pricing-data';
import { createStaff } from '../test/console';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('repricing from landed cost', () => {
  it('a new KRW rate previews old → new prices; the ones applied reach the shop', async () => {
    const db = store.db.database.db;
    const staff = await createStaff(db, { username: 'oyuka', name: 'Oyuka', role: 'catalog' });
    const price = async (slug: string) => (await db.select({ price: products.price }).from(products).where(eq(products.slug, slug)))[0].price;
    const laneige = 'laneige-lip-sleeping-mask-berry-20g';
    const roundLab = 'round-lab-1025-dokdo-cleanser-150ml';
    const [laneigeBefore, roundLabBefore] = [await price(laneige), await price(roundLab)];
    // The demo's Laneige mask: 14,900 ₩ and 60 g by the Korea route, under the default rules at the new rate.
    const expected = landedCost({ costMinor: 14_900, currency: 'KRW', weightGrams: 60, route: 'KR', categoryPath: [] }, { ...demoRates, KRW: '2.9' }, DEFAULT_PRICING_RULES);
    if ('missing' in expected) throw new Error('the demo mask must have a price');
    expect(expected.price).toBeGreaterThan(laneigeBefore);

    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(page, '/console');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Prices' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prices from landed cost' }).waitFor();
    await page.getByText('Every product priced from landed cost already has its price.').waitFor();

    const krw = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^KRW/ }) });
    await krw.getByLabel('New KRW rate, ₮').fill('2.9.1');
    await krw.getByRole('button', { name: 'Save rate' }).click();
    await krw.getByText('Enter the tugrik for one unit, a number above 0 with at most 6 decimals, such as 2.4381').waitFor();
    expect(await krw.getByTestId('rate-KRW').textContent()).toBe(`1 KRW = ${demoRates.KRW} ₮`);

    await krw.getByLabel('New KRW rate, ₮').fill('2.9');
    await krw.getByRole('button', { name: 'Save rate' }).click();
    await page.getByRole('status').filter({ hasText: 'The KRW rate is saved and in force.' }).waitFor();
    // The notice and the rate in force may land in separate renders on a busy machine: wait for the rate.
    await expect.poll(() => krw.getByTestId('rate-KRW').textContent(), { timeout: 15_000 }).toBe('1 KRW = 2.9 ₮');

    // The preview: the four Korean products, old → new, with their landed cost and margin.
    const preview = page.getByRole('table', { name: 'New prices to apply' });
    await page.getByRole('status').filter({ hasText: '4 prices would change.' }).waitFor();
    const row = preview.getByRole('row').filter({ hasText: 'Laneige Lip Sleeping Mask' });
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(formatMnt(laneigeBefore));
    expect(text).toContain(formatMnt(expected.price));
    expect(text).toContain(formatMnt(expected.landed));
    // Nothing changed in the shop yet.
    expect(await price(laneige)).toBe(laneigeBefore);

    // Round Lab is left out; the other three are applied.
    await preview.getByRole('checkbox', { name: /Round Lab 1025 Dokdo Cleanser/ }).uncheck();
    await page.getByRole('button', { name: 'Apply the ticked ones' }).click();
    await page.getByRole('status').filter({ hasText: '3 new prices applied (3 products).' }).waitFor();
    await page.getByRole('status').filter({ hasText: '1 price would change.' }).waitFor();
    await preview.getByRole('row').filter({ hasText: 'Round Lab 1025 Dokdo Cleanser' }).waitFor();
    expect(await price(laneige)).toBe(expected.price);
    expect(await price(roundLab)).toBe(roundLabBefore);

    // The shop shows the new price.
    const shop = await store.newPage({ lang: 'en' });
    await openReady(shop.page, `/p/${laneige}`);
    await shop.page.locator('main').getByText(formatMnt(expected.price), { exact: true }).first().waitFor();
  });
});
