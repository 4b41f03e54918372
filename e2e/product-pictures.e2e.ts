// Product photos: a catalog manager uploads three real photos at once (a JPEG, a PNG and a WebP made by sharp; a fourth
// over 5 MB is named and left out by the browser before anything is sent), moves the last one to the front with its
// "earlier" button from the keyboard, and gives a variant the square photo; the shop's product page then shows the
// photos with srcset, width and height (the chosen variant's picture first, the others a tap away), and the search
// card shows the first photo.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { productVariants, products } from '../server/db/schema';
import { openReady, useStore } from './support/store';

const store = useStore();

const photo = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

describe('product photos', () => {
  it('uploads, reorders and gives a variant its picture; the shop shows them responsively', async () => {
    const db = store.db.database.db;
    const staff = await createStaff(db, { username: 'saraa-photos', name: 'Saraa', role: 'catalog' });
    const [product] = await db
      .select({ id: products.id, slug: products.slug, nameEn: products.nameEn })
      .from(products)
      .where(and(eq(products.storeId, staff.storeId), eq(products.active, true), sql`jsonb_array_length(${products.options}) > 0`, sql`${products.stock} > 0`))
      .orderBy(asc(products.slug))
      .limit(1);
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.position));
    // The variant the product page opens with (the first in stock).
    const variant = variants.find((v) => v.stock > 0)!;

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zuuch-photos-'));
    const file = async (name: string, bytes: Promise<Buffer>) => {
      fs.writeFileSync(path.join(dir, name), await bytes);
      return path.join(dir, name);
    };
    const files = [
      await file('front.jpg', photo(1200, 900, '#c0392b').jpeg().toBuffer()),
      await file('side.png', photo(900, 900, '#27ae60').png().toBuffer()),
      await file('back.webp', photo(700, 1000, '#2c6fbb').webp().toBuffer()),
      await file('huge.jpg', photo(16, 16, '#000').jpeg().toBuffer().then((b) => Buffer.concat([b, Buffer.alloc(5 * 1024 * 1024)]))),
    ];

    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(page, `/console/products/${product.id}/pictures`);
    await page.getByRole('heading', { level: 1, name: `Photos of ${product.nameEn}` }).waitFor();
    // The picker speaks the page's language (the browser's own button would say "Choose File" in any).
    await page.getByText('No file chosen').waitFor();
    await page.getByLabel('Choose photos').setInputFiles(files);
    await page.getByText('4 files chosen').waitFor();
    await page.getByText('huge.jpg is over 5 MB: it was left out.').waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('status').filter({ hasText: '3 photos added.' }).waitFor();
    await page.getByText('No file chosen').waitFor();
    const widths = async () => page.getByRole('listitem', { name: /^Photo \d$/ }).locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('width')));
    expect(await widths()).toEqual(['1200', '900', '700']);

    // The tall photo to the front by keyboard: the focus stays on its button as it moves.
    await page.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Photo moved to place 2.' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move photo 2 earlier');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Photo moved to place 1.' }).waitFor();
    expect(await widths()).toEqual(['700', '1200', '900']);

    // The variant gets the square photo (now the third).
    await page.getByLabel(new RegExp(`Picture of ${variant.sku}`)).selectOption({ label: 'Photo 3' });
    await page.getByRole('button', { name: 'Save the variants’ pictures' }).click();
    await page.getByRole('status').filter({ hasText: 'Variants’ pictures saved.' }).waitFor();

    // The shop's product page: the variant's photo first, each picture with srcset, width and height.
    const shop = await store.newPage({ lang: 'en' });
    await openReady(shop.page, `/p/${product.slug}`);
    const gallery = shop.page.getByRole('region', { name: `Pictures of ${product.nameEn}` });
    const main = gallery.getByRole('img', { name: product.nameEn });
    expect(await main.getAttribute('width')).toBe('900');
    expect(await main.getAttribute('height')).toBe('900');
    expect(await main.getAttribute('srcset')).toMatch(/\/images\/[0-9a-f-]{36}\.webp 320w, .*900w$/);
    expect(await main.getAttribute('sizes')).toBeTruthy();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await gallery.getByRole('button', { name: 'Show picture 1' }).click();
    await expect.poll(() => main.getAttribute('width')).toBe('700');
    expect(await main.getAttribute('height')).toBe('1000');
    const thumbs = await gallery.getByRole('button', { name: /^Show picture/ }).locator('img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('width'), i.getAttribute('srcset') ? 'srcset' : '']));
    expect(thumbs).toEqual([
      ['700', 'srcset'],
      ['1200', 'srcset'],
      ['900', 'srcset'],
    ]);
    // Social cards and structured data name the photos.
    expect(await shop.page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/images\/[0-9a-f-]{36}\.webp$/);

    // In Mongolian the picker's button and words are Mongolian too.
    const mn = await store.newPage({ lang: 'mn' });
    await mn.context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(mn.page, `/console/products/${product.id}/pictures`);
    await mn.page.getByText('Файл сонгоогүй').waitFor();
    // The file input is named by its field and its button: "Photos, Choose photos".
    await mn.page.getByRole('button', { name: 'Зургууд Зураг сонгох', exact: true }).setInputFiles(files.slice(0, 1));
    await mn.page.getByText('front.jpg', { exact: true }).waitFor();
    expect(await mn.page.getByText('Зураг сонгох', { exact: true }).isVisible()).toBe(true);

    // The search card shows the first photo.
    await openReady(shop.page, `/search?q=${encodeURIComponent(product.nameEn)}`);
    const card = shop.page.getByRole('article').filter({ has: shop.page.getByRole('link', { name: product.nameEn, exact: true }) });
    const cardImg = card.locator('img').first();
    expect(await cardImg.getAttribute('width')).toBe('700');
    expect(await cardImg.getAttribute('height')).toBe('1000');
    expect(await cardImg.getAttribute('srcset')).toContain('320w');
  });
});
