import fc from 'fast-check';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipped, plain, stitch } from './stitched-gzip';

const nonce = fc.base64String({ minLength: 24, maxLength: 24 }).filter((n) => n.length === 24);

describe('stitched gzip', () => {
  it('decompresses to the text with the response’s nonce in every place the kept one was', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 3000 }), { maxLength: 8 }), nonce, nonce, (parts, kept, fresh) => {
        fc.pre(parts.every((p) => !p.includes(kept)));
        const text = parts.join(kept);
        const stitched = stitch(text, kept);
        const expected = parts.join(fresh);
        expect(gunzipSync(gzipped(stitched, fresh)).toString('utf8')).toBe(expected);
        expect(plain(stitched, fresh).toString('utf8')).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('compresses a page about as well as compressing it whole', () => {
    const kept = 'AAAAAAAAAAAAAAAAAAAAAA==';
    const page = `<html><head><meta nonce="${kept}">` + '<li class="card">Монгол хэл — product</li>'.repeat(2000) + `<script nonce="${kept}">x()</script></html>`;
    const stitched = gzipped(stitch(page, kept), 'BBBBBBBBBBBBBBBBBBBBBB==');
    expect(stitched.length).toBeLessThan(Buffer.byteLength(page) / 20);
    expect(gunzipSync(stitched).toString()).toBe(page.replaceAll(kept, 'BBBBBBBBBBBBBBBBBBBBBB=='));
  });

  it('refuses a nonce of another length (the stream would lie about its size)', () => {
    expect(() => gzipped(stitch('a NONCE b', 'NONCE'), 'LONGER-NONCE')).toThrow();
  });
});
