import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { parse } from '../../http/validate';
import { renderError } from '../../http/error-handler';
import { storeSettingsInput } from './schemas';

const valid = {
  phone: '77112233',
  email: ' hello@zuuch.mn ',
  address: { mn: 'Улаанбаатар', en: 'Ulaanbaatar' },
  schedule: { mn: 'Өдөр бүр 09:00–21:00', en: 'Every day 09:00–21:00' },
  facebook: 'https://www.facebook.com/zuuch.mn',
  instagram: '',
  bankAccounts: [
    { bank: { mn: ' Хаан банк', en: 'Khan Bank ' }, account: '5011  2233 44', holder: { mn: 'Зууч ХХК', en: 'Zuuch LLC' }, iban: 'mn12000500501122 3344' },
    { bank: { mn: '', en: ' ' }, account: ' ', holder: { mn: '', en: '' }, iban: '' },
  ],
};

/** The field messages a bad form gets, as the page shows them. */
function messages(input: unknown, lang: 'en' | 'mn' = 'en') {
  try {
    parse(storeSettingsInput, input);
  } catch (err) {
    return Object.fromEntries((renderError(err as AppError, lang, 'r').error.fields ?? []).map((f) => [f.path, f.message]));
  }
  throw new Error('expected the input to be refused');
}

describe('store settings form', () => {
  it('keeps numbers and links in one form and drops a blank account row', () => {
    expect(parse(storeSettingsInput, valid)).toEqual({
      ...valid,
      phone: '+976 7711 2233',
      email: 'hello@zuuch.mn',
      instagram: null,
      bankAccounts: [{ bank: { mn: 'Хаан банк', en: 'Khan Bank' }, account: '5011 2233 44', holder: { mn: 'Зууч ХХК', en: 'Zuuch LLC' }, iban: 'MN12 0005 0050 1122 3344' }],
    });
  });

  it('names each bad field with the shop’s messages, in Mongolian too', () => {
    const bad = {
      ...valid,
      phone: '1234',
      email: 'not mail',
      address: { mn: ' ', en: 'Ulaanbaatar' },
      facebook: 'javascript:alert(1)',
      instagram: 'https://www.instagram.evil.com/zuuch',
      bankAccounts: [{ bank: { mn: '', en: 'Khan Bank' }, account: '5011-22x3', holder: { mn: 'Зууч ХХК', en: '' }, iban: 'MN12' }],
    };
    expect(messages(bad)).toEqual({
      phone: 'Enter correct number',
      email: 'Not an email',
      'address.mn': 'is required',
      facebook: 'Enter a link to a Facebook page (https://www.facebook.com/…)',
      instagram: 'Enter a link to an Instagram page (https://www.instagram.com/…)',
      'bankAccounts.0.bank.mn': 'is required',
      'bankAccounts.0.account': 'This field can only contain numbers',
      'bankAccounts.0.holder.en': 'is required',
      'bankAccounts.0.iban': 'Enter the IBAN as MN and 18 digits',
    });
    expect(messages(bad, 'mn')).toMatchObject({ phone: 'Утасны дугаараа зөв оруулна уу', 'address.mn': 'заавал бөглөнө' });
  });

  it.each(['http://www.facebook.com/zuuch', 'https://facebook.com/', 'https://user:pw@facebook.com/zuuch', 'https://notfacebook.com/zuuch'])('refuses %s as the Facebook page', (facebook) => {
    expect(Object.keys(messages({ ...valid, facebook }))).toEqual(['facebook']);
  });

  it('refuses more than six accounts', () => {
    const row = valid.bankAccounts[0];
    expect(messages({ ...valid, bankAccounts: Array.from({ length: 7 }, () => row) })).toEqual({ bankAccounts: 'Invalid format' });
  });
});
