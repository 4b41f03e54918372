// The e-barimt PosAPI 3.0 client. The merchant runs PosAPI as a local service (default http://localhost:7080); it signs
// receipts and sends them to the national system. The same code talks to a real PosAPI (EBARIMT_URL) and to the local
// sandbox (server/providers/ebarimt/sandbox.ts, development and tests), so it runs for real everywhere.
//   POST   /rest/receipt  a receipt → its id (ДДТД, 33 digits), lottery number, QR data and date
//   DELETE /rest/receipt  return (cancel) a receipt by its id and date
//   GET    /rest/info     the PosAPI's own state (operator, merchants, lottery numbers left, last upload)

import { requestJson } from '../http-client';

export type PosTaxType = 'VAT_ABLE' | 'VAT_FREE' | 'VAT_ZERO' | 'NOT_VAT';
export type PosReceiptType = 'B2C_RECEIPT' | 'B2B_RECEIPT' | 'B2C_INVOICE' | 'B2B_INVOICE';

export type PosItem = {
  name: string;
  barCode: string | null;
  barCodeType: 'GS1' | 'ISBN' | 'UNDEFINED';
  /** The product classification code (7 digits). */
  classificationCode: string;
  measureUnit: string;
  qty: number;
  unitPrice: number;
  totalVAT: number;
  totalCityTax: number;
  totalAmount: number;
};

/** One sub-receipt of a bundle: all its items share a tax type. PosAPI wants the merchant's TIN on each; the client sets it. */
export type PosSubReceipt = { totalAmount: number; totalVAT: number; totalCityTax: number; taxType: PosTaxType; items: PosItem[] };

export type PosPayment = { code: 'CASH' | 'PAYMENT_CARD'; status: 'PAID'; paidAmount: number };

/** What the store decides about a receipt; the client adds the merchant's fields (TIN, branch, POS, district). */
export type PosReceiptInput = {
  type: PosReceiptType;
  totalAmount: number;
  totalVAT: number;
  totalCityTax: number;
  /** The buyer's TIN: B2B only (a company's 11-digit TIN or 7-digit register number). */
  customerTin: string | null;
  /** The buyer's e-barimt consumer number: B2C only, 8 digits. */
  consumerNo: string | null;
  /** The merchant's own numbering of the day's receipts, so PosAPI's ids do not collide. */
  billIdSuffix: string;
  receipts: PosSubReceipt[];
  payments: PosPayment[];
};

/** The body PosAPI receives. */
export type PosReceiptRequest = Omit<PosReceiptInput, 'receipts'> & {
  merchantTin: string;
  branchNo: string;
  posNo: string;
  districtCode: string;
  receipts: (PosSubReceipt & { merchantTin: string })[];
};

export type PosReceiptResponse = {
  /** ДДТД: the receipt's 33-digit id. */
  id: string;
  status: 'SUCCESS';
  message?: string | null;
  qrData: string;
  /** The lottery number ("AB 12345678"); empty for company receipts. */
  lottery: string | null;
  /** When PosAPI made it, "YYYY-MM-DD HH:mm:ss" in Ulaanbaatar time. */
  date: string;
  [key: string]: unknown;
};

export type PosInfo = {
  operatorName?: string;
  operatorTIN?: string;
  posNo?: string;
  version?: string;
  leftLots?: number;
  lastSentDate?: string | null;
  merchants?: { tin: string; name: string }[];
  [key: string]: unknown;
};

export type PosApiErrorKind = 'rejected' | 'http' | 'timeout' | 'network' | 'invalid-response';

/** A PosAPI call that did not succeed: `rejected` when PosAPI answered status ERROR (its message says why). */
export class PosApiError extends Error {
  constructor(
    readonly kind: PosApiErrorKind,
    message: string,
    readonly httpStatus: number | null = null,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'PosApiError';
  }
}

export type PosApiClient = {
  sendReceipt(body: PosReceiptInput): Promise<PosReceiptResponse>;
  returnReceipt(receipt: { id: string; date: string }): Promise<void>;
  info(): Promise<PosInfo>;
};

export type PosApiOptions = {
  /** PosAPI's address; a function when it is known only later (the sandbox on this server's port). */
  baseUrl?: string | (() => string);
  merchantTin: string;
  branchNo: string;
  posNo: string;
  districtCode: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export const DEFAULT_POSAPI_URL = 'http://localhost:7080';

export function createPosApiClient(options: PosApiOptions): PosApiClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : (options.baseUrl ?? DEFAULT_POSAPI_URL)).replace(/\/$/, '');

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const res = await requestJson({
      url: () => `${base()}${path}`,
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
      fetch: options.fetch,
      emptyOnBodyError: true,
      toError: ({ timedOut, cause: err }) =>
        timedOut && err instanceof Error
          ? new PosApiError('timeout', `PosAPI did not answer within ${timeoutMs} ms`, null, { cause: err })
          : new PosApiError('network', `PosAPI unreachable: ${err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)}`, null, { cause: err }),
    });
    if (!res.json && res.text.trim() !== '' && res.ok) throw new PosApiError('invalid-response', `PosAPI answered ${res.status} with a body that is not JSON`, res.status);
    const json = res.json ? res.data : undefined;
    const answer = (json ?? {}) as { status?: unknown; message?: unknown };
    if (answer.status === 'ERROR') {
      throw new PosApiError('rejected', typeof answer.message === 'string' && answer.message ? answer.message : `PosAPI refused (HTTP ${res.status})`, res.status);
    }
    if (!res.ok) {
      const detail = typeof answer.message === 'string' && answer.message ? `: ${answer.message}` : '';
      throw new PosApiError('http', `PosAPI answered HTTP ${res.status}${detail}`, res.status);
    }
    return json;
  }

  return {
    async sendReceipt(input) {
      const body: PosReceiptRequest = {
        ...input,
        merchantTin: options.merchantTin,
        branchNo: options.branchNo,
        posNo: options.posNo,
        districtCode: options.districtCode,
        receipts: input.receipts.map((r) => ({ ...r, merchantTin: options.merchantTin })),
      };
      const answer = (await call('POST', '/rest/receipt', body)) as Partial<PosReceiptResponse> | undefined;
      if (!answer || answer.status !== 'SUCCESS' || typeof answer.id !== 'string' || !answer.id || typeof answer.qrData !== 'string') {
        throw new PosApiError('invalid-response', 'PosAPI answered without a receipt id, status SUCCESS and QR data');
      }
      return { ...answer, lottery: typeof answer.lottery === 'string' && answer.lottery ? answer.lottery : null, date: String(answer.date ?? '') } as PosReceiptResponse;
    },
    async returnReceipt({ id, date }) {
      await call('DELETE', '/rest/receipt', { id, date });
    },
    async info() {
      const answer = await call('GET', '/rest/info');
      if (!answer || typeof answer !== 'object') throw new PosApiError('invalid-response', 'PosAPI info is not an object');
      return answer as PosInfo;
    },
  };
}
