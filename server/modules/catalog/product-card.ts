// The product as a card in a grid or rail: what every listing selects and answers.
import type { Language } from '../../../core/i18n';
import { brands, products } from '../../db/schema';

import type { Origin } from '../../../core/arrival-estimate';

export type { Origin };

export type ProductCard = {
  _id: string;
  slug: string;
  name: string;
  brand: string | null;
  origin: Origin;
  price: number;
  compareAtPrice: number | null;
  inStock: boolean;
  thumbnail: string | null;
  /** Whether the product has options to choose (the card then links to the page rather than adding directly). */
  hasOptions: boolean;
};

export const cardColumns = {
  id: products.id,
  slug: products.slug,
  nameEn: products.nameEn,
  nameMn: products.nameMn,
  origin: products.origin,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  stock: products.stock,
  thumbnails: products.thumbnails,
  options: products.options,
  brandName: brands.name,
};

type CardRow = {
  id: string;
  slug: string;
  nameEn: string;
  nameMn: string;
  origin: Origin;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  thumbnails: string[];
  options: unknown[];
  brandName: string | null;
};

export function toProductCard(r: CardRow, lang: Language): ProductCard {
  return {
    _id: r.id,
    slug: r.slug,
    name: lang === 'mn' ? r.nameMn : r.nameEn,
    brand: r.brandName,
    origin: r.origin,
    price: r.price,
    compareAtPrice: r.compareAtPrice,
    inStock: r.stock > 0,
    thumbnail: r.thumbnails[0] ?? null,
    hasOptions: r.options.length > 0,
  };
}
