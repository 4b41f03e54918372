// What the store keeps of a shopper's search for its search analytics (/console/search): the query alone, tidied, and
// only when it cannot be personal. A query holding a phone number, an ID number, an order or card number (six digits
// or more in a row) or an e-mail address is not kept at all.
import { foldText } from './search-fold';

/** A kept query is cut to this many characters. */
export const MAX_KEPT_QUERY = 100;

/** The query as kept (trimmed, one space between words, lower case) and its folded key; null when nothing is kept. */
export function keptSearchQuery(q: string): { query: string; key: string } | null {
  const query = q.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, MAX_KEPT_QUERY).trim();
  if (query === '' || /\d{6}/.test(query.replace(/[\s\-+().]/g, '')) || /\S@\S/.test(query)) return null;
  const key = foldText(query);
  return key === '' ? null : { query, key };
}
