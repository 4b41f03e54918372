// "Buy for me", the shopper's side: a request for a product on a marketplace abroad (its link, read again here — the
// page's facts are never taken from the browser) or, with no link, a description; the shopper's requests with their
// states; and accepting a quote, which places a normal order for the quoted price — paid by any method, tracked through
// the shipping stages of its origin. Only an account with a verified phone asks (the phone its quote is texted to).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, type FieldIssue } from '../../../core/app-error';
import { ESTIMATE_KINDS, MAX_LINKS_AT_ONCE, MAX_REQUEST_QUANTITY, linkField, requestStateAt, type BuyQuote, type EstimateKind, type RequestState } from '../../../core/buy-for-me';
import { orderTotals } from '../../../core/order-totals';
import type { ProductOption } from '../../../core/product-page';
import type { Db } from '../../db/client';
import { nextInSequence } from '../../db/sequences';
import { buyRequestNumbers, buyRequests, customers, orders, shippingTypes } from '../../db/schema';
import { optionalText } from '../../http/validate';
import { currentLegalVersion } from '../content/legal';
import { MAX_ORDER_TOTAL, writeOrder } from '../orders/place-order';
import type { PageFetcher } from '../../providers/marketplace/from-config';
import { pictureSigner } from './pictures';
import { previewLink, type LinkPreview } from './preview-link';
import { uprightPicture } from '../images/save-image';
import { FileNotFoundError, type FileStorage, type StoredFile } from '../../storage/file-storage';

/** Requests one shopper may have waiting for staff at once (each may cost staff a look at a page abroad). */
export const MAX_OPEN_REQUESTS = 10;

const kinds = Object.keys(ESTIMATE_KINDS) as [EstimateKind, ...EstimateKind[]];

/** The request form: a link, or a description when there is none; the choices of the page's options as `option.<name>`. */
export const requestInput = z.object({
  key: z.uuid(),
  url: optionalText(2_000),
  description: optionalText(1_000),
  kind: z.enum(kinds).default('other'),
  quantity: z.coerce.number().int().min(1).max(MAX_REQUEST_QUANTITY).default(1),
  firstName: optionalText(60),
  lastName: optionalText(60),
  // As long as a page's option names and values may be (core/product-page.ts keeps 300 characters).
  chosen: z.record(z.string().max(300), z.string().trim().max(300)).default({}),
});
export type RequestInput = z.output<typeof requestInput>;

export type Asker = { id: string; phone: string | null };

const fieldError = (fields: FieldIssue[]) => new AppError('VALIDATION', 'invalidRequest', { fields });

/** The shopper's choice of each option the page offered: every one chosen, each one of its values. */
export function checkChoices(options: ProductOption[], chosen: Record<string, string>): { chosen: Record<string, string>; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const kept: Record<string, string> = {};
  for (const option of options) {
    const value = chosen[option.name];
    if (!value || !option.values.includes(value)) issues.push({ path: `option.${option.name}`, messageKey: 'chooseOption', values: { name: option.name } });
    else kept[option.name] = value;
  }
  return { chosen: kept, issues };
}

type Asking = { storeId: string; customer: Asker; language: 'mn' | 'en' };

/** Records a request (a second send of one form records it once). Returns its number. */
export async function submitRequest(
  db: Db,
  fetchPage: PageFetcher | null,
  storage: FileStorage | null,
  input: Asking & { form: RequestInput; photo?: Uint8Array | null },
): Promise<{ number: number; created: boolean }> {
  const made = await submitRequests(db, fetchPage, storage, { ...input, forms: [input.form] });
  return { number: made.numbers[0], created: made.created };
}

/**
 * Records the requests of one form: a request per link pasted together (or one description), all or none, in the
 * order asked; a second send of the form records them once. The names and the note are the first form's. A refusal of
 * one link's fields is at `link.{i}.{field}` when there are several (linkField). Returns their numbers.
 */
