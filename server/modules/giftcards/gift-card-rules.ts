// The rules of using a gift card, pure (no database): what the spec's six messages mean here, and how much of a card
// one order may take. check-gift-card.ts asks them before a shopper pays; redeem-gift-card.ts asks them again with the
// card row locked, so what was checked is what is spent.
//
// The spec's gift card checks (§5), in the order they are asked:
//   not found       no card of this store has the code (typed loosely: any case, spaces, dashes — gift-card-code.ts)
//   inactive        staff deactivated the card (lost, sold by mistake, …); it never works again
//   unavailable     the card cannot be used here now: past its expiry date, or not in tugrik (MNT)
//   already in use  nothing is left on it: its balance is 0 (every tugrik was used)
//   maximum value   an amount was asked for, and the card would pay more than it may on one order (`maxUse`): the message
//                   offers that most. Without an amount the card simply pays up to `maxUse`; an amount above what the
//                   order still owes or the card holds is first cut to that, as it would be anyway.
//   minimum value   what the card would pay is less than the least it may pay on one order (`minUse`) — because less was
//                   asked for, or because the order has less left to pay, or the card has less left
// The amount the card pays is the least of: the amount asked for (else all that is left to pay on the order), what is
// left to pay, the balance, and `maxUse`. A gift card never pays more than an order is owed, so it never overpays.
import { AppError } from '../../../core/app-error';
import { ULAANBAATAR_OFFSET_MS } from '../../../core/dates';
import { formatMnt } from '../../../core/money';
import type { OrderState } from '../../../core/order-state';
import { leftToPay } from '../../../core/payment-state';

/** The states in which an order still waits on money from the shopper: a gift card may pay then, and only then. */
export const GIFT_CARD_ORDER_STATES: readonly OrderState[] = ['new', 'not_paid', 'underpaid'];

/** Whether a gift card may pay (part of) this order now. The order page shows the gift card form only then. */
export const canPayWithGiftCard = (order: { state: string; total: number; paidAmount: number }) =>
  GIFT_CARD_ORDER_STATES.includes(order.state as OrderState) && leftToPay(order.total, order.paidAmount) > 0;

export type GiftCardFacts = {
  active: boolean;
  balance: number;
  currency: string;
  expiresAt: Date | null;
  minUse: number | null;
  maxUse: number | null;
};

/** What a card's page and the console show as its state. */
export type GiftCardStatus = 'active' | 'used' | 'inactive' | 'expired';

export function giftCardStatus(card: GiftCardFacts, now: Date): GiftCardStatus {
  if (!card.active) return 'inactive';
  if (isUnavailable(card, now)) return 'expired';
  return card.balance <= 0 ? 'used' : 'active';
}

const isUnavailable = (card: GiftCardFacts, now: Date) => card.currency !== 'MNT' || (card.expiresAt !== null && now.getTime() >= card.expiresAt.getTime());

/** What is wanted of the card: an amount (the shopper's), and what the order still has to pay (null: no order yet). */
export type Wanted = { amount?: number | null; leftToPay?: number | null };

/** How much the card pays now, or the spec's message why it cannot (AppError: NOT_FOUND, CONFLICT or VALIDATION). */
export function usableAmount(card: GiftCardFacts | null | undefined, wanted: Wanted, now: Date): number {
  if (!card) throw new AppError('NOT_FOUND', 'giftCardNotFound');
  if (!card.active) throw new AppError('CONFLICT', 'giftCardInactive');
  if (isUnavailable(card, now)) throw new AppError('CONFLICT', 'giftCardUnavailable');
  if (card.balance <= 0) throw new AppError('CONFLICT', 'giftCardUsed');
  const asked = wanted.amount ?? null;
  const possible = Math.min(asked ?? Infinity, wanted.leftToPay ?? Infinity, card.balance);
  if (asked !== null && card.maxUse !== null && possible > card.maxUse) {
    throw new AppError('VALIDATION', 'giftCardMaximum', { values: { amount: formatMnt(card.maxUse), max: card.maxUse } });
  }
  const take = Math.min(possible, card.maxUse ?? Infinity);
  if (take <= 0 || (card.minUse !== null && take < card.minUse)) {
    throw new AppError('VALIDATION', 'giftCardMinimum', { values: { amount: formatMnt(Math.max(card.minUse ?? 1, 1)), min: card.minUse ?? 1 } });
  }
  return take;
}


/** The moment a card stops working when its last day is `day` (YYYY-MM-DD, Ulaanbaatar): the next midnight there. */
export function expiryAfterDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1) - ULAANBAATAR_OFFSET_MS);
}

/** The last day (YYYY-MM-DD, Ulaanbaatar) a card that stops working at `expiresAt` can be used. */
export function lastDayBefore(expiresAt: Date): string {
  return new Date(expiresAt.getTime() - 1 + ULAANBAATAR_OFFSET_MS).toISOString().slice(0, 10);
}
