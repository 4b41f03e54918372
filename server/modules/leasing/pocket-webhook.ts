// Pocket's webhook names an invoice and nothing more (it is not signed): it is only a reason to ask Pocket about the
// attempt with that invoice, which records what Pocket says was paid — once. An attempt already settled is not asked
// about again, so replaying an old webhook costs one lookup.
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { paymentAttempts } from '../../db/schema';
import { verifyAttempt } from '../payments/verify-attempt';
import type { Adapters } from './submit-leasing-request';

export async function handlePocketWebhook(db: Db, adapters: Adapters, invoiceId: string): Promise<void> {
  const attempts = await db
    .select({ id: paymentAttempts.id, provider: paymentAttempts.provider, status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.providerRef, invoiceId), inArray(paymentAttempts.provider, ['pocket_zero', 'pocket_leasing'])));
  if (attempts.length === 0) throw new AppError('NOT_FOUND', 'dataNotFound');
  for (const a of attempts) {
    const adapter = adapters[a.provider];
    if (adapter && a.status === 'pending') await verifyAttempt(db, adapter, a.id);
  }
}
