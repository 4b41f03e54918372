// Every route of the spec's §2 table answers in its layout: default (header with search and footer), minimal (wordmark,
// no search) or empty (the page alone); parameters that cannot be valid give the fatal 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { docFromPlainText } from '../core/rich-text';
import { insertPage } from '../test/content-rows';
import { storeIdOf } from '../test/order-rows';
import { useStore } from './support/store';

const store = useStore();

// The civil ID help is a page of the store's content: the journey writes its own rather than rely on the demo's.
beforeAll(async () => {
  const db = store.db.database.db;
  await insertPage(db, await storeIdOf(db), {
    key: 'help/cid',
    title: { mn: 'Регистрийн дугаар', en: 'Your civil registration number' },
    doc: { mn: docFromPlainText('Иргэний үнэмлэх дээр бичигдсэн байдаг.'), en: docFromPlainText('It is printed on your ID card.') },
  });
});

const layouts: [string, 'default' | 'minimal' | 'empty'][] = [
  ['/', 'default'],
  ['/faq', 'default'],
  ['/play', 'empty'],
  ['/user', 'default'],
  ['/user/order', 'default'],
  ['/wishlist', 'default'],
  ['/category', 'default'],
  ['/order', 'default'],
  ['/order/review', 'default'],
  ['/orderGuidance', 'default'],
  ['/join-us', 'minimal'],
  ['/about-us', 'minimal'],
  ['/b/samsung', 'default'],
  ['/p/apple-iphone-17-pro-256gb', 'default'],
  ['/search?q=utas', 'default'],
  ['/media', 'default'],
  ['/media/customs-duty-vat-and-arrival-times', 'default'],
  ['/leasingRequest', 'default'],
  ['/leasingRequest/42', 'default'],
  ['/help/cid', 'default'],
  ['/legal/terms', 'default'],
  ['/legal/privacy', 'default'],
  ['/delivery', 'default'],
];

function layoutOf(html: string): 'default' | 'minimal' | 'empty' {
  if (html.includes('role="search"')) return 'default';
  if (html.includes('<header')) return 'minimal';
  return 'empty';
}

describe('routes of the spec', () => {
  it.each(layouts)('%s answers 200 in the %s layout', async (path, layout) => {
    const res = await fetch(store.baseUrl + path, { headers: { cookie: 'lang=en' } });
    expect(res.status).toBe(200);
    expect(layoutOf(await res.text())).toBe(layout);
  });

  it.each(['/order/999999', '/order/ZU-1001/old', '/order/999998/cid', '/order/999998/complete', '/order/999998/delivery', '/order/999998/tracking'])(
    '%s, an order that does not exist, is "Order Not Found" in the default layout',
    async (path) => {
      const res = await fetch(store.baseUrl + path, { headers: { cookie: 'lang=en' } });
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('Order Not Found');
      expect(layoutOf(html)).toBe('default');
    },
  );

  it.each(['/order/bad%20id', '/b/Upper_Case', '/media/Upper_Case', '/giftcard/x', '/join-us/%3Cscript%3E'])('%s is the fatal 404', async (path) => {
    const res = await fetch(store.baseUrl + path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found: ');
  });

  it('keeps a bad path out of the page as text, never as markup', async () => {
    const res = await fetch(store.baseUrl + '/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<img src=x');
  });
});
