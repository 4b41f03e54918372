// Placing and keeping orders: the checkout's messages, one order per idempotency key however many requests race, stock
// that never goes below zero, the 48-hour sweep run by two workers at once, who may see an order, and the terms version
// the shopper accepted.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { createServices } from '../../services';
import { checkouts, contentPages, customers, orderEvents, orders, productVariants, products } from '../../db/schema';
import { insertLegal } from '../../../test/content-rows';
import { storeIdOf } from '../../../test/order-rows';
import { startSession } from '../accounts/sessions';

describe.each(databaseKinds)('orders on %s', (kind) => {
  let api: TestApi;
  let variant: { id: string; price: number; productId: string };
  let phones = 0;
  const db = () => api.db.database.db;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) => api.app.inject({ method, url, headers: { cookie }, payload: payload as never });

  /** A logged-in shopper with their own phone: the session cookie. */
  async function shopper() {
    const phone = `+976991${String(++phones).padStart(5, '0')}`;
    const storeId = (await db().select({ id: sql<string>`id` }).from(sql`stores`))[0].id;
    const [c] = await db().insert(customers).values({ storeId, phone, firstName: 'Bat', lastName: 'Dorj' }).returning();
    return { cookie: `sid=${await startSession(db(), c.id, null)}`, phone, id: c.id };
  }
  const checkout = { shippingCode: 'pickup', firstName: 'Bat', lastName: 'Dorj', email: '', paymentMethod: 'bank_transfer', terms: true };
  const key = () => randomBytes(12).toString('hex');

  async function readyToOrder(cookie: string, quantity = 1, variantId = variant.id) {
    expect((await send('POST', '/api/v1/cart/items', cookie, { variantId, quantity })).statusCode).toBe(200);
    expect((await send('GET', '/api/v1/cart', cookie)).statusCode).toBe(200); // the shopper saw the cart
    expect((await send('PUT', '/api/v1/checkout', cookie, checkout)).statusCode).toBe(200);
  }
  const stockOf = async (id: string) => (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0].stock;

  beforeAll(async () => {
    api = await createTestApi(kind);
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
    const [row] = await db()
      .select({ id: productVariants.id, price: productVariants.price, productId: products.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.active, true), eq(products.origin, 'KR'), sql`${productVariants.stock} >= 5`))
      .limit(1);
    variant = row;
  });
  afterAll(() => api?.close());

  it('checks the checkout form with the spec’s messages and changes nothing when it is wrong', async () => {
    const { cookie } = await shopper();
    const res = await send('PUT', '/api/v1/checkout', cookie, { shippingCode: 'delivery', firstName: '', lastName: 'D', paymentMethod: 'cash', terms: false });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(res.json().error.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
    expect(messages).toEqual({
      countryCode: 'Choose delivery type, country and city first',
      firstName: 'Customer information must be complete',
      paymentMethod: 'A payment option must be picked',
      terms: 'Terms must be read to proceed',
    });
    expect((await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key() })).statusCode).toBe(409);
    expect((await send('PUT', '/api/v1/checkout', `user_token=${'g'.repeat(24)}`, checkout)).statusCode).toBe(401);
  });

  it('places an order: totals from the server, stock taken, cart emptied, history written', async () => {
    const { cookie, phone } = await shopper();
    const before = await stockOf(variant.id);
    await readyToOrder(cookie, 2);
    const res = await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key() });
    expect(res.statusCode).toBe(201);
    const { number } = res.json();
    const order = (await send('GET', `/api/v1/orders/${number}`, cookie)).json();
    expect(order).toMatchObject({ number, state: 'new', phone, itemsTotal: variant.price * 2, shippingFee: 0, total: variant.price * 2, fromAbroad: true, progressDone: 1 });
    expect(order.items).toEqual([expect.objectContaining({ kind: 'product', quantity: 2, unitPrice: variant.price, lineTotal: variant.price * 2 })]);
    expect(order.history).toEqual([expect.objectContaining({ from: null, to: 'new', actor: 'shopper' })]);
    expect(await stockOf(variant.id)).toBe(before - 2);
    expect((await send('GET', '/api/v1/cart', cookie)).json().lines).toEqual([]);
    expect((await send('GET', '/api/v1/orders', cookie)).json()).toEqual([expect.objectContaining({ number, items: 2, state: 'new' })]);
  });

  it('sends the shopper back when the cart changed unseen, and leaves out a line they saw was unavailable', async () => {
    const { cookie } = await shopper();
    const [other] = await db()
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.active, true), sql`${productVariants.stock} >= 5`, sql`${productVariants.id} <> ${variant.id}`))
      .limit(1);
    await readyToOrder(cookie, 1);
    await send('POST', '/api/v1/cart/items', cookie, { variantId: other.id, quantity: 1 });
    const stock = await stockOf(other.id);
    await db().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, other.id));
    const unseen = await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key() });
    expect(unseen.statusCode).toBe(409);
    expect(unseen.json().error.message).toBe('Something in your cart changed. Check your cart and try again.');
    expect((await send('GET', '/api/v1/cart', cookie)).json().changes).toEqual([expect.objectContaining({ kind: 'unavailable' })]);
    const placed = await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key() });
    expect(placed.statusCode).toBe(201);
    const order = (await send('GET', `/api/v1/orders/${placed.json().number}`, cookie)).json();
    expect(order.items).toHaveLength(1);
    expect(order.total).toBe(variant.price);
    await db().update(productVariants).set({ stock }).where(eq(productVariants.id, other.id));
  });

  it('refuses an order for another total than the shopper was shown, and names a variant two lines ask too much of', async () => {
    const { cookie } = await shopper();
    await readyToOrder(cookie, 2);
    const shown = (await send('GET', '/api/v1/cart', cookie)).json().total;
    const other = await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key(), expectedTotal: shown + 1 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('Something in your cart changed. Check your cart and try again.');
    // Each line fits on its own; together they ask for more than is left.
    const stock = await stockOf(variant.id);
    await db().update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, variant.id));
    const [bundle] = await db().execute(sql`select b.id from bundles b join bundle_items i on i.bundle_id = b.id where i.product_id = ${variant.productId} limit 1`).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    if (bundle) {
      const parts = await db().execute(sql`select i.product_id, (select v.id from product_variants v where v.product_id = i.product_id order by v.price limit 1) as variant_id from bundle_items i where i.bundle_id = ${bundle.id}`).then((r) => (r as unknown as { rows: { product_id: string; variant_id: string }[] }).rows);
      await db().execute(sql`update product_variants set stock = 50 where id in (${sql.join(parts.filter((p) => p.variant_id !== variant.id).map((p) => sql`${p.variant_id}`), sql`, `)})`);
      const choice = Object.fromEntries(parts.map((p) => [p.product_id, p.product_id === variant.productId ? variant.id : p.variant_id]));
      expect((await send('POST', '/api/v1/cart/bundles', cookie, { bundleId: bundle.id, choice, quantity: 1 })).statusCode).toBe(200);
      await send('GET', '/api/v1/cart', cookie);
      const short = await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key() });
      expect(short.statusCode).toBe(409);
      expect(short.json().error.message).toMatch(/: only 2 left for everything in your cart/);
    }
    await db().update(productVariants).set({ stock }).where(eq(productVariants.id, variant.id));
  });

  it('shows the shopper the history without staff names or staff notes', async () => {
    const { cookie } = await shopper();
    await readyToOrder(cookie, 1);
    const { number } = (await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key() })).json();
    const [row] = await db().select().from(orders).where(eq(orders.number, number));
    const services = createServices(db(), { storeName: 'zuuch' }, {} as never);
    await services.transitionOrder({ storeId: row.storeId, orderId: row.id, to: 'paid', actor: { kind: 'staff', id: row.id, name: 'Operator Bold' }, reason: 'checked by phone' });
    await services.transitionOrder({ storeId: row.storeId, orderId: row.id, to: 'cancelled', actor: { kind: 'staff', id: row.id, name: 'Operator Bold' }, reason: 'Out of stock at the supplier' });
    const history = (await send('GET', `/api/v1/orders/${number}`, cookie)).json().history;
    expect(history.map((h: { actorName: string | null }) => h.actorName)).toEqual([null, null, null]);
    expect(history.map((h: { reason: string | null }) => h.reason)).toEqual([null, null, 'Out of stock at the supplier']);
  });

  it('makes exactly one order of 20 concurrent requests with the same key', async () => {
    const { cookie, id } = await shopper();
    await readyToOrder(cookie, 1);
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('POST', '/api/v1/orders', cookie, { idempotencyKey })));
    const numbers = new Set(answers.map((a) => a.json().number));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(numbers.size).toBe(1);
    expect((await db().select().from(orders).where(eq(orders.customerId, id))).length).toBe(1);
    // Another shopper presenting the same key gets nothing of that order.
    expect((await send('POST', '/api/v1/orders', (await shopper()).cookie, { idempotencyKey })).statusCode).toBe(409);
  });

  it('never sells the last item twice: concurrent orders for it, one wins, stock stays at zero', async () => {
    await db().update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, variant.id));
    const buyers = await Promise.all(Array.from({ length: 6 }, () => shopper()));
    for (const b of buyers) await readyToOrder(b.cookie, 1);
    await db().update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, variant.id));
    const answers = await Promise.all(buyers.map((b) => send('POST', '/api/v1/orders', b.cookie, { idempotencyKey: key() })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    // A loser either read the cart after the winner (its line no longer fits) or lost the race for the unit itself.
    const losing = answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.message);
    expect(losing).toHaveLength(5);
    for (const message of losing) expect(message).toMatch(/^(Something in your cart changed\. Check your cart and try again\.|.*: only 0 left for everything in your cart\. Lower the quantity and try again\.)$/);
    expect(await stockOf(variant.id)).toBe(0);
    await db().update(productVariants).set({ stock: 50 }).where(eq(productVariants.id, variant.id));
  });

  it('expires unpaid orders after 48 hours, once, when two sweepers run at the same time, and releases their stock', async () => {
    const services = createServices(db(), { storeName: 'zuuch' }, {} as never);
    const placed: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { cookie } = await shopper();
      await readyToOrder(cookie, 1);
      placed.push((await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key() })).json().number);
    }
    // One of them was paid: it never expires.
    await db().update(orders).set({ state: 'paid' }).where(eq(orders.number, placed[3]));
    const before = await stockOf(variant.id);
    const in47h = new Date(Date.now() + 47 * 3_600_000);
    expect(await services.expireUnpaidOrders(in47h)).toBe(0);
    const in48h = new Date(Date.now() + 48 * 3_600_000 + 1000);
    const [a, b] = await Promise.all([services.expireUnpaidOrders(in48h), services.expireUnpaidOrders(in48h)]);
    expect(a + b).toBeGreaterThanOrEqual(3); // earlier tests' orders may expire too
    const states = await db().select({ number: orders.number, state: orders.state }).from(orders);
    for (const n of placed.slice(0, 3)) expect(states.find((s) => s.number === n)?.state).toBe('expired');
    expect(states.find((s) => s.number === placed[3])?.state).toBe('paid');
    const expiries = await db().select().from(orderEvents).where(eq(orderEvents.toState, 'expired'));
    expect(expiries.length).toBe(a + b); // each expired order has exactly one history row
    expect(new Set(expiries.map((e) => e.orderId)).size).toBe(expiries.length);
    expect(await stockOf(variant.id)).toBeGreaterThanOrEqual(before + 3);
    expect(await services.expireUnpaidOrders(in48h)).toBe(0);
  });

  it('shows an order only to the phone it belongs to, and says when it does not exist', async () => {
    const owner = await shopper();
    await readyToOrder(owner.cookie, 1);
    const { number } = (await send('POST', '/api/v1/orders', owner.cookie, { idempotencyKey: key() })).json();
    const other = await shopper();
    const refused = await send('GET', `/api/v1/orders/${number}`, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You are not permitted to view this order');
    expect((await api.app.inject({ url: `/api/v1/orders/${number}` })).statusCode).toBe(403);
    const missing = await send('GET', '/api/v1/orders/99999999', owner.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Order Not Found');
    expect((await send('GET', '/api/v1/orders/abc', owner.cookie)).statusCode).toBe(404);
  });
  it('records the terms version the shopper accepted, and refuses terms that changed while they filled in the form', async () => {
    const storeId = await storeIdOf(db());
    // A store with no terms published (a fresh production store): checkout works and records no version.
    await db().delete(contentPages).where(and(eq(contentPages.storeId, storeId), eq(contentPages.kind, 'legal'), eq(contentPages.key, 'terms')));
    const early = await shopper();
    await readyToOrder(early.cookie, 1);
    const before = (await send('POST', '/api/v1/orders', early.cookie, { idempotencyKey: key() })).json();
    expect((await send('GET', `/api/v1/orders/${before.number}`, early.cookie)).json().termsVersion).toBeNull();

    const terms = { en: 'Terms of service', mn: 'Үйлчилгээний нөхцөл' };
    await insertLegal(db(), storeId, 'terms', [
      { version: 1, title: terms, text: { en: 'Version one.', mn: 'Нэгдүгээр хувилбар.' } },
      { version: 2, title: terms, text: { en: 'Version two.', mn: 'Хоёрдугаар хувилбар.' }, changes: { en: 'Returns in 14 days.', mn: '14 хоногт буцаана.' } },
    ]);
    const { cookie, id } = await shopper();
    await send('POST', '/api/v1/cart/items', cookie, { variantId: variant.id, quantity: 1 });
    await send('GET', '/api/v1/cart', cookie);
    // The shopper ticked version 1, and version 2 was published meanwhile: told which to read, in their language, and nothing is kept.
    const stale = await send('PUT', '/api/v1/checkout', cookie, { ...checkout, termsVersion: 1 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.fields).toEqual([{ path: 'terms', message: 'The terms of service changed; please read version 2' }]);
    const staleMn = await send('PUT', '/api/v1/checkout', `${cookie}; lang=mn`, { ...checkout, termsVersion: '1' });
    expect(staleMn.json().error.fields).toEqual([{ path: 'terms', message: 'Үйлчилгээний нөхцөл шинэчлэгдсэн тул 2-р хувилбарыг уншина уу' }]);
    expect(await db().select().from(checkouts).where(eq(checkouts.owner, `c:${id}`))).toEqual([]);
    expect((await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key() })).statusCode).toBe(409);

    expect((await send('PUT', '/api/v1/checkout', cookie, { ...checkout, termsVersion: 2 })).statusCode).toBe(200);
    const placed = (await send('POST', '/api/v1/orders', cookie, { idempotencyKey: key() })).json();
    expect((await send('GET', `/api/v1/orders/${placed.number}`, cookie)).json().termsVersion).toBe(2);
    expect((await db().select({ termsVersion: orders.termsVersion }).from(orders).where(eq(orders.number, placed.number)))[0].termsVersion).toBe(2);

    // An API client that names no version accepts the terms in force.
    const client = await shopper();
    await readyToOrder(client.cookie, 1);
    expect((await db().select({ termsVersion: checkouts.termsVersion }).from(checkouts).where(eq(checkouts.owner, `c:${client.id}`)))[0].termsVersion).toBe(2);
    expect((await send('PUT', '/api/v1/checkout', client.cookie, { ...checkout, termsVersion: 'x' })).statusCode).toBe(400);
  });
});
