// One leasing request: for its shopper (/leasingRequest/{id}: only the phone the order belongs to, spec §6), asking
// Storepay or Pocket again while it waits (at most every few seconds per request, however many tabs poll); and for
// staff of its store (the console), with the social-insurance file.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { assertCanViewOrder } from '../../../core/permissions';
import type { Db } from '../../db/client';
import { orders, paymentAttempts } from '../../db/schema';
import { verifyAttempt } from '../payments/verify-attempt';
import { isLeasingPlan, leasingView, type LeasingDetails, type LeasingRequestView } from './leasing-view';
import type { Adapters } from './submit-leasing-request';
import { FileNotFoundError, type FileStorage } from '../../storage/file-storage';
import { isUuid } from '../../../core/uuid';

const CHECK_EVERY_MS = 3_000;
const lastCheck = new Map<string, number>();

async function find(db: Db, storeId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'dataNotFound');
  const [row] = await db
    .select({ attempt: paymentAttempts, order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.id, id), eq(orders.storeId, storeId)));
  if (!row || !isLeasingPlan(row.attempt.provider)) throw new AppError('NOT_FOUND', 'dataNotFound');
  return row;
}

export async function getLeasingRequestForShopper(db: Db, adapters: Adapters, input: { storeId: string; id: string; phone: string | null }): Promise<LeasingRequestView> {
  let row = await find(db, input.storeId, input.id);
  assertCanViewOrder({ phone: input.phone }, row.order);
  const { attempt } = row;
  const adapter = adapters[attempt.provider];
  if (attempt.status === 'pending' && attempt.providerRef && adapter && Date.now() - (lastCheck.get(attempt.id) ?? 0) >= CHECK_EVERY_MS) {
    lastCheck.set(attempt.id, Date.now());
    if (lastCheck.size > 10_000) lastCheck.clear();
    // The lender being away is no reason to fail the page: it shows what is known and asks again later.
    const asked = await verifyAttempt(db, adapter, attempt.id).then(
      () => true,
      () => false,
    );
    if (asked) row = await find(db, input.storeId, input.id);
  }
  return leasingView(row.attempt, row.order);
}

export async function getLeasingRequestForStaff(db: Db, input: { storeId: string; id: string }): Promise<LeasingRequestView> {
  const row = await find(db, input.storeId, input.id);
  return leasingView(row.attempt, row.order);
}

/** The application's social-insurance file, for staff of its store. */
export async function readLeasingFile(db: Db, storage: FileStorage, input: { storeId: string; id: string }): Promise<{ bytes: Buffer; mime: string; name: string }> {
  const { attempt, order } = await find(db, input.storeId, input.id);
  const file = (attempt.details as LeasingDetails).file;
  if (!file) throw new AppError('NOT_FOUND', 'dataNotFound');
  // A file gone is a 404; storage that cannot answer (a bucket away) is an error of ours, logged with its cause.
  const { bytes } = await storage.read(file.key).catch((err: unknown) => {
    throw err instanceof FileNotFoundError ? new AppError('NOT_FOUND', 'dataNotFound') : err;
  });
  return { bytes, mime: file.mime, name: `social-insurance-${order.number}.${file.key.split('.').pop()}` };
}
