import { foldText } from '../../../core/search-fold';

/**
 * The folded texts a product is searched by. Its name — names in both languages, brand and tags (the words that say
 * what the product is) — is matched and ranked first; its document adds the category names, which a search may also match.
 */
export function productSearchText(p: { nameEn: string; nameMn: string; brand: string | null; categories: string[]; tags: string[] }) {
  const name = foldText([p.nameEn, p.nameMn, p.brand ?? '', ...p.tags].join(' '));
  return { searchName: name, searchDocument: [name, foldText(p.categories.join(' '))].join(' ').trim() };
}
