// The local e-barimt sandbox: PosAPI 3.0's HTTP API on this server, for development and tests (mounted only outside
// production and only when EBARIMT_URL is not set; it answers this machine only). It checks a receipt the way PosAPI
// does — amounts that add up, VAT of a VAT-inclusive total, who a B2B or B2C receipt may be made out to — and answers
// with an id, a lottery number, QR data and the date. A control endpoint makes the next calls fail, for retry tests.
//   POST   /__sandbox/ebarimt/rest/receipt   DELETE /__sandbox/ebarimt/rest/receipt   GET /__sandbox/ebarimt/rest/info
//   POST   /__sandbox/ebarimt/control {failNext}   GET /__sandbox/ebarimt/receipts.json   GET /__sandbox/ebarimt (a page)
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { onlyThisMachine } from '../sandbox-support';
import type { PosReceiptRequest, PosReceiptResponse } from './client';

export const EBARIMT_SANDBOX_PREFIX = '/__sandbox/ebarimt';

/** The merchant the sandbox stands in for, used when no real PosAPI is configured. */
export const SANDBOX_MERCHANT = { merchantTin: '10000000001', name: 'Zuuch sandbox merchant', districtCode: '3401', classificationCode: '0000000' };

const amount = z.number().finite().nonnegative();
const text = z.string().max(500);

const itemSchema = z.object({
  name: z.string().min(1).max(500),
  barCode: text.nullable().optional(),
  barCodeType: z.enum(['GS1', 'ISBN', 'UNDEFINED']).optional(),
  classificationCode: z.string().regex(/^\d{7}$/, 'classificationCode must be 7 digits'),
  taxProductCode: text.nullable().optional(),
  measureUnit: z.string().min(1).max(50),
  qty: z.number().finite().positive(),
  unitPrice: amount,
  totalVAT: amount,
  totalCityTax: amount,
  totalAmount: amount,
  data: z.unknown().optional(),
});

const subReceiptSchema = z.object({
  totalAmount: amount,
  taxType: z.enum(['VAT_ABLE', 'VAT_FREE', 'VAT_ZERO', 'NOT_VAT']),
  merchantTin: z.string().regex(/^\d{11,14}$/, 'receipts[].merchantTin must be 11-14 digits'),
  customerTin: text.nullable().optional(),
  totalVAT: amount,
  totalCityTax: amount,
  bankAccountNo: text.nullable().optional(),
  iBan: text.nullable().optional(),
  invoiceId: text.nullable().optional(),
  items: z.array(itemSchema).min(1, 'a receipt needs at least one item'),
  data: z.unknown().optional(),
});

const receiptSchema = z.object({
  totalAmount: amount,
  totalVAT: amount,
  totalCityTax: amount,
  districtCode: z.string().regex(/^\d{4}$/, 'districtCode must be 4 digits'),
  merchantTin: z.string().regex(/^\d{11,14}$/, 'merchantTin must be 11-14 digits'),
  branchNo: z.string().regex(/^\d{1,3}$/, 'branchNo must be 1-3 digits'),
  posNo: z.string().min(1).max(20),
  customerTin: text.nullable().optional(),
  consumerNo: text.nullable().optional(),
  type: z.enum(['B2C_RECEIPT', 'B2B_RECEIPT', 'B2C_INVOICE', 'B2B_INVOICE']),
  inactiveId: text.nullable().optional(),
  reportMonth: text.nullable().optional(),
  billIdSuffix: z.string().min(1).max(40),
  invoiceId: text.nullable().optional(),
  data: z.unknown().optional(),
  receipts: z.array(subReceiptSchema).min(1, 'receipts must not be empty'),
  payments: z.array(z.object({ code: z.enum(['CASH', 'PAYMENT_CARD']), status: z.literal('PAID'), paidAmount: amount, data: z.unknown().optional() })).min(1, 'payments must not be empty'),
});

type Receipt = z.output<typeof receiptSchema>;

const close = (a: number, b: number, tolerance = 0.01) => Math.abs(a - b) <= tolerance;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

/** The VAT a VAT-inclusive amount holds: T/110×10, or T/112×10 when the capital-city tax (2 %) is in it too. */
const vatInside = (total: number, cityTax: number) => (total * 10) / (cityTax > 0 ? 112 : 110);

