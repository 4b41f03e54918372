// The local Bank of Mongolia sandbox: the bank's daily-rates answer on this server, for development and tests (mounted
// only outside production and only when MONGOLBANK_RATES_URL is not set; it answers this machine only). It speaks the
// bank's API (client.ts): a form post of a date range, one row per working day with plausible rates for that day — a
// small daily wobble around recent levels, the same for the same day, so what a test fetched it can compute again.
//   POST /__sandbox/mongolbank/en/currency-rate-movement/data  startDate, endDate   GET /__sandbox/mongolbank (a page)
import type { FastifyInstance } from 'fastify';
import { COST_CURRENCIES, type CostCurrency } from '../../../core/landed-cost';
import { onlyThisMachine, parseForms } from '../sandbox-support';
import { escapeHtml } from '../../../core/html';
import { ulaanbaatarDay } from '../../../core/dates';

export const MONGOLBANK_SANDBOX_PREFIX = '/__sandbox/mongolbank';
/** Where the client posts when it talks to this sandbox (the path mirrors the bank's own). */
export const MONGOLBANK_SANDBOX_PATH = `${MONGOLBANK_SANDBOX_PREFIX}/en/currency-rate-movement/data`;

/** Recent levels, tugrik per unit, and the places the bank writes them with. */
const LEVELS: Record<CostCurrency, { rate: number; places: number }> = {
  USD: { rate: 3565.2, places: 2 },
  KRW: { rate: 2.4381, places: 4 },
  CNY: { rate: 497.35, places: 2 },
  JPY: { rate: 23.18, places: 4 },
};

const DAY_MS = 86_400_000;

/** The sandbox's rate of a currency on a day: within ±0.6 % of its level, stable per day. */
export function sandboxRate(currency: CostCurrency, day: string): string {
  let h = 2166136261;
  for (const ch of `${currency}${day}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const wobble = ((h % 1201) - 600) / 100_000; // −0.6 % … +0.6 %
  const { rate, places } = LEVELS[currency];
  return (rate * (1 + wobble)).toFixed(places);
}

/** The bank publishes on working days only (Monday to Friday). */
const workingDay = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The rows the bank would answer for a range of days (at most 31, newest first, none after today). */
export function sandboxRows(startDate: string, endDate: string, now = new Date()) {
  const today = ulaanbaatarDay(now);
  const last = endDate > today ? today : endDate;
  const rows: Record<string, string>[] = [];
  for (let t = Date.parse(`${last}T00:00:00Z`); rows.length < 31 && t >= Date.parse(`${startDate}T00:00:00Z`); t -= DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (!workingDay(day)) continue;
    // The bank's rows carry many currencies; the store reads four of them.
    rows.push({ RATE_DATE: day, ...Object.fromEntries(COST_CURRENCIES.map((c) => [c, Number(sandboxRate(c, day)).toLocaleString('en-US', { minimumFractionDigits: LEVELS[c].places })])), EUR: '3,712.44', RUB: '44.12' });
  }
  return rows;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function mongolbankSandbox(app: FastifyInstance) {
  parseForms(app);
  app.post(`${MONGOLBANK_SANDBOX_PATH}`, { onRequest: onlyThisMachine }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const start = String(form.startDate ?? '');
    const end = String(form.endDate ?? '');
    if (!DATE.test(start) || !DATE.test(end) || start > end) return reply.status(400).send({ success: false, message: 'startDate and endDate must be YYYY-MM-DD, start first' });
    return { success: true, data: sandboxRows(start, end) };
  });
  app.get(MONGOLBANK_SANDBOX_PREFIX, { onRequest: onlyThisMachine }, async (_request, reply) => {
    const now = new Date();
    const rows = sandboxRows(ulaanbaatarDay(new Date(now.getTime() - 14 * DAY_MS)), ulaanbaatarDay(now), now)
      .map((r) => `<tr><td>${escapeHtml(r.RATE_DATE)}</td>${COST_CURRENCIES.map((c) => `<td>${escapeHtml(r[c])}</td>`).join('')}</tr>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Bank of Mongolia sandbox</title><style>body{font:15px system-ui;margin:2rem}td,th{padding:.3rem .8rem;border-bottom:1px solid #ddd;text-align:right}</style><h1>Bank of Mongolia sandbox</h1><p>The official daily rates this sandbox answers with (tugrik per unit, working days). Only this machine can see this page.</p><table><tr><th>date</th>${COST_CURRENCIES.map((c) => `<th>${c}</th>`).join('')}</tr>${rows}</table>`,
      );
  });
}
