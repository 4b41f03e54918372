// The audit log's vocabulary: which objects staff change, and what of them changed. Every staff write records a row in
// the same transaction (server/modules/audit); the console shows it per object ("history") and for the whole store.
export const AUDIT_ENTITIES = [
  'product',
  'category',
  'brand',
  'bundle',
  'stock',
  'pricing',
  'exchange_rate',
  'import',
  'order',
  'payment',
  'bank_transfer',
  'gift_card',
  'leasing',
  'receipt',
  'notification',
  'message_template',
  'content',
  'page_block',
  'redirect',
  'synonym',
  'settings',
  'staff',
  'position',
  'application',
  'buy_request',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export type AuditFields = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed between two states of an object: only the fields whose values differ, each side with its own value
 * (a field that appears or disappears shows as undefined on the other side). Null when nothing changed.
 */
export function changedFields(before: AuditFields | null, after: AuditFields | null): { before: AuditFields | null; after: AuditFields | null } | null {
  if (!before || !after) return before || after ? { before, after } : null;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((k) => !same(before[k], after[k]));
  if (changed.length === 0) return null;
  return { before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])), after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])) };
}
