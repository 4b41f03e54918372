// A product's photos as a catalog manager handles them, on both databases: three real photos (JPEG, PNG, WebP made by
// sharp) uploaded at once with a PDF and a file over 5 MB (those two refused by name, the three kept in their order),
// moved, one taken off, a variant given its own picture (only one of the product's own), each change with its audit
// row and its author; and the shop's data after it: the product page's pictures with srcset and size in their order,
// the variant's picture id, the search card's first photo, the cart line's variant photo; a
// product without photos keeps its drawn illustration.
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { MAX_IMAGE_BYTES } from '../../../core/images';
import { createStaff } from '../../../test/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { auditLog, productImages, productVariants, products } from '../../db/schema';
import { renderError } from '../../http/error-handler';
import { createServices } from '../../services';
import { createLocalStorage } from '../../storage/local-storage';
import { parseProductQuery } from '../catalog/schemas';
import { readCart } from '../cart/cart';

const photo = (width: number, height: number, r: number) => sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 140 } } });

async function refusal(promise: Promise<unknown>, lang: 'mn' | 'en' = 'en') {
  const err = await promise.then(
    () => {
      throw new Error('not refused');
    },
    (e: unknown) => e,
  );
  if (!AppError.is(err)) throw err;
  const body = renderError(err, lang, 'test').error;
  return { code: err.code, fields: Object.fromEntries((body.fields ?? []).map((f) => [f.path, f.message])) };
}

