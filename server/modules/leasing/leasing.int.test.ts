// Applications to the lenders without an API (PayOn, Easy Leasing, Khan Bank leasing): the leasing request's rules
// (down payment, term, the income data and a real PDF/JPG/PNG of at most 5 MB, only the order's shopper, only while it
// waits on money, one application at a time), and staff's decision — approving records the financed amount once however
// often or concurrently it is approved and checked, leaving the down payment to pay; rejecting needs a reason and ends it.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { insertOrder } from '../../../test/order-rows';
import { orders, paymentAttempts, payments, type PaymentProvider } from '../../db/schema';
import { customers, notifications } from '../../db/schema';
import { formatMnt } from '../../../core/money';
import { startSession } from '../accounts/sessions';
import { createServices, type Services } from '../../services';
import { verifyAttempt } from '../payments/verify-attempt';
import { createApplicationAdapter } from '../payments/adapters/application';
import { MAX_UPLOAD_BYTES } from './file-kind';
import { lenderAdapters } from './lender-adapters';
import type { FileStorage } from '../../storage/file-storage';
import { createLocalStorage } from '../../storage/local-storage';

const pdf = (size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};
const income = { incomeType: 'salary', socialInsuranceMonths: '36', monthlyIncome: '3 500 000', monthlyLoan: '0' };

