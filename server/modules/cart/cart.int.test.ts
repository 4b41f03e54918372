import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { productVariants, products } from '../../db/schema';

describe.each(databaseKinds)('cart and wishlist on %s', (kind) => {
  let api: TestApi;
  let storeId: string;
  let variant: { id: string; price: number; stock: number; productId: string };
  let other: { id: string };
  const guest = (n: number) => `user_token=cart-guest-${kind}-${String(n).padStart(8, '0')}`;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
    api.app.inject({ method, url, headers: { cookie }, payload: payload as never });

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = (await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } })).json()._id;
    const rows = await api.db.database.db.select().from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(eq(products.active, true));
    const stocked = rows.filter((r) => r.product_variants.stock >= 5);
    variant = { id: stocked[0].product_variants.id, price: stocked[0].product_variants.price, stock: stocked[0].product_variants.stock, productId: stocked[0].products.id };
    other = { id: stocked[1].product_variants.id };
  });
  afterAll(() => api?.close());

  it('adds, counts, changes and removes lines for a guest', async () => {
    const c = guest(1);
    expect((await send('POST', '/api/v1/cart/items', c, { variantId: variant.id, quantity: 2 })).json()).toEqual({ count: 2 });
    expect((await send('POST', '/api/v1/cart/items', c, { variantId: variant.id })).json()).toEqual({ count: 3 });
    let cart = (await send('GET', '/api/v1/cart', c)).json();
    expect(cart.lines).toHaveLength(1);
    expect(cart.total).toBe(variant.price * 3);
    cart = (await send('PUT', `/api/v1/cart/items/${variant.id}`, c, { quantity: 1 })).json();
    expect(cart.count).toBe(1);
    cart = (await send('DELETE', `/api/v1/cart/items/${variant.id}`, c)).json();
    expect(cart.lines).toEqual([]);
  });

  it('never puts more in the cart than the stock, and says how many are left', async () => {
    await api.db.database.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variant.id));
    const res = await send('POST', '/api/v1/cart/items', guest(2), { variantId: variant.id, quantity: 4 });
    await api.db.database.db.update(productVariants).set({ stock: variant.stock }).where(eq(productVariants.id, variant.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Only 3 left in stock.');
    expect((await send('POST', '/api/v1/cart/items', guest(2), { variantId: variant.id, quantity: 0 })).statusCode).toBe(400);
    expect((await send('POST', '/api/v1/cart/items', guest(2), { variantId: 'nope' })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/cart' })).statusCode).toBe(401);
  });

  it('tells once what changed since the shopper last looked: price, stock, availability', async () => {
    const c = guest(3);
    await send('POST', '/api/v1/cart/items', c, { variantId: variant.id, quantity: 3 });
    await send('POST', '/api/v1/cart/items', c, { variantId: other.id, quantity: 1 });
    const db = api.db.database.db;
    await db.update(productVariants).set({ price: variant.price + 1000, stock: 2 }).where(eq(productVariants.id, variant.id));
    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, other.id));
    const cart = (await send('GET', '/api/v1/cart', c)).json();
    expect(cart.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'quantity', variantId: variant.id, from: 3, to: 2 }),
        expect.objectContaining({ kind: 'price', variantId: variant.id, from: variant.price, to: variant.price + 1000 }),
        expect.objectContaining({ kind: 'unavailable', variantId: other.id }),
      ]),
    );
    expect(cart.total).toBe((variant.price + 1000) * 2);
    const second = (await send('GET', '/api/v1/cart', c)).json();
    expect(second.changes).toEqual([]);
    await db.update(productVariants).set({ price: variant.price, stock: variant.stock }).where(eq(productVariants.id, variant.id));
    await db.update(productVariants).set({ stock: 10 }).where(eq(productVariants.id, other.id));
  });

  it('moves the guest cart into the account at login, adding quantities, once', async () => {
    const phone = '+97699550011';
    const login = async (cookie: string) => {
      await api.app.inject({ method: 'POST', url: '/api/v1/auth/code', payload: { phone } });
      const sms = await api.app.inject({ url: `/__sandbox/sms/messages.json?to=${encodeURIComponent(phone)}`, remoteAddress: '127.0.0.1' });
      const res = await api.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phone, code: sms.json()[0].text.match(/\d{6}/)[0] }, headers: { cookie } });
      await api.db.database.db.execute(`update otp_challenges set created_at = created_at - interval '2 minutes'` as never);
      return String(([] as string[]).concat(res.headers['set-cookie'] as string[]).find((x) => x.startsWith('sid='))).split(';')[0];
    };
    // The account already holds one of the item.
    const first = await login(guest(4));
    await send('POST', '/api/v1/cart/items', first, { variantId: variant.id, quantity: 1 });
    // As a guest on another browser, two more and another item.
    const c = guest(5);
    await send('POST', '/api/v1/cart/items', c, { variantId: variant.id, quantity: 2 });
    await send('POST', '/api/v1/cart/items', c, { variantId: other.id, quantity: 1 });
    await send('PUT', `/api/v1/wishlist/${variant.productId}`, c, { liked: true });
    const sid = await login(c);
    expect((await send('GET', '/api/v1/wishlist', sid)).json().map((p: { _id: string }) => p._id)).toEqual([variant.productId]);
    const cart = (await send('GET', '/api/v1/cart', sid)).json();
    expect(cart.lines.find((l: { variantId: string }) => l.variantId === variant.id).quantity).toBe(3);
    expect(cart.lines.find((l: { variantId: string }) => l.variantId === other.id).quantity).toBe(1);
    expect((await send('GET', '/api/v1/cart', c)).json().lines).toEqual([]);
    // Logging in again from that browser merges nothing twice.
    const again = await login(c);
    expect((await send('GET', '/api/v1/cart', again)).json().count).toBe(4);
  });

  it('likes and unlikes products, keeps likes across login, and moves a simple product to the cart', async () => {
    const c = guest(6);
    const put = (liked: boolean) => send('PUT', `/api/v1/wishlist/${variant.productId}`, c, { liked });
    expect((await put(true)).json()).toEqual({ liked: true, count: 1 });
    expect((await put(true)).json()).toEqual({ liked: true, count: 1 });
    expect((await send('GET', '/api/v1/wishlist', c)).json().map((p: { _id: string }) => p._id)).toEqual([variant.productId]);
    expect((await put(false)).json()).toEqual({ liked: false, count: 0 });
    expect((await send('PUT', '/api/v1/wishlist/00000000-0000-4000-8000-000000000000', c, { liked: true })).statusCode).toBe(404);
    expect((await send('PUT', `/api/v1/wishlist/${variant.productId}`, c, { liked: 'yes' })).statusCode).toBe(400);
  });
});
