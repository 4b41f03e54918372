import { describe, expect, it } from 'vitest';
import { matchHeader, parseActive, parseOrigin, parsePricing, parseWhole, planPriceList, priceListRows, readPriceListRows, type CatalogLookups, type CatalogProduct } from './price-list';

describe('numbers as importers type them', () => {
  it.each([
    ['45900', 45900],
    ['45 900', 45900],
    ['45\u00a0900', 45900],
    ['45,900', 45900],
    ['1,245,900', 1245900],
    ['45.900', 45900],
    ['45900₮', 45900],
    ['₮45,900', 45900],
    ['45 900 төг', 45900],
    ['45900.00', 45900],
    ['0', 0],
  ])('%s → %d', (text, value) => expect(parseWhole(text)).toBe(value));
  it.each([
    ['12.5', 'badNumber'],
    ['abc', 'badNumber'],
    ['45,90', 'badNumber'],
    ['-3', 'negative'],
    ['3000000000', 'tooLarge'],
  ])('%s refused: %s', (text, reason) => expect(parseWhole(text)).toEqual({ reason }));
});

describe('cells', () => {
  it('reads yes/no, origins and pricing in both languages', () => {
    expect([parseActive('Yes'), parseActive('тийм'), parseActive('0'), parseActive('үгүй'), parseActive('maybe')]).toEqual([true, true, false, false, null]);
    expect([parseOrigin('kr'), parseOrigin('Солонгос'), parseOrigin('XX')]).toEqual(['KR', 'KR', null]);
    expect(parsePricing('manual')).toEqual({ mode: 'manual' });
    expect(parsePricing('Landed')).toEqual({ mode: 'landed' });
    expect(parsePricing('landed 30%')).toEqual({ mode: 'landed', marginBp: 3000 });
    expect(parsePricing('өртгөөс 12,5')).toEqual({ mode: 'landed', marginBp: 1250 });
    expect(parsePricing('cheap')).toBeNull();
  });

  it('matches headers in any case and spacing, and Mongolian names', () => {
    expect(matchHeader(['\ufeffSlug', 'Name MN', 'name-en', 'Weight (g)', 'Үнэ', 'Үлдэгдэл', 'notes', 'SKU', 'sku'])).toEqual(['slug', 'name_mn', 'name_en', 'weight_g', 'price', 'stock', null, 'sku', null]);
  });

  it('refuses a file without slug or SKU columns', () => {
    expect(readPriceListRows([['name', 'price'], ['a', '1']]).refused.map((r) => [r.column, r.reason])).toEqual([
      ['slug', 'missingColumn'],
      ['sku', 'missingColumn'],
    ]);
    expect(readPriceListRows([]).refused[0].reason).toBe('emptyFile');
  });
});

const brands = [{ id: 'b1', slug: 'samsung', name: 'Samsung' }];
const categories = [{ id: 'c1', slug: 'phones' }];

const phone: CatalogProduct = {
  id: 'p1',
  slug: 'galaxy',
  nameMn: 'Галакси',
  nameEn: 'Galaxy',
  descriptionMn: '',
  descriptionEn: '',
  brandId: 'b1',
  categoryId: 'c1',
  origin: 'KR',
  tags: ['new'],
  active: true,
  options: [{ name: 'color', label: { mn: 'Өнгө', en: 'Colour' }, values: [{ code: 'black', label: { mn: 'Хар', en: 'Black' } }] }],
  costMinor: 500_000,
  costCurrency: 'KRW',
  weightGrams: 300,
  pricing: { mode: 'manual' },
  variants: [{ id: 'v1', sku: 'GAL-BLK', options: { color: 'black' }, price: 1_200_000, compareAtPrice: null, stock: 4, weightGrams: null, barcode: null, costMinor: null, position: 0 }],
};

const lookups = (): CatalogLookups => ({ brands, categories, products: new Map([[phone.slug, structuredClone(phone)]]) });

