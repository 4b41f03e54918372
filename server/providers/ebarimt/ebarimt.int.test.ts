// The PosAPI client against the sandbox over real HTTP: a receipt that adds up is issued (id, lottery, QR, date) and can be
// returned once; one that does not is refused with PosAPI's reason, as a typed error; the info call; the control that
// makes calls fail; timeouts and an unreachable PosAPI; the sandbox answers this machine only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createPosApiClient, PosApiError, type PosApiClient, type PosReceiptInput } from './client';
import { loopbackOrigin } from './from-config';
import { EBARIMT_SANDBOX_PREFIX, SANDBOX_MERCHANT } from './sandbox';

describe('e-barimt PosAPI client and sandbox', () => {
  let api: TestApi;
  let client: PosApiClient;
  let base: string;

  const receipt = (over: Partial<PosReceiptInput> = {}): PosReceiptInput => ({
    type: 'B2C_RECEIPT',
    totalAmount: 16,
    totalVAT: 1,
    totalCityTax: 0,
    customerTin: null,
    consumerNo: null,
    billIdSuffix: '100001',
    receipts: [
      {
        totalAmount: 16,
        totalVAT: 1,
        totalCityTax: 0,
        taxType: 'VAT_ABLE',
        items: [
          { name: 'Ширээ', barCode: null, barCodeType: 'UNDEFINED', classificationCode: '0000000', measureUnit: 'ш', qty: 2, unitPrice: 5, totalVAT: 1, totalCityTax: 0, totalAmount: 10 },
          { name: 'Хүргэлт', barCode: null, barCodeType: 'UNDEFINED', classificationCode: '0000000', measureUnit: 'ш', qty: 1, unitPrice: 6, totalVAT: 0, totalCityTax: 0, totalAmount: 6 },
        ],
      },
    ],
    payments: [{ code: 'PAYMENT_CARD', status: 'PAID', paidAmount: 16 }],
    ...over,
  });
  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PosApiError);
    return err as PosApiError;
  };

  beforeAll(async () => {
    api = await createTestApi('pglite');
    base = `${loopbackOrigin(api.app)()}${EBARIMT_SANDBOX_PREFIX}`;
    client = createPosApiClient({ baseUrl: base, merchantTin: SANDBOX_MERCHANT.merchantTin, branchNo: '001', posNo: '001', districtCode: '3401' });
  });
  afterAll(() => api?.close());

  it('issues a receipt that adds up, and returns it once', async () => {
    const answer = await client.sendReceipt(receipt());
    expect(answer).toMatchObject({ status: 'SUCCESS', id: expect.stringMatching(/^\d{33}$/), lottery: expect.stringMatching(/^[A-Z]{2} \d{8}$/), qrData: expect.stringMatching(/^\d+$/) });
    expect(answer.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [stored] = (await (await fetch(`${base}/receipts.json?billIdSuffix=100001`)).json()) as { request: { merchantTin: string; branchNo: string; districtCode: string; receipts: { merchantTin: string }[] } }[];
    expect(stored.request).toMatchObject({ merchantTin: SANDBOX_MERCHANT.merchantTin, branchNo: '001', districtCode: '3401', receipts: [{ merchantTin: SANDBOX_MERCHANT.merchantTin }] });

    await client.returnReceipt({ id: answer.id, date: answer.date });
    expect((await refusal(client.returnReceipt({ id: answer.id, date: answer.date }))).message).toBe('The receipt is already returned');
    expect((await refusal(client.returnReceipt({ id: '1'.repeat(33), date: answer.date }))).kind).toBe('rejected');
  });

  it('refuses what PosAPI would refuse, saying why', async () => {
    const sub = receipt().receipts[0];
    const cases: [PosReceiptInput, RegExp][] = [
      [receipt({ totalAmount: 17 }), /totalAmount does not equal the sum of receipts/],
      [receipt({ totalVAT: 2, receipts: [{ ...sub, totalVAT: 2, items: [{ ...sub.items[0], totalVAT: 2 }, sub.items[1]] }] }), /totalVAT 2 is not the VAT of 10/],
      [receipt({ receipts: [{ ...sub, items: [{ ...sub.items[0], totalAmount: 11 }, sub.items[1]] }] }), /is not qty × unitPrice/],
      [receipt({ payments: [{ code: 'CASH', status: 'PAID', paidAmount: 10 }] }), /payments do not add up/],
      [receipt({ consumerNo: '1234567' }), /consumerNo must be 8 digits/],
      [receipt({ customerTin: '1234567' }), /customerTin is for B2B receipts only/],
      [receipt({ type: 'B2B_RECEIPT' }), /customerTin is required for B2B_RECEIPT/],
      [receipt({ type: 'B2B_RECEIPT', customerTin: '123456789' }), /customerTin must be 11 digits \(TIN\) or 7 digits/],
      [receipt({ receipts: [{ ...sub, items: [{ ...sub.items[0], classificationCode: '12' }, sub.items[1]] }] }), /classificationCode must be 7 digits/],
    ];
    for (const [body, reason] of cases) {
      const err = await refusal(client.sendReceipt(body));
      expect(err.kind).toBe('rejected');
      expect(err.message).toMatch(reason);
      expect(err.httpStatus).toBe(400);
    }
    // The same receipt as a company's, with a TIN or a register number, and as a person's with a consumer number.
    expect((await client.sendReceipt(receipt({ type: 'B2B_RECEIPT', customerTin: '12345678901' }))).lottery).toBeNull();
    expect((await client.sendReceipt(receipt({ type: 'B2B_RECEIPT', customerTin: '1234567' }))).status).toBe('SUCCESS');
    expect((await client.sendReceipt(receipt({ consumerNo: '12345678' }))).status).toBe('SUCCESS');
  });

  it('tells its state (info) and fails the next calls when asked', async () => {
    expect(await client.info()).toMatchObject({ operatorTIN: SANDBOX_MERCHANT.merchantTin, merchants: [{ tin: SANDBOX_MERCHANT.merchantTin }] });
    const control = (failNext: number) => fetch(`${base}/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ failNext }) });
    expect(await (await control(2)).json()).toEqual({ failNext: 2 });
    expect((await refusal(client.sendReceipt(receipt()))).httpStatus).toBe(503);
    expect((await refusal(client.info())).message).toMatch(/failing as asked \(0 more/);
    expect((await client.sendReceipt(receipt())).status).toBe('SUCCESS');
    expect((await control(-1)).status).toBe(400);
  });

  it('turns a silent, unreachable or odd PosAPI into typed errors', async () => {
    const hanging = createPosApiClient({
      merchantTin: '10000000001',
      branchNo: '001',
      posNo: '001',
      districtCode: '3401',
      timeoutMs: 50,
      fetch: (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    });
    expect((await refusal(hanging.info())).kind).toBe('timeout');
    const closed = createPosApiClient({ baseUrl: 'http://127.0.0.1:9', merchantTin: '10000000001', branchNo: '001', posNo: '001', districtCode: '3401' });
    expect((await refusal(closed.info())).kind).toBe('network');
    const odd = createPosApiClient({ merchantTin: '10000000001', branchNo: '001', posNo: '001', districtCode: '3401', fetch: async () => new Response('{"status":"SUCCESS"}', { status: 200 }) });
    expect((await refusal(odd.sendReceipt(receipt()))).kind).toBe('invalid-response');
    const html = createPosApiClient({ merchantTin: '10000000001', branchNo: '001', posNo: '001', districtCode: '3401', fetch: async () => new Response('<html>bad gateway</html>', { status: 502 }) });
    expect(await refusal(html.info())).toMatchObject({ kind: 'http', httpStatus: 502 });
  });

  it('answers this machine only', async () => {
    const res = await api.app.inject({ method: 'GET', url: `${EBARIMT_SANDBOX_PREFIX}/rest/info`, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    const page = await api.app.inject({ method: 'GET', url: EBARIMT_SANDBOX_PREFIX, remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('e-barimt sandbox');
  });
});
