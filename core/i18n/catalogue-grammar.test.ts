// The Mongolian catalogue's interpolations: a value never gets a suffix glued on in the catalogue ("{{country}}-аас"
// made "Хятад-аас"), it asks for a case ("{{country, ablative}}") and core/i18n/mongolian-cases.ts declines it.
import { describe, expect, it } from 'vitest';
import { formatMnt } from '../money';
import en from './en';
import { createI18n } from './index';
import mn from './mn';
import { isMnCase } from './mongolian-cases';

const strings = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : strings(v, `${prefix}${k}.`)));

describe('the Mongolian catalogue', () => {
  it('glues no suffix onto a value, except the ordinal -р on a number and -нд on a date', () => {
    const glued = strings(mn).flatMap(([key, text]) =>
      [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}(-?[а-яёөү]+)/gi)]
        .filter(([, name, suffix]) => !(suffix === '-р') && !(name === 'date' && suffix === '-нд'))
        .map((m) => `${key}: ${m[0]}`),
    );
    expect(glued).toEqual([]);
  });

  it('puts no direction word whose harmony depends on a value right after it (руу/рүү/луу/лүү)', () => {
    const after = strings(mn).filter(([, text]) => /\{\{[^}]+\}\}[”"]?\s+(руу|рүү|луу|лүү)\b/.test(text));
    expect(after).toEqual([]);
  });

  it('asks only for cases the formatter knows, and English for none', () => {
    for (const [key, text] of strings(mn)) {
      for (const [, format] of text.matchAll(/\{\{\w+,\s*([^}]+)\}\}/g)) expect(isMnCase(format.trim()), `${key}: ${format}`).toBe(true);
    }
    expect(strings(en).filter(([, text]) => /\{\{\w+,/.test(text))).toEqual([]);
  });
});

describe('Mongolian sentences with names in them', () => {
  const t = createI18n('mn').t;
  const origins = ['US', 'KR', 'CN', 'JP', 'MN'] as const;

  it('say where a product comes from in the ablative', () => {
    expect(origins.map((o) => t('product.from', { country: t(`origin.${o}`) }))).toEqual(['АНУ-аас', 'Өмнөд Солонгосоос', 'Хятадаас', 'Японоос', 'Монголоос']);
    expect(t('product.shipsFrom', { country: t('origin.KR') })).toBe('Өмнөд Солонгосоос илгээнэ');
  });

  it('name a brand’s country in the genitive', () => {
    expect(origins.map((o) => t('listing.brandFrom', { country: t(`origin.${o}`) }))).toEqual(['АНУ-ын брэнд', 'Өмнөд Солонгосын брэнд', 'Хятадын брэнд', 'Японы брэнд', 'Монголын брэнд']);
  });

  it('apply to each lender in the dative', () => {
    const plans = ['storepay', 'pocket_zero', 'pocket_leasing', 'payon', 'easy_leasing', 'khan_leasing'] as const;
    expect(plans.map((p) => t('leasing.applyFor', { plan: t(`paymentMethod.${p}`) }))).toEqual([
      'Storepay-д хүсэлт гаргах',
      'Pocket zero-д хүсэлт гаргах',
      'Pocket лизингт хүсэлт гаргах',
      'PayOn-д хүсэлт гаргах',
      'Easy Leasing-д хүсэлт гаргах',
      'Хаан банкны лизингт хүсэлт гаргах',
    ]);
  });

  it('read amounts as "төгрөг"', () => {
    const amount = formatMnt(150000);
    expect(t('giftCard.pageTitle', { amount })).toBe('150,000₮-ийн бэлгийн карт');
    expect(t('giftCard.shareTitle', { amount, store: t('brand.name') })).toBe('Зуучийн 150,000₮-ийн бэлгийн карт');
    expect(t('payment.payRest', { amount })).toBe('Төлбөрөө бүрэн болгохын тулд үлдэгдэл 150,000₮-ийг төлнө үү.');
    expect(t('cart.priceChanged', { name: 'Shin Ramyun', from: formatMnt(12500), to: formatMnt(13900) })).toBe('Shin Ramyun: үнэ 12,500₮-өөс 13,900₮ болж өөрчлөгдлөө.');
  });
});