const plan = (table: string[][]) => planPriceList(readPriceListRows(table).rows, lookups());

const header = ['slug', 'name_mn', 'name_en', 'brand', 'category', 'origin', 'option1_name', 'option1_value', 'sku', 'price', 'compare_at_price', 'stock', 'cost'];

describe('planning an import', () => {
  it('re-importing the export changes nothing', () => {
    const rows = priceListRows({ brands, categories }, [phone]);
    const result = plan(rows);
    expect(result.counts).toMatchObject({ newProducts: 0, changedProducts: 0, newVariants: 0, changedVariants: 0, unchanged: 1, refused: 0 });
    expect(rows[1]).toContain('500000'); // the product's cost, on the variant's row
  });

  it('lists a changed price and stock as field: before → after, and a new variant and product', () => {
    const result = plan([
      header,
      ['galaxy', '', '', '', '', '', 'color', 'Black', 'GAL-BLK', '1 150 000', '', '6', ''],
      ['galaxy', '', '', '', '', '', 'Colour', 'Silver', 'GAL-SLV', '1,190,000₮', '', '2', '480000'],
      ['kimchi', 'Кимчи', 'Kimchi', 'samsung', 'phones', 'KR', '', '', 'KIM', '15900', '19900', '10', '9,900'],
    ]);
    expect(result.refused).toEqual([]);
    expect(result.counts).toMatchObject({ newProducts: 1, changedProducts: 1, newVariants: 2, changedVariants: 1 });
    const changed = result.variants.find((v) => v.sku === 'GAL-BLK')!;
    expect(changed.changes).toEqual([
      { column: 'price', before: '1200000', after: '1150000' },
      { column: 'stock', before: '4', after: '6' },
    ]);
    expect(changed.stockDelta).toBe(2);
    const silver = result.variants.find((v) => v.sku === 'GAL-SLV')!;
    expect(silver.values).toMatchObject({ options: { color: 'Silver' }, costMinor: 480000, stock: 2, position: 1 });
    expect(result.products.find((p) => p.slug === 'galaxy')!.values.options[0].values.map((v) => v.code)).toEqual(['black', 'Silver']);
    const kimchi = result.products.find((p) => p.slug === 'kimchi')!;
    expect(kimchi.values).toMatchObject({ brandId: 'b1', categoryId: 'c1', origin: 'KR', costCurrency: 'KRW', options: [] });
    expect(result.variants.find((v) => v.sku === 'KIM')!.values).toMatchObject({ price: 15900, compareAtPrice: 19900, costMinor: 9900 });
  });

  it.each([
    [['kimchi', 'Кимчи', 'Kimchi', '', '', 'KR', '', '', 'KIM', '15.9', '', '1', ''], 'price', 'badNumber'],
    [['kimchi', 'Кимчи', 'Kimchi', '', '', 'KR', '', '', 'KIM', '', '', '1', ''], 'price', 'required'],
    [['kimchi', 'Кимчи', 'Kimchi', '', '', 'KR', '', '', 'KIM', '100', '', '-1', ''], 'stock', 'negative'],
    [['kimchi', 'Кимчи', 'Kimchi', '', '', 'KR', '', '', 'KIM', '100', '90', '1', ''], 'compare_at_price', 'compareBelowPrice'],
    [['kimchi', 'Кимчи', 'Kimchi', 'nobody', '', 'KR', '', '', 'KIM', '100', '', '1', ''], 'brand', 'unknownBrand'],
    [['kimchi', 'Кимчи', 'Kimchi', '', 'food', 'KR', '', '', 'KIM', '100', '', '1', ''], 'category', 'unknownCategory'],
    [['kimchi', 'Кимчи', 'Kimchi', '', '', 'XX', '', '', 'KIM', '100', '', '1', ''], 'origin', 'badOrigin'],
    [['kimchi', '', 'Kimchi', '', '', 'KR', '', '', 'KIM', '100', '', '1', ''], 'name_mn', 'required'],
    [['kimchi', 'Кимчи', 'Kimchi', '', '', 'MN', '', '', 'KIM', '100', '', '1', '12'], 'cost_currency', 'costWithoutCurrency'],
    [['kimchi', 'Кимчи', 'Kimchi', '', '', 'KR', 'size', '', 'KIM', '100', '', '1', ''], 'option1_value', 'optionIncomplete'],
    [['Kim Chi', 'Кимчи', 'Kimchi', '', '', 'KR', '', '', 'KIM', '100', '', '1', ''], 'slug', 'badSlug'],
    [['galaxy', '', '', '', '', '', 'storage', '256', 'GAL-256', '100', '', '1', ''], 'option1_name', 'optionsMismatch'],
  ])('refuses only the bad row: %j → %s %s', (bad, column, reason) => {
    const result = plan([header, ['galaxy', '', '', '', '', '', 'color', 'black', 'GAL-BLK', '1000000', '', '4', ''], bad]);
    expect(result.refused).toEqual([expect.objectContaining({ row: 3, column, reason })]);
    expect(result.counts.changedVariants).toBe(1);
  });

  it('refuses a product’s cells on one row for all its rows, and conflicting product cells', () => {
    const result = plan([
      header,
      ['kimchi', 'Кимчи', 'Kimchi', '', '', 'XX', '', '', 'KIM-1', '100', '', '1', ''],
      ['kimchi', '', '', '', '', '', '', '', 'KIM-2', '100', '', '1', ''],
      ['tea', 'Цай', 'Tea', '', '', 'CN', '', '', 'TEA', '100', '', '1', ''],
      ['tea', 'Ногоон цай', '', '', '', '', '', '', 'TEA-2', '100', '', '1', ''],
    ]);
    expect(result.refused.map((r) => [r.row, r.column, r.reason])).toEqual([
      [2, 'origin', 'badOrigin'],
      [3, null, 'productRefused'],
      [4, null, 'productRefused'],
      [5, 'name_mn', 'productConflict'],
    ]);
    expect(result.products).toEqual([]);
  });

  it('refuses a repeated SKU and a repeated option combination', () => {
    const result = plan([
      header,
      ['galaxy', '', '', '', '', '', 'color', 'black', 'GAL-BLK', '1000000', '', '4', ''],
      ['galaxy', '', '', '', '', '', 'color', 'red', 'GAL-BLK', '1000000', '', '4', ''],
      ['galaxy', '', '', '', '', '', 'color', 'Хар', 'GAL-2', '1000000', '', '4', ''],
    ]);
    expect(result.refused.map((r) => [r.row, r.column, r.reason])).toEqual([
      [3, 'sku', 'duplicateSku'],
      [4, 'option1_value', 'duplicateOptions'],
    ]);
  });

  it('keeps what columns left out of the file say, and prices a landed product from cost when its price is blank', () => {
    const only = planPriceList(readPriceListRows([['SKU', 'Slug', 'Price'], ['GAL-BLK', 'galaxy', '999000']]).rows, lookups());
    expect(only.variants[0].changes).toEqual([{ column: 'price', before: '1200000', after: '999000' }]);
    expect(only.variants[0].values).toMatchObject({ stock: 4, options: { color: 'black' } });
    const landed = planPriceList(readPriceListRows([['slug', 'name_mn', 'name_en', 'origin', 'pricing', 'sku', 'price', 'cost'], ['tea', 'Цай', 'Tea', 'CN', 'landed 30%', 'TEA', '', '12.50']]).rows, {
      ...lookups(),
      landedPrice: (p, v) => (p.pricing.mode === 'landed' && p.costCurrency === 'CNY' ? v.costMinor! * 10 : null),
    });
    expect(landed.refused).toEqual([]);
    expect(landed.variants[0].values).toMatchObject({ price: 12500, costMinor: 1250 });
    expect(landed.products[0].values.pricing).toEqual({ mode: 'landed', marginBp: 3000 });
  });
});
