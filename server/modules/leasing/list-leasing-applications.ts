// The console's queue of applications (PayOn, Easy Leasing, Khan Bank leasing): waiting ones first by default, newest
// first, 50 a page. Storepay and Pocket are decided by the lender's own app and are not in it.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { APPLICATION_PROVIDERS, orders, paymentAttempts } from '../../db/schema';
import { leasingView, type LeasingRequestView } from './leasing-view';
import { pageOf } from '../../../core/paging';

export const APPLICATION_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];
const PAGE_SIZE = 50;

const statusesOf: Record<ApplicationFilter, (typeof paymentAttempts.$inferSelect.status)[] | null> = {
  pending: ['pending'],
  approved: ['paid'],
  rejected: ['failed', 'cancelled', 'expired'],
  all: null,
};

export type ApplicationList = { applications: LeasingRequestView[]; total: number; page: number; pages: number };

export async function listLeasingApplications(db: Db, storeId: string, query: { status: ApplicationFilter; page: number }): Promise<ApplicationList> {
  const statuses = statusesOf[query.status];
  const where = and(eq(orders.storeId, storeId), inArray(paymentAttempts.provider, [...APPLICATION_PROVIDERS]), statuses ? inArray(paymentAttempts.status, statuses) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(paymentAttempts).innerJoin(orders, eq(orders.id, paymentAttempts.orderId)).where(where);
  const { page, pages, offset } = pageOf(total, query.page, PAGE_SIZE);
  const rows = await db
    .select({ attempt: paymentAttempts, order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(where)
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  return { applications: rows.map((r) => leasingView(r.attempt, r.order)), total, page, pages };
}
