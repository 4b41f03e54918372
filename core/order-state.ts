// The order's life: every state the spec names, the moves allowed between them, and what the shopper sees of it
// (seven progress steps, five shipping stages). docs/orders.md explains each state for shoppers and staff.
import { AppError } from './app-error';

export const ORDER_STATES = [
  'new',
  'not_paid',
  'underpaid',
  'paid',
  'overpaid',
  'balance_due',
  'approved',
  'purchase',
  'expected',
  'on_delivery',
  'complete',
  'cancelled',
  'returned',
  'expired',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Staff's fulfilment path once the money is in; a state may skip ahead along it (local stock needs no purchase). */
const FULFILMENT: OrderState[] = ['approved', 'purchase', 'expected', 'on_delivery', 'complete'];
const after = (s: OrderState) => FULFILMENT.slice(FULFILMENT.indexOf(s) + 1);

/** Money states: which one an order is in follows from what was paid against the total (the payments issue records it). */
const MONEY: OrderState[] = ['not_paid', 'underpaid', 'paid', 'overpaid', 'balance_due'];

/** from → the states it may move to. Anything not listed is refused. */
export const TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  new: ['not_paid', 'underpaid', 'paid', 'overpaid', 'cancelled', 'expired'],
  not_paid: ['underpaid', 'paid', 'overpaid', 'cancelled', 'expired'],
  underpaid: ['paid', 'overpaid', 'balance_due', 'cancelled'],
  paid: ['overpaid', 'approved', 'purchase', 'expected', 'on_delivery', 'balance_due', 'cancelled'],
  overpaid: ['paid', 'approved', 'purchase', 'expected', 'on_delivery', 'cancelled'],
  balance_due: ['paid', 'overpaid', 'approved', 'purchase', 'cancelled'],
  approved: [...after('approved'), 'balance_due', 'cancelled'],
  purchase: [...after('purchase'), 'balance_due', 'cancelled'],
  expected: [...after('expected'), 'returned'],
  on_delivery: ['complete', 'expected', 'returned'],
  complete: ['returned'],
  cancelled: [],
  returned: [],
  expired: [],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Throws CONFLICT "This order cannot move from {from} to {to}" for a move the table does not allow. */
export function assertTransition(from: OrderState, to: OrderState): void {
  if (!canTransition(from, to)) throw new AppError('CONFLICT', 'illegalTransition', { values: { from, to } });
}

export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

/** Closed orders ended without a delivery kept: the shopper sees them read-only (/order/{id}/old). */
export const CLOSED_STATES: readonly OrderState[] = ['cancelled', 'returned', 'expired'];
export const isClosed = (s: OrderState) => CLOSED_STATES.includes(s);

/** States in which no money has come in yet: the 48-hour rule applies to them. */
export const UNPAID_STATES: readonly OrderState[] = ['new', 'not_paid'];
export const UNPAID_CANCEL_HOURS = 48;

export function unpaidDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + UNPAID_CANCEL_HOURS * 3_600_000);
}

export function isUnpaidExpired(state: OrderState, expiresAt: Date, now: Date): boolean {
  return UNPAID_STATES.includes(state) && expiresAt.getTime() <= now.getTime();
}

export function isMoneyState(s: OrderState): boolean {
  return MONEY.includes(s);
}

export const PROGRESS_STEPS = ['created', 'paymentConfirmed', 'ordered', 'arrived', 'deliveryChoice', 'inDelivery', 'done'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/**
 * How many of the seven steps are done. An order counts as paid once the money is in (or staff approved a balance due);
 * "ordered" is the purchase from the supplier; "arrived" is `expected` (at the store's warehouse, waiting for the
 * shopper); the delivery choice is done when the shopper chose (or it is already on its way).
 */
export function progressDone(state: OrderState, deliveryChosen: boolean): number {
  switch (state) {
    case 'new':
    case 'not_paid':
    case 'underpaid':
    case 'cancelled':
    case 'expired':
      return 1;
    case 'paid':
    case 'overpaid':
    case 'balance_due':
    case 'approved':
      return 2;
    case 'purchase':
      return 3;
    case 'expected':
      return deliveryChosen ? 5 : 4;
    case 'on_delivery':
      return 6;
    case 'complete':
    case 'returned':
      return 7;
  }
}

export const SHIPPING_STAGES = ['verified', 'internationalOrder', 'interstate', 'border', 'innerDelivery'] as const;
export type ShippingStage = (typeof SHIPPING_STAGES)[number];

export function isShippingStage(value: string): value is ShippingStage {
  return (SHIPPING_STAGES as readonly string[]).includes(value);
}

/**
 * States that follow the money recorded against an order (core/payment-state.ts): payments move an order into them, staff
 * do not — they record the money (a bank transfer) instead, so the state and the money never disagree.
 */
export const MONEY_FOLLOWING_STATES: readonly OrderState[] = ['not_paid', 'underpaid', 'paid', 'overpaid'];

/** The moves a staff member may make from a state. */
export function staffMoves(from: OrderState): OrderState[] {
  return TRANSITIONS[from].filter((to) => !MONEY_FOLLOWING_STATES.includes(to));
}
