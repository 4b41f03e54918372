// The product as a card in a grid or rail: what every listing selects and answers.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '../../../core/i18n';
import { illustration, imageAtWidth, imageUrl, uploadedPicture, type ImageInfo, type Picture } from '../../../core/images';
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
  /** A small picture (search suggestions): the first photo's narrowest size, or the first illustration. */
  thumbnail: string | null;
  /** The card's picture with its sizes: the product's first photo, or its first illustration when it has none. */
  picture: Picture | null;
  /** Whether the product has options to choose (the card then links to the page rather than adding directly). */
  hasOptions: boolean;
  /**
   * The option values a search named ({ color: 'white' } for "white phone"): the card links to the product with them
   * chosen and shows their labels ("White"); its picture is that variant's photo when it has one of its own.
   */
  choice?: { options: Record<string, string>; label: string };
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
  photo: firstPhoto(products.id),
  options: products.options,
  brandName: brands.name,
};

/** An uploaded picture as a query reads it (a JSON object from the images table). */
export type PhotoRow = Pick<ImageInfo, 'id' | 'width' | 'height' | 'variants'>;

function photoJson() {
  return sql.raw(`json_build_object('id', i.id, 'width', i.width, 'height', i.height, 'variants', i.variants)`);
}

/** The product's first photo (by position), or null: a column for any select over products (a card, a cart line). */
export function firstPhoto(productId: AnyPgColumn | SQL) {
  return sql<PhotoRow | null>`(select ${photoJson()} from product_images pi join images i on i.id = pi.image_id where pi.product_id = ${productId} order by pi.position limit 1)`;
}

/** A picture by its id (a variant's own), or null. */
export function photoById(imageId: AnyPgColumn | SQL) {
  return sql<PhotoRow | null>`(select ${photoJson()} from images i where i.id = ${imageId})`;
}

/** The picture a card or a line shows: a photo (own first), else the first illustration. */
export function cardPicture(photo: PhotoRow | null, thumbnails: string[]): Picture | null {
  if (photo) return uploadedPicture(photo);
  return thumbnails[0] ? illustration(thumbnails[0]) : null;
}

/** The narrowest size of a photo (a 40–90 px thumbnail), else the first illustration. */
export function smallPicture(photo: PhotoRow | null, thumbnails: string[]): string | null {
  if (photo) return imageUrl(imageAtWidth(photo, 0).key);
  return thumbnails[0] ?? null;
}

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
  photo: PhotoRow | null;
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
    thumbnail: smallPicture(r.photo, r.thumbnails),
    picture: cardPicture(r.photo, r.thumbnails),
    hasOptions: r.options.length > 0,
  };
}
