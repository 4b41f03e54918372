// An admin keeps the store's contacts right: the console's Store settings page refuses a phone that is not a Mongolian
// number (in English and Mongolian), saves a good one, and the shop's footer shows the new number and hours at once,
// in both languages. An operator cannot open the page, nor find it in the console's menu.
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('store settings', () => {
  it('an admin changes the phone and hours in English and Mongolian, and the shop shows them', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'sarnai', password: 'sarnai runs the shop', name: 'Sarnai', role: 'admin' });
    const { context, page } = await store.newPage({ lang: 'en' });

    await openReady(page, '/console/settings');
    expect(new URL(page.url()).pathname).toBe('/console/login');
    await page.getByLabel('Username').fill('sarnai');
    await page.getByLabel('Password').fill('sarnai runs the shop');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Store settings' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+976 7711 2233');
    expect(await page.getByLabel('Address in Mongolian').inputValue()).toMatch(/Улаанбаатар/);
    const account = page.getByRole('group', { name: 'Account 1' });
    expect(await account.getByLabel('Bank in English').inputValue()).toBe('Khan Bank');
    expect(await account.getByLabel('Bank in Mongolian').inputValue()).toBe('Хаан банк');
    expect(await account.getByLabel('Account holder in Mongolian').inputValue()).toBe('Зууч ХХК');

    // Not a Mongolian number: the field says so, and nothing is saved.
    await page.getByLabel('Phone').fill('1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter correct number').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Check the marked fields.' }).waitFor();
    expect(await page.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Phone').fill('9911 2233');
    await page.getByLabel('Working hours in English').fill('Every day 10:00–22:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved. The shop shows the new settings.' }).waitFor();
    // The form starts afresh with what was stored: the number as the shop writes it.
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('+976 9911 2233');

    const shop = await context.newPage();
    await openReady(shop, '/');
    const footer = shop.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Phone: +976 9911 2233' }).waitFor();
    await footer.getByText('Every day 10:00–22:00').waitFor();

    // The same page in Mongolian: its messages, its labels, and the Mongolian hours shown on the Mongolian shop.
    await page.getByRole('button', { name: 'Монгол хэл рүү шилжих' }).click();
    await page.getByRole('heading', { level: 1, name: 'Дэлгүүрийн тохиргоо' }).waitFor();
    await page.getByLabel('Утас', { exact: true }).fill('99 11');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByText('Утасны дугаараа зөв оруулна уу').waitFor();
    await page.getByLabel('Утас', { exact: true }).fill('8811 4455');
    await page.getByLabel('Ажиллах цаг (монголоор)').fill('Өдөр бүр 10:00–22:00');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByRole('status').filter({ hasText: 'Хадгаллаа. Дэлгүүр шинэ тохиргоог харуулж байна.' }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/Store settings|Save|Phone|Bank|Account/);

    await openReady(shop, '/');
    await footer.getByRole('link', { name: 'Утас: +976 8811 4455' }).waitFor();
    await footer.getByText('Өдөр бүр 10:00–22:00').waitFor();
  });

  it('an operator cannot open the settings, nor see them in the menu', async () => {
    const db = store.db.database.db;
    const operator = await createStaff(db, { username: 'temuulen', name: 'Temuulen', role: 'operator' });
    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: (await operator.cookie()).split('=')[1], url: store.baseUrl }]);

    const response = await openReady(page, '/console/settings');
    expect(response?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    expect(await page.getByLabel('Phone').count()).toBe(0);
  });
});
