// The lenders without a public API — PayOn, Easy Leasing, Khan Bank leasing (mongolia.md) — behind the same adapter: an
// attempt is an application the shopper sends from /leasingRequest, kept in the attempt itself (its id is the
// providerRef, its details hold the plan, term, down payment and the shopper's income data). Staff, or the lender
// through staff, decide it in the console; the decision is written into the attempt's details, and the check reads it:
// an approved application is one payment of the financed amount, `application:<attempt id>`, recorded once however
// often it is checked. The down payment, if any, stays on the order for the shopper to pay by QPay or bank transfer.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { APPLICATION_PROVIDERS, paymentAttempts } from '../../../db/schema';
import type { Checked, PaymentAdapter, StartInput } from '../adapter';

export type ApplicationProvider = (typeof APPLICATION_PROVIDERS)[number];

export const isApplicationProvider = (provider: string): provider is ApplicationProvider => (APPLICATION_PROVIDERS as readonly string[]).includes(provider);

/** The one payment an approved application makes: its id among the provider's payments. */
export const applicationPaymentId = (attemptId: string) => `application:${attemptId}`;

/** What staff decided, as kept in the attempt's details. */
export type ApplicationDecision = { status: 'approved' | 'rejected'; reason: string | null; at: string };

/** The decision in an attempt's details, if there is one. */
export function decisionOf(details: Record<string, unknown>): ApplicationDecision | null {
  const d = details.decision as Partial<ApplicationDecision> | undefined;
  return d && (d.status === 'approved' || d.status === 'rejected') ? { status: d.status, reason: d.reason ?? null, at: String(d.at ?? '') } : null;
}

/** An application starts from the leasing request, which made the attempt and names it. */
export type ApplicationStartInput = StartInput & { attemptId?: string };

export function createApplicationAdapter(db: Db, provider: ApplicationProvider): PaymentAdapter {
  return {
    provider,

    async start(input: ApplicationStartInput) {
      if (!input.attemptId) throw new Error(`${provider} takes applications from the leasing request (/leasingRequest)`);
      return { providerRef: input.attemptId, details: { received: true }, raw: { application: 'received', provider } };
    },

    async check(attempt): Promise<Checked> {
      const [row] = await db.select({ details: paymentAttempts.details, amount: paymentAttempts.amount }).from(paymentAttempts).where(eq(paymentAttempts.id, attempt.providerRef));
      const decision = row ? decisionOf(row.details) : null;
      if (decision?.status === 'approved') return { status: 'paid', paid: [{ id: applicationPaymentId(attempt.providerRef), amount: row!.amount, raw: { decision } }], raw: { decision } };
      if (decision?.status === 'rejected') return { status: 'failed', paid: [], raw: { decision } };
      return { status: 'pending', paid: [], raw: { decision: null } };
    },

    // Withdrawing an application is a staff decision (reject), not a call.
    async cancel() {},
  };
}
