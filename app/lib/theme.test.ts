import { describe, expect, it } from 'vitest';
import { resolveTheme, themeCookie } from './theme';

describe('theme', () => {
  it('is light unless the cookie says dark', () => {
    expect(resolveTheme(undefined)).toBe('light');
    expect(resolveTheme('light')).toBe('light');
    expect(resolveTheme('dark')).toBe('dark');
    expect(resolveTheme('purple')).toBe('light');
  });

  it('is kept in the color-scheme cookie for 365 days, path /, SameSite=Lax', () => {
    expect(themeCookie('dark')).toBe('color-scheme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
