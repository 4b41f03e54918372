// Uploaded pictures: checked by their content (sharp reads them; the name and claimed type are ignored), turned the
// right way up, stripped of metadata (camera, GPS), and kept as WebP in the widths pages use (core/images.ts). The
// upload itself is never kept or served.
import { inArray, and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AppError } from '../../../core/app-error';
import { IMAGE_WIDTHS, type ImageInfo } from '../../../core/images';
import type { Db } from '../../db/client';
import { images, type ImageVariant } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Formats browsers send that sharp reads; anything else is refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/** Decompression bombs: a 5 MB file may not unpack into more pixels than this. */
const MAX_PIXELS = 50_000_000;

/** Keeps an uploaded picture in every width up to its own; VALIDATION (field "image") when it is not a picture or too big. */
export async function saveImage(db: Db, storage: FileStorage, storeId: string, bytes: Uint8Array, staffId: string | null): Promise<ImageInfo> {
  const refuse = (messageKey: 'fileTooBig' | 'imageType') => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'image', messageKey }] });
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw refuse('fileTooBig');
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta || !meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw refuse('imageType');
  // The picture as it is seen (EXIF orientation applied): a phone photo taken upright stays upright.
  const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const { width, height } = await upright
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info)
    .catch(() => {
      throw refuse('imageType');
    });
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

/** The store's pictures by id (unknown ids are left out). */
export async function findImages(db: Db, storeId: string, ids: string[]): Promise<Record<string, ImageInfo>> {
  if (!ids.length) return {};
  const rows = await db.select().from(images).where(and(eq(images.storeId, storeId), inArray(images.id, ids)));
  return Object.fromEntries(rows.map((r) => [r.id, { id: r.id, width: r.width, height: r.height, variants: r.variants.map(({ width, height, key }) => ({ width, height, key })) }]));
}
