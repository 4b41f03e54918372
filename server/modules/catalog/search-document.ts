import { foldText } from '../../../core/search-fold';

/**
 * The folded texts a product is searched by: its name (names in both languages and the brand), matched and ranked
 * first, and its document (the name plus categories and tags), which a search may also match.
 */
export function productSearchText(p: { nameEn: string; nameMn: string; brand: string | null; categories: string[]; tags: string[] }) {
  const name = foldText([p.nameEn, p.nameMn, p.brand ?? ''].join(' '));
  return { searchName: name, searchDocument: [name, foldText([...p.categories, ...p.tags].join(' '))].join(' ').trim() };
}
