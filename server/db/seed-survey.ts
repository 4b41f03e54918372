// The demo's after-order survey: a handful of delivered (complete) demo orders of made-up shoppers, each with its survey
// answer, over twelve weeks of the winter before the demo's own orders, so /console/survey opens with its charts drawn.
// Only a store seeded with the demo catalog gets them. The orders are dated in the past, so the console's order list
// keeps the newest (real) orders on top.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SurveyStep } from '../../core/survey';
import type { Db } from './client';
import { orderEvents, orderItems, orders, productVariants, products, surveyResponses } from './schema';

type DemoAnswer = { week: number; satisfaction: number; nps: number; reason: string; steps: Partial<Record<SurveyStep, number>> };

const ANSWERS: DemoAnswer[] = [
  { week: 0, satisfaction: 5, nps: 10, reason: '', steps: { product: 5, price: 4, delivery: 5, packaging: 5, staff: 5 } },
  { week: 1, satisfaction: 3, nps: 6, reason: 'Хүргэлт 3 хоног хоцорсон.', steps: { product: 4, delivery: 2 } },
  { week: 2, satisfaction: 4, nps: 8, reason: '', steps: { product: 4, price: 3, packaging: 4 } },
  { week: 4, satisfaction: 5, nps: 9, reason: '', steps: { product: 5, staff: 5 } },
  { week: 5, satisfaction: 2, nps: 3, reason: 'Хайрцаг нь урагдаж ирсэн, нэг бараа нь зураастай байсан.', steps: { product: 3, packaging: 1, staff: 4 } },
  { week: 7, satisfaction: 5, nps: 10, reason: '', steps: { product: 5, price: 5, delivery: 4 } },
  { week: 8, satisfaction: 4, nps: 9, reason: '', steps: { delivery: 4, packaging: 5 } },
  { week: 10, satisfaction: 5, nps: 10, reason: '', steps: { product: 5, price: 4, delivery: 5, packaging: 4, staff: 5 } },
  { week: 11, satisfaction: 4, nps: 7, reason: '', steps: { price: 3, delivery: 4 } },
];
const NAMES = [
  ['Болд', 'Батаа'],
  ['Сараа', 'Дорж'],
  ['Anu', 'Gerel'],
  ['Түвшин', 'Ган'],
  ['Номин', 'Эрдэнэ'],
];
/** Monday 1 December 2025, noon in Ulaanbaatar. */
const FIRST_WEEK = Date.parse('2025-12-01T04:00:00Z');

export async function seedDemoSurvey(db: Db, storeId: string): Promise<void> {
  const sold = await db
    .select({ product: products, variant: productVariants })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.storeId, storeId), eq(products.active, true), inArray(products.origin, ['US', 'KR', 'CN', 'JP', 'MN'])))
    .orderBy(asc(products.slug), asc(productVariants.price))
    .limit(60);
  if (sold.length === 0) return;
  for (const [i, answer] of ANSWERS.entries()) {
    const { product, variant } = sold[(i * 7) % sold.length];
    const [firstName, lastName] = NAMES[i % NAMES.length];
    const placedAt = new Date(FIRST_WEEK + answer.week * 7 * 86_400_000 + (i % 3) * 86_400_000);
    const deliveredAt = new Date(placedAt.getTime() + 2 * 86_400_000);
    const name = { mn: product.nameMn, en: product.nameEn };
    const [order] = await db
      .insert(orders)
      .values({
        storeId,
        number: sql`nextval('order_number_seq')`,
        phone: `+9768000${String(i + 1).padStart(4, '0')}`,
        firstName,
        lastName,
        language: i % 3 === 2 ? 'en' : 'mn',
        state: 'complete',
        shippingCode: i % 2 ? 'pickup' : 'delivery',
        shippingName: i % 2 ? { mn: 'Очиж авах', en: 'Pick up' } : { mn: 'Хот доторх хүргэлт', en: 'Home delivery in Ulaanbaatar' },
        paymentMethod: i % 3 === 1 ? 'bank_transfer' : 'qpay',
        itemsTotal: variant.price,
        shippingFee: 0,
        total: variant.price,
        paidAmount: variant.price,
        idempotencyKey: randomBytes(12).toString('hex'),
        expiresAt: new Date(placedAt.getTime() + 48 * 3_600_000),
        createdAt: placedAt,
        updatedAt: deliveredAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({
      orderId: order.id,
      position: 0,
      kind: 'product',
      slug: product.slug,
      name,
      thumbnail: product.thumbnails[0] ?? null,
      components: [{ productId: product.id, variantId: variant.id, quantity: 1, name, options: [], origin: product.origin }],
      sku: variant.sku,
      origin: product.origin,
      unitPrice: variant.price,
      quantity: 1,
      lineTotal: variant.price,
    });
    await db.insert(orderEvents).values([
      { orderId: order.id, fromState: null, toState: 'new', actor: 'shopper', actorName: `${firstName} ${lastName}`, createdAt: placedAt },
      { orderId: order.id, fromState: 'new', toState: 'paid', actor: 'system', actorName: 'QPay', createdAt: new Date(placedAt.getTime() + 600_000) },
      { orderId: order.id, fromState: 'paid', toState: 'complete', actor: 'staff', actorName: 'Demo', createdAt: deliveredAt },
    ]);
    await db.insert(surveyResponses).values({ storeId, orderId: order.id, satisfaction: answer.satisfaction, nps: answer.nps, reason: answer.reason, steps: answer.steps, createdAt: new Date(deliveredAt.getTime() + 3 * 3_600_000) });
  }
}
