// Finding and reading products as a shopper does: search from the header in Cyrillic and Latin (and a foreign name typed
// as it sounds), suggestions, category filters in the URL, the product page with its variants and arrival estimate,
// inactive and unknown products.
import { describe, expect, it } from 'vitest';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('catalog journeys', () => {
  it('searches from the header in Cyrillic, then in Latin look-alike letters, and finds phones', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Search' }).first();
    await box.fill('утас');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await page.getByRole('heading', { level: 1, name: 'Results for “утас”' }).waitFor();
    const first = await page.getByRole('article').first().getByRole('link').textContent();
    expect(first).toMatch(/iPhone|Galaxy|Xiaomi|Pixel|Huawei/);

    await box.fill('ytac');
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Results for “ytac”' }).waitFor();
    expect(await page.getByRole('article').first().getByRole('link').textContent()).toMatch(/iPhone|Galaxy|Xiaomi|Pixel|Huawei/);
  });

  it('finds iPhones typed as they sound in Cyrillic, “айфон”: in the suggestions and in the results', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Search' }).first();
    await box.pressSequentially('айфон');
    await page.getByRole('listbox').first().getByRole('group', { name: 'Products' }).getByRole('option', { name: /iPhone/ }).first().waitFor();
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Results for “айфон”' }).waitFor();
    const firstThree = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    expect(firstThree.length).toBeGreaterThan(0);
    for (const name of firstThree.slice(0, 3)) expect(name).toMatch(/iPhone/);
  });

  it('finds laptops for “ноутбук”, the word shoppers use, by the store’s synonyms', async () => {
    // In Mongolian, where the catalog calls a laptop "зөөврийн компьютер".
    const { page } = await store.newPage({ lang: 'mn' });
    await openReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Хайх' }).first();
    await box.pressSequentially('ноутбук');
    await page.getByRole('listbox').first().getByRole('option', { name: /зөөврийн компьютер/ }).first().waitFor();
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: '“ноутбук” хайлтын илэрц' }).waitFor();
    const names = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(2);
    for (const name of names.slice(0, 3)) expect(name).toMatch(/зөөврийн компьютер$|зөөврийн компьютер /);
  });

  it('finds phones sold in white for “tsagaan utas”, and a card opens the product with white chosen', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/search?q=tsagaan%20utas');
    const card = page.getByRole('article').filter({ hasText: 'White' }).first();
    await card.waitFor();
    const link = card.getByRole('heading', { level: 3 }).getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/\?color=[a-z-]*white/);
    await link.click();
    await page.waitForURL(/\/p\/.+color=/);
    const chosen = page.getByRole('radiogroup', { name: /Colou?r/ }).getByRole('radio', { checked: true });
    expect(await chosen.getAttribute('value')).toMatch(/white/);
  });

  it('suggests a brand while typing and opens its page', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Search' }).first();
    await box.pressSequentially('sams');
    const option = page.getByRole('listbox').first().getByRole('group', { name: 'Brands' }).getByRole('option', { name: 'Samsung' });
    await option.click();
    await page.waitForURL(/\/b\/samsung$/);
    await page.getByRole('heading', { level: 1, name: 'Samsung' }).waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(3);
  });

  it('filters a category by origin with the state in the URL, and the back button undoes it', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/category?category=phones-electronics');
    await page.getByRole('heading', { level: 1, name: 'Phones & Electronics' }).waitFor();
    const before = await page.getByRole('status').first().textContent();
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /South Korea/ }).check();
    await page.waitForURL(/origin=KR/);
    await page.getByRole('status').first().filter({ hasNotText: before! }).waitFor();
    const origins = await page.getByRole('article').getByText(/^From /).allTextContents();
    expect(origins.length).toBeGreaterThan(0);
    expect(new Set(origins)).toEqual(new Set(['From South Korea']));

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('origin='));
    await page.getByRole('status').first().filter({ hasText: before! }).waitFor();
  });

  it('opens a product, picks a variant and sees when it arrives and how to pay over time', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/category?category=smartphones');
    await page.getByRole('link', { name: 'Apple iPhone 17 Pro', exact: true }).click();
    await page.waitForURL(/\/p\/apple-iphone-17-pro-256gb/);
    await page.getByRole('heading', { level: 1, name: 'Apple iPhone 17 Pro' }).waitFor();
    expect(await page.title()).toBe('Apple | Apple iPhone 17 Pro | Zuuch');

    const storage = page.getByRole('radiogroup', { name: 'Choose Storage' });
    const priceBefore = await page.getByText(/^[\d,]+₮$/).first().textContent();
    await storage.getByRole('radio', { name: '512GB' }).click();
    await page.waitForURL(/storage=512gb/);
    await storage.getByRole('radio', { name: '512GB', checked: true }).waitFor();
    await page.getByText(/^[\d,]+₮$/).first().filter({ hasNotText: priceBefore! }).waitFor();

    // One promise: the date of an order placed today, inside the range the same table gives for the origin.
    const arrival = await page.getByText(/Order today and it arrives in Mongolia by \d+ \w+ \(\d+ days\)/).textContent();
    const days = Number(arrival!.match(/\((\d+) days\)/)![1]);
    expect(days).toBeGreaterThanOrEqual(10);
    expect(days).toBeLessThanOrEqual(16);
    await page.getByText('From USA it takes 10–16 days, depending on the weekday you order.').waitFor();
    await page.getByText('1-year warranty on this item').waitFor();
    await page.getByText(/from [\d,]+₮ \/ month in instalments/).waitFor();
  });

  it('shows the product page in Mongolian', async () => {
    const { page } = await store.newPage({ lang: 'mn' });
    await page.goto('/p/apple-iphone-17-pro-256gb');
    await page.getByRole('heading', { level: 1, name: 'Apple iPhone 17 Pro ухаалаг утас' }).waitFor();
    // Case endings follow the word (АНУ-аас), and the date is written as Mongolians write it.
    await page.getByText('АНУ-аас илгээнэ').waitFor();
    await page.getByText(/Өнөөдөр захиалбал \d+-р сарын \d+ гэхэд Монголд ирнэ \(\d+ хоногт\)/).waitFor();
    await page.getByText('АНУ-аас 10–16 хоногт ирдэг: хугацаа нь захиалсан гарагаас хамаарна.').waitFor();
    await page.goto('/category?origin=KR');
    await page.getByText('Өмнөд Солонгосоос').first().waitFor();
    expect(await page.getByText(/-аас$/).filter({ hasText: 'Солонгос' }).count()).toBe(0);
  });

  it('renders meta tags and Product JSON-LD in the server HTML', async () => {
    const res = await fetch(`${store.baseUrl}/p/apple-iphone-17-pro-256gb`, { headers: { cookie: 'lang=en' } });
    const html = await res.text();
    expect(html).toContain('<title>Apple | Apple iPhone 17 Pro | Zuuch</title>');
    expect(html).toMatch(/<meta property="og:title" content="Apple \| Apple iPhone 17 Pro"/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/images\/products\/apple-iphone-17-pro-256gb\/1\.svg"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]);
    expect(ld['@type']).toBe('Product');
    expect(ld.offers[0]).toMatchObject({ priceCurrency: 'MNT', '@type': 'Offer' });
  });

  it('shows an inactive product as no longer sold (200, noindex) and an unknown one as not found (404)', async () => {
    const { page } = await store.newPage();
    const inactive = await page.goto('/p/magformers-smart-set-144');
    expect(inactive?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'This product is no longer sold' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    const unknown = await page.goto('/p/no-such-product');
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
  });

  it('sends a page past the end of a listing to its last page', async () => {
    const res = await fetch(`${store.baseUrl}/category?category=shoes&page=99`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/category?category=shoes');
  });

  it('offers popular categories when a search finds nothing', async () => {
    const { page } = await store.newPage();
    await page.goto('/search?q=zzqqxx');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    expect(await page.getByRole('main').getByRole('navigation', { name: 'Categories' }).getByRole('link').count()).toBeGreaterThan(3);
  });
});
