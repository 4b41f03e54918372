// Searching the FAQ as the shopper types: the store's search folding (core/search-fold.ts), so "tolbor" finds "төлбөр"
// and "ytac" finds "утас". The same rule filters on the server (/faq?q=, without JavaScript) and in the browser.
import { foldText, queryKeys } from './search-fold';

/** A question's words as the matcher reads them: its folded text, split into words. */
export function faqWords(text: string): string[] {
  return foldText(text).split(' ').filter(Boolean);
}

/**
 * Whether a question (its words, from faqWords of the question and its answer) matches the query: for one of the
 * query's keys, every word of the key starts a word of the question (the word being typed matches as it grows).
 * An empty query matches everything.
 */
export function faqMatches(query: string, words: string[]): boolean {
  const keys = queryKeys(query);
  if (keys.length === 0) return true;
  return keys.some((key) => key.split(' ').every((part) => words.some((word) => word.startsWith(part))));
}
