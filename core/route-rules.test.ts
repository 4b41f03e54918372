import { describe, expect, it } from 'vitest';
import { isAbsoluteUrl, ruleFor } from './route-rules';

describe('route rules', () => {
  it('finds a rule with or without a trailing slash', () => {
    expect(ruleFor('/help')?.redirect.to).toBe('/faq');
    expect(ruleFor('/help/')?.redirect.to).toBe('/faq');
    expect(ruleFor('/faq')).toBeUndefined();
  });

  it('tells absolute targets (full page load) from paths', () => {
    expect(isAbsoluteUrl('https://blog.example.mn/x')).toBe(true);
    expect(isAbsoluteUrl('/faq')).toBe(false);
    expect(isAbsoluteUrl('//evil.example')).toBe(false);
  });
});
