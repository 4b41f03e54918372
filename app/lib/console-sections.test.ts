import { describe, expect, it } from 'vitest';
import { CONSOLE_SECTIONS, currentSection, sectionsFor } from './console-sections';

describe('the console section a page belongs to', () => {
  const admin = sectionsFor('admin');
  const at = (pathname: string) => currentSection(admin, pathname)?.to;

  it('is the longest section address the page starts with, whole segments only', () => {
    expect(at('/console/products')).toBe('/console/products');
    expect(at('/console/products/3f2a0c1e-0000-4000-8000-000000000000/pictures')).toBe('/console/products');
    expect(at('/console/products/import')).toBe('/console/products/import');
    expect(at('/console/orders/300901')).toBe('/console/orders');
    expect(at('/console/ordersx')).toBeUndefined();
    expect(at('/console')).toBeUndefined();
  });

  it('is none of the sections a role may not open', () => {
    expect(currentSection(sectionsFor('operator'), '/console/products/import')).toBeUndefined();
    expect(CONSOLE_SECTIONS.length).toBeGreaterThan(sectionsFor('operator').length);
  });

  it('offers the visitor dashboard to those who work on the shop, after their own sections (the console opens on the first)', () => {
    const visitors = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).some((s) => s.to === '/console/visitors');
    expect((['admin', 'operator', 'catalog', 'content'] as const).map(visitors)).toEqual([true, true, true, true]);
    expect((['finance', 'hiring'] as const).map(visitors)).toEqual([false, false]);
    expect((['admin', 'operator', 'catalog', 'content'] as const).map((role) => sectionsFor(role)[0].to)).toEqual(['/console/orders', '/console/orders', '/console/products', '/console/content']);
  });
});
