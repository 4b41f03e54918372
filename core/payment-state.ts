// What the money says about an order: the order's money state follows from what was recorded against its total. Used by
// the payments module (to move the order when money arrives) and by the pages (what is left to pay).
import type { OrderState } from './order-state';

/** The money state an order is in with `paid` recorded against `total` (integer MNT). */
export function moneyState(total: number, paid: number): 'not_paid' | 'underpaid' | 'paid' | 'overpaid' {
  if (paid <= 0) return 'not_paid';
  if (paid < total) return 'underpaid';
  return paid === total ? 'paid' : 'overpaid';
}

/** What is still to pay (never negative). */
export const leftToPay = (total: number, paid: number) => Math.max(0, total - paid);

/**
 * The state an order should move to when its paid amount changes, or null to stay. Only orders still waiting on money
 * move by themselves (new, not paid, underpaid, paid, overpaid, balance due); an order staff already took further keeps
 * its state (the console shows its balance), and a closed one keeps its state too: money that arrives then is recorded
 * and given back by staff, never lost.
 */
export function stateAfterPayment(state: OrderState, total: number, paid: number): OrderState | null {
  const waiting: OrderState[] = ['new', 'not_paid', 'underpaid', 'paid', 'overpaid'];
  if (state === 'balance_due') return paid >= total ? moneyState(total, paid) : null;
  if (!waiting.includes(state)) return null;
  const next = moneyState(total, paid);
  if (next === 'not_paid' && state === 'new') return null;
  return next === state ? null : next;
}

/** The VAT inside a VAT-inclusive total (10 %): T/110×10, rounded to the tugrik. */
export const vatOf = (total: number) => Math.round((total * 10) / 110);

/** The reference a shopper writes in a bank transfer for an order: "Z" and the order number. */
export const paymentReference = (orderNumber: number) => `Z${orderNumber}`;

/** The order number a transfer's description names ("z 100123", "Z-100123 Bat"), or null. */
export function orderNumberInReference(description: string): number | null {
  const m = /(?:^|[^A-Za-z0-9])[ZzЗз]\s*-?\s*(\d{6,9})(?!\d)/.exec(description);
  return m ? Number(m[1]) : null;
}