/** What PosAPI would object to in a well-formed receipt, or null. */
export function checkReceipt(r: Receipt): string | null {
  for (const [i, sub] of r.receipts.entries()) {
    for (const [j, item] of sub.items.entries()) {
      const at = `receipts[${i}].items[${j}]`;
      if (!close(item.totalAmount, item.qty * item.unitPrice)) return `${at}.totalAmount ${item.totalAmount} is not qty × unitPrice (${item.qty * item.unitPrice})`;
      if (sub.taxType !== 'VAT_ABLE' && item.totalVAT !== 0) return `${at}.totalVAT must be 0 for ${sub.taxType}`;
      // Rounding a total's VAT across lines moves each line's share by less than one tugrik.
      if (sub.taxType === 'VAT_ABLE' && Math.abs(item.totalVAT - vatInside(item.totalAmount, item.totalCityTax)) > 1) {
        return `${at}.totalVAT ${item.totalVAT} is not the VAT of ${item.totalAmount}`;
      }
    }
    const at = `receipts[${i}]`;
    if (!close(sub.totalAmount, sum(sub.items.map((x) => x.totalAmount)))) return `${at}.totalAmount does not equal the sum of its items`;
    if (!close(sub.totalVAT, sum(sub.items.map((x) => x.totalVAT)))) return `${at}.totalVAT does not equal the sum of its items`;
    if (!close(sub.totalCityTax, sum(sub.items.map((x) => x.totalCityTax)))) return `${at}.totalCityTax does not equal the sum of its items`;
    if (sub.taxType === 'VAT_ABLE' && Math.abs(sub.totalVAT - vatInside(sub.totalAmount, sub.totalCityTax)) > 1) return `${at}.totalVAT ${sub.totalVAT} is not the VAT of ${sub.totalAmount}`;
    if (sub.merchantTin !== r.merchantTin) return `${at}.merchantTin differs from merchantTin`;
  }
  if (r.totalAmount <= 0) return 'totalAmount must be more than 0';
  if (!close(r.totalAmount, sum(r.receipts.map((x) => x.totalAmount)))) return 'totalAmount does not equal the sum of receipts';
  if (!close(r.totalVAT, sum(r.receipts.map((x) => x.totalVAT)))) return 'totalVAT does not equal the sum of receipts';
  if (!close(r.totalCityTax, sum(r.receipts.map((x) => x.totalCityTax)))) return 'totalCityTax does not equal the sum of receipts';
  if (!close(r.totalAmount, sum(r.payments.map((p) => p.paidAmount)))) return 'payments do not add up to totalAmount';
  const customerTin = r.customerTin || null;
  const consumerNo = r.consumerNo || null;
  if (r.type.startsWith('B2B')) {
    // A company's 11-digit TIN, or its 7-digit state register number.
    if (!customerTin) return `customerTin is required for ${r.type}`;
    if (!/^(\d{7}|\d{11})$/.test(customerTin)) return 'customerTin must be 11 digits (TIN) or 7 digits (company register number)';
    if (consumerNo) return `consumerNo is for B2C receipts only`;
  } else {
    if (customerTin) return `customerTin is for B2B receipts only`;
    if (consumerNo && !/^\d{8}$/.test(consumerNo)) return 'consumerNo must be 8 digits';
  }
  return null;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ubClock = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ulaanbaatar', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

type Issued = { request: PosReceiptRequest; response: PosReceiptResponse; returnedAt: string | null };

const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ status: 'ERROR', message });

