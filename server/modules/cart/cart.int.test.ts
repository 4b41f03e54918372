import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, shopperSession, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { bundleItems, bundles, productVariants, products } from '../../db/schema';

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

  /** Logs in with a code (sandbox SMS) from the browser with `cookie`; returns the session cookie. */
  const login = async (phone: string, cookie: string) => {
    const session = await shopperSession(api.app, phone, cookie);
    await api.db.database.db.execute(`update otp_challenges set created_at = created_at - interval '2 minutes'` as never);
    return session;
  };

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

  it('lets adds sent at once grow a line only to the stock, and one to the most a line may hold', async () => {
    await api.db.database.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variant.id));
    const c = guest(90);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('POST', '/api/v1/cart/items', c, { variantId: variant.id })));
    await api.db.database.db.update(productVariants).set({ stock: variant.stock }).where(eq(productVariants.id, variant.id));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().error.message)).toEqual(Array(3).fill('Only 3 left in stock.'));
    expect((await send('GET', '/api/v1/cart', c)).json().count).toBe(3);

    await api.db.database.db.update(productVariants).set({ stock: 100 }).where(eq(productVariants.id, variant.id));
    const full = await send('POST', '/api/v1/cart/items', c, { variantId: variant.id, quantity: 17 });
    const over = await send('POST', '/api/v1/cart/items', c, { variantId: variant.id, quantity: 1 });
    const count = (await send('GET', '/api/v1/cart', c)).json().count;
    await api.db.database.db.update(productVariants).set({ stock: variant.stock }).where(eq(productVariants.id, variant.id));
    expect(full.json()).toEqual({ count: 20 });
    expect(over.statusCode).toBe(400);
    expect(count).toBe(20);
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
    // The account already holds one of the item.
    const first = await login(phone, guest(4));
    await send('POST', '/api/v1/cart/items', first, { variantId: variant.id, quantity: 1 });
    // As a guest on another browser, two more and another item.
    const c = guest(5);
    await send('POST', '/api/v1/cart/items', c, { variantId: variant.id, quantity: 2 });
    await send('POST', '/api/v1/cart/items', c, { variantId: other.id, quantity: 1 });
    await send('PUT', `/api/v1/wishlist/${variant.productId}`, c, { liked: true });
    const sid = await login(phone, c);
    expect((await send('GET', '/api/v1/wishlist', sid)).json().map((p: { _id: string }) => p._id)).toEqual([variant.productId]);
    const cart = (await send('GET', '/api/v1/cart', sid)).json();
    expect(cart.lines.find((l: { variantId: string }) => l.variantId === variant.id).quantity).toBe(3);
    expect(cart.lines.find((l: { variantId: string }) => l.variantId === other.id).quantity).toBe(1);
    expect((await send('GET', '/api/v1/cart', c)).json().lines).toEqual([]);
    // Logging in again from that browser merges nothing twice.
    const again = await login(phone, c);
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

  it('adds a product without options by its id; one with options needs its page', async () => {
    const db = api.db.database.db;
    const [simple] = await db.select({ id: products.id }).from(products).where(sql`${products.options} = '[]'::jsonb and ${products.stock} > 2 and ${products.active}`).limit(1);
    const [withOptions] = await db.select({ id: products.id }).from(products).where(sql`jsonb_array_length(${products.options}) > 0 and ${products.active}`).limit(1);
    const c = guest(7);
    expect((await send('POST', '/api/v1/cart/items', c, { productId: simple.id })).json()).toEqual({ count: 1 });
    expect((await send('POST', '/api/v1/cart/items', c, { productId: simple.id, quantity: 2 })).json()).toEqual({ count: 3 });
    const res = await send('POST', '/api/v1/cart/items', c, { productId: withOptions.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Choose the options on the product page first.');
    const mn = await api.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers: { cookie: `${c}; lang=mn` }, payload: { productId: withOptions.id } });
    expect(mn.json().error.message).toBe('Эхлээд барааны хуудаснаас сонголтоо хийнэ үү.');
    expect((await send('POST', '/api/v1/cart/items', c, { productId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await send('POST', '/api/v1/cart/items', c, { productId: simple.id, variantId: variant.id })).statusCode).toBe(400);
    expect((await send('POST', '/api/v1/cart/items', c, { quantity: 1 })).statusCode).toBe(400);
    expect((await send('GET', '/api/v1/cart', c)).json().count).toBe(3);
  });

  describe('bundles', () => {
    type Item = { productId: string; quantity: number; variants: { id: string; stock: number }[] };
    let kit: { id: string; price: number; items: Item[] };
    /** A choice of the first variant of each item. */
    const firstChoice = () => Object.fromEntries(kit.items.map((i) => [i.productId, i.variants[0].id]));
    const lineOf = async (cookie: string) => (await send('GET', '/api/v1/cart', cookie)).json();
    const setStock = (id: string, stock: number) => api.db.database.db.update(productVariants).set({ stock }).where(eq(productVariants.id, id));

    beforeAll(async () => {
      const db = api.db.database.db;
      // The running kit: shoes (size × colour), two packs of socks (size × colour) and a bottle (colours).
      const [b] = await db.select().from(bundles).where(eq(bundles.slug, 'running-kit'));
      const items = await db.select().from(bundleItems).where(eq(bundleItems.bundleId, b.id));
      const variants = await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, items.map((i) => i.productId)))
        .orderBy(asc(productVariants.position));
      kit = {
        id: b.id,
        price: b.price,
        items: items.map((i) => ({ productId: i.productId, quantity: i.quantity, variants: variants.filter((v) => v.productId === i.productId).map((v) => ({ id: v.id, stock: v.stock })) })),
      };
      // Plenty of each first variant, so each test sets the limits it checks.
      for (const i of kit.items) await setStock(i.variants[0].id, 10);
    });

    it('adds a set at the bundle price, counts it in the header, changes and removes it', async () => {
      const c = guest(10);
      const add = await send('POST', '/api/v1/cart/bundles', c, { bundleId: kit.id, choice: firstChoice(), quantity: 1 });
      expect(add.statusCode).toBe(200);
      expect(add.json().count).toBe(1);
      // The same set again joins the line; a single product line adds to the count and the total.
      expect((await send('POST', '/api/v1/cart/bundles', c, { bundleId: kit.id, choice: firstChoice() })).json().count).toBe(2);
      await send('POST', '/api/v1/cart/items', c, { variantId: variant.id, quantity: 1 });
      let cart = await lineOf(c);
      expect(cart.bundles).toHaveLength(1);
      const [line] = cart.bundles;
      expect(line).toMatchObject({ bundleId: kit.id, slug: 'running-kit', name: 'Running Kit', price: kit.price, quantity: 2, lineTotal: kit.price * 2, available: true });
      expect(line.items).toHaveLength(kit.items.length);
      const socks = line.items.find((i: { slug: string }) => i.slug === 'nike-everyday-cushioned-crew-socks-3-pack');
      expect(socks).toMatchObject({ quantity: 2, options: [expect.objectContaining({ name: 'size', label: 'Size' }), expect.objectContaining({ name: 'color', label: 'Colour' })] });
      expect(cart.count).toBe(3);
      expect(cart.total).toBe(kit.price * 2 + variant.price);
      // Another choice of the same bundle is another line.
      const other = { ...firstChoice(), [kit.items[0].productId]: kit.items[0].variants[1].id };
      await setStock(kit.items[0].variants[1].id, 5);
      await send('POST', '/api/v1/cart/bundles', c, { bundleId: kit.id, choice: other });
      expect((await lineOf(c)).bundles).toHaveLength(2);

      cart = (await send('PUT', `/api/v1/cart/bundles/${line.lineId}`, c, { quantity: 3 })).json();
      expect(cart.bundles.find((b: { lineId: string }) => b.lineId === line.lineId).quantity).toBe(3);
      expect(cart.count).toBe(5);
      cart = (await send('DELETE', `/api/v1/cart/bundles/${line.lineId}`, c)).json();
      expect(cart.bundles).toHaveLength(1);
      // Someone else's line is not found.
      const otherLine = cart.bundles[0].lineId;
      expect((await send('PUT', `/api/v1/cart/bundles/${otherLine}`, guest(11), { quantity: 2 })).statusCode).toBe(404);
      expect((await send('PUT', `/api/v1/cart/bundles/not-an-id`, c, { quantity: 2 })).statusCode).toBe(400);
    });

    it('refuses a wrong choice, an inactive bundle and more sets than the stock makes, with clear messages', async () => {
      const c = guest(12);
      const post = (body: unknown, cookie = c) => send('POST', '/api/v1/cart/bundles', cookie, body);
      // An item left out (it has several variants to choose from).
      const partial = firstChoice();
      delete partial[kit.items[0].productId];
      let res = await post({ bundleId: kit.id, choice: partial });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Choose one option of each item in the set.');
      // Another product's variant, and a product that is not in the bundle.
      res = await post({ bundleId: kit.id, choice: { ...firstChoice(), [kit.items[0].productId]: kit.items[1].variants[0].id } });
      expect(res.statusCode).toBe(400);
      res = await post({ bundleId: kit.id, choice: { ...firstChoice(), [variant.productId]: variant.id } });
      expect(res.statusCode).toBe(400);
      expect((await post({ bundleId: kit.id, choice: { nope: 'x' } })).statusCode).toBe(400);
      expect((await post({ bundleId: '00000000-0000-4000-8000-000000000000', choice: firstChoice() })).statusCode).toBe(404);
      expect((await post({ bundleId: kit.id, choice: firstChoice(), quantity: 21 })).statusCode).toBe(400);
      // The socks come two to a set: 3 in stock make one set.
      const socks = kit.items.find((i) => i.quantity === 2)!;
      await setStock(socks.variants[0].id, 3);
      res = await post({ bundleId: kit.id, choice: firstChoice(), quantity: 2 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Only 1 left in stock.');
      await setStock(socks.variants[0].id, 1);
      res = await post({ bundleId: kit.id, choice: firstChoice() });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Nike Everyday Cushioned Training Crew Socks (3 pairs) in this set is out of stock.');
      await setStock(socks.variants[0].id, 10);
      // A bundle taken off sale.
      await api.db.database.db.update(bundles).set({ active: false }).where(eq(bundles.id, kit.id));
      res = await post({ bundleId: kit.id, choice: firstChoice() });
      await api.db.database.db.update(bundles).set({ active: true }).where(eq(bundles.id, kit.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This set is no longer sold.');
      expect((await lineOf(c)).bundles).toEqual([]);
    });

    it('fills in items that have a single variant', async () => {
      const db = api.db.database.db;
      // A bundle of two single-variant products, only one of them named in the choice.
      const singles = await db.select({ id: products.id, variantId: productVariants.id }).from(products).innerJoin(productVariants, eq(productVariants.productId, products.id)).where(and(sql`${products.options} = '[]'::jsonb`, sql`${productVariants.stock} > 3`, eq(products.active, true))).limit(2);
      const [b] = await db.insert(bundles).values({ storeId, slug: `pair-${kind}`, nameEn: 'Pair', nameMn: 'Хос', price: 1000 }).returning();
      await db.insert(bundleItems).values(singles.map((p) => ({ bundleId: b.id, productId: p.id, quantity: 1 })));
      const c = guest(13);
      expect((await send('POST', '/api/v1/cart/bundles', c, { bundleId: b.id, choice: { [singles[0].id]: singles[0].variantId } })).statusCode).toBe(200);
      expect((await send('POST', '/api/v1/cart/bundles', c, { bundleId: b.id })).statusCode).toBe(200);
      const cart = await lineOf(c);
      expect(cart.bundles).toHaveLength(1);
      expect(cart.bundles[0].quantity).toBe(2);
      expect(cart.bundles[0].items.map((i: { variantId: string }) => i.variantId).sort()).toEqual(singles.map((s) => s.variantId).sort());
      await db.delete(bundles).where(eq(bundles.id, b.id));
    });

    it('tells once what changed in a set: its price, how many the stock makes, availability', async () => {
      const c = guest(14);
      const db = api.db.database.db;
      await send('POST', '/api/v1/cart/bundles', c, { bundleId: kit.id, choice: firstChoice(), quantity: 3 });
      const shoes = kit.items.find((i) => i.variants.length > 1 && i.quantity === 1)!;
      await db.update(bundles).set({ price: kit.price + 5000 }).where(eq(bundles.id, kit.id));
      await setStock(shoes.variants[0].id, 2);
      let cart = await lineOf(c);
      const lineId = cart.bundles[0].lineId;
      expect(cart.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'quantity', lineId, name: 'Running Kit', from: 3, to: 2 }),
          expect.objectContaining({ kind: 'price', lineId, from: kit.price, to: kit.price + 5000 }),
        ]),
      );
      expect(cart.bundles[0]).toMatchObject({ quantity: 2, price: kit.price + 5000, stock: 2 });
      expect(cart.total).toBe((kit.price + 5000) * 2);
      expect((await lineOf(c)).changes).toEqual([]);
      // Sold out: not counted, said once.
      await setStock(shoes.variants[0].id, 0);
      cart = await lineOf(c);
      expect(cart.changes).toEqual([expect.objectContaining({ kind: 'unavailable', lineId })]);
      expect(cart.bundles[0].available).toBe(false);
      expect(cart.count).toBe(0);
      expect(cart.total).toBe(0);
      expect((await lineOf(c)).changes).toEqual([]);
      // The header still counts the line as it stands (it is not re-checked there).
      await db.update(bundles).set({ price: kit.price }).where(eq(bundles.id, kit.id));
      await setStock(shoes.variants[0].id, 10);
      expect((await lineOf(c)).bundles[0]).toMatchObject({ available: true, quantity: 2 });
    });

    it('moves the guest sets into the account at login, adding quantities within the stock', async () => {
      const phone = '+97699550022';
      const first = await login(phone, guest(15));
      await send('POST', '/api/v1/cart/bundles', first, { bundleId: kit.id, choice: firstChoice(), quantity: 2 });
      const c = guest(16);
      await send('POST', '/api/v1/cart/bundles', c, { bundleId: kit.id, choice: firstChoice(), quantity: 3 });
      // Stock for 4 sets: 2 + 3 is capped at 4.
      const shoes = kit.items.find((i) => i.variants.length > 1 && i.quantity === 1)!;
      await setStock(shoes.variants[0].id, 4);
      const sid = await login(phone, c);
      const cart = await lineOf(sid);
      expect(cart.bundles).toHaveLength(1);
      expect(cart.bundles[0].quantity).toBe(4);
      expect((await lineOf(c)).bundles).toEqual([]);
      await setStock(shoes.variants[0].id, 10);
    });
  });
});