export async function submitRequests(
  db: Db,
  fetchPage: PageFetcher | null,
  storage: FileStorage | null,
  input: Asking & { forms: RequestInput[]; photo?: Uint8Array | null },
  beforeFetch: () => void = () => {},
): Promise<{ numbers: number[]; created: boolean }> {
  const { storeId, customer, forms } = input;
  if (!customer.phone) throw new AppError('FORBIDDEN', 'phoneRequired');
  if (!forms.length || forms.length > MAX_LINKS_AT_ONCE) throw fieldError([{ path: 'url', messageKey: 'tooManyLinks', values: { count: MAX_LINKS_AT_ONCE } }]);
  // Each request its own key (one form's links are drawn with as many).
  if (new Set(forms.map((f) => f.key)).size !== forms.length) throw new AppError('VALIDATION', 'invalidRequest');
  const again = await byKeys(db, customer.id, forms);
  if (again) return { numbers: again, created: false };

  const [first] = forms;
  const issues: FieldIssue[] = [];
  if (!first.firstName) issues.push({ path: 'firstName', messageKey: 'customerIncomplete' });
  if (!first.lastName) issues.push({ path: 'lastName', messageKey: 'customerIncomplete' });
  const asked = await Promise.all(
    forms.map(async (form, i) => {
      const field = (path: string) => linkField(forms.length, i, path);
      let page: LinkPreview | null = null;
      if (form.url) {
        if (!fetchPage) throw new AppError('UNAVAILABLE');
        // The page again (from the 10-minute cache when the shopper just previewed it): its facts, not the browser's.
        try {
          page = await previewLink(db, fetchPage, { storeId, url: form.url, kind: form.kind, quantity: form.quantity }, { beforeFetch });
        } catch (err) {
          if (!AppError.is(err) || err.code !== 'VALIDATION') throw err;
          issues.push(...err.fields.map((f) => ({ ...f, path: field(f.path) })));
          return null;
        }
      } else if (!form.description) {
        issues.push({ path: field('description'), messageKey: 'linkOrDescription' });
      }
      const choices = checkChoices(page?.product.options ?? [], form.chosen);
      issues.push(...choices.issues.map((f) => ({ ...f, path: field(f.path) })));
      return { form: { ...form, firstName: first.firstName, lastName: first.lastName, description: form.description ?? first.description }, page, choices: choices.chosen };
    }),
  );
  if (issues.length) throw fieldError(issues);
  const photo = input.photo?.byteLength ? await keepPhoto(storage, input.photo) : null;
  try {
    const made = await record(db, input, asked as NonNullable<(typeof asked)[number]>[], photo);
    // A twin of this form recorded the request (and its own photo): this one's is not kept.
    if (!made.created && photo) await storage!.remove(photo).catch(() => {});
    return made;
  } catch (err) {
    if (photo) await storage!.remove(photo).catch(() => {});
    throw err;
  }
}

/** The shopper's photo, upright, at most 1600 px wide, as WebP (re-encoded: no camera or place in it), kept privately. */
async function keepPhoto(storage: FileStorage | null, bytes: Uint8Array): Promise<string> {
  if (!storage) throw new AppError('UNAVAILABLE');
  const { picture } = await uprightPicture(bytes, 'photo');
  const webp = await picture.resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  return storage.save('requests', webp, 'webp');
}

type Asked = { form: RequestInput; page: LinkPreview | null; choices: Record<string, string> };

