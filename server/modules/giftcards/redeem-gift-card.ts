// Paying an order with a gift card: one transaction that locks the order and then the card, checks the card again under
// the lock (gift-card-rules.ts), takes what it may pay, writes the ledger row, lowers the balance and records the money
// against the order (payments/record-payment.ts, provider `gift_card`, the ledger row's id as the payment's id) — so
// the card and the order change together or not at all, and parallel uses of one card never spend more than it holds.
//
// Lock order: order first, then card. Two cards used at once on one order take turns (neither pays what the other
// already paid), and whatever else locks both (giving a card back when an order is cancelled) must lock them in this
// order too, so the two never wait on each other.
import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { OrderState } from '../../../core/order-state';
import { leftToPay } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { giftCardLedger, giftCards, orders, payments } from '../../db/schema';
import { findShopperOrder } from '../orders/get-order';
import { recordPaymentIn } from '../payments/record-payment';
import { findByCode } from './check-gift-card';
import { maskGiftCardCode } from './gift-card-code';
import { canPayWithGiftCard, usableAmount } from './gift-card-rules';
import { ledgerNote } from './ledger-note';

export type RedeemGiftCardInput = {
  storeId: string;
  orderId: string;
  /** As typed by the shopper. */
  code: string;
  /** How much of the card to use; else as much as it may pay. */
  amount?: number | null;
  /** The same key again (a retried request, a second click) answers the first use instead of spending twice. */
  idempotencyKey?: string | null;
  now?: Date;
};

export type RedeemedGiftCard = {
  /** What the card paid. */
  amount: number;
  /** What is left on the card. */
  balance: number;
  /** The card's code with all but its last group hidden. */
  code: string;
  state: OrderState;
  paidAmount: number;
  leftToPay: number;
  /** True when this answered an earlier use with the same idempotency key. */
  replayed: boolean;
};

export async function redeemGiftCard(db: Db, input: RedeemGiftCardInput): Promise<RedeemedGiftCard> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, number: orders.number, state: orders.state, total: orders.total, paidAmount: orders.paidAmount })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.storeId, input.storeId)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
    const card = await findByCode(tx, input.storeId, input.code, { lock: true });

    if (card && input.idempotencyKey) {
      const [earlier] = await tx
        .select({ amount: payments.amount })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.provider, 'gift_card'),
            sql`${payments.raw}->>'giftCardId' = ${card.id}`,
            sql`${payments.raw}->>'idempotencyKey' = ${input.idempotencyKey}`,
          ),
        );
      if (earlier) {
        return {
          amount: earlier.amount,
          balance: card.balance,
          code: maskGiftCardCode(card.code),
          state: order.state as OrderState,
          paidAmount: order.paidAmount,
          leftToPay: leftToPay(order.total, order.paidAmount),
          replayed: true,
        };
      }
    }

    if (!canPayWithGiftCard(order)) throw new AppError('CONFLICT', 'giftCardOrderNotOpen');
    const take = usableAmount(card, { amount: input.amount, leftToPay: leftToPay(order.total, order.paidAmount) }, now);
    // The row is locked, so this always finds the balance it checked; the condition keeps it from going below zero even so.
    const [spent] = await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${take}` })
      .where(and(eq(giftCards.id, card!.id), gte(giftCards.balance, take)))
      .returning({ balance: giftCards.balance });
    if (!spent) throw new Error(`gift card ${card!.id}: balance changed under its lock`);
    const [entry] = await tx
      .insert(giftCardLedger)
      .values({ giftCardId: card!.id, orderId: order.id, amount: -take, balanceAfter: spent.balance, note: ledgerNote.order(order.number) })
      .returning({ id: giftCardLedger.id });
    const payment = await recordPaymentIn(tx, {
      orderId: order.id,
      provider: 'gift_card',
      providerPaymentId: entry.id,
      amount: take,
      raw: { giftCardId: card!.id, ledgerId: entry.id, code: maskGiftCardCode(card!.code), idempotencyKey: input.idempotencyKey ?? null },
    });
    return {
      amount: take,
      balance: spent.balance,
      code: maskGiftCardCode(card!.code),
      state: payment.state,
      paidAmount: payment.paidAmount,
      leftToPay: leftToPay(order.total, payment.paidAmount),
      replayed: false,
    };
  });
}

/**
 * The shopper pays their order with a gift card: the order by its number, for the phone it belongs to only (spec §6:
 * 404 "Order Not Found", 403 "You are not permitted to view this order"), then redeemGiftCard.
 */
export async function payWithGiftCard(
  db: Db,
  input: Omit<RedeemGiftCardInput, 'orderId'> & { number: number; phone: string | null },
): Promise<RedeemedGiftCard> {
  const order = await findShopperOrder(db, input.storeId, input.number, input.phone);
  return redeemGiftCard(db, { storeId: input.storeId, orderId: order.id, code: input.code, amount: input.amount, idempotencyKey: input.idempotencyKey, now: input.now });
}
