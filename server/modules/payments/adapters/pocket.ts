// Pocket behind the payment adapter, for Pocket zero (6 payments in 90 days) and Pocket leasing (4-12 months, Boss 1
// and up — checked by the leasing module before it starts one): an attempt is a Pocket invoice the shopper scans in the
// Pocket app. What was paid is the invoice, once Pocket's check says "paid": one payment per invoice, by its id. Pocket's
// webhook only names the invoice, so it is a reason to check, never proof.
import { instalmentSchedule } from '../../../../core/instalments';
import type { PocketClient } from '../../../providers/pocket/client';
import type { Checked, PaymentAdapter, StartInput } from '../adapter';

export type PocketProvider = 'pocket_zero' | 'pocket_leasing';
/** Pocket leasing's term comes with the start (the leasing request form); Pocket zero has none. */
export type PocketStartInput = StartInput & { months?: number };

const ENDED: Record<string, Checked['status']> = { cancelled: 'failed', canceled: 'failed', declined: 'failed', rejected: 'failed', failed: 'failed', expired: 'expired' };

export function createPocketAdapter(client: PocketClient, provider: PocketProvider, options: { sandboxPage?: ((invoiceId: string) => string) | null } = {}): PaymentAdapter {
  return {
    provider,

    async start(input: PocketStartInput) {
      if (provider === 'pocket_leasing' && !input.months) throw new Error('Pocket leasing needs a term: it starts from the leasing request');
      const info = provider === 'pocket_leasing' ? `${input.description} · Pocket leasing ${input.months} months` : `${input.description} · Pocket zero`;
      const invoice = await client.createInvoice({ amount: input.amount, info });
      return {
        providerRef: invoice.invoiceId,
        details: {
          plan: provider,
          invoiceId: invoice.invoiceId,
          qr: invoice.qr,
          // Pocket leasing's schedule (term, rate) is the leasing module's; Pocket zero's follows from the amount alone.
          ...(provider === 'pocket_zero' ? { schedule: instalmentSchedule('pocket_zero', input.amount) } : {}),
          ...(options.sandboxPage ? { sandboxUrl: options.sandboxPage(invoice.invoiceId) } : {}),
        },
        raw: invoice.raw,
      };
    },

    async check(attempt): Promise<Checked> {
      const { state, raw } = await client.checkInvoice(attempt.providerRef);
      if (state === 'paid') return { status: 'paid', paid: [{ id: attempt.providerRef, amount: attempt.amount, raw }], raw };
      return { status: ENDED[state] ?? 'pending', paid: [], raw };
    },

    // The known API has no cancel call: an unpaid invoice is left to lapse.
    async cancel() {},
  };
}
