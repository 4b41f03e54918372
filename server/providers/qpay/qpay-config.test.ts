// QPay's settings in server/config.ts: all three merchant values or none; none in production means no QPay.
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../../test/production';
import { ConfigError, parseConfig } from '../../config';
import { QPAY_SANDBOX_MERCHANT } from './sandbox';
import { qpayClientFor, usesQPaySandbox } from './setup';
import { crc16, emvQrText, pseudoQrPng } from './sandbox-qr';

const merchant = { QPAY_CLIENT_ID: 'MERCHANT', QPAY_CLIENT_SECRET: 'secret', QPAY_INVOICE_CODE: 'MERCHANT_INVOICE' };

describe('QPay configuration', () => {
  it('uses the sandbox outside production when QPay is not configured, and offers no QPay in production', () => {
    const dev = parseConfig({});
    expect(dev).toMatchObject({ qpay: null, qpayEnabled: true });
    expect(usesQPaySandbox(dev)).toBe(true);
    const prod = parseConfig(PRODUCTION_ENV);
    expect(prod).toMatchObject({ qpay: null, qpayEnabled: false });
    expect(usesQPaySandbox(prod)).toBe(false);
    expect(qpayClientFor(prod, () => 'http://127.0.0.1:1')).toBeNull();
  });

  it('reads the merchant, with QPay production as the default address', () => {
    const c = parseConfig({ ...PRODUCTION_ENV, ...merchant });
    expect(c.qpay).toEqual({ baseUrl: 'https://merchant.qpay.mn/v2', clientId: 'MERCHANT', clientSecret: 'secret', invoiceCode: 'MERCHANT_INVOICE' });
    expect(c.qpayEnabled).toBe(true);
    expect(usesQPaySandbox(c)).toBe(false);
    expect(parseConfig({ ...merchant, QPAY_BASE_URL: 'https://merchant-sandbox.qpay.mn/v2/' }).qpay?.baseUrl).toBe('https://merchant-sandbox.qpay.mn/v2');
  });

  it('refuses some of the three values without the others, naming the missing ones', () => {
    try {
      parseConfig({ QPAY_CLIENT_ID: 'MERCHANT' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['QPAY_CLIENT_SECRET', 'QPAY_INVOICE_CODE']);
    }
    expect(() => parseConfig({ ...merchant, QPAY_BASE_URL: 'ftp://x' })).toThrow(/QPAY_BASE_URL:/);
  });

  it('keeps the sandbox merchant distinct from any real one', () => {
    expect(QPAY_SANDBOX_MERCHANT.clientId).toMatch(/SANDBOX/);
  });
});

describe('sandbox QR', () => {
  it('ends the EMV payload with its CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
    const text = emvQrText({ merchantId: 'ZUUCH', amount: 15000, reference: 'abc' });
    expect(text).toMatch(/^000201010212/);
    expect(text).toContain('5303496');
    expect(text).toContain('540515000');
    expect(text.slice(-4)).toBe(crc16(text.slice(0, -4)));
  });

  it('draws a PNG', () => {
    const png = pseudoQrPng('000201');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe((29 + 8) * 6);
  });
});
