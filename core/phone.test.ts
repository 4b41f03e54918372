import { describe, expect, it } from 'vitest';
import { formatMnMobile, normalizeMnMobile, normalizeMnPhone } from './phone';

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

describe('Mongolian phone numbers a shopper can call', () => {
  it.each([
    ['+976 7711 2233', '+976 7711 2233'],
    ['77112233', '+976 7711 2233'],
    ['9911-2233', '+976 9911 2233'],
    ['(011) 31 2345', '+976 11 31 2345'],
    ['976 7011 2233', '+976 7011 2233'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeMnPhone(input)).toBe(expected);
  });

  it.each(['', '1234', '991122334', '+82 10 1234 5678', '+1 202 555 0100', '9911 2233x', '9911 2233 ext 5', '9'.repeat(40)])('rejects %j', (input) => {
    expect(normalizeMnPhone(input)).toBeNull();
  });
});
