import { describe, expect, it } from 'vitest';
import { vatOf } from '../../../core/payment-state';
import { buildReceiptBody, buyerOf } from './receipt-body';
import { splitVat } from './split-vat';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('splitVat', () => {
  it('gives each line its own VAT when nothing needs rounding', () => {
    expect(splitVat([110_000, 22_000])).toEqual([10_000, 2_000]);
    expect(splitVat([])).toEqual([]);
    expect(splitVat([0, 1_100])).toEqual([0, 100]);
  });

  it('hands the rounded-away tugrik to the lines that lost the most, so the lines sum to the total VAT', () => {
    // 5 × 5 ₮: each line holds 0.4545… VAT, the total 25 ₮ holds 2.27 → 2.
    expect(splitVat([5, 5, 5, 5, 5])).toEqual([1, 1, 0, 0, 0]);
    // 3 × 100 ₮: 9.09 each, the total 27.27 → 27.
    expect(splitVat([100, 100, 100])).toEqual([9, 9, 9]);
    // 10 + 6 ₮: 0.909 and 0.545, the total 16 ₮ holds 1.45 → 1: the line closer to the next tugrik gets it.
    expect(splitVat([10, 6])).toEqual([1, 0]);
  });

  it('always sums exactly to vatOf(total), each line within one tugrik of its exact VAT', () => {
    let seed = 42;
    const random = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % max;
    };
    for (let round = 0; round < 2000; round++) {
      const lines = Array.from({ length: 1 + random(12) }, () => (random(4) === 0 ? random(100) : random(5_000_000)));
      const vats = splitVat(lines);
      expect(sum(vats)).toBe(vatOf(sum(lines)));
      lines.forEach((amount, i) => {
        expect(Number.isInteger(vats[i])).toBe(true);
        expect(Math.abs(vats[i] - (amount * 10) / 110)).toBeLessThan(1);
      });
    }
  });

  it('refuses amounts that are not whole tugrik', () => {
    expect(() => splitVat([10.5])).toThrow(RangeError);
    expect(() => splitVat([-1])).toThrow(RangeError);
  });
});

describe('buildReceiptBody', () => {
  const order = {
    number: 100123,
    total: 1_005_005,
    shippingFee: 5_000,
    shippingName: { mn: 'Хүргэлт', en: 'Delivery' },
    receiptTarget: null,
    items: [
      { name: { mn: 'Утас', en: 'Phone' }, unitPrice: 333_333, quantity: 3, lineTotal: 999_999 },
      { name: { mn: 'Багц', en: 'Bundle' }, unitPrice: 6, quantity: 1, lineTotal: 6 },
    ],
  };

  it('is one VAT-able receipt: the lines and the shipping fee, VAT split exactly, paid in full', () => {
    const body = buildReceiptBody(order, '1234567');
    expect(body.type).toBe('B2C_RECEIPT');
    expect(body.totalAmount).toBe(1_005_005);
    expect(body.totalVAT).toBe(vatOf(1_005_005));
    expect(body.receipts).toHaveLength(1);
    const [receipt] = body.receipts;
    expect(receipt.taxType).toBe('VAT_ABLE');
    expect(receipt.items.map((i) => [i.name, i.qty, i.unitPrice, i.totalAmount])).toEqual([
      ['Утас', 3, 333_333, 999_999],
      ['Багц', 1, 6, 6],
      ['Хүргэлт', 1, 5_000, 5_000],
    ]);
    expect(sum(receipt.items.map((i) => i.totalVAT))).toBe(body.totalVAT);
    expect(receipt.items.every((i) => i.classificationCode === '1234567' && i.totalCityTax === 0)).toBe(true);
    expect(body.payments).toEqual([{ code: 'PAYMENT_CARD', status: 'PAID', paidAmount: 1_005_005 }]);
    expect(body.billIdSuffix).toBe('100123');
    expect([body.customerTin, body.consumerNo]).toEqual([null, null]);
  });

  it('makes a company receipt out to its number; a person only by an 8-digit consumer number', () => {
    expect(buildReceiptBody({ ...order, receiptTarget: { kind: 'company', number: '1234567' } }, '1234567')).toMatchObject({ type: 'B2B_RECEIPT', customerTin: '1234567', consumerNo: null });
    expect(buyerOf({ kind: 'person', number: '12345678' })).toEqual({ customerTin: null, consumerNo: '12345678' });
    expect(buyerOf({ kind: 'person', number: '123456789012' })).toEqual({ customerTin: null, consumerNo: null });
    expect(buyerOf({ kind: 'person', number: 'УБ90051234' })).toEqual({ customerTin: null, consumerNo: null });
  });

  it('never builds a receipt whose lines do not add up to the order total', () => {
    expect(() => buildReceiptBody({ ...order, total: 1_005_006 }, '1234567')).toThrow(/add up/);
    expect(() => buildReceiptBody({ ...order, items: [{ ...order.items[0], lineTotal: 1 }] }, '1234567')).toThrow(/quantity × unit price/);
  });
});
