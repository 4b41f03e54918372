// Store content for journeys that read it: FAQ questions in every topic and the legal documents with an earlier version,
// written into the journey's own database (test/content-rows.ts), so no journey depends on the demo seed's texts.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { contentPages } from '../../server/db/schema';
import { insertFaq, insertLegal } from '../../test/content-rows';
import { storeIdOf } from '../../test/order-rows';

export const faqSample = [
  {
    key: 'how-to-order',
    topic: 'ordering',
    question: { en: 'How do I place an order?', mn: 'Хэрхэн захиалга өгөх вэ?' },
    answer: {
      en: 'Add the product to your cart, verify your phone number with a one-time code, fill in the delivery address and choose how to pay. You can follow the order in [My orders](/user/order).',
      mn: 'Бараагаа сагсандаа нэмээд утасны дугаараа нэг удаагийн кодоор баталгаажуулж, хүргэлтийн хаягаа бөглөөд төлбөрийн хэлбэрээ сонгоно. Захиалгаа [Миний захиалгууд](/user/order) хэсгээс хянана.',
    },
  },
  {
    key: 'change-order',
    topic: 'ordering',
    question: { en: 'Can I change or cancel my order?', mn: 'Захиалгаа өөрчлөх эсвэл цуцалж болох уу?' },
    answer: {
      en: 'Until it is paid, call us and we will change it. An order that is not paid within 48 hours is cancelled automatically.',
      mn: 'Төлбөр нь төлөгдөөгүй бол бидэн рүү залгаарай, өөрчилж өгнө. 48 цагийн дотор төлөгдөөгүй захиалга автоматаар цуцлагдана.',
    },
  },
  {
    key: 'payment-methods',
    topic: 'payment',
    question: { en: 'How can I pay?', mn: 'Төлбөрөө хэрхэн төлөх вэ?' },
    answer: {
      en: 'By QPay from any bank’s app, by bank transfer with your order number as the reference, or with a Zuuch gift card.',
      mn: 'Аль ч банкны аппаар QPay-ээр, захиалгын дугаараа гүйлгээний утгад бичиж дансаар шилжүүлэх, эсвэл Зуучийн бэлгийн картаар төлнө.',
    },
  },
  {
    key: 'payment-deadline',
    topic: 'payment',
    question: { en: 'How long do I have to pay?', mn: 'Төлбөрөө хэдий хугацаанд төлөх ёстой вэ?' },
    answer: { en: '**48 hours** from placing the order.', mn: 'Захиалга өгснөөс хойш **48 цагийн** дотор.' },
  },
  {
    key: 'instalments',
    topic: 'instalments',
    question: { en: 'Can I pay in instalments?', mn: 'Хуваан төлж болох уу?' },
    answer: {
      en: 'Yes. Storepay splits the price into 4 payments over 45 days, and Pocket zero and leasing plans are offered for larger purchases.',
      mn: 'Болно. Storepay үнийг 45 хоногт 4 хувааж төлүүлдэг. Илүү үнэтэй бараанд Pocket zero болон лизингийн нөхцөл санал болгоно.',
    },
  },
  {
    key: 'delivery-time',
    topic: 'delivery',
    question: { en: 'How long does delivery from abroad take?', mn: 'Гадаадаас хүргэлт хэдэн хоног болох вэ?' },
    answer: {
      en: '- South Korea: 4–8 days\n- China: 6–10 days\n- Japan: 7–12 days\n- USA: 10–16 days',
      mn: '- Өмнөд Солонгос: 4–8 хоног\n- Хятад: 6–10 хоног\n- Япон: 7–12 хоног\n- АНУ: 10–16 хоног',
    },
  },
  {
    key: 'returns',
    topic: 'returns',
    question: { en: 'How do I return an item?', mn: 'Барааг хэрхэн буцаах вэ?' },
    answer: {
      en: 'Within 14 days of receiving it, in its original packaging. Call us and we will arrange the return.',
      mn: 'Хүлээн авснаас хойш 14 хоногийн дотор, анхны савлагаатай нь буцаана. Бидэн рүү залгавал буцаалтыг зохион байгуулна.',
    },
  },
  {
    key: 'login-phone',
    topic: 'account',
    question: { en: 'Why do I log in with my phone number?', mn: 'Яагаад утасны дугаараараа нэвтэрдэг вэ?' },
    answer: {
      en: 'Your orders belong to your phone number, so you can follow them from any device. We text you a one-time code: no password to remember.',
      mn: 'Таны захиалгууд утасны дугаарт тань бүртгэгддэг тул аль ч төхөөрөмжөөс хянах боломжтой. Бид нэг удаагийн код илгээдэг тул нууц үг санах шаардлагагүй.',
    },
  },
];

