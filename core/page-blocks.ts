// Page-builder blocks: what staff put on the home page and on content pages, in order (page_blocks.config). Each
// block says what it shows; pages resolve the data (products of a rail, categories, FAQ questions) when they are read.
import type { LocalizedDoc } from './rich-text';

type Text = { mn: string; en: string };

export const PAGE_BLOCK_TYPES = ['hero', 'rich-text', 'product-rail', 'category-tiles', 'image-text', 'faq-excerpt', 'call-to-action'] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];

export const PRODUCT_RAIL_SOURCES = ['newest', 'bestsellers', 'origin', 'discounted', 'category', 'search'] as const;
export type ProductRailSource = (typeof PRODUCT_RAIL_SOURCES)[number];
/** The countries a rail of one origin may show (the catalog's origins). */
export const RAIL_ORIGINS = ['US', 'KR', 'CN', 'JP', 'MN'] as const;

export type PageBlockConfig =
  | { type: 'hero'; title: Text; text: Text; cta: Text; href: string; tone: 'brand' | 'dark' | 'sky'; imageId?: string }
  | { type: 'rich-text'; doc: LocalizedDoc }
  /** Products from a query: newest, bestsellers, an origin country, discounted, a category (slug) or a search (words). */
  | { type: 'product-rail'; title: Text; source: ProductRailSource; origin?: string; category?: string; query?: string; limit: number; href?: string }
  | { type: 'category-tiles'; title: Text }
  | { type: 'image-text'; imageId: string; alt: Text; title: Text; doc: LocalizedDoc; imageSide: 'left' | 'right' }
  /** Questions of the FAQ: of one topic, or the given keys, at most `limit`. */
  | { type: 'faq-excerpt'; title: Text; topic?: string; keys?: string[]; limit: number }
  | { type: 'call-to-action'; title: Text; text: Text; cta: Text; href: string };
