// QPay behind the payment adapter: an attempt is a QPay invoice; what was paid is what QPay's /payment/check lists as
// PAID (each payment once, by its payment_id), never a callback's word. The attempt is paid when those payments cover its
// amount; otherwise it is pending, unless the invoice itself says it expired or failed (or was cancelled).
import type { QPayClient } from '../../../providers/qpay/client';
import type { Checked, PaymentAdapter } from '../adapter';

const FAILED_INVOICE = new Set(['FAILED', 'CANCELLED', 'CANCELED']);

/** QPay's receiver code for a shopper: the 8-digit Mongolian number for +976…, else the phone as given. */
export function qpayReceiverCode(phone: string): string {
  const local = /^\+976(\d{8})$/.exec(phone);
  return local ? local[1] : phone;
}

export function createQPayAdapter(client: QPayClient): PaymentAdapter {
  return {
    provider: 'qpay',

    async start(input) {
      const invoice = await client.createInvoice({
        senderInvoiceNo: input.senderRef,
        receiverCode: qpayReceiverCode(input.phone),
        description: input.description,
        amount: input.amount,
        callbackUrl: input.callbackUrl,
      });
      return {
        providerRef: invoice.invoiceId,
        details: { qrText: invoice.qrText, qrImage: invoice.qrImage, shortUrl: invoice.shortUrl, urls: invoice.urls },
        raw: invoice.raw,
      };
    },

    async check(attempt): Promise<Checked> {
      const result = await client.checkPayment(attempt.providerRef);
      const paid = result.rows.filter((r) => r.status === 'PAID').map((r) => ({ id: r.paymentId, amount: r.amount, raw: r.raw }));
      const sum = paid.reduce((s, p) => s + p.amount, 0);
      if (sum >= attempt.amount) return { status: 'paid', paid, raw: result.raw };
      // Not (fully) paid: the invoice says whether it can still be paid.
      const invoice = await client.getInvoice(attempt.providerRef);
      const status = invoice.status === 'EXPIRED' ? 'expired' : FAILED_INVOICE.has(invoice.status) ? 'failed' : 'pending';
      return { status, paid, raw: { payment: result.raw, invoice: invoice.raw } };
    },

    async cancel(attempt) {
      await client.cancelInvoice(attempt.providerRef);
    },
  };
}
