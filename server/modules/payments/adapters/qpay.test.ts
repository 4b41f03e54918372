import { describe, expect, it, vi } from 'vitest';
import type { QPayClient, QPayPaymentRow } from '../../../providers/qpay/client';
import { createQPayAdapter, qpayReceiverCode } from './qpay';

const row = (paymentId: string, status: string, amount: number): QPayPaymentRow => ({ paymentId, status, amount, currency: 'MNT', wallet: 'Khan bank', type: 'P2P', raw: { payment_id: paymentId } });

function fakeClient(rows: QPayPaymentRow[], invoiceStatus = 'OPEN'): QPayClient {
  return {
    createInvoice: vi.fn(async () => ({ invoiceId: 'inv-1', qrText: 'QR', qrImage: 'PNG', shortUrl: 'https://s/1', urls: [{ name: 'Khan bank', description: 'Хаан банк', logo: 'l', link: 'khanbank://q?qPay_QRcode=QR' }], raw: { invoice_id: 'inv-1' } })),
    getInvoice: vi.fn(async () => ({ invoiceId: 'inv-1', status: invoiceStatus, amount: 1000, senderInvoiceNo: 'Z1', raw: { invoice_status: invoiceStatus } })),
    cancelInvoice: vi.fn(async () => {}),
    checkPayment: vi.fn(async () => ({ count: rows.length, paidAmount: 0, rows, raw: { rows } })),
  };
}
const attempt = { providerRef: 'inv-1', senderRef: 'Z1', amount: 1000 };

describe('QPay payment adapter', () => {
  it('starts an invoice for the attempt and shows its QR and bank-app links', async () => {
    const client = fakeClient([]);
    const started = await createQPayAdapter(client).start({ orderNumber: 100001, amount: 1000, senderRef: 'Z100001-ab', callbackUrl: 'https://s/cb', phone: '+97699112233', description: 'Order 100001' });
    expect(client.createInvoice).toHaveBeenCalledWith({ senderInvoiceNo: 'Z100001-ab', receiverCode: '99112233', description: 'Order 100001', amount: 1000, callbackUrl: 'https://s/cb' });
    expect(started).toEqual({
      providerRef: 'inv-1',
      details: { qrText: 'QR', qrImage: 'PNG', shortUrl: 'https://s/1', urls: [{ name: 'Khan bank', description: 'Хаан банк', logo: 'l', link: 'khanbank://q?qPay_QRcode=QR' }] },
      raw: { invoice_id: 'inv-1' },
    });
  });

  it('counts only PAID rows, each with its own id, and is paid when they cover the amount', async () => {
    const partly = await createQPayAdapter(fakeClient([row('1', 'PAID', 400), row('2', 'FAILED', 600), row('3', 'NEW', 600)])).check(attempt);
    expect(partly.status).toBe('pending');
    expect(partly.paid).toEqual([{ id: '1', amount: 400, raw: { payment_id: '1' } }]);
    const client = fakeClient([row('1', 'PAID', 400), row('4', 'PAID', 600), row('5', 'REFUNDED', 1000)]);
    const whole = await createQPayAdapter(client).check(attempt);
    expect(whole.status).toBe('paid');
    expect(whole.paid.map((p) => p.id)).toEqual(['1', '4']);
    expect(client.getInvoice).not.toHaveBeenCalled();
  });

  it('says expired or failed when the invoice says so', async () => {
    expect((await createQPayAdapter(fakeClient([], 'EXPIRED')).check(attempt)).status).toBe('expired');
    expect((await createQPayAdapter(fakeClient([], 'FAILED')).check(attempt)).status).toBe('failed');
    expect((await createQPayAdapter(fakeClient([], 'CANCELLED')).check(attempt)).status).toBe('failed');
    expect((await createQPayAdapter(fakeClient([row('1', 'PAID', 300)], 'EXPIRED')).check(attempt)).paid).toHaveLength(1);
  });

  it('cancels the invoice', async () => {
    const client = fakeClient([]);
    await createQPayAdapter(client).cancel({ providerRef: 'inv-1' });
    expect(client.cancelInvoice).toHaveBeenCalledWith('inv-1');
  });

  it('bills the local number of a Mongolian phone', () => {
    expect(qpayReceiverCode('+97688001122')).toBe('88001122');
    expect(qpayReceiverCode('+821012345678')).toBe('+821012345678');
  });
});
