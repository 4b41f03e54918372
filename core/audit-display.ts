// How an audit row reads in the console: each changed field's value before and after as short text (money as tugrik,
// moments on Ulaanbaatar's clock, lists and nested objects compact), and where the changed object has a page.
import type { AuditEntity } from './audit';
import { formatDate, formatDateTime, isCalendarDay } from './dates';
import { formatMnt } from './money';

type Lang = 'mn' | 'en';
/** A coded value in words (an order state, a role), or undefined to show it as it is. */
export type ValueWords = (field: string, value: string) => string | undefined;

/** Fields that hold tugrik amounts, wherever they appear (a variant inside a product's list too). */
const MONEY = new Set(['price', 'compareAt', 'compareAtPrice', 'amount', 'balance', 'total', 'subtotal', 'minUse', 'maxUse', 'shippingFee', 'deliveryFee', 'paid', 'refund', 'refunded', 'oldPrice', 'newPrice']);
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX = 160;
const yesNo = { mn: { yes: 'тийм', no: 'үгүй' }, en: { yes: 'yes', no: 'no' } };

/** The text of a rich-text document (core/rich-text), for showing a description's change in a line. */
function docText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const n = node as { text?: unknown; content?: unknown };
  if (typeof n.text === 'string') return n.text;
  return Array.isArray(n.content) ? n.content.map(docText).join(' ').replace(/\s+/g, ' ').trim() : '';
}

function format(key: string, value: unknown, lang: Lang, depth: number, words?: ValueWords): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yesNo[lang].yes : yesNo[lang].no;
  if (typeof value === 'number') return MONEY.has(key) ? formatMnt(value) : String(value);
  if (typeof value === 'string') {
    if (ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value, lang, { year: true });
    if (isCalendarDay(value)) return formatDate(value, lang, { year: true });
    return words?.(key, value) ?? value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (depth > 2) return `[${value.length}]`;
    return value.map((v) => format(key, v, lang, depth + 1, words)).join(value.some((v) => v && typeof v === 'object') ? '; ' : ', ');
  }
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (obj.type === 'doc') return docText(obj) || '—';
    // A text in both languages shows the page's language first.
    const keys = Object.keys(obj);
    if (keys.length > 0 && keys.every((k) => k === 'mn' || k === 'en')) {
      const first = obj[lang] ?? obj[lang === 'mn' ? 'en' : 'mn'];
      return format(key, first, lang, depth + 1, words);
    }
    if (depth > 2) return '{…}';
    const parts = keys.filter((k) => obj[k] !== null && obj[k] !== undefined && obj[k] !== '').map((k) => `${k}: ${format(k, obj[k], lang, depth + 1, words)}`);
    return parts.length ? (depth === 0 ? parts.join(', ') : `(${parts.join(', ')})`) : '—';
  }
  return String(value);
}

/** One value of a changed field as a short line of text. */
export function formatAuditValue(key: string, value: unknown, lang: Lang, words?: ValueWords): string {
  const text = format(key, value, lang, 0, words);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

export type AuditChange = { field: string; before: string; after: string };

/** The fields an audit row changed, each with its value before and after as text (a creation has no before). */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null, lang: Lang, words?: ValueWords): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((field) => ({
    field,
    before: before ? formatAuditValue(field, before[field], lang, words) : '—',
    after: after ? formatAuditValue(field, after[field], lang, words) : '—',
  }));
}

/**
 * The console page of an audited object, or null where it has none. Orders, payments, receipts and messages are recorded
 * under the order's number; redirects under their old address; page blocks under "<page>:<block id>".
 */
export function auditObjectHref(entity: AuditEntity, entityId: string, label: string): string | null {
  const q = (value: string) => encodeURIComponent(value);
  switch (entity) {
    case 'product':
      return `/console/products/${q(entityId)}`;
    case 'order':
    case 'payment':
    case 'receipt':
    case 'notification':
      return /^\d+$/.test(entityId) ? `/console/orders/${entityId}` : null;
    case 'gift_card':
      return label ? `/console/giftcards?q=${q(label)}` : '/console/giftcards';
    case 'content':
      return `/console/content/${q(entityId)}`;
    case 'redirect':
      return label.startsWith('/') ? `/console/redirects?q=${q(label.split(' ')[0])}` : '/console/redirects';
    case 'synonym':
      return label ? `/console/search?q=${q(label.split(',')[0].trim())}` : '/console/search';
    case 'page_block': {
      const page = entityId.split(':')[0];
      return page && page !== 'home' ? `/console/blocks?page=${q(page)}` : '/console/blocks';
    }
    case 'leasing':
      return `/console/leasing/${q(entityId)}`;
    case 'bank_transfer':
      return '/console/transfers';
    case 'settings':
      return '/console/settings';
    case 'message_template':
      return `/console/messages/texts#${q(entityId)}`;
    case 'staff':
      return '/console/staff';
    // The catalog's objects: a variant's stock opens it on the stock page; the threshold, the store's stock page.
    case 'stock':
      return /^[0-9a-f-]{36}$/.test(entityId) ? `/console/stock?variant=${entityId}` : '/console/stock';
    case 'category':
      return `/console/categories?edit=${q(entityId)}`;
    case 'brand':
      return `/console/brands?edit=${q(entityId)}`;
    case 'bundle':
      return `/console/bundles?edit=${q(entityId)}`;
    case 'pricing':
    case 'exchange_rate':
      return '/console/pricing';
    case 'import':
      return '/console/products/import';
    // Careers: a position opens in its editor, an application on its own page.
    case 'position':
      return `/console/positions/${q(entityId)}`;
    case 'application':
      return `/console/applications/${q(entityId)}`;
    case 'buy_request':
      return /^\d+$/.test(entityId) ? `/console/buy-for-me/${entityId}` : null;
    default:
      return null;
  }
}
