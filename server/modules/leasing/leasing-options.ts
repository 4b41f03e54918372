// What the leasing request page offers for one order of its shopper: what is left to pay, each of the six plans (offered
// by the store here? open to this shopper's rating? the least down payment on this amount) and the requests already
// made for the order.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { instalmentPlans, minDownPayment, type InstalmentPlanId } from '../../../core/instalments';
import type { OrderState } from '../../../core/order-state';
import { leftToPay } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { paymentAttempts } from '../../db/schema';
import { findShopperOrder } from '../orders/get-order';
import { isApplicationProvider } from '../payments/adapters/application';
import { PAYABLE } from '../payments/start-payment';
import { leasingView, type LeasingStatus } from './leasing-view';
import { LEASING_PLANS } from './schemas';
import type { Adapters } from './submit-leasing-request';

export type LeasingPlanOption = { id: InstalmentPlanId; offered: boolean; allowed: boolean; minDownPayment: number };
export type LeasingOptions = {
  order: { number: number; state: OrderState; total: number; paidAmount: number; left: number; payable: boolean };
  rating: number;
  plans: LeasingPlanOption[];
  requests: { id: string; plan: InstalmentPlanId; status: LeasingStatus; amount: number; createdAt: string }[];
  /** The application still waiting for a decision, if any (one at a time). */
  waitingApplication: string | null;
};

export async function leasingOptions(
  db: Db,
  adapters: Adapters,
  input: { storeId: string; number: number; customer: { phone: string | null; rating: number } | null; paymentMethods: string[] },
): Promise<LeasingOptions> {
  const order = await findShopperOrder(db, input.storeId, input.number, input.customer?.phone ?? null);
  const left = leftToPay(order.total, order.paidAmount);
  const rating = input.customer?.rating ?? 0;
  const attempts = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), inArray(paymentAttempts.provider, [...LEASING_PLANS])))
    .orderBy(desc(paymentAttempts.createdAt));
  const requests = attempts.map((a) => {
    const v = leasingView(a, order);
    return { id: v.id, plan: v.plan, status: v.status, amount: v.amount, createdAt: v.createdAt };
  });
  return {
    order: { number: order.number, state: order.state as OrderState, total: order.total, paidAmount: order.paidAmount, left, payable: PAYABLE.includes(order.state as OrderState) && left > 0 },
    rating,
    plans: LEASING_PLANS.map((id) => ({
      id,
      offered: Boolean(adapters[id]) && input.paymentMethods.includes(id),
      allowed: rating >= instalmentPlans[id].minRating,
      minDownPayment: left > 0 ? minDownPayment(id, left) : 0,
    })),
    requests,
    waitingApplication: requests.find((r) => r.status === 'pending' && isApplicationProvider(r.plan))?.id ?? null,
  };
}
