import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/', '/user', '/order/ZU-1001?x=1', '/p/apple-iphone-17-pro-256gb#reviews'])('keeps the site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it('percent-encodes what a Location header cannot carry', () => {
    expect(safeReturnTo('/search?q=гутал')).toBe('/search?q=%D0%B3%D1%83%D1%82%D0%B0%D0%BB');
    expect(safeReturnTo('/a\u2028b')).toBe('/a%E2%80%A8b');
  });

  it('normalises dot segments and keeps the result on this site', () => {
    expect(safeReturnTo('/a/../user')).toBe('/user');
    expect(safeReturnTo('/%2e/order')).toBe('/order');
  });

  it.each(['/.//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example', '/a/..//evil.example', '/..//evil.example/x?y#z', '/./%2e//evil.example'])(
    'refuses %j, which normalises to a protocol-relative URL',
    (value) => {
      expect(safeReturnTo(value)).toBeNull();
    },
  );

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'user', '', '/\nSet-Cookie:x', 42, null])(
    'refuses %j',
    (value) => {
      expect(safeReturnTo(value)).toBeNull();
    },
  );
});
