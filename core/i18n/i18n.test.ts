import { describe, expect, it } from 'vitest';
import en from './en';
import { createI18n, pick, resolveLanguage } from './index';
import mn from './mn';

describe('resolveLanguage', () => {
  const store = { defaultLanguage: 'mn', supportingLanguage: ['mn', 'en'] };

  it('takes the saved choice first', () => {
    expect(resolveLanguage('mn', null)).toBe('mn');
    expect(resolveLanguage('en', store)).toBe('en');
  });

  it('falls back to the store default, then to English', () => {
    expect(resolveLanguage(undefined, store)).toBe('mn');
    expect(resolveLanguage(null, null)).toBe('en');
    expect(resolveLanguage(undefined, { defaultLanguage: 'en' })).toBe('en');
  });

  it('ignores unknown or unsupported choices', () => {
    expect(resolveLanguage('fr', store)).toBe('mn');
    expect(resolveLanguage('<x>', null)).toBe('en');
    expect(resolveLanguage('en', { defaultLanguage: 'mn', supportingLanguage: ['mn'] })).toBe('mn');
  });
});

describe('catalogues', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));

  it('have the same keys in mn and en, none empty', () => {
    expect(keys(mn).sort()).toEqual(keys(en).sort());
    for (const k of keys(mn)) expect(k.split('.').reduce((o: any, p) => o[p], mn)).not.toBe('');
  });

  it('translate with plurals and values', () => {
    expect(createI18n('en').t('home.productsCount', { count: 1 })).toBe('1 product');
    expect(createI18n('en').t('home.productsCount', { count: 5 })).toBe('5 products');
    expect(createI18n('mn').t('home.productsCount', { count: 5 })).toBe('5 бараа');
    expect(createI18n('mn').t('validation.maxLength', { 0: 12 })).toBe('Хамгийн ихдээ 12 тэмдэгт оруулна');
  });

  it('keep the spec messages word for word in English', () => {
    const t = createI18n('en').t;
    expect(t('validation.mustBe12')).toBe('Must be 12 characters');
    expect(t('validation.required')).toBe('is required');
    expect(t('validation.email')).toBe('Not an email');
    expect(t('validation.phone')).toBe('Enter correct number');
    expect(t('errors.notPermittedOrder')).toBe('You are not permitted to view this order');
    expect(t('toast.clientError')).toBe('Error fetching user data: type error');
  });

  it('pick chooses the language of a pair', () => {
    expect(pick({ mn: 'Утас', en: 'Phone' }, 'mn')).toBe('Утас');
    expect(pick({ mn: '', en: 'Phone' }, 'mn')).toBe('Phone');
  });
});
