import { describe, expect, it } from 'vitest';
import { NO_SIGNALS, abandonmentReason, addSignals, funnelStepOfPage, isFlowPath } from './funnel';

describe('funnel steps of pages', () => {
  it('are view, checkout, placed and paid, each once a session', () => {
    expect(funnelStepOfPage('/p/apple-iphone', [])).toBe('view');
    expect(funnelStepOfPage('/p/apple-iphone', ['view'])).toBeNull();
    expect(funnelStepOfPage('/order/review', ['view', 'cart'])).toBe('checkout');
    expect(funnelStepOfPage('/order/:id', ['checkout'])).toBe('placed');
    expect(funnelStepOfPage('/order/:id', ['checkout', 'placed'])).toBeNull();
    expect(funnelStepOfPage('/order/:id/complete', ['checkout', 'placed'])).toBe('paid');
    expect(funnelStepOfPage('/', [])).toBeNull();
    expect(funnelStepOfPage('/order', [])).toBeNull();
  });

  it('count an order’s page as placed only after a checkout in the session', () => {
    expect(funnelStepOfPage('/order/:id', [])).toBeNull();
    expect(funnelStepOfPage('/order/:id/tracking', ['checkout'])).toBeNull();
  });
});

describe('why a cart was left', () => {
  const page = (path: string, signals: Partial<typeof NO_SIGNALS> = {}) => ({ path, signals: { ...NO_SIGNALS, ...signals } });

  it('is unknown without a checkout page', () => {
    expect(abandonmentReason(null)).toBe('unknown');
    expect(abandonmentReason(page('/order'))).toBe('unknown');
  });

  it('is a notice the page showed first, then the payment, then the delivery fees', () => {
    expect(abandonmentReason(page('/order/review', { outOfStock: true, priceChanged: true }))).toBe('out_of_stock');
    expect(abandonmentReason(page('/order/review', { priceChanged: true }))).toBe('price_changed');
    expect(abandonmentReason(page('/order/review'))).toBe('payment_choice');
    expect(abandonmentReason(page('/order', { paymentChoice: true, shippingCost: true }))).toBe('payment_choice');
    expect(abandonmentReason(page('/order', { shippingCost: true }))).toBe('shipping_cost');
  });

  it('adds up what a page showed over its visit', () => {
    const seen = addSignals({ ...NO_SIGNALS, shippingCost: true }, { ...NO_SIGNALS, paymentChoice: true });
    expect(seen).toEqual({ paymentChoice: true, outOfStock: false, priceChanged: false, shippingCost: true });
    expect(isFlowPath('/order')).toBe(true);
    expect(isFlowPath('/order/review')).toBe(true);
    expect(isFlowPath('/order/:id')).toBe(false);
  });
});
