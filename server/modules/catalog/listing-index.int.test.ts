// The shop's listing index stays true to the database whoever writes it: a change, a deactivation, a deletion, and (on
// PostgreSQL) a change whose transaction was still open when the index last looked.
import { eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { categories, images, products, stores } from '../../db/schema';
import { insertProducts, type NewProduct } from './insert-products';
import { listProducts } from './list-products';
import { productQuery } from './schemas';

const lamp = (slug: string, price: number): NewProduct => ({
  slug,
  nameEn: `Quokkalamp reading lamp ${slug}`,
  nameMn: `Quokkalamp уншлагын гэрэл ${slug}`,
  descriptionEn: '',
  descriptionMn: '',
  brand: null,
  category: null,
  origin: 'JP',
  price,
  compareAtPrice: null,
  stock: 5,
  active: true,
  tags: [],
  options: [],
  soldCount: 0,
  createdAt: new Date(),
});

describe.each(databaseKinds)('the listing index on %s', (kind) => {
  let test: TestDatabase;
  let storeId: string;
  const search = async (q: string, extra: Record<string, string> = {}) =>
    listProducts(test.database.db, storeId, 'en', productQuery.parse({ q, ...extra }), { facets: true });

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    [{ id: storeId }] = await test.database.db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'zuuch'));
    await insertProducts(test.database.db, storeId, [lamp('quokka-a', 30_000), lamp('quokka-b', 20_000), lamp('quokka-c', 10_000)]);
  });
  afterAll(() => test?.drop());

  it('finds new products, and sees a price or a name changed behind its back at the next listing', async () => {
    const first = await search('quokkalamp', { sort: 'price-asc' });
    expect(first.items.map((p) => p.slug)).toEqual(['quokka-c', 'quokka-b', 'quokka-a']);
    expect(first.facets?.price).toEqual({ min: 10_000, max: 30_000 });

    await test.database.db.update(products).set({ price: 5_000 }).where(eq(products.slug, 'quokka-a'));
    await test.database.db.execute(sql`update products set search_name = search_name || ' wombat' where slug = 'quokka-b'`);
    expect((await search('quokkalamp', { sort: 'price-asc' })).items.map((p) => p.slug)).toEqual(['quokka-a', 'quokka-c', 'quokka-b']);
    expect((await search('wombat')).items.map((p) => p.slug)).toEqual(['quokka-b']);
  });

  it('finds a product by a word with Mongolian endings the name does not carry (plural, then a case)', async () => {
    await insertProducts(test.database.db, storeId, [{ ...lamp('zorb-lamp', 42_000), nameEn: 'Zorb desk lamp', nameMn: 'Zorb ширээний гэрэл' }]);
    // Too long a tail for a typo ("zorbnudig" shares 4 of its 11 trigrams with "zorb").
    expect((await search('zorbнуудыг')).items.map((p) => p.slug)).toEqual(['zorb-lamp']);
    expect((await search('zorbуудаас')).items.map((p) => p.slug)).toEqual(['zorb-lamp']);
  });

  it('finds a foreign name typed as it sounds when neither its words nor a typo find anything', async () => {
    await insertProducts(test.database.db, storeId, [{ ...lamp('iphora-lamp', 40_000), nameEn: 'Iphora desk lamp', nameMn: 'Iphora ширээний гэрэл' }]);
    // "айфора" shares two of its trigrams with "iphora" (too few for a typo) but sounds the same.
    expect((await search('айфора')).items.map((p) => p.slug)).toEqual(['iphora-lamp']);
    expect((await search('ayfora')).items.map((p) => p.slug)).toEqual(['iphora-lamp']);
    // A typo finds its word first, as before.
    expect((await search('iphorra')).items[0].slug).toBe('iphora-lamp');

    // Within a category, a typo's match in another category does not keep the sound-alike from being found.
    const db = test.database.db;
    const [shelf] = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(isNull(categories.parentId)).orderBy(categories.slug).limit(1);
    await db.update(products).set({ categoryId: shelf.id }).where(eq(products.slug, 'iphora-lamp'));
    await insertProducts(db, storeId, [{ ...lamp('aiforia-lamp', 43_000), nameEn: 'Aiforia desk lamp', nameMn: 'Aiforia ширээний гэрэл' }]);
    expect((await search('айфора')).items.map((p) => p.slug)).toEqual(['aiforia-lamp']);
    expect((await search('айфора', { category: shelf.slug })).items.map((p) => p.slug)).toEqual(['iphora-lamp']);
  });

  it('drops a product made inactive or deleted, and takes it back when it is active again', async () => {
    await test.database.db.update(products).set({ active: false }).where(eq(products.slug, 'quokka-c'));
    expect((await search('quokkalamp')).items.map((p) => p.slug).sort()).toEqual(['quokka-a', 'quokka-b']);
    await test.database.db.update(products).set({ active: true }).where(eq(products.slug, 'quokka-c'));
    expect((await search('quokkalamp')).total).toBe(3);

    await test.database.db.delete(products).where(eq(products.slug, 'quokka-b'));
    const after = await search('quokkalamp');
    expect(after.items.map((p) => p.slug).sort()).toEqual(['quokka-a', 'quokka-c']);
    expect(after.total).toBe(2);
  });

  it('files a product under the category it moves to, once, however often it moves', async () => {
    const db = test.database.db;
    const [a, b] = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(isNull(categories.parentId)).orderBy(categories.slug).limit(2);
    const inCategory = async (slug: string) => (await search('quokkalamp', { category: slug })).items.map((p) => p.slug);
    for (const to of [a, b, a]) {
      await db.update(products).set({ categoryId: to.id }).where(eq(products.slug, 'quokka-a'));
      expect(await inCategory(to.slug)).toEqual(['quokka-a']);
      expect(await inCategory(to === a ? b.slug : a.slug)).toEqual([]);
    }
    const listing = await listProducts(db, storeId, 'en', productQuery.parse({ category: a.slug }), {});
    expect(listing.items.filter((p) => p.slug === 'quokka-a')).toHaveLength(1);
  });

  it('ranks a word as written above one that only folds the same (тос, cream, above тоос, dust)', async () => {
    await insertProducts(test.database.db, storeId, [
      { ...lamp('quokka-cream', 30_000), nameEn: 'Quokka face cream', nameMn: 'Quokka нүүрний тос', soldCount: 0 },
      { ...lamp('quokka-vacuum', 300_000), nameEn: 'Quokka vacuum cleaner', nameMn: 'Quokka тоос сорогч', soldCount: 900 },
    ]);
    expect((await search('quokka тос')).items.map((p) => p.slug)).toEqual(['quokka-cream', 'quokka-vacuum']);
    expect((await search('quokka тоос')).items.map((p) => p.slug)).toEqual(['quokka-vacuum', 'quokka-cream']);
    // Typed in Latin letters the two cannot be told apart: the better seller first.
    expect((await search('quokka tos')).items.map((p) => p.slug)).toEqual(['quokka-vacuum', 'quokka-cream']);
  });

  it('searches by the words products have when another word of the query is in none of them', async () => {
    const lamps = (await search('quokkalamp', { sort: 'price-asc' })).items.map((p) => p.slug);
    expect(lamps.length).toBeGreaterThan(0);
    expect((await search('quokkalamp zyxwvqpmntrsbk', { sort: 'price-asc' })).items.map((p) => p.slug)).toEqual(lamps);
    // Too unlike any name for the typo search: without this stage the query would find nothing.
    expect((await search('zyxwvqpmntrsbk')).items).toEqual([]);
  });

  it('searches three words that no product has together by all but one of them', async () => {
    // As "наранд хамгаалах тос": the sunscreen ("нарны тос") has two of the words by their stems, and the third is
    // another product's; no name is close enough by its letters for the typo search.
    await insertProducts(test.database.db, storeId, [
      { ...lamp('quobo-kiwa', 9_000), nameEn: 'Quobo kiwa', nameMn: 'Quobo kiwa' },
      { ...lamp('numbat-kiwa', 8_000), nameEn: 'Numbat kiwa', nameMn: 'Numbat kiwa' },
      { ...lamp('vorn-mertal', 7_000), nameEn: 'Vorn mertal', nameMn: 'Vorn mertal' },
    ]);
    expect((await search('quobod kiwad mertal')).items.map((p) => p.slug)).toEqual(['quobo-kiwa']);
  });

  it('finds a product by a colour or capacity it is sold in, and its card names that choice', async () => {
    const colours = { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'Хар' }, { code: 'white', en: 'White', mn: 'Цагаан' }] };
    const storage = { name: 'storage', values: [{ code: '128gb', en: '128GB', mn: '128GB' }, { code: '256gb', en: '256GB', mn: '256GB' }] };
    await insertProducts(test.database.db, storeId, [
      { ...lamp('quokkaphone-x', 900_000), nameEn: 'Quokkaphone X', nameMn: 'Quokkaphone X ухаалаг утас', options: [colours, storage] },
      { ...lamp('quokkaphone-mini', 500_000), nameEn: 'Quokkaphone mini', nameMn: 'Quokkaphone mini ухаалаг утас', options: [{ ...colours, values: colours.values.slice(0, 1) }] },
    ]);
    // Every combination in stock (the listing reads variants with their product's change).
    await test.database.db.execute(sql`update product_variants set stock = 5 where product_id in (select id from products where slug like 'quokkaphone-%')`);
    await test.database.db.execute(sql`update products set stock = stock where slug like 'quokkaphone-%'`);
    const white = await search('tsagaan quokkaphone');
    expect(white.items.map((p) => [p.slug, p.choice])).toEqual([['quokkaphone-x', { options: { color: 'white', storage: '128gb' }, label: 'White · 128GB' }]]);
    // The card shows the named variant's price and stock.
    await test.database.db.execute(sql`update product_variants set price = 950000 where options = '{"color":"black","storage":"256gb"}'::jsonb and product_id = (select id from products where slug = 'quokkaphone-x')`);
    await test.database.db.execute(sql`update products set stock = stock where slug = 'quokkaphone-x'`);
    const mn = await listProducts(test.database.db, storeId, 'mn', productQuery.parse({ q: '256gb хар quokkaphone' }));
    expect(mn.items.map((p) => [p.slug, p.choice, p.price, p.inStock])).toEqual([['quokkaphone-x', { options: { color: 'black', storage: '256gb' }, label: 'Хар · 256GB' }, 950_000, true]]);
    // A named combination that is sold out: the card stays the product's.
    await test.database.db.execute(sql`update product_variants set stock = 0 where options->>'color' = 'white' and product_id = (select id from products where slug = 'quokkaphone-x')`);
    await test.database.db.execute(sql`update products set stock = stock where slug = 'quokkaphone-x'`);
    expect((await search('white quokkaphone')).items.map((p) => [p.slug, p.choice])).toEqual([['quokkaphone-x', undefined]]);
    await test.database.db.execute(sql`update product_variants set stock = 5 where product_id = (select id from products where slug = 'quokkaphone-x')`);
    await test.database.db.execute(sql`update products set stock = stock where slug = 'quokkaphone-x'`);
    // A search that names no option value leaves the cards as they are.
    expect((await search('quokkaphone')).items.map((p) => p.choice)).toEqual([undefined, undefined]);

    // A variant with a photo of its own: the card shows it when the search names that variant's colour.
    const [photo] = await test.database.db.insert(images).values({ storeId, width: 800, height: 800, variants: [{ width: 800, height: 800, key: 'white-phone.webp', bytes: 1000 }] }).returning({ id: images.id });
    await test.database.db.execute(sql`update product_variants set image_id = ${photo.id} where options->>'color' = 'white' and product_id = (select id from products where slug = 'quokkaphone-x')`);
    expect((await search('white quokkaphone')).items[0].picture?.src).toContain('white-phone.webp');
    expect((await search('black quokkaphone')).items[0].picture?.src ?? '').not.toContain('white-phone.webp');
  });

  it.runIf(kind === 'postgres')('sees a change whose transaction was still open when it last looked', async () => {
    const writer = new pg.Client({ connectionString: test.databaseUrl! });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`update products set price = 1000 where slug = 'quokka-c'`);
      // The index looks while the change is written but not committed: it cannot see it yet.
      expect((await search('quokkalamp', { sort: 'price-asc' })).items[0].slug).toBe('quokka-a');
      await writer.query('commit');
      expect((await search('quokkalamp', { sort: 'price-asc' })).items[0].slug).toBe('quokka-c');
    } finally {
      await writer.end();
    }
  });
});
