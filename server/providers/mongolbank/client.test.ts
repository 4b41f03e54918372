import { describe, expect, it } from 'vitest';
import { createMongolbankClient, officialRateText, parseMongolbankRates } from './client';
import { ulaanbaatarDay } from '../../../core/dates';
import { sandboxRate, sandboxRows } from './sandbox';

describe('reading the Bank of Mongolia’s daily rates', () => {
  it('takes the newest day and the four currencies goods are bought in, as exact decimals', () => {
    const body = {
      success: true,
      data: [
        { RATE_DATE: '2026-11-20', USD: '3,560.10', KRW: '2.43', CNY: '496.90', JPY: '23.05', EUR: '3,700.00' },
        { RATE_DATE: '2026-11-23', USD: '3,565.20', KRW: '2.4381', CNY: '497.35', JPY: '23.18', EUR: '3,712.44' },
        { RATE_DATE: '2026-11-21', USD: '3,561.00' },
      ],
    };
    expect(parseMongolbankRates(body)).toEqual({ effectiveOn: '2026-11-23', rates: { USD: '3565.2', KRW: '2.4381', CNY: '497.35', JPY: '23.18' } });
  });

  it('reads numbers and leaves out what is not a rate', () => {
    expect(parseMongolbankRates({ data: [{ RATE_DATE: '2026-11-23', USD: 3565.2, KRW: '—', CNY: '0', JPY: null }] })).toEqual({ effectiveOn: '2026-11-23', rates: { USD: '3565.2' } });
  });

  it('is null for an answer without a usable day', () => {
    expect(parseMongolbankRates(null)).toBeNull();
    expect(parseMongolbankRates('<html>maintenance</html>')).toBeNull();
    expect(parseMongolbankRates({ success: true, data: [] })).toBeNull();
    expect(parseMongolbankRates({ data: [{ RATE_DATE: 'yesterday', USD: '3,565.20' }] })).toBeNull();
    expect(parseMongolbankRates({ data: [{ RATE_DATE: '2026-11-23', EUR: '3,712.44' }] })).toBeNull();
  });

  it.each([
    ['3,565.20', '3565.2'],
    ['2.4381', '2.4381'],
    ['1,000', '1000'],
    ['2,44', '2.44'],
    ['22.123456789', '22.123456'],
    [' 497.35 ', '497.35'],
    ['-3', null],
    ['abc', null],
    ['', null],
  ])('rate %j → %j', (text, rate) => expect(officialRateText(text)).toBe(rate));
});

describe('the client', () => {
  it('posts the last week of Ulaanbaatar days and reads the answer', async () => {
    let sent: { url: string; body: string } | null = null;
    const client = createMongolbankClient({
      url: 'https://bank.example/rates',
      fetch: (async (url: string, init: RequestInit) => {
        sent = { url, body: String(init.body) };
        return new Response(JSON.stringify({ success: true, data: [{ RATE_DATE: '2026-11-24', USD: '3,565.20' }] }), { headers: { 'content-type': 'application/json' } });
      }) as unknown as typeof fetch,
    });
    // 20:00 UTC on the 23rd is already the 24th in Ulaanbaatar.
    const rates = await client.fetchRates(new Date('2026-11-23T20:00:00Z'));
    expect(rates).toEqual({ effectiveOn: '2026-11-24', rates: { USD: '3565.2' } });
    expect(sent).toEqual({ url: 'https://bank.example/rates', body: 'startDate=2026-11-17&endDate=2026-11-24' });
  });

  it('says what went wrong: an HTTP error, or an answer without rates', async () => {
    const answering = (status: number, body: string) => createMongolbankClient({ url: 'https://bank.example/rates', fetch: (async () => new Response(body, { status })) as unknown as typeof fetch });
    await expect(answering(503, 'busy').fetchRates()).rejects.toMatchObject({ kind: 'status' });
    await expect(answering(200, '{"success":false}').fetchRates()).rejects.toMatchObject({ kind: 'format' });
  });

  it('knows the day in Ulaanbaatar', () => {
    expect(ulaanbaatarDay(new Date('2026-11-23T15:59:00Z'))).toBe('2026-11-23');
    expect(ulaanbaatarDay(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
  });
});

describe('the sandbox’s rates', () => {
  it('are plausible, stable per day, on working days only, and read back by the parser', () => {
    const rows = sandboxRows('2026-11-16', '2026-11-24', new Date('2026-11-24T04:00:00Z'));
    expect(rows.map((r) => r.RATE_DATE)).toEqual(['2026-11-24', '2026-11-23', '2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16']);
    const usd = Number(sandboxRate('USD', '2026-11-24'));
    expect(usd).toBeGreaterThan(3500);
    expect(usd).toBeLessThan(3600);
    expect(sandboxRate('KRW', '2026-11-24')).toBe(sandboxRate('KRW', '2026-11-24'));
    expect(parseMongolbankRates({ success: true, data: rows })).toEqual({
      effectiveOn: '2026-11-24',
      rates: { USD: sandboxRate('USD', '2026-11-24').replace(/0+$/, '').replace(/\.$/, ''), KRW: sandboxRate('KRW', '2026-11-24').replace(/0+$/, ''), CNY: sandboxRate('CNY', '2026-11-24').replace(/0+$/, '').replace(/\.$/, ''), JPY: sandboxRate('JPY', '2026-11-24').replace(/0+$/, '') },
    });
  });
});
