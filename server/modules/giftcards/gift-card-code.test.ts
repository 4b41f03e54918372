import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, generateGiftCardCode, generateUrlToken, isGiftCardCode, maskGiftCardCode, normalizeGiftCardCode } from './gift-card-code';

describe('gift card codes', () => {
  it('are four groups of four from 32 characters without look-alikes', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    for (const ch of '01IO') expect(CODE_ALPHABET).not.toContain(ch);
    for (let i = 0; i < 200; i++) {
      const code = generateGiftCardCode();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
      expect(isGiftCardCode(code)).toBe(true);
    }
  });

  it('are drawn at random: no repeats, and every character turns up', () => {
    const codes = Array.from({ length: 2000 }, generateGiftCardCode);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join('').replace(/-/g, ''));
    expect(seen.size).toBe(32);
  });

  it('link tokens carry 128 bits as base64url and fit the page URL pattern', () => {
    const tokens = Array.from({ length: 200 }, generateUrlToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are read however they were typed: case, spaces, dashes, dots, full-width and Cyrillic look-alikes', () => {
    const stored = 'K7QM-2XHD-9PAR-WF4C';
    for (const typed of ['K7QM-2XHD-9PAR-WF4C', 'k7qm2xhd9parwf4c', ' k7qm 2xhd 9par wf4c ', 'K7QM–2XHD—9PAR_WF4C', 'k7qm.2xhd.9par.wf4c', 'Ｋ７ＱＭ２ＸＨＤ９ＰＡＲＷＦ４Ｃ', 'К7QМ-2ХНD-9РАR-WF4С']) {
      expect(normalizeGiftCardCode(typed)).toBe(stored);
    }
    expect(normalizeGiftCardCode('z3z3 z3z3 z3z3 z3z3')).toBe('Z3Z3-Z3Z3-Z3Z3-Z3Z3');
    expect(normalizeGiftCardCode('ЗЗЗЗ-2222-2222-2222')).toBe('3333-2222-2222-2222');
  });

  it('leave what cannot be a code ungrouped, so it finds no card', () => {
    expect(normalizeGiftCardCode('K7QM-2XHD-9PAR-WF4')).toBe('K7QM2XHD9PARWF4');
    expect(normalizeGiftCardCode('O7QM-2XHD-9PAR-WF4C')).toBe('O7QM2XHD9PARWF4C'); // O is never in a code
    expect(normalizeGiftCardCode('   ')).toBe('');
    expect(normalizeGiftCardCode('x'.repeat(200))).toHaveLength(64);
    expect(isGiftCardCode('K7QM2XHD9PARWF4C')).toBe(false);
  });

  it('can be shown with only the last group', () => {
    expect(maskGiftCardCode('K7QM-2XHD-9PAR-WF4C')).toBe('••••-••••-••••-WF4C');
  });
});
