// Pictures staff upload are kept in several widths (server/modules/images); pages pick one with srcset. The public
// address of a size is its storage key under the site: "/images/<uuid>.webp".
export type ImageSize = { width: number; height: number; key: string };
export type ImageInfo = { id: string; width: number; height: number; variants: ImageSize[] };

/** The largest upload taken (the browser says so before sending; the server refuses a bigger one). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The file inputs' `accept`: the types the server reads (checked by content there), HEIC named by its extensions too,
 * since some browsers give an iPhone photo no type.
 */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif,.heic,.heif';

/** The widths a picture is kept in (those not wider than the upload), from a phone's screen to a wide one's. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const imageUrl = (key: string): string => `/${key}`;

/** `srcset` for an <img>: every kept width. */
export const imageSrcSet = (image: ImageInfo): string => image.variants.map((v) => `${imageUrl(v.key)} ${v.width}w`).join(', ');

/** The smallest size at least `width` wide (or the largest there is): for `src`, social cards and feeds. */
export function imageAtWidth(image: ImageInfo, width: number): ImageSize {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= width) ?? sorted[sorted.length - 1];
}

/**
 * A picture as the shop shows it: `src` for browsers without srcset (and social cards), `srcSet` of the kept widths
 * (null for a generated SVG illustration, which scales), and its own width and height so the page keeps its room before
 * it loads. `id` is the uploaded picture's (a variant points at one), null for an illustration.
 */
export type Picture = { id: string | null; src: string; srcSet: string | null; width: number; height: number };

/** The generated illustrations (products.thumbnails) are square SVGs drawn on 800 × 800. */
const ILLUSTRATION_SIZE = 800;

/** An uploaded picture, its `src` the size at least `width` wide. */
export function uploadedPicture(image: Pick<ImageInfo, 'id' | 'width' | 'height' | 'variants'>, width = 640): Picture {
  return { id: image.id, src: imageUrl(imageAtWidth(image, width).key), srcSet: imageSrcSet(image), width: image.width, height: image.height };
}

/** A generated illustration: the fallback when a product has no photo. */
export const illustration = (src: string): Picture => ({ id: null, src, srcSet: null, width: ILLUSTRATION_SIZE, height: ILLUSTRATION_SIZE });

/** A product's pictures: its photos in their order, or its illustrations when it has none. */
export const productPictures = (photos: ImageInfo[], illustrations: string[], width?: number): Picture[] =>
  photos.length ? photos.map((p) => uploadedPicture(p, width)) : illustrations.map(illustration);

/** The widest size of a picture (social cards, structured data): the last of its srcset, else its src. */
export function widestSrc(picture: Picture): string {
  const last = picture.srcSet?.split(', ').at(-1)?.split(' ')[0];
  return last || picture.src;
}
