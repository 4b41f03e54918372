// The console's product list: a catalog manager searches the way shoppers do (Latin and Cyrillic), narrows the list by
// brand and state through the filter form (kept in the URL), chooses two products and deactivates them at once — the
// shop's search no longer shows them and the list says so in words — and duplicates one (landing on the copy's editor;
// the copy is inactive in the list). The list reads in Mongolian too, and on a 320 px phone it is cards, not a table
// that scrolls sideways; axe finds nothing serious.
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('console products list', () => {
  it('searches, filters, deactivates two products in bulk and duplicates one', async () => {
    const staff = await createStaff(store.db.database.db, { username: 'oyuna', name: 'Oyuna', role: 'catalog' });
    const sid = (await staff.cookie()).split('=')[1];
    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: sid, url: store.baseUrl }]);
    await openReady(page, '/console');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(await page.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe('/console/products/new');

    // The shop's search: Latin words…
    const filters = page.getByRole('search', { name: 'Find products' });
    await filters.getByRole('searchbox', { name: 'Search' }).fill('galaxy');
    await filters.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/\/console\/products\?q=galaxy$/);
    await page.getByRole('article', { name: 'Samsung Galaxy S25 Ultra', exact: true }).waitFor();
    // …and Mongolian in Cyrillic.
    await filters.getByRole('searchbox', { name: 'Search' }).fill('ухаалаг утас');
    await filters.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Samsung' });
    await filters.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('brand') === 'samsung' && url.searchParams.get('q') === 'ухаалаг утас');
    const ultra = page.getByRole('article', { name: 'Samsung Galaxy S25 Ultra', exact: true });
    const s25 = page.getByRole('article', { name: 'Samsung Galaxy S25', exact: true });
    await ultra.waitFor();
    await s25.waitFor();
    expect(await page.getByRole('article').filter({ hasText: 'Apple' }).count()).toBe(0);

    // The shop shows both now.
    const shop = await store.newPage({ lang: 'en' });
    const shopLinks = () => Promise.all(['samsung-galaxy-s25-ultra-256gb', 'samsung-galaxy-s25'].map((slug) => shop.page.locator(`main a[href="/p/${slug}"]`).count()));
    await openReady(shop.page, '/search?q=galaxy%20s25');
    expect((await shopLinks()).every((n) => n > 0)).toBe(true);

    // Two chosen, deactivated at once.
    await ultra.getByRole('checkbox', { name: 'Choose Samsung Galaxy S25 Ultra', exact: true }).check();
    await s25.getByRole('checkbox', { name: 'Choose Samsung Galaxy S25', exact: true }).check();
    const bulk = page.getByRole('form', { name: 'Change the chosen products' });
    await bulk.getByText('2 chosen').waitFor();
    await bulk.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('status').filter({ hasText: '2 products deactivated.' }).waitFor();
    await ultra.getByText('Inactive', { exact: true }).waitFor();
    await s25.getByText('Inactive', { exact: true }).waitFor();
    expect(await ultra.getByRole('checkbox').isChecked()).toBe(false);

    // The shop no longer shows them (it did before).
    await openReady(shop.page, '/search?q=galaxy%20s25');
    await shop.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await shopLinks()).toEqual([0, 0]);

    // The inactive filter, from the URL: those two among Samsung's, and nothing active.
    await filters.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Inactive' });
    await filters.getByRole('searchbox', { name: 'Search' }).fill('');
    await filters.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.search === '?brand=samsung&status=inactive');
    await ultra.waitFor();
    await s25.waitFor();
    expect(await page.getByRole('article').filter({ hasNotText: 'Inactive' }).count()).toBe(0);

    // Duplicate one: the copy's editor opens; the copy waits inactive in the list.
    await ultra.getByRole('button', { name: 'Duplicate: Samsung Galaxy S25 Ultra' }).click();
    await page.waitForURL(/\/console\/products\/[0-9a-f-]{36}$/);
    await openReady(page, '/console/products?q=galaxy%20s25%20ultra%20copy');
    const copy = page.getByRole('article', { name: 'Samsung Galaxy S25 Ultra (copy)' });
    await copy.getByText('samsung-galaxy-s25-ultra-256gb-copy', { exact: true }).waitFor();
    await copy.getByText('Inactive', { exact: true }).waitFor();
    expect(await copy.textContent()).toContain('Stock: 0');

    // Never ordered, the copy may be deleted.
    expect(await copy.getByRole('button', { name: /^Delete/ }).count()).toBe(1);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('reads in Mongolian and fits a 320 px phone as cards', async () => {
    const staff = await createStaff(store.db.database.db, { username: 'bat', name: 'Bat', role: 'catalog' });
    const { context, page } = await store.newPage({ lang: 'mn', width: 320 });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(page, '/console/products?q=samsung');
    await page.getByRole('heading', { level: 1, name: 'Бараа' }).waitFor();
    await page.getByRole('form', { name: 'Сонгосон барааг өөрчлөх' }).getByRole('button', { name: 'Идэвхгүй болгох' }).click();
    await page.getByRole('alert').filter({ hasText: 'Эхлээд дор хаяж нэг бараа сонгоно уу' }).waitFor();
    expect(await scrollsSideways(page)).toBeNull();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
