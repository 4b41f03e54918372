// The Bank of Mongolia's official daily exchange rates (Монголбанкны албан ханш). The bank publishes one row per day of
// tugrik per unit of each currency; its site answers a form post of a date range with JSON:
//   POST {MONGOLBANK_RATES_URL}  startDate=YYYY-MM-DD&endDate=YYYY-MM-DD
//   → {"success": true, "data": [{"RATE_DATE": "2026-11-24", "USD": "3,565.20", "KRW": "2.44", "CNY": "497.35", …}]}
// Rates come as text with thousands commas (or as numbers). The same client talks to the real bank and to the local
// sandbox (sandbox.ts), so it runs for real everywhere. The parser is a plain function, tested on its own.
import { ulaanbaatarDay } from '../../../core/dates';
import { COST_CURRENCIES, parseRate, type ExchangeRates } from '../../../core/landed-cost';
import { failureText, requestJson } from '../http-client';

/** The newest day's official rates the bank answered with, for the currencies goods are bought in. */
export type OfficialRates = { effectiveOn: string; rates: ExchangeRates };

export class MongolbankError extends Error {
  constructor(
    readonly kind: 'network' | 'timeout' | 'status' | 'format',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MongolbankError';
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A published rate as exact decimal text ("3,565.20" → "3565.2"), or null when it is not a positive rate. */
export function officialRateText(value: unknown): string | null {
  let text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  // "3,565.20": the comma groups thousands; "2,44" alone would be a decimal comma, which parseRate reads.
  if (text.includes('.') || /,\d{3}(?!\d)/.test(text)) text = text.replace(/,/g, '');
  // More places than a rate keeps (6) are cut, not refused: the bank's own figure to the millionth.
  text = text.replace(/^(\d+[.,]\d{6})\d+$/, '$1');
  const micro = parseRate(text);
  if (micro === null) return null;
  const whole = micro / 1_000_000n;
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * The bank's answer read: the newest day that has a rate for at least one of our currencies, with those rates. Null
 * when the answer holds no such day (an error page, an empty range, another format).
 */
export function parseMongolbankRates(body: unknown): OfficialRates | null {
  const rows = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(rows)) return null;
  let best: OfficialRates | null = null;
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const r = row as Record<string, unknown>;
    const day = typeof r.RATE_DATE === 'string' ? r.RATE_DATE.trim().slice(0, 10) : '';
    if (!DAY.test(day)) continue;
    const rates: ExchangeRates = {};
    for (const currency of COST_CURRENCIES) {
      const rate = officialRateText(r[currency]);
      if (rate) rates[currency] = rate;
    }
    if (Object.keys(rates).length === 0) continue;
    if (!best || day > best.effectiveOn) best = { effectiveOn: day, rates };
  }
  return best;
}


export type MongolbankClient = { fetchRates(now?: Date): Promise<OfficialRates> };

export function createMongolbankClient(options: { url: string | (() => string); timeoutMs?: number; fetch?: typeof fetch }): MongolbankClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async fetchRates(now = new Date()) {
      // A week back: weekends and holidays have no new rate, the last working day's is the one in force.
      const body = new URLSearchParams({ startDate: ulaanbaatarDay(new Date(now.getTime() - 7 * 86_400_000)), endDate: ulaanbaatarDay(now) });
      const res = await requestJson({
        url: options.url,
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        timeoutMs,
        fetch: options.fetch,
        toError: (failure) => new MongolbankError(failure.timedOut ? 'timeout' : 'network', `Bank of Mongolia rates ${failureText(failure, timeoutMs)}`, { cause: failure.cause }),
      });
      if (!res.ok) throw new MongolbankError('status', `Bank of Mongolia rates answered HTTP ${res.status}`);
      const rates = parseMongolbankRates(res.data);
      if (!rates) throw new MongolbankError('format', 'Bank of Mongolia rates: the answer holds no rates for USD, KRW, CNY or JPY');
      return rates;
    },
  };
}