async function record(db: Db, input: Asking, asked: Asked[], photo: string | null): Promise<{ numbers: number[]; created: boolean }> {
  const { storeId, customer } = input;
  return db.transaction(async (tx) => {
    // One shopper's requests are counted and recorded one at a time (the account's row locked): forms sent at once
    // cannot pass the limit together, and a twin of this form sent meanwhile is answered, not refused.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('no key update');
    const twin = await byKeys(tx, customer.id, asked.map((a) => a.form));
    if (twin) return { numbers: twin, created: false };
    const [{ open }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(buyRequests)
      .where(and(eq(buyRequests.customerId, customer.id), eq(buyRequests.state, 'submitted')));
    if (open + asked.length > MAX_OPEN_REQUESTS) throw new AppError('CONFLICT', 'tooManyRequests', { values: { count: MAX_OPEN_REQUESTS } });
    const numbers: number[] = [];
    for (const { form, page, choices } of asked) {
      const description = form.description;
      const number = await nextInSequence(tx, buyRequestNumbers);
      await tx.insert(buyRequests).values({
        storeId,
        number,
        customerId: customer.id,
        phone: customer.phone!,
        firstName: form.firstName!,
        lastName: form.lastName!,
        language: input.language,
        url: page?.url ?? null,
        site: page?.site.id ?? null,
        title: page?.product.title ?? description?.split('\n')[0].slice(0, 120) ?? page?.site.name ?? '',
        image: page?.product.image ?? null,
        pagePrice: page?.product.price ?? null,
        pageOptions: page?.product.options ?? [],
        chosen: choices,
        note: description,
        photo,
        kind: form.kind,
        quantity: form.quantity,
        // An estimate beyond what one order may cost is not one (nor would it fit the column).
        estimate: page?.estimate && page.estimate.total <= MAX_ORDER_TOTAL ? page.estimate.total : null,
        key: form.key,
      });
      numbers.push(number);
    }
    return { numbers, created: true };
  });
}

/**
 * The numbers of the requests these forms made, in their order, when a send of them was recorded; else null. Some of
 * the keys recorded and not all is no send of this form (a page kept from before): CONFLICT, nothing recorded.
 */
async function byKeys(db: Db, customerId: string, forms: { key: string }[]): Promise<number[] | null> {
  const keys = forms.map((f) => f.key);
  const rows = await db.select({ number: buyRequests.number, key: buyRequests.key }).from(buyRequests).where(and(eq(buyRequests.customerId, customerId), inArray(buyRequests.key, keys)));
  if (!rows.length) return null;
  if (rows.length !== keys.length) throw new AppError('CONFLICT', 'conflict');
  const byKey = new Map(rows.map((r) => [r.key, r.number]));
  return keys.map((k) => byKey.get(k)!);
}

type RequestRow = typeof buyRequests.$inferSelect;

/** A request as its shopper and staff see it: its state at `now`, the quote when there is one, the order it became. */
export type RequestView = {
  number: number;
  state: RequestState;
  url: string | null;
  site: string | null;
  title: string;
  image: string | null;
  /** The store's own address of `image` (pictures.ts), or null. */
  picture: string | null;
  pagePrice: { minor: number; currency: string } | null;
  pageOptions: ProductOption[];
  chosen: Record<string, string>;
  note: string | null;
  /** Whether the shopper sent a photo (its page: /buy-for-me/{number}/photo). */
  photo: boolean;
  kind: string;
  quantity: number;
  estimate: number | null;
  quote: Omit<BuyQuote, 'by'> | null;
  rejectReason: string | null;
  orderNumber: number | null;
  createdAt: string;
  updatedAt: string;
};

export function describeRequest(row: RequestRow, order: LinkedOrder | null, now: Date, picture: (src: string | null) => string | null): RequestView {
  const quote = row.quote ? (({ by: _by, ...shown }) => shown)(row.quote) : null;
  return {
    number: row.number,
    state: requestStateAt(row, now, order?.state ?? null),
    url: row.url,
    site: row.site,
    title: row.title,
    image: row.image,
    picture: picture(row.image),
    pagePrice: row.pagePrice,
    pageOptions: row.pageOptions,
    // In the page's order of its options (the database keeps an object's keys in an order of its own).
    chosen: Object.fromEntries(row.pageOptions.filter((o) => row.chosen[o.name] !== undefined).map((o) => [o.name, row.chosen[o.name]])),
    note: row.note,
    photo: row.photo !== null,
    kind: row.kind,
    quantity: row.quantity,
    estimate: row.estimate,
    quote,
    rejectReason: row.rejectReason,
    orderNumber: order?.number ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type LinkedOrder = { number: number; state: string };

/** The orders some requests became, with their states (an order that ended unpaid reopens its request). */
export async function linkedOrders(db: Db, rows: RequestRow[]): Promise<Map<string, LinkedOrder>> {
  const ids = rows.map((r) => r.orderId).filter((id): id is string => id !== null);
  if (!ids.length) return new Map();
  const found = await db.select({ id: orders.id, number: orders.number, state: orders.state }).from(orders).where(inArray(orders.id, ids));
  return new Map(found.map((o) => [o.id, { number: o.number, state: o.state }]));
}

/** The order a request became, or null. */
export const linkedOrderOf = (orders: Map<string, LinkedOrder>, row: RequestRow) => (row.orderId ? (orders.get(row.orderId) ?? null) : null);

/** The shopper's requests, newest first. */
export async function listShopperRequests(db: Db, storeId: string, customerId: string, now = new Date()): Promise<RequestView[]> {
  const rows = await db
    .select()
    .from(buyRequests)
    .where(and(eq(buyRequests.storeId, storeId), eq(buyRequests.customerId, customerId)))
    .orderBy(desc(buyRequests.createdAt))
    .limit(100);
  const linked = await linkedOrders(db, rows);
  const { address } = await pictureSigner(db);
  return rows.map((r) => describeRequest(r, linkedOrderOf(linked, r), now, address));
}

/** One request of the shopper's: 404 for an unknown number and for another account's (no one learns it exists). */
export async function getShopperRequest(db: Db, storeId: string, customerId: string, number: number, now = new Date()): Promise<RequestView> {
  const row = await findRequest(db, storeId, number);
  if (row.customerId !== customerId) throw new AppError('NOT_FOUND', 'requestNotFound');
  return describeRequest(row, linkedOrderOf(await linkedOrders(db, [row]), row), now, (await pictureSigner(db)).address);
}

export async function findRequest(db: Db, storeId: string, number: number, lock = false): Promise<RequestRow> {
  if (!Number.isSafeInteger(number) || number <= 0 || number > 2_147_483_647) throw new AppError('NOT_FOUND', 'requestNotFound');
  const query = db.select().from(buyRequests).where(and(eq(buyRequests.storeId, storeId), eq(buyRequests.number, number)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'requestNotFound');
  return row;
}

/** Accepting a quote: the quote the page showed (its time), the payment method, the terms. */
export const acceptInput = z.object({
  quotedAt: z.string().max(40),
  paymentMethod: z.string().max(40).optional(),
  terms: z.union([z.literal('on'), z.literal('true'), z.literal(true)]).optional(),
  termsVersion: z.coerce.number().int().optional(),
});
export type AcceptInput = z.output<typeof acceptInput>;

/**
 * Accepts the request's quote: one transaction that places the order — the quoted line at its price (the rate was
 * locked when staff quoted), the store's pickup (after arrival the shopper chooses pickup or delivery, as for any order
 * from abroad), the shopper's payment method — and marks the request accepted. Accepting again answers the same order.
 */
export async function acceptQuote(
  db: Db,
  input: { storeId: string; customer: Asker; customerName: string; number: number; paymentMethods: string[]; form: AcceptInput },
  now = new Date(),
): Promise<{ orderNumber: number; created: boolean }> {
  const { storeId, customer, form } = input;
  const termsVersion = await currentLegalVersion(db, storeId, 'terms');
  return db.transaction(async (tx) => {
    const request = await findRequest(tx, storeId, input.number, true);
    if (request.customerId !== customer.id) throw new AppError('NOT_FOUND', 'requestNotFound');
    if (request.state === 'accepted' && request.orderId) {
      const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, request.orderId));
      return { orderNumber: order.number, created: false };
    }
    const state = requestStateAt(request, now);
    if (state === 'expired') throw new AppError('CONFLICT', 'quoteExpired');
    if (state !== 'quoted' || !request.quote) throw new AppError('CONFLICT', 'requestNotQuoted');
    // Staff quoted again while the shopper read the old quote: they see the new one first.
    if (request.quote.quotedAt !== form.quotedAt) throw new AppError('CONFLICT', 'quoteChanged');
    const issues: FieldIssue[] = [];
    if (!form.paymentMethod || !input.paymentMethods.includes(form.paymentMethod)) issues.push({ path: 'paymentMethod', messageKey: 'paymentRequired' });
    if (!form.terms) issues.push({ path: 'terms', messageKey: 'termsRequired' });
    else if (form.termsVersion !== undefined && termsVersion !== null && form.termsVersion !== termsVersion)
      issues.push({ path: 'terms', messageKey: 'termsChanged', values: { version: termsVersion } });
    if (issues.length) throw fieldError(issues);

    // The quote is the price at the store (its freight is in it): picked up there, nothing more. Home delivery is chosen
    // after arrival, as for every order from abroad. The pickup's name is the store's own, offered at checkout or not.
    const [pickup] = await tx.select({ name: shippingTypes.name }).from(shippingTypes).where(and(eq(shippingTypes.storeId, storeId), eq(shippingTypes.code, 'pickup')));
    const { quote } = request;
    const line = {
      kind: 'request' as const,
      slug: String(request.number),
      name: { mn: request.title, en: request.title },
      thumbnail: null,
      components: [],
      sku: null,
      optionsText: quote.options,
      origin: quote.route,
      unitPrice: quote.priced.unitPrice,
      quantity: quote.priced.quantity,
      lineTotal: quote.priced.total,
    };
    const totals = orderTotals([line], { fee: 0, freeFrom: null });
    const order = await writeOrder(
      tx,
      {
        storeId,
        customerId: customer.id,
        // The phone the account logs in with now: the order page is its phone's (spec §6).
        phone: customer.phone ?? request.phone,
        firstName: request.firstName,
        lastName: request.lastName,
        email: null,
        language: request.language,
        shippingCode: 'pickup',
        shippingName: pickup?.name ?? { mn: 'Дэлгүүрээс авах', en: 'Pickup at the store' },
        address: null,
        paymentMethod: form.paymentMethod!,
        termsVersion,
        ...totals,
        // One order per quote: a new quote after an order that ended unpaid makes a new one.
        idempotencyKey: `buy-request:${request.id}:${request.quote.quotedAt}`,
      },
      [line],
      { id: customer.id, name: input.customerName },
      now,
    );
    // The request's row lock makes accepting take turns: its order's key is never taken by another.
    if (!order) throw new AppError('CONFLICT', 'conflict');
    await tx.update(buyRequests).set({ state: 'accepted', orderId: order.id, updatedAt: now }).where(eq(buyRequests.id, request.id));
    return { orderNumber: order.number, created: true };
  });
}

/** A request's photo, for its shopper (`customerId`) or the store's staff (null); NOT_FOUND for anyone else and when none. */
export async function readRequestPhoto(db: Db, storage: FileStorage | null, storeId: string, number: number, customerId: string | null): Promise<StoredFile> {
  const row = await findRequest(db, storeId, number);
  if ((customerId !== null && row.customerId !== customerId) || !row.photo || !storage) throw new AppError('NOT_FOUND', 'requestNotFound');
  try {
    return await storage.read(row.photo);
  } catch (err) {
    if (err instanceof FileNotFoundError) throw new AppError('NOT_FOUND', 'requestNotFound');
    throw err;
  }
}
