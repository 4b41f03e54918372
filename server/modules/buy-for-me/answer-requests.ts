// "Buy for me", staff's side: the queue of requests (new, waiting for the shopper, accepted, closed), one request with
// what its page said, and the two answers — a quote (the exact price and weight of one unit, the options bought; priced
// by the store's landed-cost rules at today's rate, which the quote then keeps for QUOTE_VALID_DAYS) or a rejection with
// the reason the shopper reads. Each answer is texted to the shopper and audited in the transaction that records it;
// a request is locked while answered, so a quote cannot cross the shopper's acceptance.
import { and, asc, desc, eq, gt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { MAX_REQUEST_QUANTITY, priceAbroad, quoteValidUntil, requestStateAt, staffMayAnswer, type BuyQuote, type PricedAbroad } from '../../../core/buy-for-me';
import { formatDateTime } from '../../../core/dates';
import { COST_CURRENCIES, SHIPPING_ROUTES, parseCost, type LandedCostFailure } from '../../../core/landed-cost';
import { formatMnt } from '../../../core/money';
import type { Db } from '../../db/client';
import { buyRequests, orders } from '../../db/schema';
import { optionalText } from '../../http/validate';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { notifyPhoneIn } from '../notifications/outbox';
import { MAX_ORDER_TOTAL } from '../orders/place-order';
import { getCatalogSettings } from '../pricing/catalog-settings';
import { pictureSigner } from './pictures';
import { describeRequest, findRequest, linkedOrderOf, linkedOrders, type RequestView } from './requests';

/** The queue's tabs: new (staff owe an answer), waiting for the shopper, accepted (orders now), closed (rejected, expired). */
export const REQUEST_QUEUES = ['new', 'waiting', 'accepted', 'closed'] as const;
export type RequestQueue = (typeof REQUEST_QUEUES)[number];

/** An accepted request whose order ended unpaid or was called off (core/buy-for-me.ts requestStateAt: expired). */
const orderEnded = sql`exists (select 1 from ${orders} where ${orders.id} = ${buyRequests.orderId} and ${orders.state} in ('cancelled', 'expired'))`;

function inQueue(queue: RequestQueue, now: Date): SQL {
  switch (queue) {
    case 'new':
      return eq(buyRequests.state, 'submitted');
    case 'waiting':
      return and(eq(buyRequests.state, 'quoted'), gt(buyRequests.quoteValidUntil, now))!;
    case 'accepted':
      return and(eq(buyRequests.state, 'accepted'), not(orderEnded))!;
    case 'closed':
      return or(eq(buyRequests.state, 'rejected'), and(eq(buyRequests.state, 'quoted'), lte(buyRequests.quoteValidUntil, now)), and(eq(buyRequests.state, 'accepted'), orderEnded))!;
  }
}

export type QueueRow = RequestView & { customerName: string; phone: string };

/** A queue's requests (new: the longest waiting first; the others: the latest first) and how many each queue holds. */
export async function listRequestQueue(db: Db, storeId: string, queue: RequestQueue, now = new Date()): Promise<{ rows: QueueRow[]; counts: Record<RequestQueue, number> }> {
  const rows = await db
    .select()
    .from(buyRequests)
    .where(and(eq(buyRequests.storeId, storeId), inQueue(queue, now)))
    .orderBy(queue === 'new' ? asc(buyRequests.createdAt) : desc(buyRequests.updatedAt))
    .limit(200);
  // Every queue's count in one pass over the store's requests.
  const [counted] = await db
    .select(Object.fromEntries(REQUEST_QUEUES.map((q) => [q, sql<number>`(count(*) filter (where ${inQueue(q, now)}))::int`])) as Record<RequestQueue, SQL<number>>)
    .from(buyRequests)
    .where(eq(buyRequests.storeId, storeId));
  const linked = await linkedOrders(db, rows);
  const { address } = await pictureSigner(db);
  return {
    rows: rows.map((r) => ({ ...describeRequest(r, linkedOrderOf(linked, r), now, address), customerName: `${r.lastName} ${r.firstName}`, phone: r.phone })),
    counts: counted,
  };
}

export type StaffRequestView = QueueRow & { quotedBy: string | null };

export async function getRequestForStaff(db: Db, storeId: string, number: number, now = new Date()): Promise<StaffRequestView> {
  const row = await findRequest(db, storeId, number);
  return {
    ...describeRequest(row, linkedOrderOf(await linkedOrders(db, [row]), row), now, (await pictureSigner(db)).address),
    customerName: `${row.lastName} ${row.firstName}`,
    phone: row.phone,
    quotedBy: row.quote?.by.name ?? null,
  };
}

/** The request's state now (its order's, if it became one), if staff may answer it; CONFLICT requestAnswered if not. */
async function answerableState(tx: Db, request: typeof buyRequests.$inferSelect, now: Date) {
  const order = linkedOrderOf(await linkedOrders(tx, [request]), request);
  const state = requestStateAt(request, now, order?.state ?? null);
  if (!staffMayAnswer(state)) throw new AppError('CONFLICT', 'requestAnswered');
  return state;
}

/** The quote form: one unit's price as written in its currency ("12.99", "39 900"), its packed weight, the options. */
export const quoteInput = z.object({
  number: z.coerce.number().int().positive().max(2_147_483_647),
  route: z.enum(SHIPPING_ROUTES),
  currency: z.enum(COST_CURRENCIES),
  price: z.string().trim().min(1).max(30),
  weightGrams: z.coerce.number().int().min(1).max(500_000),
  quantity: z.coerce.number().int().min(1).max(MAX_REQUEST_QUANTITY),
  options: optionalText(300),
  /** When the request last changed as the form saw it (its updatedAt): a form drawn before a change is not sent blindly. */
  basis: z.string().max(40).optional(),
});
export type QuoteInput = z.output<typeof quoteInput>;

const priceField = (currency: string) => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'price', messageKey: `product.cost${currency}` }] });

