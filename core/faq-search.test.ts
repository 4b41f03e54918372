import { describe, expect, it } from 'vitest';
import { faqMatches, faqWords } from './faq-search';

describe('FAQ search', () => {
  const payment = faqWords('Төлбөрөө хэрхэн төлөх вэ?\nQPay-ээр эсвэл дансаар шилжүүлнэ.');
  const delivery = faqWords('Хүргэлт хэдэн хоног вэ?\nАНУ-аас 10–16 хоног.');

  it('finds Cyrillic questions by Latin letters, as the shopper types them', () => {
    expect(faqMatches('tolbor', payment)).toBe(true);
    expect(faqMatches('tolb', payment)).toBe(true);
    expect(faqMatches('khurgelt', delivery)).toBe(true);
    expect(faqMatches('tolbor', delivery)).toBe(false);
  });

  it('needs every word, searches answers too, and matches everything when empty', () => {
    expect(faqMatches('qpay дансаар', payment)).toBe(true);
    expect(faqMatches('qpay хоног', payment)).toBe(false);
    expect(faqMatches('  ', delivery)).toBe(true);
  });
});
