// A shopper accepts the terms of service at checkout knowing which version: the link opens that version in a new tab;
// terms that change while the form is open are read again before the order goes on; the order keeps the version the
// shopper accepted; earlier versions stay readable, each with a notice naming the current one.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLegal } from '../test/content-rows';
import { storeIdOf } from '../test/order-rows';
import { orders } from '../server/db/schema';
import { describeViolations, seriousViolations } from './support/accessibility';
import { insertSampleContent, termsSample } from './support/content';
import { openReady, useStore } from './support/store';

const store = useStore();

beforeAll(() => insertSampleContent(store.db.database.db));

describe('the terms of service', () => {
  it('are accepted at checkout by version, read again when they change meanwhile, and kept on the order', async () => {
    const { page } = await store.newPage({ lang: 'en', width: 390 });
    await store.logIn(page, '8822 3344', '/');
    await openReady(page, '/p/laneige-water-sleeping-mask-70ml');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).last().waitFor();
    await openReady(page, '/order');

    // The link names the version and opens it in a new tab.
    const link = page.getByRole('link', { name: 'terms of service (version 2)' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [terms] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await terms.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
    await terms.getByText('Version 2 · effective 15 January 2026').waitFor();
    await terms.getByRole('heading', { level: 2, name: 'What changed in this version' }).waitFor();
    await terms.getByRole('listitem').filter({ hasText: 'Returns are accepted for 14 days instead of 7.' }).waitFor();
    await terms.close();

    // Version 3 is published while the shopper fills in the form they opened at version 2.
    const db = store.db.database.db;
    await insertLegal(db, await storeIdOf(db), 'terms', [
      ...termsSample,
      { ...termsSample[1], version: 3, effectiveAt: '2026-06-01T00:00:00.000Z', changes: { en: 'Delivery to the provinces.', mn: 'Орон нутгийн хүргэлт.' } },
    ]);
    // As the console's save does: every process forgets the content it kept.
    await store.app.services.publishChange('content');
    await page.getByRole('radio', { name: /Pick up/ }).check();
    await page.getByLabel('First name').fill('Saraa');
    await page.getByLabel('Last name').fill('Bold');
    await page.getByRole('radio', { name: 'QPay' }).check();
    await page.getByRole('checkbox', { name: 'I have read and accept the terms of service (version 2)' }).check();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('alert').filter({ hasText: 'The terms of service changed; please read version 3' }).waitFor();
    const box = page.getByRole('checkbox', { name: 'I have read and accept the terms of service (version 3)' });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: /^Order \d{6}$/ }).waitFor();
    const number = Number(new URL(page.url()).pathname.split('/').pop());
    const [row] = await db.select({ termsVersion: orders.termsVersion }).from(orders).where(eq(orders.number, number));
    expect(row.termsVersion).toBe(3);
  });

  it('keeps earlier versions readable, each saying which one is current, in both languages', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375, theme: 'dark' });
    await openReady(page, '/legal/terms');
    await page.getByRole('heading', { level: 1, name: 'Үйлчилгээний нөхцөл' }).waitFor();
    const earlier = page.getByRole('navigation', { name: 'Өмнөх хувилбарууд' });
    expect(await earlier.getByRole('link').allTextContents()).toEqual(['2-р хувилбар', '1-р хувилбар']);
    expect(describeViolations(await seriousViolations(page))).toBe('');

    await earlier.getByRole('link', { name: '1-р хувилбар' }).click();
    await page.waitForURL('**/legal/terms?version=1');
    await page.getByRole('note').filter({ hasText: 'Энэ бол лавлагаа болгон хадгалсан өмнөх хувилбар (1-р хувилбар). Одоо мөрдөж буй нь 3-р хувилбар.' }).waitFor();
    await page.getByText('Бараагаа хүлээн авснаас хойш 7 хоногийн дотор буцааж болно.').waitFor();
    await page.getByText('1-р хувилбар · 2025 оны 3-р сарын 1-нд хүчин төгөлдөр болсон').waitFor();
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await page.getByRole('link', { name: 'Одоогийн хувилбарыг унших' }).click();
    await page.waitForURL((url) => url.pathname === '/legal/terms' && url.search === '');

    const { page: en } = await store.newPage({ lang: 'en' });
    await openReady(en, '/legal/terms?version=1');
    await en.getByRole('note').filter({ hasText: 'This is an earlier version (version 1) kept for reference. The current one is version 3.' }).waitFor();
    expect(await en.title()).toBe('Terms of service · Version 1 | Zuuch');
    for (const url of ['/legal/terms?version=9', '/legal/terms?version=abc']) {
      const response = await en.goto(url);
      expect(response?.status()).toBe(404);
      await en.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    }
    await openReady(en, '/legal/privacy');
    await en.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await en.getByText('Version 1 · effective 1 March 2025').waitFor();
    expect(await en.getByRole('navigation', { name: 'Earlier versions' }).count()).toBe(0);
  });
});
