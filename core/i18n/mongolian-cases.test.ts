import { describe, expect, it } from 'vitest';
import { createI18n } from './index';
import { decline, type MnCase } from './mongolian-cases';

/** [word, expected] pairs of real names, as Mongolian is written. */
function expectForms(grammaticalCase: MnCase, pairs: [string, string][]) {
  for (const [word, form] of pairs) expect(decline(word, grammaticalCase), `${word} (${grammaticalCase})`).toBe(form);
}

describe('decline', () => {
  it('ablative ("from"): -аас/-ээс/-оос/-өөс by vowel harmony, -гаас after a long vowel or diphthong', () => {
    expectForms('ablative', [
      // the store's origins (the walk-through found "Өмнөд Солонгос-аас", "Хятад-аас", "Япон-аас")
      ['Хятад', 'Хятадаас'],
      ['Япон', 'Японоос'],
      ['Өмнөд Солонгос', 'Өмнөд Солонгосоос'],
      ['Монгол', 'Монголоос'],
      ['АНУ', 'АНУ-аас'],
      // loanwords: е and и are neutral, the last other vowel decides
      ['Герман', 'Германаас'],
      ['Англи', 'Англиас'],
      // cities and aimags
      ['Улаанбаатар', 'Улаанбаатараас'],
      ['Дархан', 'Дарханаас'],
      ['Эрдэнэт', 'Эрдэнэтээс'],
      ['Хөвсгөл', 'Хөвсгөлөөс'],
      ['Сэлэнгэ', 'Сэлэнгээс'],
      ['Хэнтий', 'Хэнтийгээс'],
      ['Архангай', 'Архангайгаас'],
      ['Говь-Алтай', 'Говь-Алтайгаас'],
      ['Баян-Өлгий', 'Баян-Өлгийгөөс'],
      ['Дархан-Уул', 'Дархан-Уулаас'],
      ['Өмнөговь', 'Өмнөговиос'],
      ['Ховд', 'Ховдоос'],
      ['Төв', 'Төвөөс'],
      // Latin names take a hyphen and the suffix of how they are read; amounts read as "төгрөг"
      ['QPay', 'QPay-ээс'],
      ['iPhone', 'iPhone-оос'],
      ['50,000₮', '50,000₮-өөс'],
      ['1,250,000₮', '1,250,000₮-өөс'],
    ]);
  });

  it('genitive ("of"): -ын/-ийн, -ы/-ий after н, -н after a diphthong, -гийн after a long vowel', () => {
    expectForms('genitive', [
      ['Хятад', 'Хятадын'],
      ['Япон', 'Японы'],
      ['Өмнөд Солонгос', 'Өмнөд Солонгосын'],
      ['Монгол', 'Монголын'],
      ['АНУ', 'АНУ-ын'],
      ['Америк', 'Америкийн'],
      ['Англи', 'Английн'],
      ['Улаанбаатар', 'Улаанбаатарын'],
      ['Хөвсгөл', 'Хөвсгөлийн'],
      ['Сэлэнгэ', 'Сэлэнгийн'],
      ['Булган', 'Булганы'],
      ['Орхон', 'Орхоны'],
      ['Төв', 'Төвийн'],
      ['Хэнтий', 'Хэнтийн'],
      ['Говь-Алтай', 'Говь-Алтайн'],
      ['Дорноговь', 'Дорноговийн'],
      ['Дархан-Уул', 'Дархан-Уулын'],
      ['Эрдэнэт', 'Эрдэнэтийн'],
      ['дүү', 'дүүгийн'],
      ['хутга', 'хутгын'],
      ['Зууч ХХК', 'Зууч ХХК-ийн'],
      ['Samsung', 'Samsung-ийн'],
      ['50,000₮', '50,000₮-ийн'],
    ]);
  });

  it('dative-locative ("to, in"): -д, -т after г, р, с, к, a vowel before -д after д, т, х', () => {
    expectForms('dative', [
      ['Хятад', 'Хятадад'],
      ['Япон', 'Японд'],
      ['Өмнөд Солонгос', 'Өмнөд Солонгост'],
      ['Монгол', 'Монголд'],
      ['АНУ', 'АНУ-д'],
      ['Америк', 'Америкт'],
      ['Англи', 'Англид'],
      ['Улаанбаатар', 'Улаанбаатарт'],
      ['Эрдэнэт', 'Эрдэнэтэд'],
      ['Ховд', 'Ховдод'],
      ['Хөвсгөл', 'Хөвсгөлд'],
      ['Сэлэнгэ', 'Сэлэнгэд'],
      ['Архангай', 'Архангайд'],
      ['Хэнтий', 'Хэнтийд'],
      ['Дорноговь', 'Дорноговьд'],
      ['улс', 'улсад'],
      ['багш', 'багшид'],
      ['гэр', 'гэрт'],
      ['Pocket лизинг', 'Pocket лизингт'],
      ['Хаан банкны лизинг', 'Хаан банкны лизингт'],
      ['PayOn', 'PayOn-д'],
      ['Easy Leasing', 'Easy Leasing-д'],
      ['Storepay', 'Storepay-д'],
      ['Facebook', 'Facebook-т'],
      ['МУИС', 'МУИС-т'],
      ['50,000₮', '50,000₮-т'],
    ]);
  });

  it('instrumental ("by, with"): -аар/-ээр/-оор/-өөр, -гаар after a long vowel or diphthong', () => {
    expectForms('instrumental', [
      ['карт', 'картаар'],
      ['зээл', 'зээлээр'],
      ['Монгол', 'Монголоор'],
      ['Хөвсгөл', 'Хөвсгөлөөр'],
      ['хутга', 'хутгаар'],
      ['далай', 'далайгаар'],
      ['англи', 'англиар'],
      ['QPay', 'QPay-ээр'],
      ['Storepay', 'Storepay-ээр'],
      ['АНУ', 'АНУ-аар'],
      ['50,000₮', '50,000₮-өөр'],
    ]);
  });

  it('comitative ("with"): -тай/-той/-тэй', () => {
    expectForms('comitative', [
      ['Хятад', 'Хятадтай'],
      ['Монгол', 'Монголтой'],
      ['Япон', 'Японтой'],
      ['Сэлэнгэ', 'Сэлэнгэтэй'],
      ['Баян-Өлгий', 'Баян-Өлгийтэй'],
      ['Хөвсгөл', 'Хөвсгөлтэй'],
      ['QPay', 'QPay-тэй'],
      ['АНУ', 'АНУ-тай'],
    ]);
  });

  it('accusative: -ыг/-ийг, -г after a long vowel or diphthong', () => {
    expectForms('accusative', [
      ['ном', 'номыг'],
      ['гэр', 'гэрийг'],
      ['хутга', 'хутгыг'],
      ['далай', 'далайг'],
      ['Япон', 'Японыг'],
      ['багш', 'багшийг'],
      ['50,000₮', '50,000₮-ийг'],
    ]);
  });

  it('keeps the capitals and the phrase as written, and trims', () => {
    expect(decline('  Улаанбаатар ', 'dative')).toBe('Улаанбаатарт');
    expect(decline('Өмнөд Солонгос', 'ablative').startsWith('Өмнөд ')).toBe(true);
  });

  it('refuses plain numbers and empty text (their endings are written in the catalogue)', () => {
    expect(() => decline('12', 'ablative')).toThrow(RangeError);
    expect(() => decline('', 'genitive')).toThrow(RangeError);
  });
});

describe('case formatters', () => {
  it('decline the value in Mongolian and leave English as it is', async () => {
    const mn = createI18n('mn');
    const en = createI18n('en');
    mn.addResource('mn', 'translation', 'test.from', '{{country, ablative}} илгээнэ');
    en.addResource('en', 'translation', 'test.from', 'Ships from {{country, ablative}}');
    expect(mn.t('test.from' as never, { country: 'Хятад' })).toBe('Хятадаас илгээнэ');
    expect(en.t('test.from' as never, { country: 'China' })).toBe('Ships from China');
  });
});
