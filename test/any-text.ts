// What the "any text" property tests throw at the store (server/http/any-text.int.test.ts for the API, e2e/any-text.e2e.ts
// for the pages' forms): text of every kind in every field — NUL and other control characters, lone surrogates, huge
// strings, right-to-left and emoji text — often inside an otherwise real value, so that it gets past the formats and
// reaches the database; and a store with something behind every form (a shopper with an order, an address and a cart,
// an admin, a gift card, a leasing application, a bank transfer).
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../server/db/client';
import { customers, jobPositions, productVariants, products } from '../server/db/schema';
import { startSession } from '../server/modules/accounts/sessions';
import { wellFormed } from '../server/http/clean-text';
import { parse } from '../server/http/validate';
import { checkoutInput } from '../server/modules/orders/schemas';
import { createStaff } from './console';
import { insertOrder, storeIdOf } from './order-rows';

/** Text no real field takes, each a way a text has failed somewhere. */
export const NASTY = [
  '\0',
  'Бат\u0000Эрдэнэ',
  '\u0007bell',
  'esc \u001b[31m red',
  'del\u007f',
  'next line\u0085',
  '\ud800',
  'cut emoji \ud83d',
  '\udfff low',
  'مرحبا بالعالم',
  'שלום \u202eevil\u202c',
  '👩‍👩‍👧‍👦 🇲🇳',
  'Z̷̢a̸l̴g̶o',
  '\ufeffbom',
  'line\u2028sep',
  "'; drop table orders; --",
  '%00',
  '{{0}} ${x}',
  '<script>alert(1)</script>',
  '\\u0000',
  '   ',
  '',
];

/** Any UTF-16 text, lone surrogates and control characters included. */
export const anyText = (maxLength = 40) => fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength });

/** Text too long for any field (still well inside the body limits). */
const HUGE = ['x'.repeat(100_000), 'Ө'.repeat(20_000), '😀'.repeat(10_000)];

/** A text for a field whose real value is `real`: mostly that value with something nasty inside, else anything at all. */
export function textFor(real: string | undefined): fc.Arbitrary<string> {
  const base = real ?? 'Бат-Эрдэнэ 12';
  const inside = fc.tuple(fc.constantFrom(...NASTY), anyText(3), fc.nat()).map(([nasty, more, at]) => {
    const i = at % (base.length + 1);
    return base.slice(0, i) + nasty + more + base.slice(i);
  });
  return fc.oneof(
    { weight: 4, arbitrary: inside },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 1, arbitrary: anyText() },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
    { weight: 2, arbitrary: fc.constant(base) },
  );
}

/** A text as it can travel in a URL: a browser sends a lone surrogate as U+FFFD (UTF-8 has no other way). */
export const inUrl = (text: string) => encodeURIComponent(wellFormed(text));

/** A short view of a failing input, for the failure message. */
export const shown = (value: unknown) => JSON.stringify(value, (_k, v) => (typeof v === 'string' && v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v));

export type Fixture = {
  storeId: string;
  /** Cookie header of the shopper (who has an address, a cart and orders) and of an admin. */
  shopper: string;
  admin: string;
  phone: string;
  orderNumber: number;
  /** An order of the shopper with a leasing application waiting (its id). */
  leasingId: string;
  addressId: string;
  productId: string;
  productSlug: string;
  variantId: string;
  giftCard: { id: string; code: string; urlToken: string };
  /** A bank transfer that names no order, waiting to be assigned. */
  transferId: string;
  /** An open position of the demo store, and an application to it. */
  positionId: string;
  applicationId: string;
  /** A "buy for me" request of the shopper, quoted by staff (its number). */
  requestNumber: number;
  /** A real value for each field name the forms and the API use. */
  real: Record<string, string>;
};

const pdf = () => {
  const bytes = new Uint8Array(2048);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};

