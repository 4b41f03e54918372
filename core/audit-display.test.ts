import { describe, expect, it } from 'vitest';
import { auditChanges, auditObjectHref, formatAuditValue } from './audit-display';

describe('audit values as text', () => {
  it('shows money fields as tugrik, wherever they are nested', () => {
    expect(formatAuditValue('price', 129900, 'en')).toBe('129,900₮');
    expect(formatAuditValue('variants', [{ sku: 'A-1', price: 5000 }, { sku: 'A-2', price: 6000 }], 'en')).toBe('(sku: A-1, price: 5,000₮); (sku: A-2, price: 6,000₮)');
    expect(formatAuditValue('weightGrams', 1500, 'en')).toBe('1500');
  });
  it('shows lists, yes/no, empty values and moments readably', () => {
    expect(formatAuditValue('tags', ['sale', 'new'], 'en')).toBe('sale, new');
    expect(formatAuditValue('tags', [], 'en')).toBe('—');
    expect(formatAuditValue('active', false, 'mn')).toBe('үгүй');
    expect(formatAuditValue('note', null, 'en')).toBe('—');
    expect(formatAuditValue('publishAt', '2026-12-02T06:05:00.000Z', 'en')).toBe('2 December 2026, 14:05');
  });
  it('shows a text in both languages in the page’s language, and a rich text as its words, cut when long', () => {
    expect(formatAuditValue('name', { mn: 'Гутал', en: 'Boots' }, 'mn')).toBe('Гутал');
    expect(formatAuditValue('name', { mn: 'Гутал', en: 'Boots' }, 'en')).toBe('Boots');
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Warm' }, { type: 'text', text: 'boots' }] }] };
    expect(formatAuditValue('descriptionDoc', doc, 'en')).toBe('Warm boots');
    const long = formatAuditValue('note', 'x'.repeat(500), 'en');
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
  it('lists every changed field; a creation has nothing before', () => {
    expect(auditChanges({ state: 'new' }, { state: 'paid' }, 'en')).toEqual([{ field: 'state', before: 'new', after: 'paid' }]);
    expect(auditChanges(null, { amount: 50000 }, 'en')).toEqual([{ field: 'amount', before: '—', after: '50,000₮' }]);
  });
  it('links an object to its console page where it has one', () => {
    expect(auditObjectHref('product', 'a1b2', 'Boots')).toBe('/console/products/a1b2');
    expect(auditObjectHref('order', '1042', '#1042')).toBe('/console/orders/1042');
    expect(auditObjectHref('payment', '1042', '#1042')).toBe('/console/orders/1042');
    expect(auditObjectHref('gift_card', 'uuid', 'ABCD-EFGH')).toBe('/console/giftcards?q=ABCD-EFGH');
    expect(auditObjectHref('redirect', 'id', '/old → /new')).toBe('/console/redirects?q=%2Fold');
    const variant = '0b6f8c7e-3c1a-4f57-9a39-5a1f2f6f9d10';
    expect(auditObjectHref('stock', variant, 'SKU-1 · Boots')).toBe(`/console/stock?variant=${variant}`);
    expect(auditObjectHref('stock', 'lowStockAt', 'lowStockAt')).toBe('/console/stock');
    expect(auditObjectHref('category', variant, 'Phones')).toBe(`/console/categories?edit=${variant}`);
    expect(auditObjectHref('exchange_rate', 'KRW', 'KRW')).toBe('/console/pricing');
  });
});