describe.each(databaseKinds)('product photos on %s', (kind) => {
  let t: TestDatabase;
  let services: ReturnType<typeof createServices>;
  let storeId: string;
  let actor: { id: string; name: string };
  let product: { id: string; slug: string; nameEn: string };
  let other: { id: string; slug: string };
  const db = () => t.database.db;
  const order = async () => (await services.productPictures.get(storeId, product.id)).pictures.map((p) => p.id);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const storage = createLocalStorage(path.join(os.tmpdir(), `zuuch-pictures-${process.pid}-${kind}`));
    services = createServices(db(), { storeName: 'zuuch' }, { storage } as unknown as Parameters<typeof createServices>[2]);
    const staff = await createStaff(db(), { username: 'photo-manager', name: 'Saraa', role: 'catalog' });
    storeId = staff.storeId;
    actor = { id: staff.id, name: 'Saraa' };
    // An active product with options and stock (the demo catalog has many), and another for "not its picture".
    const withOptions = await db()
      .select({ id: products.id, slug: products.slug, nameEn: products.nameEn })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.active, true), sql`jsonb_array_length(${products.options}) > 0`, sql`${products.stock} > 0`))
      .orderBy(asc(products.slug))
      .limit(2);
    [product, other] = withOptions;
  }, 120_000);
  afterAll(() => t?.drop());

  it('keeps three photos sent at once in their order, and refuses a PDF and a file over 5 MB by name', async () => {
    const files = [
      { name: 'front.jpg', bytes: await photo(1600, 1200, 200).jpeg().toBuffer() },
      { name: 'notes.pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n') },
      { name: 'side.png', bytes: await photo(800, 800, 120).png().toBuffer() },
      { name: 'huge.jpg', bytes: Buffer.concat([await photo(10, 10, 10).jpeg().toBuffer(), Buffer.alloc(MAX_IMAGE_BYTES)]) },
      { name: 'back.webp', bytes: await photo(700, 1000, 40).webp().toBuffer() },
    ];
    const result = await services.productPictures.add(storeId, actor, product.id, files);
    expect(result.added).toBe(3);
    expect(result.refused).toEqual([
      { name: 'notes.pdf', messageKey: 'imageType' },
      { name: 'huge.jpg', messageKey: 'fileTooBig' },
    ]);
    const page = await services.productPictures.get(storeId, product.id);
    expect(page.pictures.map((p) => [p.width, p.height])).toEqual([
      [1600, 1200],
      [800, 800],
      [700, 1000],
    ]);
    expect(page.pictures[0].srcSet).toMatch(/^\/images\/[0-9a-f-]{36}\.webp 320w, .* 1280w, \/images\/[0-9a-f-]{36}\.webp 1600w$/);
    const positions = await db().select({ position: productImages.position }).from(productImages).where(eq(productImages.productId, product.id)).orderBy(asc(productImages.position));
    expect(positions.map((p) => p.position)).toEqual([0, 1, 2]);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, product.id), eq(auditLog.action, 'pictures')));
    expect(audits.map((a) => [a.staffName, (a.after as { pictures: string[] }).pictures.length])).toEqual([['Saraa', 3]]);
  });

  it('shows them in the shop: the page’s pictures with srcset and size, the search card’s first photo', async () => {
    const [first, second] = await order();
    const detail = await services.getProduct(storeId, product.slug, 'en');
    expect(detail.pictures.map((p) => p.id)).toEqual(await order());
    expect(detail.pictures[0]).toMatchObject({ id: first, width: 1600, height: 1200 });
    expect(detail.pictures[0].srcSet?.split(', ')).toHaveLength(5);
    expect(detail.thumbnails[0]).toBe(detail.pictures[0].src);
    const list = await services.listProducts(storeId, 'en', parseProductQuery(new URLSearchParams({ q: product.nameEn })));
    const card = list.items.find((c) => c.slug === product.slug)!;
    expect(card.picture).toMatchObject({ id: first, width: 1600, height: 1200 });
    expect(card.picture!.srcSet).toContain('320w');
    expect(card.thumbnail).toMatch(/^\/images\/[0-9a-f-]{36}\.webp$/);
    expect(second).toBeTruthy();
    // A product without photos keeps its illustration.
    const plain = await services.getProduct(storeId, other.slug, 'en');
    expect(plain.pictures[0]).toMatchObject({ id: null, srcSet: null, width: 800, height: 800 });
    expect(plain.pictures[0].src).toMatch(/^\/images\/products\//);
  });

  it('moves a photo first and back, each move with its audit row', async () => {
    const [a, b, c] = await order();
    await services.productPictures.move(storeId, actor, product.id, c, 0);
    expect(await order()).toEqual([c, a, b]);
    await services.productPictures.move(storeId, actor, product.id, c, 1);
    expect(await order()).toEqual([a, c, b]);
    // Past the end is last; the same place is no change (and no audit row).
    await services.productPictures.move(storeId, actor, product.id, a, 99);
    expect(await order()).toEqual([c, b, a]);
    await services.productPictures.move(storeId, actor, product.id, a, 2);
    const moves = await db().select().from(auditLog).where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'pictures')));
    expect(moves).toHaveLength(4);
    const card = (await services.listProducts(storeId, 'en', parseProductQuery(new URLSearchParams({ q: product.nameEn })))).items.find((x) => x.slug === product.slug)!;
    expect(card.picture?.id).toBe(c);
  });

  it('gives a variant its own picture (only one of the product’s), shown by the page, the cart and the order', async () => {
    const [, middle] = await order();
    const variants = await db().select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.position));
    const chosen = variants.find((v) => v.stock > 0)!;
    await services.productPictures.setVariants(storeId, actor, product.id, { [chosen.id]: middle });
    const detail = await services.getProduct(storeId, product.slug, 'mn');
    expect(detail.variants.find((v) => v._id === chosen.id)!.pictureId).toBe(middle);
    expect(detail.variants.filter((v) => v._id !== chosen.id).every((v) => v.pictureId === null)).toBe(true);

    const otherPhoto = await services.productPictures.add(storeId, actor, other.id, [{ name: 'x.png', bytes: await photo(400, 400, 9).png().toBuffer() }]);
    expect(otherPhoto.added).toBe(1);
    const foreign = (await services.productPictures.get(storeId, other.id)).pictures[0].id;
    const refused = await refusal(services.productPictures.setVariants(storeId, actor, product.id, { [chosen.id]: foreign }), 'mn');
    expect(refused).toEqual({ code: 'VALIDATION', fields: { imageId: 'Энэ зураг уг бараанд хамаарахгүй' } });
    expect((await refusal(services.productPictures.move(storeId, actor, product.id, foreign, 0))).code).toBe('VALIDATION');
    // Another store's or an unknown product is not found.
    expect((await refusal(services.productPictures.get(storeId, crypto.randomUUID()))).code).toBe('NOT_FOUND');

    // The cart line shows the variant's own photo.
    const owner = `g:${crypto.randomUUID()}` as const;
    await services.addToCart(storeId, owner, chosen.id, 1);
    const cart = await readCart(db(), storeId, owner, 'en');
    expect(cart.lines[0].picture).toMatchObject({ id: middle });
    expect(cart.lines[0].picture!.srcSet).toContain('w, ');

    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'pictures'))).orderBy(asc(auditLog.createdAt));
    expect(audit.at(-1)!.after).toEqual({ variantPictures: { [chosen.sku]: middle } });
  });

  it('takes a photo off the product and off the variant that showed it; the files stay for orders already placed', async () => {
    const [, middle] = await order();
    const before = await order();
    await services.productPictures.remove(storeId, actor, product.id, middle);
    expect(await order()).toEqual(before.filter((id) => id !== middle));
    const positions = await db().select({ position: productImages.position }).from(productImages).where(eq(productImages.productId, product.id)).orderBy(asc(productImages.position));
    expect(positions.map((p) => p.position)).toEqual([0, 1]);
    const withIt = await db().select().from(productVariants).where(and(eq(productVariants.productId, product.id), eq(productVariants.imageId, middle)));
    expect(withIt).toEqual([]);
    expect((await refusal(services.productPictures.remove(storeId, actor, product.id, middle))).code).toBe('VALIDATION');
  });
});
