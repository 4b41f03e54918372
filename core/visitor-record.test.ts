import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeUserAgent, networkKind, pageTypeOf, percentileOfBuckets, referrerHost, trackedPath, visitorRecord, vitalBucket, VITALS } from './visitor-record';

describe('trackedPath', () => {
  it('keeps a page’s path without its query, and nothing that names one shopper’s order, gift card or application', () => {
    expect(trackedPath('/p/iphone-15?color=black#reviews')).toBe('/p/iphone-15');
    expect(trackedPath('/order/100234')).toBe('/order/:id');
    expect(trackedPath('/order/100234/complete')).toBe('/order/:id/complete');
    expect(trackedPath('/order/review')).toBe('/order/review');
    expect(trackedPath('/order')).toBe('/order');
    expect(trackedPath('/giftcard/8a1f0c2e9b')).toBe('/giftcard/:url');
    expect(trackedPath('/leasingRequest/1234')).toBe('/leasingRequest/:id');
    expect(trackedPath('/user/order')).toBe('/user/:part');
    expect(trackedPath('https://zuuch.mn/search?q=99112233')).toBe('/search');
    expect(trackedPath(`/p/${'x'.repeat(300)}`)).toHaveLength(200);
  });

  it('reads a path as a URL would, whether it is plain or not', () => {
    // A '?' is never plain: the same path through the URL parser.
    const byUrl = (raw: string) => trackedPath(`${raw}?`);
    const part = fc.stringMatching(/^[\w\-.%?#:@гүөяё\\/]{0,12}$/);
    fc.assert(
      fc.property(fc.array(part, { maxLength: 5 }), (parts) => {
        const raw = `/${parts.join('/')}`;
        expect(trackedPath(raw)).toBe(byUrl(raw));
      }),
    );
    expect(trackedPath('//evil.example/p/x')).toBe('/p/x');
    expect(trackedPath('/p/гутал')).toBe('/p/%D0%B3%D1%83%D1%82%D0%B0%D0%BB');
  });
});

describe('pageTypeOf', () => {
  it('names the kind of page of a kept path', () => {
    expect(['/', '/p/a', '/category', '/b/apple', '/search', '/order', '/order/review', '/order/:id/complete', '/user', '/faq', '/media/x', '/nope'].map(pageTypeOf)).toEqual([
      'home',
      'product',
      'category',
      'brand',
      'search',
      'cart',
      'checkout',
      'order',
      'account',
      'content',
      'content',
      'other',
    ]);
  });
});

describe('referrerHost', () => {
  it('keeps only another site’s host', () => {
    expect(referrerHost('https://www.facebook.com/groups/123?ref=x', 'zuuch.mn')).toBe('facebook.com');
    expect(referrerHost('https://zuuch.mn/p/a', 'zuuch.mn')).toBe('');
    expect(referrerHost('https://www.zuuch.mn/', 'zuuch.mn')).toBe('');
    expect(referrerHost('not a url', null)).toBe('');
    expect(referrerHost('', null)).toBe('');
  });
});

describe('describeUserAgent', () => {
  it('names the browser and system families of common phones and computers', () => {
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36')).toEqual({ browser: 'Samsung Internet', os: 'Android' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0')).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 [FBAN/FB4A;FBAV/470.0]')).toEqual({ browser: 'Facebook', os: 'Android' });
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0')).toEqual({ browser: 'Firefox', os: 'macOS' });
    expect(describeUserAgent('curl/8.0')).toEqual({ browser: 'Other', os: 'Other' });
  });

  it('reports a network kind it does not know as unknown', () => {
    expect([networkKind('4g'), networkKind('5g'), networkKind('')]).toEqual(['4g', 'unknown', 'unknown']);
  });
});

describe('visitorRecord', () => {
  it('drops fields it does not know and tidies texts', () => {
    const record = visitorRecord.parse({ sessionId: 'abcdefgh12', deviceType: 'mobile', phone: '99112233', visits: [{ path: '/', entryTime: 1, actions: [{ type: 'click', text: '  Сагсанд\n  хийх ' }] }] });
    expect(record).not.toHaveProperty('phone');
    expect(record.visits[0].actions[0].text).toBe('Сагсанд хийх');
    expect(record.userId).toBe('guest');
  });
});

describe('vital buckets and their percentile', () => {
  it('counts a value in a bucket never more than a tenth below it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VITALS), fc.double({ min: 0, max: 59_000, noNaN: true }), (name, raw) => {
        const value = name === 'CLS' ? raw / 59_000 : raw;
        const bucket = vitalBucket(name, value);
        expect(bucket).toBeLessThanOrEqual(value);
        expect(value - bucket).toBeLessThanOrEqual(name === 'CLS' ? 0.01 : Math.max(50, value * 0.1));
      }),
    );
  });

  it('reads the p75 of bucketed counts within one bucket of the exact p75', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 300 }), (values) => {
        const counts = new Map<number, number>();
        for (const v of values) counts.set(vitalBucket('LCP', v), (counts.get(vitalBucket('LCP', v)) ?? 0) + 1);
        const p75 = percentileOfBuckets([...counts].map(([bucket, n]) => ({ bucket, n })), 0.75)!;
        const sorted = [...values].sort((a, b) => a - b);
        const exact = sorted[Math.ceil(0.75 * sorted.length) - 1];
        expect(p75).toBe(vitalBucket('LCP', exact));
      }),
    );
    expect(percentileOfBuckets([], 0.75)).toBeNull();
  });
});
