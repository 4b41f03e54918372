// The stock ledger under load, on both databases: shoppers racing for the last units through the real placeOrder, a
// random mix of orders, cancellations, expiries and staff adjustments after which every variant's stock is still its
// ledger's sum, staff adjustments racing orders, bundles taking each of their parts, and a returned order's goods coming
// back only when staff put them back with the reason "returned".
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { adjustmentFits, type AdjustmentReason } from '../../../core/stock';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { auditLog, bundleItems, bundles, customers, orders, productVariants, products, stockMovements } from '../../db/schema';
import { startSession } from '../accounts/sessions';

describe.each(databaseKinds)('stock ledger on %s', (kind) => {
  let api: TestApi;
  let storeId: string;
  let keeper: { id: string; name: string };
  let phones = 0;
  const db = () => api.db.database.db;
  const services = () => api.app.services;
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) => api.app.inject({ method, url, headers: { cookie }, payload: payload as never });
  const checkout = { shippingCode: 'pickup', firstName: 'Bat', lastName: 'Dorj', email: '', paymentMethod: 'bank_transfer', terms: true };
  const key = () => randomBytes(12).toString('hex');

  /** A logged-in shopper of their own phone: the session cookie and who they are for placeOrder. */
  async function shopper() {
    const phone = `+976881${String(++phones).padStart(5, '0')}`;
    const [c] = await db().insert(customers).values({ storeId, phone, firstName: 'Bat', lastName: 'Dorj' }).returning();
    return { cookie: `sid=${await startSession(db(), c.id, null)}`, customer: { id: c.id, phone, name: 'Bat Dorj' } };
  }
  /** A shopper whose cart holds `quantity` of the variant, seen, with the checkout filled in. */
  async function readyToOrder(variantId: string, quantity = 1) {
    const s = await shopper();
    expect((await send('POST', '/api/v1/cart/items', s.cookie, { variantId, quantity })).statusCode).toBe(200);
    expect((await send('GET', '/api/v1/cart', s.cookie)).statusCode).toBe(200);
    expect((await send('PUT', '/api/v1/checkout', s.cookie, checkout)).statusCode).toBe(200);
    return s;
  }
  const place = (s: Awaited<ReturnType<typeof shopper>>) => services().placeOrder({ storeId, customer: s.customer, idempotencyKey: key(), language: 'en' });
  const stockOf = async (id: string) => (await db().select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)))[0].stock;
  /** Sets a variant's units the way staff do: a counted correction (nothing when it already has them). */
  async function setUnits(variantId: string, count: number) {
    if ((await stockOf(variantId)) !== count) await services().adjustStock({ storeId, staff: keeper, variantId, reason: 'correction', count });
  }
  const adjust = (variantId: string, reason: AdjustmentReason, change: number, note?: string) => services().adjustStock({ storeId, staff: keeper, variantId, reason, change, note });
  const orderId = async (number: number) => (await db().select({ id: orders.id }).from(orders).where(and(eq(orders.storeId, storeId), eq(orders.number, number))))[0].id;
  const moveOrder = (id: string, to: 'cancelled' | 'paid' | 'on_delivery' | 'returned') =>
    services().transitionOrder({ storeId, orderId: id, to, actor: { kind: 'staff', id: keeper.id, name: keeper.name }, reason: null });

  /** Every variant of the store: its stock is its ledger's sum, never below zero, and no ledger row went below zero. */
  async function expectLedgerHolds() {
    const rows = await db()
      .select({ id: productVariants.id, stock: productVariants.stock, sum: sql<number>`coalesce((select sum(${stockMovements.delta}) from ${stockMovements} where ${stockMovements.variantId} = ${productVariants.id}), 0)::int` })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.storeId, storeId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.stock !== r.sum || r.stock < 0)).toEqual([]);
    const [{ negative }] = await db().select({ negative: sql<number>`count(*)::int` }).from(stockMovements).where(sql`${stockMovements.balanceAfter} < 0`);
    expect(negative).toBe(0);
    // A product's total is its variants' sum.
    const [{ off }] = await db()
      .select({ off: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.storeId, storeId), sql`${products.stock} <> (select coalesce(sum(v.stock), 0) from ${productVariants} v where v.product_id = ${products.id})`));
    expect(off).toBe(0);
  }

  /** Active variants of products without a bundle, `n` of them from different products, for tests that own them. */
  let free: string[] = [];
  const take = () => free.shift()!;

  beforeAll(async () => {
    api = await createTestApi(kind);
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
    const staff = await createStaff(db(), { username: 'stock-keeper', name: 'Saraa Bold', role: 'catalog' });
    storeId = staff.storeId;
    keeper = { id: staff.id, name: 'Saraa Bold' };
    const rows = await db()
      .selectDistinctOn([products.id], { id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.storeId, storeId), eq(products.active, true), sql`not exists (select 1 from ${bundleItems} where ${bundleItems.productId} = ${products.id})`))
      .orderBy(products.id, asc(productVariants.price))
      .limit(12);
    free = rows.map((r) => r.id);
  }, 180_000);
  afterAll(() => api?.close());

  it('starts with every variant’s stock equal to its ledger', async () => {
    await expectLedgerHolds();
  });

  it('sells the last 3 units to exactly 3 of 10 shoppers ordering at once, and stock ends at 0', async () => {
    const variantId = take();
    await setUnits(variantId, 20);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => readyToOrder(variantId)));
    await setUnits(variantId, 3);
    const answers = await Promise.allSettled(buyers.map(place));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    for (const a of answers.filter((a) => a.status === 'rejected')) expect(AppError.is(a.reason) && a.reason.code).toBe('CONFLICT');
    expect(await stockOf(variantId)).toBe(0);
    const taken = await db().select().from(stockMovements).where(and(eq(stockMovements.variantId, variantId), eq(stockMovements.reason, 'order')));
    expect(taken.map((m) => m.delta)).toEqual([-1, -1, -1]);
    expect(taken.map((m) => m.balanceAfter).sort()).toEqual([0, 1, 2]);
    await expectLedgerHolds();
  });

  it('keeps stock equal to the ledger’s sum after any mix of orders, cancellations, expiries and staff adjustments', async () => {
    const variants = [take(), take(), take()];
    const command = fc.oneof(
      fc.record({ kind: fc.constant('order' as const), v: fc.nat(2), quantity: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('expire' as const) }),
      fc.record({ kind: fc.constant('adjust' as const), v: fc.nat(2), reason: fc.constantFrom<AdjustmentReason>('received', 'correction', 'damaged', 'returned'), units: fc.integer({ min: -6, max: 6 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        // What each variant should hold: a model the real ledger must agree with after every step.
        const model = [4, 4, 4];
        // The last run's open orders end first, so what they hold comes back before the counts are set.
        await services().expireUnpaidOrders(new Date(Date.now() + 49 * 3_600_000));
        for (let i = 0; i < 3; i++) await setUnits(variants[i], model[i]);
        const open: { id: string; v: number; quantity: number }[] = [];
        for (const c of commands) {
          if (c.kind === 'order') {
            // The cart refuses more than is left, so a shopper only gets this far with what they could see.
            if (model[c.v] < c.quantity) continue;
            const s = await readyToOrder(variants[c.v], c.quantity);
            const { number } = await place(s);
            open.push({ id: await orderId(number), v: c.v, quantity: c.quantity });
            model[c.v] -= c.quantity;
          } else if (c.kind === 'cancel') {
            if (open.length === 0) continue;
            const [order] = open.splice(c.pick % open.length, 1);
            await moveOrder(order.id, 'cancelled');
            model[order.v] += order.quantity;
          } else if (c.kind === 'expire') {
            await services().expireUnpaidOrders(new Date(Date.now() + 49 * 3_600_000));
            for (const order of open.splice(0)) model[order.v] += order.quantity;
          } else {
            const delta = c.units; // any sign: the ones that do not fit the reason are refused
            const fits = adjustmentFits(c.reason, delta) && model[c.v] + delta >= 0;
            const attempt = adjust(variants[c.v], c.reason, delta);
            if (fits) {
              await attempt;
              model[c.v] += delta;
            } else await expect(attempt).rejects.toSatisfy(AppError.is);
          }
          for (let i = 0; i < 3; i++) expect(await stockOf(variants[i])).toBe(model[i]);
        }
        await expectLedgerHolds();
      }),
      { numRuns: kind === 'pglite' ? 6 : 8 },
    );
  });

  it('never goes below zero when staff adjustments race orders for the same units', async () => {
    const variantId = take();
    await setUnits(variantId, 10);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => readyToOrder(variantId)));
    await setUnits(variantId, 5);
    const ordersPlaced = buyers.map(place);
    const damages = Array.from({ length: 4 }, () => adjust(variantId, 'damaged', -2, 'dropped'));
    const counts = [services().adjustStock({ storeId, staff: keeper, variantId, reason: 'correction', count: 1 })];
    const [o, d, c] = await Promise.all([Promise.allSettled(ordersPlaced), Promise.allSettled(damages), Promise.allSettled(counts)]);
    for (const a of [...o, ...d, ...c]) if (a.status === 'rejected') expect(AppError.is(a.reason)).toBe(true);
    const stock = await stockOf(variantId);
    expect(stock).toBeGreaterThanOrEqual(0);
    const [{ sum }] = await db().select({ sum: sql<number>`sum(${stockMovements.delta})::int` }).from(stockMovements).where(eq(stockMovements.variantId, variantId));
    expect(sum).toBe(stock);
    // Without the count, stock is what was left after the orders and damages that went through.
    if (c[0].status === 'rejected') expect(stock).toBe(5 - o.filter((a) => a.status === 'fulfilled').length - 2 * d.filter((a) => a.status === 'fulfilled').length);
    await expectLedgerHolds();
  });

  it('takes each part of a bundle through the ledger, and gives each back when the order is cancelled', async () => {
    const [bundle] = await db().select({ id: bundles.id }).from(bundles).where(and(eq(bundles.storeId, storeId), eq(bundles.active, true))).limit(1);
    const items = await db().select({ productId: bundleItems.productId, quantity: bundleItems.quantity }).from(bundleItems).where(eq(bundleItems.bundleId, bundle.id));
    const choice: Record<string, string> = {};
    for (const item of items) {
      const [v] = await db().select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, item.productId)).orderBy(asc(productVariants.price)).limit(1);
      choice[item.productId] = v.id;
      await setUnits(v.id, 10);
    }
    const s = await shopper();
    expect((await send('POST', '/api/v1/cart/bundles', s.cookie, { bundleId: bundle.id, choice, quantity: 2 })).statusCode).toBe(200);
    await send('GET', '/api/v1/cart', s.cookie);
    expect((await send('PUT', '/api/v1/checkout', s.cookie, checkout)).statusCode).toBe(200);
    const { number } = await place(s);
    const id = await orderId(number);
    const parts = Object.values(choice);
    const taken = await db().select().from(stockMovements).where(and(eq(stockMovements.orderId, id), inArray(stockMovements.variantId, parts)));
    expect(taken.map((m) => [m.variantId, m.reason, m.delta]).sort()).toEqual(items.map((i) => [choice[i.productId], 'order', -2 * i.quantity]).sort());
    for (const item of items) expect(await stockOf(choice[item.productId])).toBe(10 - 2 * item.quantity);
    await moveOrder(id, 'cancelled');
    for (const item of items) expect(await stockOf(choice[item.productId])).toBe(10);
    const back = await db().select().from(stockMovements).where(and(eq(stockMovements.orderId, id), eq(stockMovements.reason, 'cancelled')));
    expect(back.map((m) => [m.variantId, m.delta]).sort()).toEqual(items.map((i) => [choice[i.productId], 2 * i.quantity]).sort());
    await expectLedgerHolds();
  });

  it('brings a returned order’s goods back only when staff put them back with the reason “returned”', async () => {
    const variantId = take();
    await setUnits(variantId, 5);
    const { number } = await place(await readyToOrder(variantId, 2));
    const id = await orderId(number);
    for (const to of ['paid', 'on_delivery', 'returned'] as const) await moveOrder(id, to);
    // The order's return is a state: the goods are checked before they are sold again, so stock has not moved.
    expect(await stockOf(variantId)).toBe(3);
    await expect(adjust(variantId, 'returned', -2)).rejects.toMatchObject({ messageKey: 'stockReasonAdds' });
    const back = await adjust(variantId, 'returned', 2, `Order #${number}: both checked, unopened`);
    expect(back).toEqual({ variantId, delta: 2, before: 3, after: 5 });
    const [row] = await db().select().from(stockMovements).where(and(eq(stockMovements.variantId, variantId), eq(stockMovements.reason, 'returned')));
    expect(row).toMatchObject({ delta: 2, balanceAfter: 5, staffId: keeper.id, note: `Order #${number}: both checked, unopened` });
    await expectLedgerHolds();
  });

  it('refuses adjustments that do not fit their reason or would go below zero, in the staff member’s words, changing nothing', async () => {
    const variantId = take();
    await setUnits(variantId, 2);
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(stockMovements).where(eq(stockMovements.variantId, variantId));
    const audits = await db().select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.entityId, variantId));
    await expect(adjust(variantId, 'damaged', -3)).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'stockBelowZero', values: { taken: 3, left: 2 } });
    await expect(adjust(variantId, 'damaged', 1)).rejects.toMatchObject({ messageKey: 'stockReasonTakes' });
    await expect(adjust(variantId, 'received', 0)).rejects.toMatchObject({ messageKey: 'stockChangeZero' });
    await expect(services().adjustStock({ storeId, staff: keeper, variantId, reason: 'correction', count: 2 })).rejects.toMatchObject({ messageKey: 'stockCountUnchanged' });
    await expect(adjust('00000000-0000-4000-8000-000000000000', 'received', 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await stockOf(variantId)).toBe(2);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(stockMovements).where(eq(stockMovements.variantId, variantId))).toEqual(before);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.entityId, variantId))).toEqual(audits);
    // A count becomes the difference, recorded with who and why, and in the audit log.
    const counted = await services().adjustStock({ storeId, staff: keeper, variantId, reason: 'correction', count: 7, note: 'shelf count' });
    expect(counted).toEqual({ variantId, delta: 5, before: 2, after: 7 });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, variantId), eq(auditLog.entity, 'stock'))).orderBy(sql`${auditLog.createdAt} desc`).limit(1);
    expect(audit).toMatchObject({ staffName: 'Saraa Bold', action: 'adjust', before: { stock: 2 }, after: { stock: 7, reason: 'correction', change: 5, note: 'shelf count' } });
  });

  it('lists what is low, lowest first, finds a variant by SKU, and shows its ledger with names and orders', async () => {
    const variantId = take();
    await setUnits(variantId, 0);
    await services().saveLowStockAt(storeId, keeper, 2);
    const low = await services().listStock(storeId, 'en', { page: 1 });
    expect(low.lowStockAt).toBe(2);
    const [threshold] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'stock'), eq(auditLog.entityId, 'lowStockAt'))).orderBy(sql`${auditLog.createdAt} desc`).limit(1);
    expect(threshold).toMatchObject({ staffName: 'Saraa Bold', action: 'update', before: { lowStockAt: 3 }, after: { lowStockAt: 2 } });
    expect(low.rows.every((r) => r.units <= 2)).toBe(true);
    expect(low.rows.map((r) => r.units)).toEqual([...low.rows.map((r) => r.units)].sort((a, b) => a - b));
    const everyLow = [...low.rows];
    for (let page = 2; page <= low.pages; page++) everyLow.push(...(await services().listStock(storeId, 'en', { page })).rows);
    expect(everyLow).toHaveLength(low.total);
    expect(everyLow.find((r) => r.variantId === variantId)).toMatchObject({ units: 0, state: 'out' });
    const [{ sku }] = await db().select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, variantId));
    const found = await services().listStock(storeId, 'mn', { q: sku.toLowerCase(), page: 1 });
    expect(found.searching).toBe(true);
    expect(found.rows.map((r) => r.variantId)).toContain(variantId);
    await adjust(variantId, 'received', 12, 'Shipment KR-2041');
    const { number } = await place(await readyToOrder(variantId, 1));
    const detail = await services().getVariantStock(storeId, variantId, 'en');
    expect(detail).toMatchObject({ units: 11, state: 'in', lowStockAt: 2 });
    expect(detail.ledger.slice(0, 2)).toMatchObject([
      { reason: 'order', delta: -1, balanceAfter: 11, orderNumber: number, staffName: null },
      { reason: 'received', delta: 12, balanceAfter: 12, staffName: 'Saraa Bold', note: 'Shipment KR-2041' },
    ]);
    await services().saveLowStockAt(storeId, keeper, 3);
  });
});
