// Storepay behind the payment adapter: an attempt is a Storepay loan of what is left to pay, which the shopper approves in
// the Storepay app. Before asking, the shopper's limit (possibleAmount) must cover it — else the spec's "invoice cannot
// be created (check the phone number and try again)". What was paid is the loan, once Storepay's check says it is
// confirmed: one payment per loan, by its id, never a callback's word.
import { instalmentSchedule } from '../../../../core/instalments';
import type { StorepayClient } from '../../../providers/storepay/client';
import type { Checked, PaymentAdapter } from '../adapter';

/** Storepay's mobileNumber: the 8 digits of a +976 number (other numbers as given, which Storepay will refuse). */
export function storepayMobile(phone: string): string {
  return /^\+976(\d{8})$/.exec(phone)?.[1] ?? phone.replace(/^\+/, '');
}

/** The shopper's limit is below the loan: no loan is asked for. */
export class StorepayLimitError extends Error {
  constructor(readonly limit: number, readonly amount: number) {
    super(`Storepay limit ${limit} is below ${amount}`);
    this.name = 'StorepayLimitError';
  }
}

export function createStorepayAdapter(client: StorepayClient, options: { sandboxPage?: ((loanId: string) => string) | null } = {}): PaymentAdapter {
  return {
    provider: 'storepay',

    async start(input) {
      const mobileNumber = storepayMobile(input.phone);
      const limit = await client.possibleAmount(mobileNumber);
      if (limit.amount < input.amount) throw new StorepayLimitError(limit.amount, input.amount);
      const loan = await client.createLoan({ mobileNumber, description: input.description, amount: input.amount, callbackUrl: input.callbackUrl });
      return {
        providerRef: loan.loanId,
        details: {
          plan: 'storepay',
          loanId: loan.loanId,
          schedule: instalmentSchedule('storepay', input.amount),
          ...(options.sandboxPage ? { sandboxUrl: options.sandboxPage(loan.loanId) } : {}),
        },
        raw: { possibleAmount: limit.raw, loan: loan.raw },
      };
    },

    async check(attempt): Promise<Checked> {
      const { confirmed, raw } = await client.checkLoan(attempt.providerRef);
      if (!confirmed) return { status: 'pending', paid: [], raw };
      return { status: 'paid', paid: [{ id: attempt.providerRef, amount: attempt.amount, raw }], raw };
    },

    // Storepay's API has no call to withdraw a loan request: an unapproved one simply stays unapproved.
    async cancel() {},
  };
}