describe.each(databaseKinds)('leasing applications on %s', (kind) => {
  let api: TestApi;
  let base: string;
  let services: Services;
  let storeId: string;
  let uploadsDir: string;
  let storage: FileStorage;
  let phones = 0;
  const db = () => api.db.database.db;
  const staff = { id: '', name: 'Nara' };
  const paymentsOf = (orderId: string) => db().select().from(payments).where(eq(payments.orderId, orderId));
  // What the shopper is texted about the order (the notification outbox), in order.
  const newsOf = (orderId: string) => db().select({ event: notifications.event, values: notifications.values }).from(notifications).where(eq(notifications.orderId, orderId)).orderBy(notifications.createdAt);
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

  /** A shopper with an order of the given products (the iPhone 17 Pro is 5,290,000₮: Easy Leasing wants 10% down). */
  async function shopperWithOrder(slugs = ['apple-iphone-17-pro-256gb'], state: 'new' | 'not_paid' | 'underpaid' | 'paid' = 'new') {
    const phone = `+976951${String(++phones).padStart(5, '0')}`;
    const [c] = await db().insert(customers).values({ storeId, phone, firstName: 'Saraa', lastName: 'Bold' }).returning();
    const order = await insertOrder(db(), { phone, state, slugs });
    return { cookie: `sid=${await startSession(db(), c.id, null)}`, customer: { phone, rating: 0 }, order };
  }
  const servicesWith = (files: FileStorage) =>
    createServices(db(), { storeName: 'zuuch' }, { payments: lenderAdapters(db(), { storepay: null, pocket: null }), storage: files } as unknown as Parameters<typeof createServices>[2]);
  const apply = (who: Awaited<ReturnType<typeof shopperWithOrder>>, fields: Record<string, unknown>, file: Uint8Array | null = pdf()) =>
    services.submitLeasingRequest({ storeId, number: who.order.number, customer: who.customer, paymentMethods: ['payon', 'easy_leasing', 'khan_leasing'], origin: base, fields, file });
  const fieldErrors = async (promise: Promise<unknown>) => {
    const err = (await promise.catch((e: unknown) => e)) as { code: string; fields: { path: string; messageKey: string; values?: unknown }[] };
    expect(err.code).toBe('VALIDATION');
    return Object.fromEntries(err.fields.map((f) => [f.path, f.values ? [f.messageKey, f.values] : f.messageKey]));
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    await api.app.inject({ method: 'POST', url: '/api/auth/store', payload: { storeName: 'zuuch' } });
    storeId = (await db().select({ id: sql<string>`id` }).from(sql`stores`))[0].id;
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'zuuch-leasing-'));
    storage = createLocalStorage(uploadsDir);
    services = servicesWith(storage);
    staff.id = (await createStaff(db(), { username: 'nara', name: 'Nara' })).id;
  });
  afterAll(() => api?.close());

  it('names every missing or wrong field at once, with the spec’s file message', async () => {
    const who = await shopperWithOrder();
    expect(await fieldErrors(apply(who, { plan: 'easy_leasing' }, null))).toEqual({
      months: 'required',
      incomeType: 'required',
      socialInsuranceMonths: 'required',
      monthlyIncome: 'required',
      monthlyLoan: 'required',
      socialInsuranceFile: 'required',
    });
    expect(await fieldErrors(apply(who, { plan: 'easy_leasing', months: '31', downPayment: '100000', ...income, monthlyIncome: 'a lot' }, pdf(MAX_UPLOAD_BYTES + 1)))).toEqual({
      monthlyIncome: 'integersOnly',
      months: ['leasingMonths', { min: 3, max: 30 }],
      downPayment: ['leasingDownPayment', { amount: '529,000₮' }],
      socialInsuranceFile: 'fileTooBig',
    });
    expect(await fieldErrors(apply(who, { plan: 'easy_leasing', months: '31', downPayment: '100000', ...income }, pdf(MAX_UPLOAD_BYTES + 1)))).toEqual({
      months: ['leasingMonths', { min: 3, max: 30 }],
      downPayment: ['leasingDownPayment', { amount: '529,000₮' }],
      socialInsuranceFile: 'fileTooBig',
    });
    // A file is what its bytes are, whatever its name: an HTML page is not a statement.
    expect(await fieldErrors(apply(who, { plan: 'easy_leasing', months: '12', downPayment: '529000', ...income }, new TextEncoder().encode('<html>')))).toEqual({ socialInsuranceFile: 'fileType' });
    expect(await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, who.order.id))).toHaveLength(0);

    // Over the API the messages are the catalogue's, in the shopper's language.
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/leasing/not-an-id', headers: { cookie: who.cookie } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses Easy Leasing with less than 10% down above 5,000,000₮, and Khan Bank above 3,000,000₮', async () => {
    const who = await shopperWithOrder();
    const low = await fieldErrors(apply(who, { plan: 'easy_leasing', months: '12', downPayment: '528999', ...income }));
    expect(low).toEqual({ downPayment: ['leasingDownPayment', { amount: '529,000₮' }] });
    expect(await fieldErrors(apply(who, { plan: 'khan_leasing', months: '12', downPayment: '0', ...income }))).toEqual({ downPayment: ['leasingDownPayment', { amount: '529,000₮' }] });
    expect(await fieldErrors(apply(who, { plan: 'easy_leasing', months: '12', downPayment: String(who.order.total), ...income }))).toMatchObject({ downPayment: ['leasingDownPaymentMax', {}] });
    // The message a shopper reads.
    const t = (await import('../../../core/i18n')).translator('en');
    expect(t('validation.leasingDownPayment', { amount: '529,000₮' })).toBe('At least 529,000₮');
    expect(t('validation.fileTooBig')).toBe('File too big! Maximum: 5MB');
  });

  it('takes an application from the order’s shopper only, while the order waits on money, one at a time', async () => {
    const who = await shopperWithOrder();
    const other = await shopperWithOrder();
    await expect(services.submitLeasingRequest({ storeId, number: who.order.number, customer: other.customer, paymentMethods: ['payon'], origin: base, fields: { plan: 'payon', ...income }, file: pdf() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'notPermittedOrder',
    });
    await expect(services.submitLeasingRequest({ storeId, number: who.order.number, customer: null, paymentMethods: ['payon'], origin: base, fields: { plan: 'payon', ...income }, file: pdf() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(apply(who, { plan: 'storepay' })).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'leasingPlanUnavailable' });

    const { id } = await apply(who, { plan: 'easy_leasing', months: '12', downPayment: '600 000', ...income, key: '00112233445566aa' });
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
    expect(attempt).toMatchObject({ provider: 'easy_leasing', status: 'pending', providerRef: id, amount: who.order.total - 600_000 });
    const details = attempt.details as { applicant: unknown; file: { key: string; mime: string; size: number }; schedule: { months: number; downPayment: number; fee: number; payments: unknown[] } };
    expect(details.applicant).toEqual({ incomeType: 'salary', socialInsuranceMonths: 36, monthlyIncome: 3_500_000, monthlyLoan: 0 });
    expect(details.schedule).toMatchObject({ months: 12, downPayment: 600_000, fee: Math.round(((who.order.total - 600_000) * 1) / 100) });
    expect(details.schedule.payments).toHaveLength(12);
    expect(details.file).toMatchObject({ mime: 'application/pdf', size: 2048 });
    expect(details.file.key).toMatch(/^leasing\/[0-9a-f-]{36}\.pdf$/);
    expect((await readFile(path.join(uploadsDir, details.file.key))).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await orderRow(who.order.id)).state).toBe('not_paid');

    // The same form twice is one application; another while it waits is refused.
    expect((await apply(who, { plan: 'easy_leasing', months: '12', downPayment: '600000', ...income, key: '00112233445566aa' })).id).toBe(id);
    await expect(apply(who, { plan: 'khan_leasing', months: '24', downPayment: '600000', ...income })).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'leasingPending' });

    const paid = await shopperWithOrder(undefined, 'paid');
    await expect(apply(paid, { plan: 'payon', ...income })).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'leasingNotPayable' });
  });

  it('opens one application however many are sent for one order at once, and keeps no file of the refused ones', async () => {
    const who = await shopperWithOrder();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'zuuch-leasing-race-'));
    // Uploads that take a while (a bucket far away): every submission has passed the waiting-application check before
    // any of them is stored, which is when the check alone let them all in.
    const local = createLocalStorage(dir);
    let arrived = 0;
    let allArrived = () => {};
    const together = new Promise<void>((resolve) => (allArrived = resolve));
    const racing = servicesWith({
      ...local,
      save: async (...args: Parameters<FileStorage['save']>) => {
        if (++arrived === 10) allArrived();
        await together;
        return local.save(...args);
      },
    });
    const plans = ['payon', 'easy_leasing', 'khan_leasing'] as const;
    const terms = { payon: {}, easy_leasing: { months: '12', downPayment: '600000' }, khan_leasing: { months: '18', downPayment: '600000' } };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        racing.submitLeasingRequest({
          storeId,
          number: who.order.number,
          customer: who.customer,
          paymentMethods: [...plans],
          origin: base,
          fields: { plan: plans[i % 3], ...terms[plans[i % 3]], ...income },
          file: pdf(),
        }),
      ),
    );
    const opened = results.filter((r) => r.status === 'fulfilled');
    expect(opened).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONFLICT', messageKey: 'leasingPending' });
    const pending = await db()
      .select()
      .from(paymentAttempts)
      .where(sql`${paymentAttempts.orderId} = ${who.order.id} and ${paymentAttempts.status} = 'pending'`);
    expect(pending.map((a) => a.id)).toEqual([(opened[0] as PromiseFulfilledResult<{ id: string }>).value.id]);
    expect(await readdir(path.join(dir, 'leasing'))).toHaveLength(1);
  });

  it('gives staff the application’s file from storage: a file gone is not found, storage that fails is an error', async () => {
    const who = await shopperWithOrder();
    const { id } = await apply(who, { plan: 'payon', ...income }, pdf(4096));
    const file = await services.readLeasingFile(storeId, id);
    expect(file).toMatchObject({ mime: 'application/pdf', name: `social-insurance-${who.order.number}.pdf` });
    expect(file.bytes.equals(Buffer.from(pdf(4096)))).toBe(true);
    // Another store's staff do not see it.
    await expect(services.readLeasingFile('00000000-0000-4000-8000-000000000000', id)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // A bucket that does not answer is not a missing file: the error goes on (a logged 500), not a 404.
    const away = servicesWith({ ...storage, read: () => Promise.reject(new Error('storage unreachable')) });
    await expect(away.readLeasingFile(storeId, id)).rejects.toThrow('storage unreachable');
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
    await storage.remove((attempt.details as { file: { key: string } }).file.key);
    await expect(services.readLeasingFile(storeId, id)).rejects.toMatchObject({ code: 'NOT_FOUND', messageKey: 'dataNotFound' });
  });

  it('records an approved application once — approved twice, at once, and checked — and leaves the down payment to pay', async () => {
    const who = await shopperWithOrder();
    const { id } = await apply(who, { plan: 'easy_leasing', months: '6', downPayment: '529000', ...income });
    const financed = who.order.total - 529_000;
    const results = await Promise.all(Array.from({ length: 5 }, () => services.approveLeasingApplication({ storeId, id, staff, note: 'Contract 77-1' })));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await services.approveLeasingApplication({ storeId, id, staff, note: null })).toMatchObject({ changed: false, decision: { status: 'approved', reason: 'Contract 77-1' } });
    await verifyAttempt(db(), createApplicationAdapter(db(), 'easy_leasing'), id);
    expect(await paymentsOf(who.order.id)).toMatchObject([{ provider: 'easy_leasing', providerPaymentId: `application:${id}`, amount: financed, attemptId: id, recordedBy: staff.id }]);
    expect(await orderRow(who.order.id)).toMatchObject({ state: 'underpaid', paidAmount: financed });
    // The shopper is texted the decision once, with what the lender paid and what is left (not a payment text too).
    expect(await newsOf(who.order.id)).toEqual([{ event: 'leasing_approved', values: expect.objectContaining({ amount: formatMnt(financed), left: formatMnt(529_000) }) }]);
    const seen = await services.getLeasingRequest({ storeId, id, phone: who.customer.phone });
    expect(seen).toMatchObject({ status: 'approved', decision: { status: 'approved' }, order: { left: 529_000 }, downPayment: 529_000 });
    await expect(services.rejectLeasingApplication({ storeId, id, staff, reason: 'Too late' })).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'leasingDecided' });
    // One audit row for the decision however often it was asked, with who decided and what changed.
    expect(await services.auditHistory(storeId, 'leasing', id)).toMatchObject([
      { staffId: staff.id, staffName: 'Nara', action: 'approve', label: `#${who.order.number}`, before: { decision: 'pending', state: 'not_paid' }, after: { decision: 'approved', note: 'Contract 77-1', amount: financed, state: 'underpaid' } },
    ]);
  });

  it('rejects with a reason the shopper sees; nothing is paid and the shopper may apply again', async () => {
    const who = await shopperWithOrder(['apple-iphone-17-pro-256gb']);
    const { id } = await apply(who, { plan: 'khan_leasing', months: '18', downPayment: '529000', ...income });
    const staffMember = await createStaff(db(), { username: `bolor${kind}` });
    const cookie = await staffMember.cookie();
    // Over the console API: a reason is required, and shoppers are not staff.
    expect((await api.app.inject({ method: 'POST', url: `/api/console/leasing/${id}/reject`, payload: {} })).statusCode).toBe(401);
    const noReason = await api.app.inject({ method: 'POST', url: `/api/console/leasing/${id}/reject`, headers: { cookie }, payload: { reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual([{ path: 'reason', message: 'is required' }]);
    const rejected = await api.app.inject({ method: 'POST', url: `/api/console/leasing/${id}/reject`, headers: { cookie }, payload: { reason: 'Income too low for 18 months' } });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ changed: true, decision: { status: 'rejected', reason: 'Income too low for 18 months' } });
    const approveLater = await api.app.inject({ method: 'POST', url: `/api/console/leasing/${id}/approve`, headers: { cookie }, payload: {} });
    expect(approveLater.statusCode).toBe(409);
    expect(approveLater.json().error.message).toBe('This application has already been decided.');

    expect(await paymentsOf(who.order.id)).toHaveLength(0);
    expect(await newsOf(who.order.id)).toEqual([{ event: 'leasing_rejected', values: expect.objectContaining({ number: who.order.number }) }]);
    // The rejection is audited once, the refused approval not at all.
    expect(await services.auditHistory(storeId, 'leasing', id)).toMatchObject([{ staffId: staffMember.id, action: 'reject', after: { decision: 'rejected', reason: 'Income too low for 18 months' } }]);
    const shopperView = await api.app.inject({ method: 'GET', url: `/api/v1/leasing/${id}`, headers: { cookie: who.cookie } });
    expect(shopperView.json()).toMatchObject({ status: 'rejected', decision: { reason: 'Income too low for 18 months' } });
    expect((await db().select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0].status).toBe('failed');
    // Decided: a new application may go.
    await expect(apply(who, { plan: 'khan_leasing', months: '12', downPayment: '1000000', ...income })).resolves.toMatchObject({ id: expect.any(String) });

    // The console's queue lists it under Rejected, the new one under Waiting.
    const list = await api.app.inject({ method: 'GET', url: '/api/console/leasing?status=rejected', headers: { cookie } });
    expect(list.json().applications.map((a: { id: string }) => a.id)).toContain(id);
    const waiting = await api.app.inject({ method: 'GET', url: '/api/console/leasing', headers: { cookie } });
    expect(waiting.json().applications.map((a: { id: string }) => a.id)).not.toContain(id);
  });

  it('approves over the console API and the money follows: PayOn for 24 months, no down payment', async () => {
    const who = await shopperWithOrder(undefined, 'new');
    const { id } = await apply(who, { plan: 'payon', ...income });
    const cookie = await (await createStaff(db(), { username: `saraa${kind}` })).cookie();
    const first = await api.app.inject({ method: 'POST', url: `/api/console/leasing/${id}/approve`, headers: { cookie }, payload: { note: '' } });
    expect(first.json()).toMatchObject({ changed: true, orderState: 'paid' });
    const again = await api.app.inject({ method: 'POST', url: `/api/console/leasing/${id}/approve`, headers: { cookie }, payload: {} });
    expect(again.json()).toMatchObject({ changed: false });
    const provider: PaymentProvider = 'payon';
    expect(await paymentsOf(who.order.id)).toMatchObject([{ provider, amount: who.order.total }]);
    const detail = await api.app.inject({ method: 'GET', url: `/api/console/leasing/${id}`, headers: { cookie } });
    expect(detail.json()).toMatchObject({ plan: 'payon', months: 24, status: 'approved', file: { mime: 'application/pdf' } });
  });
});
