// The demo store: settings, shipping types and content pages.
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

export const demoContentPages: { key: string; title: LocalizedText; body: LocalizedText }[] = [
  {
    key: 'delivery',
    title: { mn: 'Хүргэлтийн мэдээлэл', en: 'Delivery information' },
    body: {
      mn: 'Солонгосоос ирэх бараа 4–8 хоногт, АНУ-аас 10–16 хоногт, Хятад, Японоос 10 хоногт Монголд ирнэ: ачаа тогтсон өдрүүдэд нисдэг тул хугацаа нь захиалсан гарагаас хамаарна. Монголд бэлэн байгаа бараа дараагийн өдөр нь хүргэгдэнэ.\n\nБараа ирмэгц бид мессежээр мэдэгдэж, очиж авах эсвэл хүргүүлэх сонголтыг санал болгоно. Улаанбаатарт хүргэлт 6,000₮, 200,000₮-өөс дээш захиалгад үнэгүй.\n\nЗахиалгынхаа явцыг захиалгын хуудаснаас шат бүрээр нь хянах боломжтой.',
      en: 'Goods from Korea reach Mongolia in 4–8 days, from the USA in 10–16 days and from China and Japan in 10 days: cargo flies on fixed days, so the time depends on the weekday you order. Items in stock in Mongolia are delivered the next day.\n\nWhen your order arrives we text you and let you choose pickup or home delivery. Delivery in Ulaanbaatar costs 6,000₮ and is free on orders of 200,000₮ or more.\n\nYou can follow every stage of the journey on your order page.',
    },
  },
  {
    key: 'warranty',
    title: { mn: 'Баталгаат хугацаа', en: 'Warranty' },
    body: {
      mn: 'Зуучаар худалдаж авсан бараа бүр 1 жилийн баталгаатай. Үйлдвэрийн гэмтэлтэй бараа ирвэл бид солих эсвэл засварлуулна.\n\nБаталгааны хүсэлт гаргахдаа захиалгын дугаар, барааны зураг болон гэмтлийн тайлбарыг хавсаргана уу.',
      en: 'Every item bought through Zuuch carries a 1-year warranty. If an item arrives with a manufacturing fault we replace it or have it repaired.\n\nTo make a warranty claim, send us your order number, a photo of the item and a short description of the fault.',
    },
  },
  {
    // Shown at /orderGuidance. "## " starts a subheading, "- " lines make a list (app/components/content-body.tsx).
    key: 'orderGuidance',
    title: { mn: 'Гадаадаас хэрхэн захиалах вэ', en: 'How ordering from abroad works' },
    body: {
      mn: [
        'Зууч таны өмнөөс АНУ, Өмнөд Солонгос, Хятад, Японы дэлгүүрүүдээс жинхэнэ бараа худалдан авч Монголд авчирдаг. Үнэ төгрөгөөр бөгөөд олон улсын тээвэр, гаалийн татвар, НӨАТ үнэд нь багтсан тул нэмэлт төлбөр гарахгүй. Зөвхөн Монгол доторх хүргэлтээ захиалга өгөхдөө сонгоно.',
        '## 1. Захиалга өгөх\nБараагаа сагсандаа нэмээд нэр, утасны дугаараа оруулж, захиалгаа хэрхэн хүлээн авах болон төлбөрийн хэлбэрээ сонгоно. Танд захиалгын дугаар (жишээ нь 100001) олгогдож, баталгаажуулах мессеж ирнэ.',
        '## 2. 48 цагийн дотор төлбөрөө төлөх\nЯмар ч банкны аппликейшнээр QPay-ээр, эсвэл дансаар шилжүүлж төлнө. Дансаар шилжүүлэхдээ гүйлгээний утга дээр захиалгын дугаараа бичээрэй. Мөн Storepay, Pocket, PayOn, Easy Leasing, Хаан банкны лизингээр хуваан төлөх, Зуучийн бэлгийн картаар төлөх боломжтой.',
        'Захиалга өгснөөс хойш 48 цагийн дотор төлбөр орж ирээгүй бол захиалга автоматаар цуцлагдаж, бараа нь буцаад худалдаанд гарна. Төлбөрийн зөвхөн тодорхой хэсгийг төлсөн бол захиалга автоматаар цуцлагдахгүй: үлдэгдлийг тохирохоор манай ажилтан тантай холбогдоно.',
        '## 3. Бид гадаадын дэлгүүрээс худалдан авна\nТөлбөр баталгаажмагц бид таны барааг АНУ, Солонгос, Хятад эсвэл Японы дэлгүүрээс захиална. Монголд бэлэн байгаа бараа энэ алхмыг алгасаж, дараагийн өдөр нь бэлэн болно.',
        '## 4. Олон улсын тээвэр\nГадаадаас ирэх бараа таван үе шатыг дамждаг бөгөөд манай ажилтнууд үе шат бүрийн огноог бүртгэж, та захиалгынхаа хуудаснаас харна:',
        '- Худалдагч баталсан: гадаадын дэлгүүр захиалгыг баталгаажуулсан\n- Олон улсын захиалга: бараа олон улсын тээвэрт хүлээлгэн өгөгдсөн\n- Улс хоорондын тээвэр: Монгол руу замдаа явж байна\n- Монголын хил: хил дээр, гаалийн бүрдүүлэлт хийгдэж байна\n- Дотоод хүргэлт: Улаанбаатар дахь манай агуулах руу явж байна',
        'Монголд ирэх хугацаа (захиалсан гарагаас хамаарна):',
        '- Өмнөд Солонгос: 4–8 хоног\n- АНУ: 10–16 хоног\n- Япон: 10 хоног\n- Хятад: 10 хоног',
        'Барааны хуудас бүр дээр тухайн бараа хэзээ ирэхийг урьдчилан тооцоолж харуулдаг.',
        '## 5. Очиж авах эсвэл хүргүүлэх\nЗахиалга манай агуулахад ирмэгц бид танд мессежээр мэдэгдэнэ. Та Зууч төвөөс (Улаанбаатар, Энхтайваны өргөн чөлөө 15) үнэгүй очиж авах, эсвэл Улаанбаатарын 9 дүүргийн аль ч хаягт 1–2 хоногт хүргүүлэхийг сонгоно. Хотын хүргэлт 6,000₮, 200,000₮-өөс дээш захиалгад үнэгүй.',
        'Орон нутаг руу аймгийн төв, сумд хүртэл унаа, каргогоор 2–5 хоногт илгээнэ.',
        '## 6. Захиалгаа хянах\nЗахиалгынхаа алхам бүрийг /order/{захиалгын дугаар}/tracking хуудаснаас хянаарай, жишээ нь /order/100001/tracking. Захиалгаа харахын тулд захиалга өгсөн утасны дугаараараа нэвтэрнэ үү.',
        '## 7. 1 жилийн баталгаа\nЗуучаар авсан бараа бүр 1 жилийн баталгаатай. Гэмтэлтэй бараа ирвэл захиалгын дугаар, барааны зурагтайгаа бидэнтэй холбогдоорой. Бид сольж өгөх эсвэл засварлуулна.',
        '## Тусламж хэрэгтэй юу?\n+976 7711 2233 дугаарт залгана уу (Даваа–Баасан 09:00–20:00, Бямба–Ням 10:00–18:00) эсвэл hello@zuuch.mn хаягаар бичээрэй.',
      ].join('\n\n'),
      en: [
        'Zuuch buys genuine goods for you from shops in the USA, South Korea, China and Japan and brings them to Mongolia. Prices are in tugrik and already include international shipping, customs duty and VAT, so there is nothing extra to pay on arrival. The only thing you add is delivery inside Mongolia, which you choose when you order.',
        '## 1. Place your order\nAdd items to your cart, enter your name and phone number, and choose how you want to receive the order and how you want to pay. You get an order number (for example 100001) and a text message confirming it.',
        '## 2. Pay within 48 hours\nPay by QPay from any bank app, or by bank transfer with your order number in the transfer description. You can also pay in instalments with Storepay, Pocket, PayOn, Easy Leasing or Khan Bank leasing, or with a Zuuch gift card.',
        'If no payment has arrived 48 hours after you placed the order, the order is cancelled automatically and its items go back on sale. If you have paid part of the amount, the order is not cancelled automatically: our staff will call you to settle the rest.',
        '## 3. We buy from the shop abroad\nAs soon as your payment is confirmed we order your items from the shop in the USA, Korea, China or Japan. Items already in stock in Mongolia skip this step and are ready the next day.',
        '## 4. International shipping\nGoods from abroad pass five stages. Our staff record the date of each one, and you see them on your order page:',
        '- Verified: the shop abroad has confirmed the order\n- International order: the goods are handed to the international carrier\n- Interstate shipment: on the way to Mongolia\n- Mongolian border: at the border, going through customs\n- Inner delivery: on the way to our warehouse in Ulaanbaatar',
        'Times to reach Mongolia (they depend on the weekday you order):',
        '- South Korea: 4–8 days\n- USA: 10–16 days\n- Japan: 10 days\n- China: 10 days',
        'Every product page shows the expected arrival date for that item.',
        '## 5. Pick up or home delivery\nWhen your order reaches our warehouse we text you. Pick it up free of charge at the Zuuch Center (15 Peace Avenue, Ulaanbaatar), or have it delivered to any address in Ulaanbaatar’s 9 districts within 1–2 days. Delivery in the city costs 6,000₮ and is free on orders of 200,000₮ or more.',
        'To the provinces we send parcels by bus or cargo to aimag centres and soums in 2–5 days.',
        '## 6. Track your order\nFollow every step at /order/{your order number}/tracking, for example /order/100001/tracking. Log in with the phone number you ordered with to see it.',
        '## 7. 1-year warranty\nEvery item bought through Zuuch carries a 1-year warranty. If something arrives faulty, contact us with your order number and a photo of the item, and we replace it or have it repaired.',
        '## Need help?\nCall us on +976 7711 2233 (Mon–Fri 09:00–20:00, Sat–Sun 10:00–18:00) or write to hello@zuuch.mn.',
      ].join('\n\n'),
    },
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
