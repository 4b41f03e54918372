// The demo store: settings, shipping types and the home page (its content: content-data.ts).
import type { LocalizedText, PageBlockConfig } from '../schema';

export const demoStore = {
  email: 'hello@zuuch.mn',
  phone: '+976 7711 2233',
  facebook: 'https://www.facebook.com/zuuch.mn',
  instagram: 'https://www.instagram.com/zuuch.mn',
  address: {
    mn: 'Улаанбаатар, Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 15, Зууч төв',
    en: 'Zuuch Center, 15 Peace Avenue, Khoroo 1, Sükhbaatar district, Ulaanbaatar',
  },
  schedule: { mn: 'Даваа–Баасан 09:00–20:00, Бямба–Ням 10:00–18:00', en: 'Mon–Fri 09:00–20:00, Sat–Sun 10:00–18:00' },
  aboutUs: {
    mn: 'Зууч бол АНУ, Өмнөд Солонгос, Хятад, Японоос жинхэнэ бараа захиалж, Монгол даяар хүргэдэг онлайн дэлгүүр. Үнэ нь төгрөгөөр, хүргэлтийн хугацаа тодорхой, бараа бүр 1 жилийн баталгаатай.',
    en: 'Zuuch is an online store that brings genuine goods from the USA, South Korea, China and Japan to all of Mongolia. Prices in tugrik, clear delivery times and a 1-year warranty on every item.',
  },
  supportingLanguages: ['mn', 'en'],
  defaultLanguage: 'en',
  paymentMethods: ['qpay', 'bank_transfer', 'storepay', 'pocket_zero', 'pocket_leasing', 'payon', 'easy_leasing', 'khan_leasing', 'gift_card'],
  bankAccounts: [
    { bank: { mn: 'Хаан банк', en: 'Khan Bank' }, account: '5011 2233 44', holder: { mn: 'Зууч ХХК', en: 'Zuuch LLC' }, iban: 'MN12 0005 0050 1122 3344' },
    { bank: { mn: 'Голомт банк', en: 'Golomt Bank' }, account: '1105 0123 45', holder: { mn: 'Зууч ХХК', en: 'Zuuch LLC' }, iban: 'MN56 0015 0011 0501 2345' },
  ],
};

export const demoShippingTypes: {
  code: 'pickup' | 'delivery' | 'countryside';
  name: LocalizedText;
  description: LocalizedText;
  fee: number;
  freeFrom: number | null;
}[] = [
  {
    code: 'pickup',
    name: { mn: 'Очиж авах', en: 'Pick up' },
    description: {
      mn: 'Захиалга ирмэгц Зууч төвөөс (Энхтайваны өргөн чөлөө 15) үнэгүй очиж авна. Бид мессежээр мэдэгдэнэ.',
      en: 'Collect your order free of charge at the Zuuch Center (15 Peace Avenue) once it arrives. We text you when it is ready.',
    },
    fee: 0,
    freeFrom: null,
  },
  {
    code: 'delivery',
    name: { mn: 'Хот доторх хүргэлт', en: 'Home delivery in Ulaanbaatar' },
    description: {
      mn: 'Улаанбаатар хотын 9 дүүрэгт, бараа ирснээс хойш 1–2 хоногт таны хаягаар хүргэнэ. 200,000₮-өөс дээш захиалгад үнэгүй.',
      en: 'Delivered to your door in any of Ulaanbaatar’s 9 districts within 1–2 days of arrival. Free on orders of 200,000₮ or more.',
    },
    fee: 6000,
    freeFrom: 200000,
  },
  {
    code: 'countryside',
    name: { mn: 'Орон нутгийн хүргэлт', en: 'Delivery to the provinces' },
    description: {
      mn: 'Аймгийн төв болон сумд руу унаа, каргогоор 2–5 хоногт илгээнэ. Хүлээн авахдаа тээврийн хөлсийг төлнө.',
      en: 'Sent to aimag centres and soums by bus or cargo in 2–5 days. The carrier’s fee is paid on collection.',
    },
    fee: 10000,
    freeFrom: null,
  },
];

/** The home page as page-builder blocks, top to bottom. */
export const demoHomeBlocks: PageBlockConfig[] = [
  {
    type: 'hero',
    title: { mn: 'Дэлхийн дэлгүүрүүд таны гарт', en: 'The world’s shops, delivered to Mongolia' },
    text: {
      mn: 'АНУ, Өмнөд Солонгос, Хятад, Японы жинхэнэ бараа. Үнэ нь төгрөгөөр тодорхой, хүргэлтийг үүд хүртэл хянана.',
      en: 'Genuine goods from the USA, South Korea, China and Japan with clear prices in tugrik and tracked delivery to your door.',
    },
    cta: { mn: 'Шинэ бараа үзэх', en: 'See what’s new' },
    href: '/category?sort=newest',
    tone: 'brand',
  },
  { type: 'category-tiles', title: { mn: 'Ангиллаар үзэх', en: 'Shop by category' } },
  { type: 'product-rail', title: { mn: 'Шинэ бараа', en: 'New arrivals' }, source: 'newest', limit: 10, href: '/category?sort=newest' },
  { type: 'product-rail', title: { mn: 'Их борлуулалттай', en: 'Bestsellers' }, source: 'bestsellers', limit: 10, href: '/category?sort=bestsellers' },
  {
    type: 'hero',
    title: { mn: 'Солонгосоос 4–8 хоногт', en: 'From Korea in 4–8 days' },
    text: {
      mn: 'K-beauty, хүнс, электроникийг Сөүлээс шууд. Бараа бүр 1 жилийн баталгаатай.',
      en: 'K-beauty, snacks and electronics straight from Seoul, each with a 1-year warranty.',
    },
    cta: { mn: 'Солонгос бараа', en: 'Shop Korea' },
    href: '/category?origin=KR',
    tone: 'sky',
  },
  { type: 'product-rail', title: { mn: 'Солонгосоос', en: 'From South Korea' }, source: 'origin', origin: 'KR', limit: 10, href: '/category?origin=KR' },
  { type: 'product-rail', title: { mn: 'АНУ-аас', en: 'From the USA' }, source: 'origin', origin: 'US', limit: 10, href: '/category?origin=US' },
  { type: 'product-rail', title: { mn: 'Японоос', en: 'From Japan' }, source: 'origin', origin: 'JP', limit: 10, href: '/category?origin=JP' },
  { type: 'product-rail', title: { mn: 'Хямдралтай', en: 'On sale' }, source: 'discounted', limit: 10, href: '/category?sale=1' },
];