export async function ebarimtSandbox(app: FastifyInstance) {
  const issued: Issued[] = [];
  let failNext = 0;
  const onlyHere = onlyThisMachine;
  /** A failure asked for by the control endpoint: PosAPI down or refusing (HTTP 503, status ERROR). */
  const failing = (reply: FastifyReply) => {
    if (failNext <= 0) return false;
    failNext -= 1;
    void refuse(reply, 503, `PosAPI sandbox: failing as asked (${failNext} more to fail)`);
    return true;
  };

  app.post(`${EBARIMT_SANDBOX_PREFIX}/rest/receipt`, { onRequest: onlyHere }, async (request, reply) => {
    if (failing(reply)) return reply;
    const parsed = receiptSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(reply, 400, `${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    const problem = checkReceipt(parsed.data);
    if (problem) return refuse(reply, 400, problem);
    const b2c = parsed.data.type.startsWith('B2C');
    const response: PosReceiptResponse = {
      id: `${randomInt(1, 10)}${digits(32)}`,
      posId: 1,
      status: 'SUCCESS',
      message: '',
      qrData: digits(120),
      lottery: b2c ? `${letters[randomInt(26)]}${letters[randomInt(26)]} ${digits(8)}` : '',
      date: ubClock.format(new Date()),
      easy: false,
      receipts: parsed.data.receipts.map(() => ({ id: digits(33), bankAccountId: null })),
    };
    issued.unshift({ request: parsed.data as PosReceiptRequest, response, returnedAt: null });
    issued.length = Math.min(issued.length, 500);
    request.log.warn({ id: response.id, totalAmount: parsed.data.totalAmount, type: parsed.data.type }, 'e-barimt sandbox: receipt not sent to the tax authority');
    return response;
  });

  app.delete(`${EBARIMT_SANDBOX_PREFIX}/rest/receipt`, { onRequest: onlyHere }, async (request, reply) => {
    if (failing(reply)) return reply;
    const parsed = z.object({ id: z.string().regex(/^\d{33}$/), date: z.string().min(1) }).safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'id (33 digits) and date are required');
    const receipt = issued.find((r) => r.response.id === parsed.data.id);
    if (!receipt || receipt.response.date !== parsed.data.date) return refuse(reply, 404, 'No such receipt');
    if (receipt.returnedAt) return refuse(reply, 409, 'The receipt is already returned');
    receipt.returnedAt = new Date().toISOString();
    return reply.status(200).send();
  });

  app.get(`${EBARIMT_SANDBOX_PREFIX}/rest/info`, { onRequest: onlyHere }, async (_request, reply) => {
    if (failing(reply)) return reply;
    return {
      operatorName: 'Sandbox operator',
      operatorTIN: SANDBOX_MERCHANT.merchantTin,
      posId: 1,
      posNo: 'sandbox',
      version: '3.0-sandbox',
      lastSentDate: issued[0]?.response.date ?? null,
      leftLots: 10_000 - issued.length,
      merchants: [{ tin: SANDBOX_MERCHANT.merchantTin, name: SANDBOX_MERCHANT.name }],
    };
  });

  // Control: make the next N PosAPI calls fail (0 stops it). Answers how many will fail.
  app.post(`${EBARIMT_SANDBOX_PREFIX}/control`, { onRequest: onlyHere }, async (request, reply) => {
    const parsed = z.object({ failNext: z.number().int().min(0).max(1000) }).safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'failNext: a whole number 0-1000' });
    failNext = parsed.data.failNext;
    return { failNext };
  });

  app.get(`${EBARIMT_SANDBOX_PREFIX}/receipts.json`, { onRequest: onlyHere }, async (request) => {
    const { billIdSuffix } = z.object({ billIdSuffix: z.string().optional() }).parse(request.query);
    return issued.filter((r) => !billIdSuffix || r.request.billIdSuffix === billIdSuffix);
  });

  app.get(EBARIMT_SANDBOX_PREFIX, { onRequest: onlyHere }, async (_request, reply) => {
    const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const rows = issued
      .map(
        (r) =>
          `<tr><td>${escape(r.response.date)}</td><td>${escape(r.request.type)}</td><td>${r.request.totalAmount}</td><td>${r.request.totalVAT}</td><td>${escape(r.response.lottery ?? '')}</td><td><code>${escape(r.response.id)}</code></td><td>${r.returnedAt ? 'returned' : ''}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>e-barimt sandbox</title><style>body{font:15px system-ui;margin:2rem}td,th{padding:.3rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style><h1>e-barimt sandbox</h1><p>Receipts the store would have registered (newest first). Only this machine can see this page.</p><table><tr><th>date</th><th>type</th><th>amount</th><th>VAT</th><th>lottery</th><th>id</th><th></th></tr>${rows}</table>`,
      );
  });
}
