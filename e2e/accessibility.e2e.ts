// Accessibility of the main pages, as the outside WCAG 2.1 AA audit checked them: axe finds no serious or critical fault
// on the shopper's pages and the console's (Mongolian and English, light and dark, phone and desktop widths); nothing
// scrolls sideways at 320 px, and the header keeps its words whole with the text spacing a reader may force (1.4.12);
// every control shows where the keyboard is, product cards included, and pressing "Add to cart" keeps focus on it; Escape
// in the search closes its suggestions and keeps the words; the toasts and the forms' messages speak the page's language.
import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../server/db/schema';
import { issueGiftCard } from '../server/modules/giftcards/issue-gift-card';
import { docFromPlainText } from '../core/rich-text';
import { createStaff } from '../test/console';
import { insertPage } from '../test/content-rows';
import { insertOrder, storeIdOf } from '../test/order-rows';
import { translator } from '../core/i18n';
import { clippedText, controlsWithoutFocusLook, describeViolations, focusLookOf, forceTextSpacing, scrollsSideways, seriousViolations } from './support/accessibility';
import { fillCheckoutWithQPay } from './support/checkout-steps';
import { openReady, useStore } from './support/store';

const store = useStore();

type Lang = 'mn' | 'en';
type Look = { lang: Lang; theme: 'light' | 'dark'; width: number };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** A guest, or the shopper of the setup (logged in, with a cart, a liked product, orders) who is also logged in as staff. */
type Who = 'guest' | 'shopper';
type Visit = { name: string; path: string; who: Who };

const PHONE = '99115577';
let visits: Visit[] = [];
let shopperState: StorageState;
let simple: { id: string; slug: string; nameEn: string };
const contexts: BrowserContext[] = [];

afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close().catch(() => {});
});

/** A page as `who` sees it, in the language, theme and width of `look`. */
async function pageAs(who: Who, { lang, theme, width }: Look): Promise<Page> {
  const state: StorageState | undefined =
    who === 'shopper'
      ? {
          cookies: shopperState.cookies.filter((c) => c.name !== 'lang' && c.name !== 'color-scheme'),
          // The language saved in the browser wins over the cookie after hydration: it is the look's.
          origins: shopperState.origins.map((o) => ({ ...o, localStorage: [...o.localStorage.filter((e) => e.name !== 'lang'), { name: 'lang', value: lang }] })),
        }
      : undefined;
  const context = await store.browser.newContext({ baseURL: store.baseUrl, viewport: { width, height: 900 }, storageState: state });
  contexts.push(context);
  await context.addCookies([
    { name: 'lang', value: lang, url: store.baseUrl },
    { name: 'color-scheme', value: theme, url: store.baseUrl },
  ]);
  return context.newPage();
}

