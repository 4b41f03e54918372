// The shopper asks a lender to pay for an order (/leasingRequest): only the shopper of the order (spec §6), only while
// the order waits on money (new, not paid, underpaid), only for a plan the store offers and the shopper may use. Storepay
// and Pocket zero start like any payment (a loan, an invoice); Pocket leasing starts a Pocket invoice for the chosen
// term; PayOn, Easy Leasing and Khan Bank leasing become an application with the shopper's income data and file, which
// staff decide in the console. What the lender finances is what is left to pay less the down payment; the request and
// its schedule are kept in the payment attempt. The same form sent twice (its key) is one request.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { OrderState } from '../../../core/order-state';
import { leftToPay } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { APPLICATION_PROVIDERS, paymentAttempts } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { zodFieldIssues } from '../../http/error-handler';
import { findShopperOrder } from '../orders/get-order';
import { transitionOrder } from '../orders/transition-order';
import type { PaymentAdapters } from '../payments/adapter';
import { PAYABLE, startPayment } from '../payments/start-payment';
import { checkLeasingRequest, takesApplication } from './check-leasing-request';
import { sniffFileKind } from './file-kind';
import type { LeasingDetails } from './leasing-view';
import { leasingRequestFields } from './schemas';
import type { FileStorage } from '../../storage/file-storage';

export type Adapters = PaymentAdapters;

/** The unique index that keeps one application waiting per order (server/db/schema.ts). */
const ONE_APPLICATION_INDEX = 'payment_attempts_one_application_uq';

export type SubmitLeasingInput = {
  storeId: string;
  number: number;
  /** The logged-in shopper (their phone must be the order's; their rating gates Pocket leasing). */
  customer: { phone: string | null; rating: number } | null;
  /** The store's payment methods (settings): a plan it does not offer is refused. */
  paymentMethods: string[];
  /** The store's public origin, for the lenders' callbacks. */
  origin: string;
  /** The form's fields as sent (text). */
  fields: Record<string, unknown>;
  /** The social-insurance file's bytes, if one was chosen. */
  file: Uint8Array | null;
};

