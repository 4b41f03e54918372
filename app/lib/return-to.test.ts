import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/', '/user', '/order/ZU-1001?x=1', '/p/apple-iphone-17-pro-256gb#reviews'])('keeps the site path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'user', '', '/\nSet-Cookie:x', 42, null])(
    'refuses %j',
    (value) => {
      expect(safeReturnTo(value)).toBeNull();
    },
  );
});