describe('accessibility', () => {
  beforeAll(async () => {
    const db = store.db.database.db;
    [simple] = await db
      .select({ id: products.id, slug: products.slug, nameEn: products.nameEn })
      .from(products)
      .where(sql`${products.options} = '[]'::jsonb and ${products.stock} > 5 and ${products.active}`)
      .limit(1);

    // The shopper: logged in, one product in the cart and one liked, the checkout filled in up to the review.
    const { context, page } = await store.newPage({ lang: 'en' });
    await store.logIn(page, PHONE, '/');
    expect((await page.request.post('/api/v1/cart/items', { data: { productId: simple.id, quantity: 1 } })).status()).toBe(200);
    expect((await page.request.put(`/api/v1/wishlist/${simple.id}`, { data: { liked: true } })).status()).toBe(200);
    await openReady(page, '/order');
    await fillCheckoutWithQPay(page, { street: 'Peace avenue 12', firstName: 'Saraa', lastName: 'Bold' });

    // An unpaid order (its page offers the payment options) and one on its way (its tracking has stages).
    const unpaid = (await insertOrder(db, { phone: `+976${PHONE}`, state: 'new', paymentMethod: 'qpay' })).number;
    const shipping = (
      await insertOrder(db, {
        phone: `+976${PHONE}`,
        state: 'purchase',
        stages: [
          { stage: 'verified', reachedOn: '2026-03-02' },
          { stage: 'internationalOrder', reachedOn: '2026-03-04', note: 'Bought from the Seoul supplier' },
        ],
      })
    ).number;
    const staff = await createStaff(db, { username: 'altai', name: 'Altai' });
    const card = await issueGiftCard(db, { storeId: await storeIdOf(db), staff: { id: staff.id, name: 'Altai' }, amount: 100_000 });
    // The civil ID help is a page of the store's content: the journey writes its own.
    await insertPage(db, await storeIdOf(db), {
      key: 'help/cid',
      title: { mn: 'Регистрийн дугаар', en: 'Your civil registration number' },
      doc: { mn: docFromPlainText('## Хаанаас олох вэ\n\nИргэний үнэмлэх дээр бичигдсэн байдаг.'), en: docFromPlainText('## Where to find it\n\nIt is printed on your ID card.') },
    });
    shopperState = await context.storageState();
    const [name, value] = (await staff.cookie()).split('=');
    shopperState.cookies.push({ name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' });

    visits = [
      { name: 'home', path: '/', who: 'shopper' },
      { name: 'search', path: '/search?q=iphone', who: 'shopper' },
      { name: 'category', path: '/category?category=smartphones', who: 'shopper' },
      { name: 'product with options', path: '/p/apple-iphone-17-pro-256gb', who: 'shopper' },
      { name: 'product', path: `/p/${simple.slug}`, who: 'guest' },
      { name: 'cart and checkout', path: '/order', who: 'shopper' },
      { name: 'cart, phone check', path: '/order', who: 'guest' },
      { name: 'review', path: '/order/review', who: 'shopper' },
      { name: 'unpaid order', path: `/order/${unpaid}`, who: 'shopper' },
      { name: 'tracking', path: `/order/${shipping}/tracking`, who: 'shopper' },
      { name: 'login', path: '/user', who: 'guest' },
      { name: 'account', path: '/user', who: 'shopper' },
      { name: 'wishlist', path: '/wishlist', who: 'shopper' },
      { name: 'gift card', path: `/giftcard/${card.urlToken}`, who: 'guest' },
      { name: 'order guidance', path: '/orderGuidance', who: 'guest' },
      { name: 'civil ID help', path: '/help/cid', who: 'guest' },
      { name: 'about us', path: '/about-us', who: 'guest' },
      { name: 'FAQ', path: '/faq', who: 'guest' },
      { name: 'terms of service', path: '/legal/terms', who: 'guest' },
      { name: 'media', path: '/media', who: 'guest' },
      { name: 'article', path: '/media/shoe-and-clothing-size-guide', who: 'guest' },
      { name: 'console login', path: '/console/login', who: 'guest' },
      { name: 'console orders', path: '/console/orders', who: 'shopper' },
    ];
    await context.close();
  });

  // Each page in both themes: as the server renders it (Mongolian light, English dark), then in the other theme the way
  // the theme switch changes it (the class on <html>), which saves loading every page twice.
  const looks = (['mn', 'en'] as const).flatMap((lang) =>
    [375, 1280].map((width) => ({ lang, theme: lang === 'mn' ? ('light' as const) : ('dark' as const), width, label: `${lang}, ${width} px` })),
  );

  it.each(looks)('axe finds no serious or critical fault on the main pages, light and dark: $label', { timeout: 180_000 }, async (look) => {
    const pages = { guest: await pageAs('guest', look), shopper: await pageAs('shopper', look) };
    const faults: string[] = [];
    for (const visit of visits) {
      const page = pages[visit.who];
      const response = await openReady(page, visit.path);
      expect(response?.status(), visit.path).toBe(200);
      for (const theme of [look.theme, look.theme === 'light' ? 'dark' : 'light']) {
        await page.evaluate(async (theme) => {
          document.documentElement.classList.toggle('dark', theme === 'dark');
          document.documentElement.style.colorScheme = theme;
          // Colours that change with a transition are measured once they have arrived.
          await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {})));
        }, theme);
        const found = await seriousViolations(page);
        if (found.length) faults.push(`${visit.name} (${visit.path}, ${theme}): ${found.reduce((n, v) => n + v.nodes.length, 0)} elements\n${describeViolations(found)}`);
      }
    }
    expect(faults.join('\n\n')).toBe('');
  });

  it('no shopper page scrolls sideways at 320 px, in Mongolian or English', { timeout: 120_000 }, async () => {
    const faults: string[] = [];
    for (const lang of ['mn', 'en'] as const) {
      const look = { lang, theme: 'light', width: 320 } as const;
      const pages = { guest: await pageAs('guest', look), shopper: await pageAs('shopper', look) };
      for (const visit of visits.filter((v) => !v.path.startsWith('/console'))) {
        const page = pages[visit.who];
        await openReady(page, visit.path);
        const wide = await scrollsSideways(page);
        if (wide) faults.push(`${lang} ${visit.name}: ${wide.scrollWidth} px in ${wide.clientWidth} (${wide.culprits.join('; ')})`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('the header keeps its words whole under a reader’s text spacing (WCAG 1.4.12), and its names start with what it shows', async () => {
    const mn = translator('mn');
    // A shopper with no name yet: the header says "My account".
    const page = await pageAs('guest', { lang: 'mn', theme: 'light', width: 1280 });
    await store.logIn(page, '99115578', '/');
    expect((await page.request.post('/api/v1/cart/items', { data: { productId: simple.id, quantity: 2 } })).status()).toBe(200);
    await openReady(page, '/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: mn('account.myAccount'), exact: true }).waitFor();
    // The names begin with the visible text: "EN, Switch to English", "2 бараа сагсанд".
    await banner.getByRole('button', { name: `EN, ${mn('nav.switchToEn')}`, exact: true }).waitFor();
    await banner.getByRole('link', { name: mn('nav.cartCount', { count: 2, shown: '2' }), exact: true }).waitFor();
    expect(mn('nav.cartCount', { count: 2, shown: '2' })).toMatch(/^2 /);
    for (const width of [1280, 640, 375, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await openReady(page, '/');
      await forceTextSpacing(page);
      expect(await clippedText(page, 'header'), `${width} px`).toEqual([]);
    }
  });

  it('every control of the header, a product page and the checkout shows keyboard focus; a product card draws a ring', { timeout: 120_000 }, async () => {
    const page = await pageAs('shopper', { lang: 'en', theme: 'light', width: 1280 });
    await openReady(page, '/');
    const card = 'main article h3 a';
    const unfocused = await focusLookOf(page, card);
    for (let i = 0; i < 80 && !(await page.evaluate((card) => document.activeElement === document.querySelector(card), card)); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate((card) => document.activeElement === document.querySelector(card), card)).toBe(true);
    expect(await focusLookOf(page, card)).not.toBe(unfocused);

    // The header and the first cards of the home page; the whole of a product page with options and of the checkout.
    for (const [path, stops] of [['/', 30], ['/p/apple-iphone-17-pro-256gb', 150], ['/order', 150]] as const) {
      await openReady(page, path);
      const { visited, unseen } = await controlsWithoutFocusLook(page, stops);
      expect(visited, path).toBeGreaterThanOrEqual(Math.min(stops, 50));
      expect(unseen, path).toEqual([]);
    }
  });

  it('“Add to cart” keeps the focus while it adds, and two presses at once add one', async () => {
    const page = await pageAs('guest', { lang: 'en', theme: 'light', width: 1280 });
    await openReady(page, `/p/${simple.slug}`);
    const add = page.getByRole('button', { name: 'Add to cart' });
    const focused = () => add.evaluate((el) => el === document.activeElement);
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Added to cart' }).first().waitFor();
    await page.getByRole('banner').getByRole('link', { name: '1 item in the cart', exact: true }).waitFor();
    expect(await focused()).toBe(true);

    await add.evaluate((el: HTMLElement) => {
      el.click();
      el.click();
    });
    await page.getByRole('banner').getByRole('link', { name: '2 items in the cart', exact: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-disabled="true"]'));
    await page.getByRole('banner').getByRole('link', { name: '2 items in the cart', exact: true }).waitFor();
    expect(await focused()).toBe(true);

    // A product card's cart button, and the heart, keep it too.
    await openReady(page, '/');
    const cardAdd = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
    await cardAdd.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByRole('link', { name: '3 items in the cart', exact: true }).waitFor();
    expect(await cardAdd.evaluate((el) => el === document.activeElement)).toBe(true);
    // (A handle: once pressed, the heart no longer matches "not pressed".)
    const heart = (await page.getByRole('main').getByRole('button', { pressed: false }).first().elementHandle())!;
    await heart.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByRole('link', { name: '1 product in the wishlist', exact: true }).waitFor();
    expect(await heart.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('Escape in the search closes its suggestions and keeps the words', async () => {
    const page = await pageAs('guest', { lang: 'en', theme: 'light', width: 1280 });
    await openReady(page, '/');
    const search = page.getByRole('combobox', { name: 'Search' }).first();
    await search.fill('iph');
    await page.getByRole('option').first().waitFor();
    await search.press('Escape');
    await page.getByRole('listbox').first().waitFor({ state: 'hidden' });
    expect(await search.inputValue()).toBe('iph');
    await search.press('Escape');
    expect(await search.inputValue()).toBe('iph');
    expect(await search.getAttribute('aria-expanded')).toBe('false');
  });

  it('toasts and form messages speak the page’s language, with and without JavaScript', async () => {
    const mn = translator('mn');
    const page = await pageAs('guest', { lang: 'mn', theme: 'dark', width: 375 });
    await openReady(page, `/p/${simple.slug}`);
    await page.getByRole('button', { name: mn('product.addToCart'), exact: true }).click();
    const toast = page.getByRole('alert').filter({ hasText: mn('cart.added') });
    await toast.waitFor();
    // The region is a box of no size (its toasts are placed on the screen): attached, not visible.
    await page.getByRole('region', { name: mn('toast.region') }).waitFor({ state: 'attached' });
    await toast.getByRole('button', { name: mn('toast.close'), exact: true }).waitFor();
    // The library's timer bar is named in English only: it is hidden from assistive technology.
    expect(await page.getByRole('progressbar').count()).toBe(0);

    // An empty login: the store's own message in Mongolian beside the field, not the browser's "Please fill out this field."
    await openReady(page, '/user');
    await page.getByRole('button', { name: mn('account.sendCode') }).click();
    const phone = page.getByLabel(mn('account.phone'));
    await page.getByRole('alert').filter({ hasText: /[\u0400-\u04ff]/ }).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    await openReady(page, '/console/login');
    await page.getByRole('button', { name: mn('console.login.submit') }).click();
    await page.getByRole('alert').filter({ hasText: mn('errors.credentialsRequired') }).waitFor();

    // The same without JavaScript: the forms post, and the server answers in Mongolian.
    const context = await store.browser.newContext({ baseURL: store.baseUrl, javaScriptEnabled: false });
    contexts.push(context);
    await context.addCookies([{ name: 'lang', value: 'mn', url: store.baseUrl }]);
    const plain = await context.newPage();
    await plain.goto('/console/login');
    await plain.getByRole('button', { name: mn('console.login.submit') }).click();
    await plain.getByRole('alert').filter({ hasText: mn('errors.credentialsRequired') }).waitFor();
    await plain.goto('/user');
    await plain.getByRole('button', { name: mn('account.sendCode') }).click();
    await plain.getByRole('alert').filter({ hasText: /[\u0400-\u04ff]/ }).waitFor();
  });
});