export async function submitLeasingRequest(db: Db, adapters: Adapters, storage: FileStorage, input: SubmitLeasingInput): Promise<{ id: string }> {
  const order = await findShopperOrder(db, input.storeId, input.number, input.customer?.phone ?? null);
  if (!PAYABLE.includes(order.state as OrderState)) throw new AppError('CONFLICT', 'leasingNotPayable');
  const { fields, earlier } = readFields(input.fields);
  const adapter = adapters[fields.plan];
  if (!adapter || !input.paymentMethods.includes(fields.plan)) throw new AppError('CONFLICT', 'leasingPlanUnavailable');
  const price = leftToPay(order.total, order.paidAmount);
  const checked = checkLeasingRequest(fields, input.file, { price, rating: input.customer?.rating ?? 0 }, earlier);

  // Storepay and Pocket zero need nothing but the amount: the payments module starts them like any payment.
  if (fields.plan === 'storepay' || fields.plan === 'pocket_zero') {
    const attempt = await startPayment(db, adapter, { storeId: input.storeId, number: input.number, customerPhone: input.customer?.phone ?? null, origin: input.origin });
    return { id: attempt.id };
  }

  const key = fields.key ?? randomBytes(8).toString('hex');
  const senderRef = `L${order.number}-${key}`;
  const [again] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.senderRef, senderRef));
  if (again) return sameOrder(again, order.id);
  if (takesApplication(fields.plan)) {
    // One application at a time: the lender decides it before the shopper asks another. (Asked here for the common case;
    // the database's index settles submissions that race.)
    const [waiting] = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'pending'), inArray(paymentAttempts.provider, [...APPLICATION_PROVIDERS])))
      .limit(1);
    if (waiting) throw new AppError('CONFLICT', 'leasingPending');
  }

  let fileKey: string | null = null;
  if (checked.applicant && input.file) fileKey = await storage.save('leasing', input.file, sniffFileKind(input.file)!.ext);
  const details: LeasingDetails = {
    plan: fields.plan,
    price,
    months: checked.months,
    schedule: checked.schedule,
    applicant: checked.applicant,
    file: fileKey && input.file ? { key: fileKey, mime: sniffFileKind(input.file)!.mime, size: input.file.byteLength } : null,
  };
  const callbackToken = randomBytes(24).toString('base64url');
  const [attempt] = await db
    .insert(paymentAttempts)
    // An application has no provider to ask (staff decide it): off the reconciliation schedule.
    .values({ orderId: order.id, provider: fields.plan, amount: checked.schedule.financed, senderRef, callbackToken, details, ...(takesApplication(fields.plan) ? { nextCheckAt: null } : {}) })
    .onConflictDoNothing({ target: paymentAttempts.senderRef })
    .returning()
    .catch(async (err: unknown) => {
      if (!isUniqueViolation(err, ONE_APPLICATION_INDEX)) throw err;
      // Another application for this order was opened a moment ago: this one is refused like the check above.
      if (fileKey) await storage.remove(fileKey);
      throw new AppError('CONFLICT', 'leasingPending');
    });
  if (!attempt) {
    // The same form, sent twice at once: the other request made it.
    if (fileKey) await storage.remove(fileKey);
    const [twin] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.senderRef, senderRef));
    return sameOrder(twin, order.id);
  }

  try {
    const started = await adapter.start({
      orderNumber: order.number,
      amount: attempt.amount,
      senderRef,
      callbackUrl: `${input.origin}/api/v1/payments/callback/${attempt.id}/${callbackToken}`,
      phone: order.phone,
      description: `Zuuch order ${order.number}`,
      // Read by the adapters that need them: the application's own id, Pocket leasing's term.
      ...{ attemptId: attempt.id, months: checked.months ?? undefined },
    });
    await db
      .update(paymentAttempts)
      .set({
        providerRef: started.providerRef,
        details: sql`${paymentAttempts.details} || ${JSON.stringify(started.details)}::jsonb`,
        raw: sql`${paymentAttempts.raw} || ${JSON.stringify([started.raw])}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentAttempts.id, attempt.id));
  } catch (err) {
    await db
      .update(paymentAttempts)
      .set({ status: 'failed', raw: sql`${paymentAttempts.raw} || ${JSON.stringify([{ error: String((err as Error).message) }])}::jsonb`, updatedAt: sql`now()` })
      .where(eq(paymentAttempts.id, attempt.id));
    throw new AppError('UNAVAILABLE', 'invoiceFailed', { cause: err });
  }
  if (order.state === 'new') {
    await transitionOrder(db, { storeId: order.storeId, orderId: order.id, to: 'not_paid', actor: { kind: 'system', name: `payment:${fields.plan}` }, reason: null }).catch(() => {
      // A payment recorded meanwhile already moved it on.
    });
  }
  return { id: attempt.id };
}

/** The fields as sent; a field that cannot be read (a number that is not one) is left out and reported with the plan's own checks. */
function readFields(raw: Record<string, unknown>) {
  const first = leasingRequestFields.safeParse(raw, { reportInput: true });
  if (first.success) return { fields: first.data, earlier: [] };
  const earlier = zodFieldIssues(first.error);
  const bad = new Set(earlier.map((i) => i.path));
  if (bad.has('plan') || bad.has('key') || bad.has('(body)')) throw new AppError('VALIDATION', 'invalidRequest', { fields: earlier });
  const rest = leasingRequestFields.safeParse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))));
  if (!rest.success) throw new AppError('VALIDATION', 'invalidRequest', { fields: earlier });
  return { fields: rest.data, earlier };
}

function sameOrder(attempt: typeof paymentAttempts.$inferSelect, orderId: string) {
  if (attempt.orderId !== orderId) throw new AppError('CONFLICT', 'conflict');
  return { id: attempt.id };
}
