// A leasing request as its pages show it — the shopper's /leasingRequest/{id} and the console — read from the payment
// attempt that carries it (provider = the plan; details: the schedule, the applicant's data, the file, the decision).
import type { InstalmentPlanId, InstalmentSchedule } from '../../../core/instalments';
import type { OrderState } from '../../../core/order-state';
import { leftToPay } from '../../../core/payment-state';
import type { orders, paymentAttempts } from '../../db/schema';
import { decisionOf, isApplicationProvider, type ApplicationDecision } from '../payments/adapters/application';
import type { Applicant } from './check-leasing-request';
import { LEASING_PLANS } from './schemas';

/** How the lender is reached: an application staff decide, a Storepay loan, or a Pocket invoice. */
export type LeasingKind = 'application' | 'storepay' | 'pocket';
export type LeasingStatus = 'pending' | 'approved' | 'rejected' | 'expired' | 'cancelled';

/** What the leasing request keeps in the attempt's details (jsonb) until it has its own table. */
export type LeasingDetails = {
  plan: InstalmentPlanId;
  /** What the plan covers: what was left to pay on the order when the shopper asked. */
  price?: number;
  months?: number | null;
  schedule?: InstalmentSchedule;
  applicant?: Applicant | null;
  file?: { key: string; mime: string; size: number } | null;
  decision?: ApplicationDecision;
  qr?: string;
  sandboxUrl?: string;
};

export type LeasingRequestView = {
  id: string;
  plan: InstalmentPlanId;
  kind: LeasingKind;
  status: LeasingStatus;
  /** What the lender pays the store: the price less the down payment. */
  amount: number;
  price: number;
  months: number | null;
  downPayment: number;
  schedule: InstalmentSchedule | null;
  applicant: Applicant | null;
  file: { mime: string; size: number } | null;
  decision: ApplicationDecision | null;
  /** Pocket's QR text, while the invoice waits. */
  qr: string | null;
  /** The sandbox's page standing in for the lender's app (development only). */
  sandboxUrl: string | null;
  createdAt: string;
  order: { number: number; state: OrderState; total: number; paidAmount: number; left: number; firstName: string; lastName: string; phone: string };
};

export const isLeasingPlan = (provider: string): provider is InstalmentPlanId => (LEASING_PLANS as readonly string[]).includes(provider);

export const kindOf = (plan: InstalmentPlanId): LeasingKind => (isApplicationProvider(plan) ? 'application' : plan === 'storepay' ? 'storepay' : 'pocket');

const statusOf = (attempt: typeof paymentAttempts.$inferSelect): LeasingStatus =>
  attempt.status === 'paid' ? 'approved' : attempt.status === 'failed' ? 'rejected' : attempt.status === 'expired' ? 'expired' : attempt.status === 'cancelled' ? 'cancelled' : 'pending';

export function leasingView(attempt: typeof paymentAttempts.$inferSelect, order: typeof orders.$inferSelect): LeasingRequestView {
  const d = attempt.details as LeasingDetails;
  const plan = attempt.provider as InstalmentPlanId;
  const status = statusOf(attempt);
  const schedule = d.schedule ?? null;
  return {
    id: attempt.id,
    plan,
    kind: kindOf(plan),
    status,
    amount: attempt.amount,
    price: d.price ?? attempt.amount,
    months: d.months ?? schedule?.months ?? null,
    downPayment: schedule?.downPayment ?? 0,
    schedule,
    applicant: d.applicant ?? null,
    file: d.file ? { mime: d.file.mime, size: d.file.size } : null,
    decision: decisionOf(attempt.details),
    qr: status === 'pending' ? (d.qr ?? null) : null,
    sandboxUrl: status === 'pending' ? (d.sandboxUrl ?? null) : null,
    createdAt: attempt.createdAt.toISOString(),
    order: {
      number: order.number,
      state: order.state as OrderState,
      total: order.total,
      paidAmount: order.paidAmount,
      left: leftToPay(order.total, order.paidAmount),
      firstName: order.firstName,
      lastName: order.lastName,
      phone: order.phone,
    },
  };
}
