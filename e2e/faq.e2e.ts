// A shopper on a phone reads the store's FAQ in Mongolian: the topics, a search typed in Latin letters that finds the
// Cyrillic questions (also without JavaScript, by ?q=), a shared link that opens its question in view, the FAQPage
// structured data search engines read, and no serious accessibility violation.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertFaq } from '../test/content-rows';
import { storeIdOf } from '../test/order-rows';
import { describeViolations, seriousViolations } from './support/accessibility';
import { faqSample, insertSampleContent } from './support/content';
import { openReady, useStore } from './support/store';

const store = useStore();

/** An answer that tries to end the structured data's script early: it must stay text. */
const breakOut = '</script><script>window.__pwned = 1</script>';

beforeAll(async () => {
  const db = store.db.database.db;
  await insertSampleContent(db);
  await insertFaq(db, await storeIdOf(db), [
    { key: 'gift-cards', topic: 'payment', position: 9, question: { en: 'Can I pay with a gift card?', mn: 'Бэлгийн картаар төлж болох уу?' }, answer: { en: `Yes. ${breakOut}`, mn: `Болно. ${breakOut}` } },
  ]);
});

describe('the FAQ', () => {
  it('shows the topics and finds Cyrillic questions typed in Latin letters, on a phone, in Mongolian', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    await openReady(page, '/faq');
    await page.getByRole('heading', { level: 1, name: 'Тусламж, түгээмэл асуулт' }).waitFor();
    const topics = page.getByRole('navigation', { name: 'Сэдвүүд' });
    expect(await topics.getByRole('link').allTextContents()).toEqual(['Захиалга', 'Төлбөр', 'Хуваан төлөлт, лизинг', 'Хүргэлт', 'Буцаалт, баталгаа', 'Таны бүртгэл']);
    await page.getByRole('heading', { level: 2, name: 'Хүргэлт' }).waitFor();
    expect(describeViolations(await seriousViolations(page))).toBe('');

    const search = page.getByRole('searchbox', { name: 'Асуултаас хайх' });
    await search.fill('tolbor');
    // Announced politely: the questions about payment (in their questions or answers), nothing about delivery times.
    await page.getByRole('status').filter({ hasText: '4 асуулт олдлоо' }).waitFor();
    await page.getByText('Төлбөрөө хэрхэн төлөх вэ?').waitFor();
    await page.getByText('Гадаадаас хүргэлт хэдэн хоног болох вэ?').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('q')).toBe('tolbor');
    expect(describeViolations(await seriousViolations(page))).toBe('');

    await search.fill('zzzz');
    await page.getByRole('status').filter({ hasText: '“zzzz” гэсэн асуулт олдсонгүй' }).waitFor();
    await page.getByRole('link', { name: 'Бүх асуултыг харах' }).click();
    await page.getByText('Гадаадаас хүргэлт хэдэн хоног болох вэ?').waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('filters on the server too, for a browser without JavaScript', async () => {
    const html = await (await fetch(`${store.baseUrl}/faq?q=khurgelt`, { headers: { cookie: 'lang=mn' } })).text();
    // The questions shown (the structured data names them all).
    expect(html).toContain('<details id="delivery-time"');
    expect(html).not.toContain('<details id="returns"');
    expect(html).toContain('2 асуулт олдлоо');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('opens a shared question at /faq#key, in view, and the next one the address names', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    await openReady(page, '/faq#returns');
    const returns = page.locator('details#returns');
    await returns.and(page.locator('[open]')).waitFor();
    const answer = returns.getByText('Хүлээн авснаас хойш 14 хоногийн дотор');
    await answer.waitFor();
    const box = (await answer.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height);
    expect(await page.locator('details#delivery-time').getAttribute('open')).toBeNull();

    // A link to another question on the same page.
    await page.evaluate(() => {
      window.location.hash = 'delivery-time';
    });
    await page.locator('details#delivery-time[open]').waitFor();
    await page.getByText('Өмнөд Солонгос: 4–8 хоног').waitFor();
    expect(await page.locator('details#delivery-time summary').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('describes every question as FAQPage structured data, with an answer that cannot end its script', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    const response = await openReady(page, '/faq');
    const html = await response!.text();
    const tag = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)!;
    expect(tag[1]).not.toContain('<');
    const data = JSON.parse(tag[1]);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(faqSample.length + 1);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Хэрхэн захиалга өгөх вэ?',
      acceptedAnswer: { '@type': 'Answer', text: faqSample[0].answer.mn.replace('[Миний захиалгууд](/user/order)', 'Миний захиалгууд') },
    });
    const gift = data.mainEntity.find((q: { name: string }) => q.name === 'Бэлгийн картаар төлж болох уу?');
    expect(gift.acceptedAnswer.text).toBe(`Болно. ${breakOut}`);
    // The browser reads the same: one data block, and the answer's text ran nowhere.
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
