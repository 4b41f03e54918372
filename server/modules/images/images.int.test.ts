// Uploaded pictures end to end: saveImage with real JPEG and PNG files made by sharp (a phone photo turned by its EXIF
// orientation, one wider than the widest kept size), refusals with the shopper's language's message (a PDF, text named
// .jpg, more than 5 MB), and GET /images/<uuid>.webp serving the kept bytes with a year's caching — and nothing of the
// private leasing folder, however the path is written.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { IMAGE_WIDTHS } from '../../../core/images';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import { testConfig } from '../../config';
import { images } from '../../db/schema';
import { renderError } from '../../http/error-handler';
import type { FileStorage } from '../../storage/file-storage';
import { openFileStorage } from '../../storage/open-file-storage';
import { findImages, MAX_IMAGE_BYTES, saveImage } from './save-image';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });

/** The field message of a refusal in a language, as the API and the console's form would show it. */
async function refusalMessage(promise: Promise<unknown>, lang: 'mn' | 'en'): Promise<string> {
  const err = await promise.then(
    () => {
      throw new Error('not refused');
    },
    (e: unknown) => e,
  );
  if (!AppError.is(err)) throw err;
  expect(err.code).toBe('VALIDATION');
  const fields = renderError(err, lang, 'test').error.fields ?? [];
  expect(fields.map((f) => f.path)).toEqual(['image']);
  return fields[0].message;
}

describe.each(databaseKinds)('uploaded pictures on %s', (kind) => {
  let api: TestApi;
  let storage: FileStorage;
  let storeId: string;
  const db = () => api.db.database.db;

  beforeAll(async () => {
    api = await createTestApi(kind);
    // The same storage the app serves from (the test configuration's uploads directory).
    storage = await openFileStorage(testConfig().storage);
    storeId = await storeIdOf(db());
  }, 120_000);
  afterAll(() => api?.close());

  it('keeps a wide JPEG in every width up to 1920 px as WebP, and a small PNG in its own width', async () => {
    const wide = await picture(2400, 1200).jpeg().toBuffer();
    const saved = await saveImage(db(), storage, storeId, wide, null);
    expect([saved.width, saved.height]).toEqual([2400, 1200]);
    expect(saved.variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS]);
    expect(saved.variants.map((v) => v.height)).toEqual(IMAGE_WIDTHS.map((w) => w / 2));
    for (const v of saved.variants) {
      expect(v.key).toMatch(/^images\/[0-9a-f-]{36}\.webp$/);
      const meta = await sharp((await storage.read(v.key)).bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, v.height]);
    }

    const small = await picture(300, 200).png().toBuffer();
    const png = await saveImage(db(), storage, storeId, small, null);
    expect(png.variants.map((v) => [v.width, v.height])).toEqual([[300, 200]]);
    expect(await findImages(db(), storeId, [saved.id, png.id, crypto.randomUUID()])).toEqual({ [saved.id]: saved, [png.id]: png });
  });

  it('turns a phone photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    // Stored 400×200 and marked "rotate 90°": it is seen 200×400.
    const photo = await picture(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const saved = await saveImage(db(), storage, storeId, photo, null);
    expect([saved.width, saved.height]).toEqual([200, 400]);
    const kept = await sharp((await storage.read(saved.variants[0].key)).bytes).metadata();
    expect([kept.width, kept.height]).toEqual([200, 400]);
    expect(kept.orientation).toBeUndefined();
    expect(kept.exif).toBeUndefined();
  });

  it('refuses what is not a picture and a file over 5 MB, with the message in the shopper’s language, and keeps no row', async () => {
    const before = (await db().select({ id: images.id }).from(images).where(eq(images.storeId, storeId))).length;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(await refusalMessage(saveImage(db(), storage, storeId, pdf, null), 'en')).toBe('Upload a picture: JPG, PNG, WebP, HEIC, GIF or AVIF');
    // Text with a picture's name: the name is never read, the bytes are.
    const text = Buffer.from('this is not a photo.jpg, only words');
    expect(await refusalMessage(saveImage(db(), storage, storeId, text, null), 'mn')).toBe('Зураг оруулна уу: JPG, PNG, WebP, HEIC, GIF эсвэл AVIF');
    const big = Buffer.concat([await picture(10, 10).jpeg().toBuffer(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await refusalMessage(saveImage(db(), storage, storeId, big, null), 'mn')).toBe('Файл хэт том байна! Хамгийн ихдээ: 5MB');
    expect(await refusalMessage(saveImage(db(), storage, storeId, big, null), 'en')).toBe('File too big! Maximum: 5MB');
    expect((await db().select({ id: images.id }).from(images).where(eq(images.storeId, storeId))).length).toBe(before);
  });

  it('serves a kept width at /images/<uuid>.webp with a year’s immutable caching, HEAD too', async () => {
    const saved = await saveImage(db(), storage, storeId, await picture(700, 350).png().toBuffer(), null);
    const variant = saved.variants[0];
    const stored = (await storage.read(variant.key)).bytes;
    const res = await api.app.inject({ method: 'GET', url: `/${variant.key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, stored)).toBe(0);

    const head = await api.app.inject({ method: 'HEAD', url: `/${variant.key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);

    expect((await api.app.inject({ method: 'GET', url: `/images/${crypto.randomUUID()}.webp` })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'HEAD', url: `/images/${crypto.randomUUID()}.webp` })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/images/not-a-picture.webp' })).statusCode).toBe(404);
  });

  it('never serves the private leasing folder, however the path is written', async () => {
    const statement = Buffer.from('%PDF-1.4 social insurance statement of a shopper');
    const pdfKey = await storage.save('leasing', statement, 'pdf');
    const webpKey = await storage.save('leasing', await picture(20, 20).webp().toBuffer(), 'webp');
    for (const key of [pdfKey, webpKey]) {
      const file = key.slice('leasing/'.length);
      const [uuid] = file.split('.');
      for (const url of [
        `/images/${file}`,
        `/images/${uuid}.webp`,
        `/images/../${key}`,
        `/images/..%2f${key.replace('/', '%2f')}`,
        `/images/%2e%2e%2f${key.replace('/', '%2F')}`,
        `/images/${key}`,
        `/images/${key.replace('/', '%2f')}`,
      ]) {
        const res = await api.app.inject({ method: 'GET', url });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.rawPayload.includes(Buffer.from('social insurance'))).toBe(false);
      }
    }
    // The files are still there: only the route refused them.
    expect((await storage.read(pdfKey)).bytes.equals(statement)).toBe(true);
  });
});
