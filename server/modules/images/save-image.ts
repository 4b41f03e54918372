// Uploaded pictures: checked by their content (sharp reads them; the name and claimed type are ignored), turned the
// right way up, stripped of metadata (camera, GPS), and kept as WebP in the widths pages use (core/images.ts). The
// upload itself is never kept or served. iPhone photos (HEIC, HEVC-coded) are decoded by heic-decode: sharp's prebuilt
// libvips reads their header but has no HEVC decoder (sharp.format.heif lists only .avif).
import { inArray, and, eq } from 'drizzle-orm';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../../core/app-error';
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES, type ImageInfo } from '../../../core/images';
import type { Db } from '../../db/client';
import { images, type ImageVariant } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

export { MAX_IMAGE_BYTES };
/** Formats browsers send that sharp reads; anything else is refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/** Decompression bombs: a 5 MB file may not unpack into more pixels than this. */
const MAX_PIXELS = 50_000_000;

/**
 * An uploaded picture read by its content and turned the right way up (EXIF orientation applied; libheif turns a HEIC by
 * its own rotation), with its size: VALIDATION on `field` when it is not a picture or too big. Whatever is made of it is
 * re-encoded, so no metadata (camera, GPS) is kept.
 */
export async function uprightPicture(bytes: Uint8Array, field: string): Promise<{ picture: Sharp; width: number; height: number }> {
  const refuse = (messageKey: 'fileTooBig' | 'imageType') => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: field, messageKey }] });
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw refuse('fileTooBig');
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  const heic = isHeic(bytes);
  if (!heic && (!meta || !meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)) throw refuse('imageType');
  const picture = heic ? await decodedHeic(bytes).catch(() => Promise.reject(refuse('imageType'))) : sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const { width, height } = await picture
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info)
    .catch(() => {
      throw refuse('imageType');
    });
  return { picture, width, height };
}

/** Keeps an uploaded picture in every width up to its own; VALIDATION (field "image") when it is not a picture or too big. */
export async function saveImage(db: Db, storage: FileStorage, storeId: string, bytes: Uint8Array, staffId: string | null): Promise<ImageInfo> {
  const { picture: upright, width, height } = await uprightPicture(bytes, 'image');
  const widths = [...IMAGE_WIDTHS.filter((w) => w < width), Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1])];
  const variants: ImageVariant[] = [];
  try {
    for (const w of [...new Set(widths)]) {
      const out = await upright.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      const key = await storage.save('images', out.data, 'webp');
      variants.push({ width: out.info.width, height: out.info.height, key, bytes: out.info.size });
    }
    const [row] = await db.insert(images).values({ storeId, width, height, variants, createdBy: staffId }).returning({ id: images.id });
    return { id: row.id, width, height, variants: variants.map(({ width, height, key }) => ({ width, height, key })) };
  } catch (err) {
    await Promise.all(variants.map((v) => storage.remove(v.key).catch(() => {})));
    throw err;
  }
}

/** HEVC brands of an ISO file's ftyp box: the iPhone's "heic", or "mif1" listing one of these among its compatible brands. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

/** Whether the bytes are a HEIC/HEIF picture, by the brands of its ftyp box (never its name or claimed type); AVIF is not. */
export function isHeic(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.byteLength < 16 || text(4, 8) !== 'ftyp') return false;
  const major = text(8, 12);
  if (HEIC_BRANDS.has(major)) return true;
  if (major !== 'mif1' && major !== 'msf1') return false;
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), bytes.byteLength, 256);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= boxEnd; at += 4) compatible.push(text(at, at + 4));
  return compatible.some((b) => HEIC_BRANDS.has(b)) && !compatible.includes('avif');
}

/** A HEIC's main picture as sharp input (its RGBA pixels); rejects what libheif cannot decode or what is too large. */
async function decodedHeic(bytes: Uint8Array) {
  // The header's size first, so a decompression bomb is refused before it is unpacked.
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) throw new Error('not a picture in bounds');
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  if (!width || !height || width * height > MAX_PIXELS) throw new Error('not a picture in bounds');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

/** The store's pictures by id (unknown ids are left out). */
export async function findImages(db: Db, storeId: string, ids: string[]): Promise<Record<string, ImageInfo>> {
  if (!ids.length) return {};
  const rows = await db.select().from(images).where(and(eq(images.storeId, storeId), inArray(images.id, ids)));
  return Object.fromEntries(rows.map((r) => [r.id, { id: r.id, width: r.width, height: r.height, variants: r.variants.map(({ width, height, key }) => ({ width, height, key })) }]));
}
