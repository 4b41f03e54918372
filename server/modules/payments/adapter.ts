// One interface for every way money comes in. A provider adapter starts an attempt (a QPay invoice, a lender's loan or
// application) and, asked later, says what was paid against it — never trusted from a callback alone.
import type { PaymentProvider } from '../../db/schema';

export type StartInput = {
  orderNumber: number;
  amount: number;
  /** Ours, unique per attempt (QPay's sender_invoice_no). */
  senderRef: string;
  /** Where the provider calls back: carries the attempt id and an unguessable token. */
  callbackUrl: string;
  /** The shopper's phone (+976…), for providers that bill a phone (Storepay) or show it. */
  phone: string;
  description: string;
};

export type Started = {
  /** The provider's id of the attempt (invoice id, loan id). */
  providerRef: string;
  /** What the shopper's page shows (QR text, bank-app links, schedule…). JSON only. */
  details: Record<string, unknown>;
  /** The provider's answer, kept for audit. */
  raw: unknown;
};

export type Checked = {
  status: 'pending' | 'paid' | 'failed' | 'expired';
  /** Each payment the provider confirms as paid, with its own id (recorded once, however often it is seen). */
  paid: { id: string; amount: number; raw: unknown }[];
  raw: unknown;
};

export interface PaymentAdapter {
  readonly provider: PaymentProvider;
  start(input: StartInput): Promise<Started>;
  check(attempt: { providerRef: string; senderRef: string; amount: number }): Promise<Checked>;
  cancel(attempt: { providerRef: string }): Promise<void>;
}

/** The providers this deployment can take money through, by name (the app's, or a test's). */
export type PaymentAdapters = Partial<Record<PaymentProvider, PaymentAdapter>>;
