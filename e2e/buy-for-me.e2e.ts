// "Buy for me" as a shopper and staff live it, in Mongolian on a narrow phone: the shopper pastes a Coupang link (the
// store's marketplace sandbox serves the saved page), sees the estimate in tugrik, chooses the page's options and asks;
// an operator finds the request in the console, previews and sends the exact price; the shopper is texted, accepts the
// quote with QPay, pays in QPay's sandbox, and the order tracks through its shipping stages like any other. Axe finds
// nothing serious; nothing scrolls sideways at 320 px. A pasted link in the header search leads to the page too; a
// description may come with a photo, which its shopper and staff see and nobody else; a chat message with several links
// becomes a card each (one from a site the store does not buy from says so) and a request each, asked at once.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { formatMnt } from '../core/money';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();
const LINK = 'https://www.coupang.com/vp/products/7335597976';

async function expectClean(page: Parameters<typeof scrollsSideways>[0]) {
  // Once the page is done loading and has settled (a form's button is dimmed while it is sent, and fades back).
  await page.waitForFunction(() => !document.querySelector('[aria-disabled="true"]') && document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await scrollsSideways(page)).toBeNull();
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('buy for me', () => {
  it('takes a pasted Coupang link from estimate to a quote, an accepted order paid by QPay, and its tracking', async () => {
    const db = store.db.database.db;
    const tuul = await createStaff(db, { username: 'tuul', password: 'tuul buys abroad', name: 'Tuul', role: 'operator' });

    // The shopper: the header search takes a pasted link to the page, with the link in its field.
    const { page } = await store.newPage({ lang: 'mn', width: 320 });
    await store.logIn(page, '9911 4455', '/');
    const search = page.getByRole('combobox', { name: 'Хайх' });
    await search.fill(LINK);
    await page.getByRole('option', { name: 'Энэ барааг гадаадаас авч өгөхийг хүсэх' }).click();
    await page.getByRole('heading', { level: 1, name: 'Гадаадаас авч өгөх' }).waitFor();
    const paste = page.getByRole('form', { name: 'Барааны холбоосоо буулгах' });
    expect(await paste.getByRole('textbox', { name: 'Барааны холбоос' }).inputValue()).toBe(LINK);

    await paste.getByRole('combobox', { name: 'Барааны төрөл' }).selectOption({ label: 'Гоо сайхан, арьс арчилгаа' });
    await paste.getByRole('spinbutton', { name: 'Тоо ширхэг' }).fill('2');
    await paste.getByRole('button', { name: 'Үнийг харах' }).click();
    const preview = page.getByRole('region', { name: '라운드랩 1025 독도 토너, 200ml, 2개' });
    await preview.waitFor();
    await preview.getByText('Сайт дээрх үнэ: ₩29,900').waitFor();
    // The estimate is the store's own: what its preview service says for the same link, kind and quantity.
    const storeId = (await store.app.services.getStoreSettings())._id;
    const expected = await store.app.services.previewLink({ storeId, url: LINK, kind: 'cosmetics', quantity: 2 }, '10.1.1.1');
    expect(expected.estimate).not.toBeNull();
    expect(await preview.getByTestId('buy-total').textContent()).toBe(formatMnt(expected.estimate!.total));
    await expectClean(page);

    // Asking: every option of the page must be chosen.
    const ask = page.getByRole('form', { name: 'Энэ барааг авч өгөхийг хүсэх' });
    await ask.getByRole('textbox', { name: 'Овог' }).fill('Батаа');
    await ask.getByRole('textbox', { name: 'Нэр', exact: true }).fill('Сараа');
    await ask.getByRole('button', { name: 'Авч өгөхийг хүсэх' }).click();
    await page.getByText('«용량»: сонголтоо хийнэ үү').waitFor();
    const again = page.getByRole('form', { name: 'Энэ барааг авч өгөхийг хүсэх' });
    await again.getByRole('combobox', { name: '용량' }).selectOption('500ml');
    await again.getByRole('combobox', { name: '수량' }).selectOption('2개');
    await again.getByRole('button', { name: 'Авч өгөхийг хүсэх' }).click();
    await page.getByRole('heading', { level: 1, name: '№5001 хүсэлт' }).waitFor();
    expect(await page.getByTestId('request-state').textContent()).toBe('Үнэ хүлээж байна');
    await expectClean(page);

    // Staff: the new request in the queue; a preview of the exact price, then the quote sent.
    const staff = (await store.newPage({ lang: 'mn', width: 320 })).page;
    await openReady(staff, '/console/buy-for-me');
    await staff.getByLabel('Нэвтрэх нэр').fill('tuul');
    await staff.getByLabel('Нууц үг').fill('tuul buys abroad');
    await staff.getByRole('button', { name: 'Нэвтрэх' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Авч өгөх хүсэлтүүд' }).waitFor();
    await expectClean(staff);
    await staff.getByRole('link', { name: /№5001 хүсэлт/ }).click();
    await staff.getByRole('heading', { level: 1, name: '№5001 хүсэлт' }).waitFor();
    await staff.getByLabel('Нэг ширхгийн үнэ сайт дээр').fill('31 500');
    await staff.getByLabel('Нэг ширхгийн савласан жин (г)').fill('450');
    await staff.getByRole('button', { name: 'Урьдчилан харах' }).click();
    await staff.getByText('Нэг ширхгийн үнэ хэрхэн бүрдэх').waitFor();
    await expectClean(staff);
    await staff.getByRole('button', { name: 'Үнийн санал илгээх' }).click();
    const sent = staff.getByRole('status').filter({ hasText: 'Үнийн санал илгээгдлээ' });
    await sent.waitFor();
    const total = formatMnt((await store.app.services.getRequestForStaff(storeId, 5001)).quote!.priced.total);
    expect(await sent.textContent()).toContain(total);

    // The shopper is texted the price and its page.
    await store.sendTexts();
    const inbox = (await (await fetch(`${store.baseUrl}/__sandbox/sms/messages.json?to=${encodeURIComponent('+97699114455')}`)).json()) as { text: string }[];
    expect(inbox.map((m) => m.text).some((text) => text.startsWith(`Зууч: №5001 хүсэлтийн үнэ ${total},`) && text.endsWith(`${store.baseUrl}/buy-for-me/5001`))).toBe(true);

    // She accepts with QPay: the order opens with its QR, paid in QPay's sandbox.
    await openReady(page, '/buy-for-me/5001');
    const quote = page.getByRole('region', { name: 'Манай үнийн санал' });
    expect(await quote.getByTestId('buy-total').textContent()).toBe(total);
    await expectClean(page);
    await page.getByRole('button', { name: 'Зөвшөөрч, захиалах' }).click();
    // Neither a payment option nor the terms: both are said, nothing is ordered.
    await page.getByText('Төлбөрийн хэлбэрээ сонгоно уу').waitFor();
    await page.getByText('Үргэлжлүүлэхийн тулд үйлчилгээний нөхцөлийг уншсан байх ёстой').waitFor();
    await page.getByRole('radio', { name: 'QPay' }).check();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Зөвшөөрч, захиалах' }).click();
    await page.waitForURL(/\/order\/\d+$/);
    const number = Number(new URL(page.url()).pathname.split('/').pop());
    const pay = page.getByRole('region', { name: 'Таны төлбөрийг хүлээж байна' });
    await pay.getByRole('img', { name: /QPay QR код/ }).waitFor();
    const sandboxUrl = (await pay.getByRole('link', { name: 'QPay төлбөрийн хуудсыг нээх' }).getAttribute('href'))!;
    const qpay = await page.context().newPage();
    await qpay.goto(sandboxUrl);
    await qpay.getByRole('button', { name: 'Pay', exact: true }).click();
    await qpay.getByRole('status').filter({ hasText: /^Paid [\d,]+₮\./ }).waitFor();
    await page.waitForURL(`**/order/${number}/complete`);

    // It tracks like any order from abroad: staff record a stage, the shopper sees it.
    await store.app.services.recordShippingStage({ storeId, number, stage: 'internationalOrder', reachedOn: '2026-11-30', note: 'Coupang-аас авлаа', staffId: tuul.id });
    await openReady(page, `/order/${number}/tracking`);
    const stages = page.getByRole('list', { name: 'Тээврийн үе шат' }).getByRole('listitem');
    await stages.filter({ hasText: 'Олон улсын захиалга' }).getByText('Coupang-аас авлаа').waitFor();
    // The request now says it is an order, and links to it.
    await openReady(page, '/buy-for-me/5001');
    expect(await page.getByTestId('request-state').textContent()).toBe('Зөвшөөрч, захиалсан');
    await page.getByRole('link', { name: `Захиалга ${number}` }).waitFor();
  });

  it('takes a description with a photo, shown to the shopper and to staff only', async () => {
    await createStaff(store.db.database.db, { username: 'oyun', password: 'oyun reads photos', name: 'Oyun', role: 'operator' });
    const { page } = await store.newPage({ lang: 'en', width: 375 });
    await store.logIn(page, '9911 6677', '/buy-for-me');
    const describeForm = page.getByRole('form', { name: 'No link? Describe it' });
    await describeForm.getByRole('textbox', { name: 'What you want' }).fill('Nike Air Force 1 ’07, white, EU 42');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#eeeeee' } }).jpeg().toBuffer();
    await describeForm.getByLabel('A photo (optional)').setInputFiles({ name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: photo });
    // The picker speaks the page's language (not the browser's "Choose File") and names the photo chosen.
    await describeForm.getByText('IMG_0042.JPG').waitFor();
    await describeForm.getByRole('textbox', { name: 'Last name' }).fill('Bold');
    await describeForm.getByRole('textbox', { name: 'First name' }).fill('Saraa');
    await describeForm.getByRole('button', { name: 'Ask us to buy it' }).click();
    await page.getByRole('heading', { level: 1, name: /^Request \d+$/ }).waitFor();
    const number = Number(new URL(page.url()).pathname.split('/').pop());
    const shown = page.getByRole('img', { name: 'Your photo of what you want' });
    await shown.waitFor();
    expect(await shown.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1200);
    await expectClean(page);

    // Another shopper cannot open it; staff see it on the request's page.
    const stranger = (await store.newPage({ lang: 'en' })).page;
    await store.logIn(stranger, '9911 6688', '/');
    expect((await stranger.request.get(`/buy-for-me/${number}/photo`)).status()).toBe(404);
    const staff = (await store.newPage({ lang: 'en' })).page;
    await openReady(staff, `/console/buy-for-me/${number}`);
    await staff.getByLabel('Username').fill('oyun');
    await staff.getByLabel('Password').fill('oyun reads photos');
    await staff.getByRole('button', { name: 'Log in' }).click();
    const seen = staff.getByRole('img', { name: 'The shopper’s photo (opens full size)' });
    await seen.waitFor();
    expect(await seen.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1200);
  });

  it('takes several links pasted at once: a card each with its own kind, one total, a request each', async () => {
    const { page } = await store.newPage({ lang: 'en', width: 375 });
    await store.logIn(page, '9911 7788', '/buy-for-me');
    const paste = page.getByRole('form', { name: 'Paste a product link' });
    // A message as a friend would send it: two links the store reads and one it does not buy from.
    await paste
      .getByRole('textbox', { name: 'Product link' })
      .fill(`These two please: ${LINK}, and https://item.gmarket.co.kr/Item?goodscode=2548123456 (size 250)\nalso https://www.ebay.com/itm/1234`);
    await paste.getByRole('combobox', { name: 'What kind of thing' }).selectOption({ label: 'Cosmetics and skin care' });
    await paste.getByRole('button', { name: 'Show the price' }).click();
    const ask = page.getByRole('form', { name: 'Ask us to buy these products' });
    await ask.getByRole('heading', { level: 2, name: '3 products' }).waitFor();
    await ask.getByRole('region', { name: 'https://www.ebay.com/itm/1234' }).getByText('We buy from Amazon, Coupang, Gmarket, Taobao and Rakuten').waitFor();
    const toner = ask.getByRole('region', { name: '라운드랩 1025 독도 토너, 200ml, 2개' });
    const trainers = ask.getByRole('region', { name: '[뉴발란스] 530 운동화 MR530SG' });
    expect(await toner.getByRole('combobox', { name: 'What kind of thing' }).inputValue()).toBe('cosmetics');
    // Its picture is the store's copy (the browser loads nothing from the marketplace).
    const picture = toner.locator('img');
    await picture.scrollIntoViewIfNeeded();
    expect(new URL((await picture.getAttribute('src'))!, 'http://x').pathname).toBe('/buy-for-me/picture');
    // Loaded once it nears the screen (it is lazy): then its width is the store's copy's.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(600);

    // No pairs at all: said at that card's quantity, every card kept.
    const pairs = trainers.getByRole('spinbutton', { name: 'Quantity' });
    await pairs.fill('0');
    await ask.getByRole('button', { name: 'Update the estimates' }).click();
    await trainers.getByRole('alert').waitFor();
    expect(await pairs.getAttribute('aria-invalid')).toBe('true');
    await toner.waitFor();
    // The trainers are shoes, two pairs: the estimates drawn again, each the store's own for its link, kind and quantity.
    await trainers.getByRole('combobox', { name: 'What kind of thing' }).selectOption({ label: 'Shoes' });
    await pairs.fill('2');
    await ask.getByRole('button', { name: 'Update the estimates' }).click();
    await trainers.getByText('Estimated price in Mongolia, 2 items (Shoes)').waitFor();
    const storeId = (await store.app.services.getStoreSettings())._id;
    const [a, b] = await Promise.all([
      store.app.services.previewLink({ storeId, url: LINK, kind: 'cosmetics', quantity: 1 }, '10.1.1.2'),
      store.app.services.previewLink({ storeId, url: 'https://item.gmarket.co.kr/Item?goodscode=2548123456', kind: 'shoes', quantity: 2 }, '10.1.1.2'),
    ]);
    expect(await trainers.getByTestId('buy-total').textContent()).toBe(formatMnt(b.estimate!.total));
    await ask.getByText(`Estimated total for 2 products: ${formatMnt(a.estimate!.total + b.estimate!.total)}`).waitFor();
    await expectClean(page);

    // Each link's options are its own; both asked for with one press.
    await toner.getByRole('combobox', { name: '용량' }).selectOption('200ml');
    await toner.getByRole('combobox', { name: '수량' }).selectOption('1개');
    await ask.getByRole('textbox', { name: 'Last name' }).fill('Bold');
    await ask.getByRole('textbox', { name: 'First name' }).fill('Saraa');
    await ask.getByRole('button', { name: 'Ask us to buy these 2' }).click();
    // The trainers' size not chosen: said at it, the rest kept as chosen.
    await trainers.getByText('Choose 사이즈').waitFor();
    expect(await toner.getByRole('combobox', { name: '용량' }).inputValue()).toBe('200ml');
    await trainers.getByRole('combobox', { name: '사이즈' }).selectOption('250');
    await ask.getByRole('button', { name: 'Ask us to buy these 2' }).click();
    const asked = page.getByRole('status').filter({ hasText: 'We got your 2 requests' });
    await asked.waitFor();
    const numbers = await asked.getByRole('link').allTextContents();
    expect(numbers).toHaveLength(2);
    await page.getByRole('region', { name: 'Your requests' }).getByText('라운드랩 1025 독도 토너, 200ml, 2개').waitFor();
    await expectClean(page);
  });
});
