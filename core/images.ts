// Pictures staff upload are kept in several widths (server/modules/images); pages pick one with srcset. The public
// address of a size is its storage key under the site: "/images/<uuid>.webp".
export type ImageSize = { width: number; height: number; key: string };
export type ImageInfo = { id: string; width: number; height: number; variants: ImageSize[] };

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