const termsTitle = { en: 'Terms of service', mn: 'Үйлчилгээний нөхцөл' };

export const termsSample = [
  {
    version: 1,
    title: termsTitle,
    effectiveAt: '2025-03-01T00:00:00.000Z',
    text: {
      en: '## 1. Orders\n\nAn order is placed when you confirm it on the review page. Prices are in tugriks and include VAT.\n\n## 2. Payment\n\nAn order must be paid within 48 hours, or it is cancelled.\n\n## 3. Returns\n\nYou may return an item within 7 days of receiving it.',
      mn: '## 1. Захиалга\n\nТа захиалгаа шалгах хуудсан дээр баталгаажуулснаар захиалга бүртгэгдэнэ. Үнэ төгрөгөөр, НӨАТ-тай.\n\n## 2. Төлбөр\n\nЗахиалгын төлбөрийг 48 цагийн дотор төлөөгүй бол захиалга цуцлагдана.\n\n## 3. Буцаалт\n\nБараагаа хүлээн авснаас хойш 7 хоногийн дотор буцааж болно.',
    },
  },
  {
    version: 2,
    title: termsTitle,
    effectiveAt: '2026-01-15T00:00:00.000Z',
    changes: {
      en: 'Returns are accepted for 14 days instead of 7.\nA new section on paying in instalments.',
      mn: 'Буцаалтын хугацаа 7 хоногоос 14 хоног болсон.\nХуваан төлөх тухай шинэ хэсэг нэмэгдсэн.',
    },
    text: {
      en: '## 1. Orders\n\nAn order is placed when you confirm it on the review page. Prices are in tugriks and include VAT.\n\n## 2. Payment\n\nAn order must be paid within 48 hours, or it is cancelled.\n\n## 3. Returns\n\nYou may return an item within 14 days of receiving it, in its original packaging.\n\n## 4. Instalments\n\nInstalment plans are agreements between you and the lender; the store is paid by the lender.',
      mn: '## 1. Захиалга\n\nТа захиалгаа шалгах хуудсан дээр баталгаажуулснаар захиалга бүртгэгдэнэ. Үнэ төгрөгөөр, НӨАТ-тай.\n\n## 2. Төлбөр\n\nЗахиалгын төлбөрийг 48 цагийн дотор төлөөгүй бол захиалга цуцлагдана.\n\n## 3. Буцаалт\n\nБараагаа хүлээн авснаас хойш 14 хоногийн дотор анхны савлагаатай нь буцааж болно.\n\n## 4. Хуваан төлөлт\n\nХуваан төлөх гэрээг та зээл олгогчтой байгуулна. Дэлгүүрт төлбөрийг зээл олгогч төлнө.',
    },
  },
];

export const privacySample = [
  {
    version: 1,
    title: { en: 'Privacy policy', mn: 'Нууцлалын бодлого' },
    effectiveAt: '2025-03-01T00:00:00.000Z',
    text: {
      en: '## What we keep\n\nYour name, phone number, delivery addresses and orders.\n\n## Why\n\nTo deliver your orders and issue e-receipts. We never sell your data.',
      mn: '## Бид юу хадгалдаг вэ\n\nТаны нэр, утасны дугаар, хүргэлтийн хаяг болон захиалгууд.\n\n## Яагаад\n\nЗахиалгыг тань хүргэж, и-баримт олгохын тулд. Бид таны мэдээллийг хэзээ ч худалдахгүй.',
    },
  },
];

/**
 * The sample FAQ (instead of any questions the store had) and legal documents (terms at version 2 with version 1 kept,
 * privacy at version 1) in the store.
 */
export async function insertSampleContent(db: Db): Promise<void> {
  const storeId = await storeIdOf(db);
  await db.delete(contentPages).where(and(eq(contentPages.storeId, storeId), eq(contentPages.kind, 'faq')));
  await insertFaq(db, storeId, faqSample);
  await insertLegal(db, storeId, 'terms', termsSample);
  await insertLegal(db, storeId, 'privacy', privacySample);
}
