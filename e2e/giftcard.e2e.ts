// Gift cards, as staff and shoppers meet them: an operator issues a card in the console (after a value that does not
// fit), opens the card's shareable page, and the recipient reads it in English and Mongolian — its balance, code to
// copy, validity and how to use it. Spending part of it shows on the page and in the console's ledger; a deactivated
// card says so; a link that is no card's is a 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { insertOrder, storeIdOf } from '../test/order-rows';
import { giftCards, orders } from '../server/db/schema';
import { redeemGiftCard } from '../server/modules/giftcards/redeem-gift-card';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('gift cards', () => {
  it('staff issue a card; its page shows the balance in English and Mongolian; spending and deactivating show up', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'solongo', password: 'solongo sells cards', name: 'Solongo' });
    const { page } = await store.newPage({ lang: 'en' });

    await openReady(page, '/console/giftcards');
    expect(new URL(page.url()).pathname).toBe('/console/login');
    await page.getByLabel('Username').fill('solongo');
    await page.getByLabel('Password').fill('solongo sells cards');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gift cards' }).waitFor();
    // The console's header leads here too.
    expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Gift cards' }).getAttribute('aria-current')).toBe('page');
    await page.getByText('No gift cards yet.').waitFor();

    const form = page.getByRole('form', { name: 'Issue a gift card' });
    await form.getByLabel('Value (₮)').fill('100,000');
    await form.getByLabel('Least per order (₮)').fill('150000');
    await form.getByRole('button', { name: 'Issue card' }).click();
    await form.getByRole('alert').filter({ hasText: 'The least per order cannot be more than the card’s value.' }).waitFor();
    await form.getByLabel('Least per order (₮)').fill('');
    await form.getByLabel('Most per order (₮)').fill('80000');
    await form.getByLabel(/Last day it can be used/).fill('2099-12-31');
    // For someone: a number that is not a mobile is refused; theirs gets the card by SMS, in Mongolian.
    await form.getByLabel(/Text it to/).fill('12345');
    await form.getByRole('button', { name: 'Issue card' }).click();
    await form.getByText('Enter correct number').waitFor();
    await form.getByLabel(/Text it to/).fill('8811 2299');
    await form.getByRole('button', { name: 'Issue card' }).click();
    const issued = page.getByRole('status').filter({ hasText: 'Gift card issued' });
    await issued.waitFor();
    const code = (await page.getByTestId('issued-code').textContent())!;
    await store.sendTexts();
    const texts = (await (await fetch(`${store.baseUrl}/__sandbox/sms/messages.json?to=${encodeURIComponent('+97688112299')}`)).json()) as { text: string }[];
    expect(texts.map((m) => m.text)).toEqual([expect.stringMatching(new RegExp(`^Зууч: Танд 100,000₮ үнийн бэлгийн карт ирлээ\\. Код: ${code}\\. ${store.baseUrl}/giftcard/[A-Za-z0-9_-]{22}$`))]);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const row = page.getByRole('article', { name: code });
    await row.getByText('100,000₮ of 100,000₮').waitFor();
    expect(await row.textContent()).toContain('Valid through 31 December 2099');
    expect(await row.textContent()).toContain('≤ 80,000₮');
    expect(await row.textContent()).toContain('by Solongo');

    // The card's own page, as the recipient opens the shared link.
    const link = (await issued.getByRole('link', { name: 'Open page' }).getAttribute('href'))!;
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/giftcard\/[A-Za-z0-9_-]{22}$/);
    const { page: shopper } = await store.newPage({ lang: 'en', width: 375 });
    const response = await openReady(shopper, path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await shopper.getByRole('heading', { level: 1, name: 'A 100,000₮ gift card for Zuuch' }).waitFor();
    expect(await shopper.getByTestId('gift-card-balance').textContent()).toBe('100,000₮');
    expect(await shopper.getByTestId('gift-card-code').textContent()).toBe(code);
    expect(await shopper.title()).toBe('100,000₮ gift card | Zuuch');
    // In the storefront's default layout (header with search, footer).
    await shopper.getByRole('search').first().waitFor({ state: 'attached' });
    await shopper.getByRole('contentinfo').waitFor({ state: 'attached' });
    expect(await shopper.locator('meta[property="og:title"]').getAttribute('content')).toBe('A 100,000₮ gift card for Zuuch');
    expect(await shopper.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await shopper.getByText('At most 80,000₮ per order').waitFor();
    await shopper.getByRole('heading', { name: 'How to use it' }).waitFor();
    await shopper.getByRole('button', { name: 'Copy code' }).click();
    await shopper.getByText('Code copied').waitFor();

    // In Mongolian.
    const { page: mn } = await store.newPage({ lang: 'mn' });
    await openReady(mn, path);
    await mn.getByRole('heading', { level: 1, name: 'Зуучийн 100,000₮-ийн бэлгийн карт' }).waitFor();
    expect(await mn.getByTestId('gift-card-balance').textContent()).toBe('100,000₮');
    await mn.getByText('Хэрхэн ашиглах вэ').waitFor();
    await mn.getByText('2099 оны 12-р сарын 31 хүртэл хүчинтэй').first().waitFor();
    await mn.getByRole('button', { name: 'Код хуулах' }).waitFor();

    // The card pays 30,000₮ of an order: the page shows what is left, the console the ledger row with the order.
    const order = await insertOrder(db, { number: 400100, phone: '+97699887766' });
    await db.update(orders).set({ total: 30_000, itemsTotal: 30_000 }).where(eq(orders.id, order.id));
    await redeemGiftCard(db, { storeId: await storeIdOf(db), orderId: order.id, code: code.toLowerCase() });
    await openReady(shopper, path);
    expect(await shopper.getByTestId('gift-card-balance').textContent()).toBe('70,000₮');
    await shopper.getByText('of 100,000₮').waitFor();
    await page.reload();
    await row.getByText('70,000₮ of 100,000₮').waitFor();
    await row.getByText('History (2)').click();
    await row.getByRole('link', { name: 'Order 400100' }).waitFor();
    await row.getByText('−30,000₮').waitFor();

    // Deactivated: the console asks first; the page then says the card cannot be used.
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('status').filter({ hasText: `Deactivated: ${code}.` }).waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    await openReady(shopper, path);
    await shopper.getByText('This card has been deactivated by the store and can no longer be used.').waitFor();
    expect(await shopper.getByRole('button', { name: 'Copy code' }).count()).toBe(0);
    expect((await db.select({ active: giftCards.active }).from(giftCards))[0].active).toBe(false);
  });

  it('answers 404 for a link that is no card’s, and the fatal 404 for one that cannot be', async () => {
    const unknown = await fetch(`${store.baseUrl}/giftcard/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { cookie: 'lang=en' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
    const bad = await fetch(`${store.baseUrl}/giftcard/x`);
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain('Page Not Found: ');
  });
});
