import { describe, expect, it } from 'vitest';
import { formatMnMobile, normalizeMnMobile } from './phone';

describe('Mongolian mobile numbers', () => {
  it.each(['99112233', '9911 2233', '+976 9911 2233', '976-9911-2233', ' 88112233 ', '+97680112233'])('accepts %s', (input) => {
    expect(normalizeMnMobile(input)).toMatch(/^\+976\d{8}$/);
  });

  it.each(['', '1234', '11223344', '991122334', '+82 10 1234 5678', 'abcdefgh', '7011 2233', '9'.repeat(40)])('rejects %j', (input) => {
    expect(normalizeMnMobile(input)).toBeNull();
  });

  it('formats for display', () => {
    expect(formatMnMobile('+97699112233')).toBe('9911 2233');
  });
});
