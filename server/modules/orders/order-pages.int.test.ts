// What the shopper does on the order's own pages: choose pickup or home delivery once it has arrived (only on their own
// order, only in `expected`, with an address the form accepts, never moving the state), and say who the e-receipt is for
// (a person's 12-character civil registration number, a company's 7 digits) while the order is open.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import type { OrderState } from '../../../core/order-state';
import { renderError } from '../../http/error-handler';
import { createServices, type Services } from '../../services';
import { addresses, customers, orders } from '../../db/schema';

describe.each(databaseKinds)('order pages on %s', (kind) => {
  let api: TestApi;
  let services: Services;
  let storeId: string;
  let phones = 0;
  const db = () => api.db.database.db;
  const phone = () => `+976881${String(++phones).padStart(5, '0')}`;
  const order = async (p: string, state: OrderState) => (await insertOrder(db(), { phone: p, state, slugs: ['laneige-water-sleeping-mask-70ml'] })).number;
  const row = async (number: number) => (await db().select().from(orders).where(eq(orders.number, number)))[0];
  /** What a failed call says to the shopper: code, message and field messages in English. */
  const failure = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(AppError.is(err)).toBe(true);
    const body = renderError(err as AppError, 'en', 'test').error;
    return { code: body.code, message: body.message, fields: Object.fromEntries((body.fields ?? []).map((f) => [f.path, f.message])) };
  };
  const ub = { countryCode: 'MN', cityCode: 'MN-1', districtCode: 'MN-1-BGD', khorooCode: 'MN-1-BGD-03', detail: 'Enkh Taivan Ave 15, apt 21' };

  beforeAll(async () => {
    api = await createTestApi(kind);
    services = createServices(db(), { storeName: 'zuuch' }, {} as never);
    storeId = await storeIdOf(db());
  });
  afterAll(() => api?.close());

  describe('chooseDelivery', () => {
    it('keeps pickup or a new home address on an arrived order, and never moves its state', async () => {
      const p = phone();
      const number = await order(p, 'expected');
      await services.chooseDelivery({ storeId, number, customerPhone: p, code: 'pickup' });
      expect((await row(number)).deliveryChoice).toMatchObject({ code: 'pickup', address: null });

      const chosen = await services.chooseDelivery({ storeId, number, customerPhone: p, code: 'delivery', addressId: 'new', address: ub });
      expect(chosen.address?.places).toEqual({ en: 'Khoroo 3, Bayangol, Ulaanbaatar, Mongolia', mn: expect.stringContaining('Баянгол') });
      const saved = await row(number);
      expect(saved.state).toBe('expected');
      expect(saved.deliveryChoice).toMatchObject({ code: 'delivery', address: { ...ub, places: chosen.address!.places } });
      const view = await services.getOrderForShopper(storeId, number, { phone: p }, 'en');
      expect(view.progressDone).toBe(5);
      expect(view.deliveryChoice).toMatchObject({ code: 'delivery', address: { detail: ub.detail, place: 'Khoroo 3, Bayangol, Ulaanbaatar, Mongolia' } });
    });

    it('delivers to a saved address of the shopper’s account, not to someone else’s', async () => {
      const p = phone();
      const [mine] = await db().insert(customers).values({ storeId, phone: p }).returning();
      const [other] = await db().insert(customers).values({ storeId, phone: phone() }).returning();
      const [home] = await db()
        .insert(addresses)
        .values({ customerId: mine.id, ...ub, type: 'home', isMain: true })
        .returning();
      const [theirs] = await db()
        .insert(addresses)
        .values({ customerId: other.id, ...ub, detail: 'Not yours', type: 'home', isMain: true })
        .returning();
      const number = await order(p, 'expected');
      await services.chooseDelivery({ storeId, number, customerPhone: p, code: 'delivery', addressId: home.id });
      expect((await row(number)).deliveryChoice?.address?.detail).toBe(ub.detail);
      const refused = await failure(services.chooseDelivery({ storeId, number, customerPhone: p, code: 'delivery', addressId: theirs.id }));
      expect(refused).toMatchObject({ code: 'VALIDATION', fields: { addressId: 'Please choose at least one value' } });
      expect((await row(number)).deliveryChoice?.address?.detail).toBe(ub.detail);
    });

    it('refuses before the order has arrived, and after it left', async () => {
      const p = phone();
      for (const state of ['paid', 'purchase', 'on_delivery', 'complete', 'cancelled'] as const) {
        const number = await order(p, state);
        expect(await failure(services.chooseDelivery({ storeId, number, customerPhone: p, code: 'pickup' }))).toMatchObject({
          code: 'CONFLICT',
          message: 'You can choose how to receive the order once it has arrived.',
        });
        expect((await row(number)).deliveryChoice).toBeNull();
      }
    });

    it('refuses another phone’s order and a number that does not exist', async () => {
      const number = await order(phone(), 'expected');
      expect(await failure(services.chooseDelivery({ storeId, number, customerPhone: phone(), code: 'pickup' }))).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You are not permitted to view this order',
      });
      expect(await failure(services.chooseDelivery({ storeId, number, customerPhone: null, code: 'pickup' }))).toMatchObject({ code: 'FORBIDDEN' });
      expect((await row(number)).deliveryChoice).toBeNull();
      expect(await failure(services.chooseDelivery({ storeId, number: 99_999_999, customerPhone: phone(), code: 'pickup' }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Order Not Found',
      });
    });

    it('names the address field that is wrong and keeps nothing', async () => {
      const p = phone();
      const number = await order(p, 'expected');
      const choose = (address: Partial<typeof ub>) =>
        failure(services.chooseDelivery({ storeId, number, customerPhone: p, code: 'delivery', address: { ...ub, ...address } as typeof ub }));
      expect(await choose({ cityCode: 'MN-999' })).toMatchObject({ code: 'VALIDATION', fields: { cityCode: 'Invalid format' } });
      expect(await choose({ districtCode: null as never, khorooCode: null as never })).toMatchObject({ fields: { districtCode: 'is required' } });
      expect(await choose({ khorooCode: 'MN-1-BZD-01' })).toMatchObject({ fields: { khorooCode: 'Invalid format' } });
      expect(await choose({ detail: '  ' })).toMatchObject({ fields: { detail: 'is required' } });
      expect(await choose({ countryCode: '', cityCode: '' })).toMatchObject({ fields: { countryCode: 'is required' } });
      expect(await failure(services.chooseDelivery({ storeId, number, customerPhone: p, code: null }))).toMatchObject({
        fields: { code: 'Please choose at least one value' },
      });
      expect((await row(number)).deliveryChoice).toBeNull();
    });
  });

  describe('setReceiptTarget', () => {
    it('takes a person’s civil registration number of 12 characters (or the register number) and says "Must be 12 characters" otherwise', async () => {
      const p = phone();
      const number = await order(p, 'paid');
      const set = (registerNumber: string) => services.setReceiptTarget({ storeId, number, customerPhone: p, kind: 'person', registerNumber });
      for (const wrong of ['12345678901', '1234567890123', 'УБ9005123', 'abc']) {
        expect(await failure(set(wrong))).toMatchObject({ code: 'VALIDATION', fields: { registerNumber: 'Must be 12 characters' } });
      }
      expect(await failure(set('  '))).toMatchObject({ fields: { registerNumber: 'is required' } });
      expect((await row(number)).receiptTarget).toBeNull();
      expect(await set('1234 5678 9012')).toEqual({ kind: 'person', number: '123456789012' });
      expect((await row(number)).receiptTarget).toEqual({ kind: 'person', number: '123456789012' });
      expect(await set('uz96021105')).toEqual({ kind: 'person', number: 'УЗ96021105' });
      expect((await services.getOrderForShopper(storeId, number, { phone: p }, 'en')).receiptTarget).toEqual({ kind: 'person', number: 'УЗ96021105' });
    });

    it('takes a company’s 7-digit register number and nothing else', async () => {
      const p = phone();
      const number = await order(p, 'new');
      const set = (registerNumber: string) => services.setReceiptTarget({ storeId, number, customerPhone: p, kind: 'company', registerNumber });
      for (const wrong of ['123456', '12345678', '123456789012', 'АБ12345']) {
        expect(await failure(set(wrong))).toMatchObject({ code: 'VALIDATION', fields: { registerNumber: 'Enter the 7-digit company register number' } });
      }
      expect(await set('509 4451')).toEqual({ kind: 'company', number: '5094451' });
      expect((await row(number)).receiptTarget).toEqual({ kind: 'company', number: '5094451' });
      expect((await row(number)).state).toBe('new');
    });

    it('refuses a closed order and another phone’s order', async () => {
      const p = phone();
      for (const state of ['cancelled', 'expired', 'returned'] as const) {
        const number = await order(p, state);
        expect(await failure(services.setReceiptTarget({ storeId, number, customerPhone: p, kind: 'company', registerNumber: '5094451' }))).toMatchObject({
          code: 'CONFLICT',
          message: 'This order is closed, so its e-receipt details can no longer be changed.',
        });
      }
      const number = await order(p, 'paid');
      expect(await failure(services.setReceiptTarget({ storeId, number, customerPhone: phone(), kind: 'company', registerNumber: '5094451' }))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect((await row(number)).receiptTarget).toBeNull();
    });
  });
});
