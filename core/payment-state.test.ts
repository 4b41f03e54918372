import { describe, expect, it } from 'vitest';
import { leftToPay, moneyState, stateAfterPayment, vatOf } from './payment-state';

describe('money state', () => {
  it('follows what was paid against the total', () => {
    expect(moneyState(100_000, 0)).toBe('not_paid');
    expect(moneyState(100_000, 99_999)).toBe('underpaid');
    expect(moneyState(100_000, 100_000)).toBe('paid');
    expect(moneyState(100_000, 100_001)).toBe('overpaid');
    expect(leftToPay(100_000, 40_000)).toBe(60_000);
    expect(leftToPay(100_000, 140_000)).toBe(0);
  });

  it('moves only orders still waiting on money', () => {
    expect(stateAfterPayment('new', 100_000, 100_000)).toBe('paid');
    expect(stateAfterPayment('new', 100_000, 30_000)).toBe('underpaid');
    expect(stateAfterPayment('not_paid', 100_000, 120_000)).toBe('overpaid');
    expect(stateAfterPayment('underpaid', 100_000, 100_000)).toBe('paid');
    expect(stateAfterPayment('paid', 100_000, 100_000)).toBeNull();
    expect(stateAfterPayment('paid', 100_000, 110_000)).toBe('overpaid');
    expect(stateAfterPayment('new', 100_000, 0)).toBeNull();
    expect(stateAfterPayment('balance_due', 100_000, 80_000)).toBeNull();
    expect(stateAfterPayment('balance_due', 100_000, 100_000)).toBe('paid');
    for (const s of ['purchase', 'expected', 'on_delivery', 'complete', 'cancelled', 'expired', 'returned', 'approved'] as const) {
      expect(stateAfterPayment(s, 100_000, 100_000)).toBeNull();
    }
  });

  it('splits VAT out of a VAT-inclusive total', () => {
    expect(vatOf(110_000)).toBe(10_000);
    expect(vatOf(72_000)).toBe(6_545);
    expect(vatOf(0)).toBe(0);
  });
});

describe('payment reference', () => {
  it('is Z and the order number, and is found however a shopper types it', async () => {
    const { paymentReference, orderNumberInReference } = await import('./payment-state');
    expect(paymentReference(100123)).toBe('Z100123');
    for (const text of ['Z100123', 'z 100123', 'Z-100123 Bat Dorj', 'tulbur Z100123', 'З100123']) expect(orderNumberInReference(text)).toBe(100123);
    for (const text of ['100123', 'AZ100123', 'Z12345', 'Z1001234567', '']) expect(orderNumberInReference(text)).toBeNull();
  });
});