/** What the quote would be at the store's rate and rules now (the console's preview, and what sending records). */
export async function previewQuote(db: Db, storeId: string, form: QuoteInput): Promise<{ minor: number; priced: PricedAbroad | LandedCostFailure }> {
  const minor = parseCost(form.price, form.currency);
  if (minor === null || minor <= 0) throw priceField(form.currency);
  const settings = await getCatalogSettings(db, storeId);
  return { minor, priced: priceAbroad({ route: form.route, price: { minor, currency: form.currency }, weightGrams: form.weightGrams, quantity: form.quantity }, settings.rates, settings.pricing) };
}

/** Sends the quote: priced now, the rate locked, valid QUOTE_VALID_DAYS; texted to the shopper; audited. */
export async function sendQuote(db: Db, storeId: string, form: QuoteInput, staff: AuditActor, now = new Date()): Promise<BuyQuote> {
  const { minor, priced } = await previewQuote(db, storeId, form);
  if ('missing' in priced) throw new AppError('CONFLICT', 'quoteNoRate', { values: { currency: form.currency } });
  // A quote the shopper could never accept (one order's most) is not sent: a mistyped price is caught here, not by them.
  if (priced.total > MAX_ORDER_TOTAL) throw new AppError('CONFLICT', 'orderTooLarge', { values: { max: MAX_ORDER_TOTAL.toLocaleString('en-US') } });
  return db.transaction(async (tx) => {
    const request = await findRequest(tx, storeId, form.number, true);
    const state = await answerableState(tx, request, now);
    // A form drawn before the request last changed: the same quote sent again (a second press) is the one already sent,
    // not a second text; another answer meanwhile (a colleague's quote) is read before this one goes.
    if (form.basis && form.basis !== request.updatedAt.toISOString()) {
      const sent = request.quote;
      const same = sent && state === 'quoted' && sent.route === form.route && sent.price.currency === form.currency && sent.price.minor === minor && sent.weightGrams === form.weightGrams && sent.quantity === priced.quantity && sent.options === form.options;
      if (same) return sent;
      throw new AppError('CONFLICT', 'requestChanged');
    }
    const validUntil = quoteValidUntil(now);
    const quote: BuyQuote = {
      route: form.route,
      price: { minor, currency: form.currency },
      weightGrams: form.weightGrams,
      quantity: priced.quantity,
      options: form.options,
      priced,
      quotedAt: now.toISOString(),
      validUntil: validUntil.toISOString(),
      by: { id: staff.id, name: staff.name },
    };
    // A quote after an order that ended unpaid starts afresh: that order stays as it ended, the next one is new.
    await tx.update(buyRequests).set({ state: 'quoted', quote, quoteValidUntil: validUntil, rejectReason: null, orderId: null, updatedAt: now }).where(eq(buyRequests.id, request.id));
    await notifyPhoneIn(
      tx,
      {
        storeId,
        event: 'quote_sent',
        phone: request.phone,
        language: request.language,
        // A new quote is new news: its time makes it one of its kind.
        detail: `${request.id}:${quote.quotedAt}`,
        values: { number: request.number, total: formatMnt(priced.total), until: formatDateTime(quote.validUntil, request.language), link: `/buy-for-me/${request.number}` },
      },
      now,
    );
    await recordAudit(tx, {
      storeId,
      actor: staff,
      entity: 'buy_request',
      entityId: String(request.number),
      action: 'quote',
      label: `#${request.number}`,
      before: { state, total: request.quote?.priced.total ?? null },
      after: { state: 'quoted', price: form.price, currency: form.currency, weightGrams: form.weightGrams, quantity: priced.quantity, options: form.options, rate: priced.rate, total: priced.total, validUntil: quote.validUntil },
    });
    return quote;
  });
}

export const rejectInput = z.object({
  number: z.coerce.number().int().positive().max(2_147_483_647),
  reason: z.string().trim().min(1).max(300),
});

/** Rejects a request with the reason the shopper reads; texted and audited. */
export async function rejectRequest(db: Db, storeId: string, form: z.output<typeof rejectInput>, staff: AuditActor, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await findRequest(tx, storeId, form.number, true);
    const state = await answerableState(tx, request, now);
    await tx.update(buyRequests).set({ state: 'rejected', rejectReason: form.reason, quoteValidUntil: null, orderId: null, updatedAt: now }).where(eq(buyRequests.id, request.id));
    await notifyPhoneIn(tx, { storeId, event: 'request_rejected', phone: request.phone, language: request.language, detail: request.id, values: { number: request.number, link: `/buy-for-me/${request.number}` } }, now);
    await recordAudit(tx, { storeId, actor: staff, entity: 'buy_request', entityId: String(request.number), action: 'reject', label: `#${request.number}`, before: { state }, after: { state: 'rejected', reason: form.reason } });
  });
}
