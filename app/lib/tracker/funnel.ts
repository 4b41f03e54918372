// The purchase funnel as the tracker sees it (spec §3: core/visitor-record.ts FUNNEL_STEPS), and the reason it gives for a
// cart that was left. Plain rules on kept paths (trackedPath) and on what a checkout page showed; the DOM is read elsewhere.
import type { AbandonReason, FunnelStep } from '../../../core/visitor-record';

/** The steps a page view makes, each at most once a session: `cart` comes from the add-to-cart event instead. */
export function funnelStepOfPage(path: string, done: readonly FunnelStep[]): FunnelStep | null {
  const step: FunnelStep | null = path.startsWith('/p/')
    ? 'view'
    : path === '/order/review'
      ? 'checkout'
      : // The order's page right after checkout: placing an order lands there (a later look at an old order does not
        // count, since it needs a checkout in the same session first).
        path === '/order/:id' && done.includes('checkout')
        ? 'placed'
        : path === '/order/:id/complete'
          ? 'paid'
          : null;
  return step && !done.includes(step) ? step : null;
}

/** The checkout pages, whose notices say why a cart may have been left: the cart (/order) and the review. */
export const isFlowPath = (path: string) => path === '/order' || path === '/order/review';

/** What a checkout page showed the shopper (at any moment of the visit). */
export type FlowSignals = { paymentChoice: boolean; outOfStock: boolean; priceChanged: boolean; shippingCost: boolean };
export type FlowPage = { path: string; signals: FlowSignals };

export const NO_SIGNALS: FlowSignals = { paymentChoice: false, outOfStock: false, priceChanged: false, shippingCost: false };

export function addSignals(a: FlowSignals, b: FlowSignals): FlowSignals {
  return { paymentChoice: a.paymentChoice || b.paymentChoice, outOfStock: a.outOfStock || b.outOfStock, priceChanged: a.priceChanged || b.priceChanged, shippingCost: a.shippingCost || b.shippingCost };
}

/**
 * Why a cart was left, from the last checkout page of the session: a notice the shopper was shown is the clearest hint
 * (an item gone or fewer left, then a changed price); then the review page or the payment options in view (the price to
 * pay and how); then the delivery choices with their fees in view; otherwise unknown (never reached checkout, or it
 * showed none of these).
 */
export function abandonmentReason(last: FlowPage | null): AbandonReason {
  if (!last) return 'unknown';
  const s = last.signals;
  if (s.outOfStock) return 'out_of_stock';
  if (s.priceChanged) return 'price_changed';
  if (last.path === '/order/review' || s.paymentChoice) return 'payment_choice';
  if (s.shippingCost) return 'shipping_cost';
  return 'unknown';
}