/** Fills the store `app` serves with something behind every form, and a real value for every field. */
export async function seedFixture(app: FastifyInstance, db: Db): Promise<Fixture> {
  const storeId = await storeIdOf(db);
  const services = app.services;
  const phone = `+976991${String(randomBytes(2).readUInt16BE()).padStart(5, '0')}`;
  const [customer] = await db.insert(customers).values({ storeId, phone, firstName: 'Saraa', lastName: 'Bold' }).returning();
  const shopper = `sid=${await startSession(db, customer.id, null)}`;
  const adminStaff = await createStaff(db, { username: `admin-${randomBytes(3).toString('hex')}`, role: 'admin' });
  const admin = await adminStaff.cookie();
  const [item] = await db
    .select({ productId: products.id, slug: products.slug, variantId: productVariants.id })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.storeId, storeId), eq(products.active, true), sql`${productVariants.stock} > 0`))
    .orderBy(asc(productVariants.price))
    .limit(1);
  await services.addToCart(storeId, `c:${customer.id}`, item.variantId, 1);
  await services.setLiked(storeId, `c:${customer.id}`, item.productId, true);
  const addressId = await services.saveAddress(customer.id, null, { countryCode: 'MN', cityCode: 'MN-1', districtCode: 'MN-1-BGD', khorooCode: 'MN-1-BGD-03', detail: '3-р хороолол, 12-р байр', type: 'home', isMain: true });
  // A checkout saved, so the review page has its form.
  await services.saveCheckout({
    storeId,
    customer,
    paymentMethods: ['qpay'],
    form: parse(checkoutInput, { shippingCode: 'pickup', firstName: 'Saraa', lastName: 'Bold', email: 'saraa@example.mn', paymentMethod: 'qpay', terms: true }),
  });
  const order = await insertOrder(db, { phone, slugs: ['apple-iphone-17-pro-256gb'] });
  const leased = await insertOrder(db, { phone, slugs: ['apple-iphone-17-pro-256gb'] });
  const income = { incomeType: 'salary', socialInsuranceMonths: '36', monthlyIncome: '3 500 000', monthlyLoan: '0' };
  const { id: leasingId } = await services.submitLeasingRequest({ storeId, number: leased.number, customer: { phone, rating: 0 }, paymentMethods: ['payon'], origin: 'http://localhost', fields: { plan: 'payon', ...income }, file: pdf() });
  // A real staff member: every staff write names its author in the audit log.
  const staff = { id: (await createStaff(db, { username: `nara-${randomBytes(3).toString('hex')}`, name: 'Nara', role: 'operator' })).id, name: 'Nara' };
  const card = await services.issueGiftCard({ storeId, amount: 50_000, staff });
  const bankRef = `REF${randomBytes(4).toString('hex')}`;
  await services.recordBankTransfer(storeId, { bankRef, amount: 10_000, description: 'no order named', payer: null, receivedOn: '2026-01-05' }, staff);
  const [transfer] = (await services.listBankTransfers(storeId, { limit: 200 })).filter((t: { bankRef: string }) => t.bankRef === bankRef) as { id: string }[];
  const [position] = await db.select({ id: jobPositions.id }).from(jobPositions).where(and(eq(jobPositions.storeId, storeId), eq(jobPositions.state, 'open'))).orderBy(asc(jobPositions.createdAt)).limit(1);
  const application = await services.applyToPosition({
    storeId,
    positionId: position.id,
    fields: { name: 'Сараа Болд', phone: phone.slice(4), email: 'saraa@example.mn', letter: '', consent: 'on', submissionKey: `fuzz-${randomBytes(8).toString('hex')}` },
    file: { bytes: pdf(), name: 'cv.pdf' },
    lang: 'mn',
  });
  const real: Record<string, string> = {
    store: storeId,
    storeName: 'zuuch',
    user_token: 'fuzz-token-0123456789abcdef',
    phone: phone.slice(4),
    code: '123456',
    firstName: 'Saraa',
    lastName: 'Bold',
    displayName: 'Сараа',
    email: 'saraa@example.mn',
    civilId: 'УЗ96021105',
    birthDate: '1996-02-11',
    gender: 'female',
    countryCode: 'MN',
    cityCode: 'MN-1',
    districtCode: 'MN-1-BGD',
    khorooCode: 'MN-1-BGD-03',
    detail: '3-р хороолол, 12-р байр, 45 тоот',
    type: 'home',
    shippingCode: 'delivery',
    paymentMethod: 'qpay',
    id: addressId,
    variantId: item.variantId,
    productId: item.productId,
    slug: item.slug,
    number: String(order.number),
    orderNumber: String(order.number),
    url: card.urlToken,
    username: 'demo',
    password: 'correct horse battery',
    name: 'Нараа',
    note: 'Хүргэлт гарлаа',
    reason: 'Хүлээн авагч утсаа аваагүй',
    reachedOn: '2026-01-06',
    bankRef: 'REF-2026-0001',
    description: `Захиалга ${order.number}`,
    payer: 'Бат',
    receivedOn: '2026-01-05',
    registerNumber: 'УЗ96021105',
    kind: 'person',
    idempotencyKey: `fuzz-${randomBytes(8).toString('hex')}`,
    invoiceId: 'INV-1',
    q: 'iphone',
    route: 'US',
    currency: 'USD',
    price: '110.00',
    weightGrams: '1400',
    quantity: '1',
    from: '2026-01-01',
    to: '2026-12-31',
    page: '1',
    language: 'mn',
  };
  // A request described without a link (no page to read), quoted by staff: its page's accept form is there.
  const {
    numbers: [requestNumber],
  } = await services.submitBuyRequests(
    { storeId, customer: { id: customer.id, phone }, language: 'mn', forms: [{ key: randomUUID(), url: null, description: 'Nike Air Force 1, EU 42', kind: 'shoes', quantity: 1, firstName: 'Saraa', lastName: 'Bold', chosen: {} }] },
    '127.0.0.1',
  );
  await services.sendQuote(storeId, { number: requestNumber, route: 'US', currency: 'USD', price: '110.00', weightGrams: 1_400, quantity: 1, options: 'EU 42' }, { id: adminStaff.id, name: 'Admin' });
  return {
    storeId,
    shopper,
    admin,
    phone,
    orderNumber: order.number,
    leasingId,
    addressId,
    productId: item.productId,
    productSlug: item.slug,
    variantId: item.variantId,
    giftCard: { id: card.id, code: card.code, urlToken: card.urlToken },
    transferId: transfer.id,
    positionId: position.id,
    applicationId: application.id,
    requestNumber,
    real,
  };
}
