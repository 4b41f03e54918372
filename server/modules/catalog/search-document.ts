import { foldText } from '../../../core/search-fold';

/** The folded text a product is searched by: its names in both languages, brand, categories and tags. */
export function productSearchDocument(p: { nameEn: string; nameMn: string; brand: string | null; categories: string[]; tags: string[] }): string {
  return foldText([p.nameEn, p.nameMn, p.brand ?? '', ...p.categories, ...p.tags].join(' '));
}
