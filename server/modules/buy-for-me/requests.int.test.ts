// "Buy for me" requests on both databases, through the API with the marketplace sandbox: a shopper asks for a Coupang
// product (the page read again on the server, its options chosen, the form sent twice recorded once) or describes one;
// staff quote it at the store's rates (texted, audited) or reject it; the shopper accepts the quote into one order, once
// however often they click, and not after it ran out or changed; the store's list of marketplaces decides what is read.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderError, toAppError } from '../../http/error-handler';
import { parse } from '../../http/validate';
import { createTestApi, shopperSession, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import { QUOTE_VALID_DAYS, estimateLanded, priceAbroad } from '../../../core/buy-for-me';
import { DEFAULT_ALLOWED_HOSTS, MARKETPLACES } from '../../../core/marketplaces';
import { formatMnt } from '../../../core/money';
import { auditLog, buyRequests, customers, exchangeRates, orders, shippingTypes } from '../../db/schema';
import { loopbackOrigin } from '../../providers/ebarimt/from-config';
import { pageFetcherFromConfig, type PageFetcher } from '../../providers/marketplace/from-config';
import { getCatalogSettings } from '../pricing/catalog-settings';
import { sendQuote } from './answer-requests';
import { marketplaceHosts, marketplaceHostsInput, saveMarketplaceHosts } from './marketplace-hosts';
import { MAX_OPEN_REQUESTS, acceptQuote, submitRequest, type RequestInput } from './requests';

const TONER = 'https://www.coupang.com/vp/products/7335597976';
const SOLD_OUT = 'https://www.coupang.com/vp/products/7112345678';
const CHOSEN = { 용량: '500ml', 수량: '2개' };
const DAY = 86_400_000;

describe.each(databaseKinds)('buy for me: requests on %s', (kind) => {
  let api: TestApi;
  let storeId = '';
  let staffCookie = '';
  let pages: PageFetcher;
  const staff = { id: '', name: 'Oyun' };
  let phones = 0;
  let address = 0;
  const db = () => api.db.database.db;
  const phone = () => `+976${kind === 'pglite' ? 88 : 89}31${String(++phones).padStart(4, '0')}`;
  const shopper = async () => {
    const to = phone();
    return { phone: to, cookie: `${await shopperSession(api.app, to)}; lang=en` };
  };
  const form = (extra: object = {}) => ({ key: randomUUID(), firstName: 'Saraa', lastName: 'Bold', url: TONER, kind: 'cosmetics' as const, quantity: 2, chosen: CHOSEN as Record<string, string>, ...extra });
  // Each request with a link from its own address: a link counts against the address's previews.
  const submit = (cookie: string | null, payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/v1/buy-for-me/requests', payload, headers: cookie ? { cookie } : {}, remoteAddress: `10.8.0.${++address}` });
  const mine = (cookie: string, path = '') => api.app.inject({ url: `/api/v1/buy-for-me/requests${path}`, headers: { cookie } });
  const accept = (cookie: string, number: number, payload: object) => api.app.inject({ method: 'POST', url: `/api/v1/buy-for-me/requests/${number}/accept`, payload, headers: { cookie } });
  const consoleGet = (path: string, cookie = staffCookie) => api.app.inject({ url: `/api/console/buy-for-me${path}`, headers: { cookie } });
  const consolePost = (path: string, payload: object, cookie = staffCookie) => api.app.inject({ method: 'POST', url: `/api/console/buy-for-me${path}`, payload, headers: { cookie } });
  const quoteForm = { route: 'KR', currency: 'KRW', price: '31 500', weightGrams: 450, quantity: 2, options: '용량: 500ml · 수량: 2개' };
  const counts = async () => (await consoleGet('?queue=new')).json().counts;
  const fieldsOf = (res: { json: () => unknown }) => (res.json() as { error: { fields: { path: string; message: string }[] } }).error.fields;
  const failure = (p: Promise<unknown>) => p.then(() => null, (e: { code: string; messageKey?: string; fields?: unknown[] }) => ({ code: e.code, messageKey: e.messageKey, fields: e.fields }));
  const customerOf = async (to: string) => (await db().select({ id: customers.id, phone: customers.phone }).from(customers).where(eq(customers.phone, to)))[0];
  /** A description-only request, asked for through the API: its number. */
  const described = async (cookie: string, description = 'A red wool scarf, 180 cm') => (await submit(cookie, { key: randomUUID(), firstName: 'Saraa', lastName: 'Bold', description })).json().number as number;

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(db());
    const member = await createStaff(db(), { username: `bfm-${kind}`, name: 'Oyun', role: 'operator' });
    staff.id = member.id;
    staffCookie = `${await member.cookie()}; lang=en`;
    pages = pageFetcherFromConfig({ sandboxes: true, publicUrl: null }, loopbackOrigin(api.app));
  });
  afterAll(() => api?.close());

  it('records a Coupang request with the page’s facts read on the server, once per key, its options chosen', async () => {
    expect((await submit(null, form())).statusCode).toBe(401);
    const { phone: to, cookie } = await shopper();

    // Options left out or not the page's, and no name: refused field by field, nothing recorded.
    const incomplete = await submit(cookie, form({ chosen: { 용량: '1000ml' }, firstName: '', lastName: ' ' }));
    expect(incomplete.statusCode).toBe(400);
    expect(fieldsOf(incomplete)).toEqual([
      { path: 'firstName', message: 'Customer information must be complete' },
      { path: 'lastName', message: 'Customer information must be complete' },
      { path: 'option.용량', message: 'Choose 용량' },
      { path: 'option.수량', message: 'Choose 수량' },
    ]);
    expect((await mine(cookie)).json()).toEqual([]);

    // The browser's title, price and estimate are not taken: the page is read again. Sent three times at once, then
    // again later (even without its choices): one request.
    const key = randomUUID();
    const sends = await Promise.all([1, 2, 3].map(() => submit(cookie, form({ key, title: 'Cheap', pagePrice: { minor: 1, currency: 'KRW' }, estimate: 1 }))));
    expect(sends.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const { number } = sends.find((r) => r.statusCode === 201)!.json();
    expect(number).toBeGreaterThanOrEqual(5001);
    expect(sends.map((r) => r.json().number)).toEqual([number, number, number]);
    const again = await submit(cookie, form({ key, chosen: {} }));
    expect([again.statusCode, again.json()]).toEqual([200, { number, created: false }]);
    expect(await db().select({ n: buyRequests.number }).from(buyRequests).where(eq(buyRequests.key, key))).toEqual([{ n: number }]);

    const settings = await getCatalogSettings(db(), storeId);
    const estimate = estimateLanded({ site: MARKETPLACES.coupang, price: { minor: 29_900, currency: 'KRW' }, quantity: 2, kind: 'cosmetics' }, settings.rates, settings.pricing);
    expect('total' in estimate && estimate.total).toBeGreaterThan(0);
    const view = (await mine(cookie, `/${number}`)).json();
    expect(view).toMatchObject({
      number,
      state: 'submitted',
      url: TONER,
      site: 'coupang',
      title: '라운드랩 1025 독도 토너, 200ml, 2개',
      pagePrice: { minor: 29_900, currency: 'KRW' },
      pageOptions: [{ name: '용량', values: ['200ml', '500ml'] }, { name: '수량', values: ['1개', '2개', '3개'] }],
      chosen: CHOSEN,
      kind: 'cosmetics',
      quantity: 2,
      estimate: 'total' in estimate ? estimate.total : -1,
      quote: null,
      orderNumber: null,
    });
    // Called directly, the option's message key and values.
    const direct = await failure(submitRequest(db(), pages, null, { storeId, customer: await customerOf(to), language: 'en', form: { ...form(), description: null, chosen: { 용량: '500ml' } } }));
    expect(direct).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'option.수량', messageKey: 'chooseOption', values: { name: '수량' } }] });
  });

  it('takes a description without a link, refuses neither and other sites, limits open requests, and shows each shopper only theirs', async () => {
    const a = await shopper();
    const b = await shopper();
    const res = await submit(a.cookie, { key: randomUUID(), firstName: 'Saraa', lastName: 'Bold', description: 'LEGO 42115 Lamborghini\nThe grey one', quantity: 1 });
    expect(res.statusCode).toBe(201);
    const number = res.json().number;
    expect((await mine(a.cookie, `/${number}`)).json()).toMatchObject({ state: 'submitted', url: null, site: null, title: 'LEGO 42115 Lamborghini', note: 'LEGO 42115 Lamborghini\nThe grey one', estimate: null });

    const neither = await submit(a.cookie, { key: randomUUID(), firstName: 'Saraa', lastName: 'Bold', description: '  ' });
    expect([neither.statusCode, fieldsOf(neither)]).toEqual([400, [{ path: 'description', message: 'Paste a product link, or describe what you want' }]]);
    const ebay = await submit(a.cookie, form({ url: 'https://www.ebay.com/itm/1234' }));
    expect([ebay.statusCode, fieldsOf(ebay)]).toEqual([400, [{ path: 'url', message: 'We buy from Amazon, Coupang, Gmarket, Taobao and Rakuten: paste a link from one of them' }]]);
    // A sold-out page (no price) is asked for all the same, without an estimate.
    const soldOut = await submit(a.cookie, form({ url: SOLD_OUT, chosen: {} }));
    expect(soldOut.statusCode).toBe(201);
    expect((await mine(a.cookie, `/${soldOut.json().number}`)).json()).toMatchObject({ title: 'Apple 에어팟 프로 2세대 USB-C', pagePrice: null, estimate: null });

    // Another shopper sees none of them.
    expect([(await mine(b.cookie)).json(), (await mine(b.cookie, `/${number}`)).statusCode, (await mine(b.cookie, '/abc')).statusCode]).toEqual([[], 404, 404]);
    expect((await mine(a.cookie)).json().map((r: { number: number }) => r.number)).toEqual([soldOut.json().number, number]);

    // Up to MAX_OPEN_REQUESTS waiting for staff (two so far), even when the forms come at once; more wait for an answer.
    const burst = await Promise.all(Array.from({ length: MAX_OPEN_REQUESTS }, (_, i) => submit(a.cookie, { key: randomUUID(), firstName: 'Saraa', lastName: 'Bold', description: `Thing ${i}` })));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(MAX_OPEN_REQUESTS - 2);
    const tooMany = burst.filter((r) => r.statusCode !== 201);
    expect(tooMany.map((r) => [r.statusCode, r.json().error.message])).toEqual(
      Array(2).fill([409, `At most ${MAX_OPEN_REQUESTS} of your requests may wait for our answer at once. Wait for an answer before asking for more.`]),
    );
    expect((await mine(a.cookie)).json()).toHaveLength(MAX_OPEN_REQUESTS);
    // A form already recorded is still answered.
    expect((await submit(a.cookie, { key: (await db().select().from(buyRequests).where(eq(buyRequests.number, number)))[0].key, description: 'x' })).statusCode).toBe(200);
  });

  it('records links asked for together as a request each, all or none, once however often the form is sent', async () => {
    const { phone: to, cookie } = await shopper();
    const customer = (await customerOf(to))!;
    const ask = (forms: object[]) =>
      api.app.services.submitBuyRequests({ storeId, customer, language: 'en', forms: forms.map((f) => ({ description: null, ...f }) as RequestInput) }, `10.9.0.${++address}`);
    const count = async () => (await db().select().from(buyRequests).where(eq(buyRequests.customerId, customer.id))).length;
    // One link's options not chosen, another from a site the store does not buy from: nothing recorded, each refusal
    // at its own link's fields.
    const refused = await failure(ask([form({ chosen: {} }), form({ url: 'https://www.ebay.com/itm/1234' })]));
    expect(refused?.code).toBe('VALIDATION');
    expect((refused?.fields as { path: string; messageKey: string }[]).map((f) => `${f.path} ${f.messageKey}`).sort()).toEqual([
      'link.0.option.수량 chooseOption',
      'link.0.option.용량 chooseOption',
      'link.1.url link.site',
    ]);
    expect(await count()).toBe(0);

    const forms = [form(), form({ url: SOLD_OUT, chosen: {}, kind: 'other', quantity: 1, description: null, firstName: 'x', lastName: 'y' })];
    const made = await ask(forms);
    expect(made.created).toBe(true);
    expect(made.numbers[1]).toBe(made.numbers[0] + 1);
    // The names (and the note) are the first link's; each its own page, kind and quantity.
    const views = await Promise.all(made.numbers.map(async (n) => (await mine(cookie, `/${n}`)).json()));
    expect(views.map((v) => [v.url, v.kind, v.quantity, v.chosen, v.estimate === null])).toEqual([
      [TONER, 'cosmetics', 2, CHOSEN, false],
      [SOLD_OUT, 'other', 1, {}, true],
    ]);
    const names = await db().select({ firstName: buyRequests.firstName }).from(buyRequests).where(eq(buyRequests.customerId, customer.id));
    expect(names.map((r) => r.firstName)).toEqual(['Saraa', 'Saraa']);
    // Sent again (a double tap), and twice at once: the same requests.
    expect(await ask(forms)).toEqual({ numbers: made.numbers, created: false });
    const [one, two] = await Promise.all([ask(forms), ask(forms)]);
    expect([one.numbers, two.numbers]).toEqual([made.numbers, made.numbers]);
    expect(await count()).toBe(2);
    // One of those keys with a new one (a form kept from before): refused, nothing recorded.
    expect(await failure(ask([forms[0], form()]))).toMatchObject({ code: 'CONFLICT' });
    expect(await count()).toBe(2);

    // The open requests' limit counts every link of a form: 2 + 5 fit, 7 + 4 do not, and none of those 4 is kept.
    await ask(Array.from({ length: 5 }, () => form()));
    expect(await failure(ask(Array.from({ length: 4 }, () => form())))).toMatchObject({ code: 'CONFLICT', messageKey: 'tooManyRequests' });
    expect(await count()).toBe(7);
    // More than five at once, or one key twice, is refused whole.
    expect(await failure(ask(Array.from({ length: 6 }, () => form())))).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'url', messageKey: 'tooManyLinks' }] });
    const twin = form();
    expect(await failure(ask([twin, { ...form(), key: twin.key }]))).toMatchObject({ code: 'VALIDATION' });
    expect(await count()).toBe(7);
  });

  it('quotes at the store’s rates, texted and audited; the shopper accepts it into one order, however often they click', async () => {
    const { phone: to, cookie } = await shopper();
    await db().update(shippingTypes).set({ fee: 3_000, freeFrom: null }).where(and(eq(shippingTypes.storeId, storeId), eq(shippingTypes.code, 'pickup')));
    await db().insert(exchangeRates).values({ storeId, currency: 'KRW', rate: '2.75', source: 'staff', effectiveOn: '2026-01-01' });
    const number = (await submit(cookie, form())).json().number;
    const before = await counts();
    const queued = (await consoleGet('?queue=new')).json().rows.find((r: { number: number }) => r.number === number);
    expect(queued).toMatchObject({ state: 'submitted', customerName: 'Bold Saraa', phone: to, chosen: CHOSEN });

    const badPrice = await consolePost(`/${number}/quote`, { ...quoteForm, price: 'twelve' });
    expect([badPrice.statusCode, fieldsOf(badPrice)]).toEqual([400, [{ path: 'price', message: 'Enter the cost in won, e.g. 15000' }]]);
    // The form carries when the request last changed, as the console's page does.
    const sent = await consolePost(`/${number}/quote`, { ...quoteForm, basis: queued.updatedAt });
    expect(sent.statusCode).toBe(200);
    const quote = sent.json();
    // The same form sent again (a second press without JavaScript): the quote already sent, no second one; another quote
    // from that old form: refused, to be read first.
    const twice = await consolePost(`/${number}/quote`, { ...quoteForm, basis: queued.updatedAt });
    expect([twice.statusCode, twice.json().quotedAt]).toEqual([200, quote.quotedAt]);
    const outdated = await consolePost(`/${number}/quote`, { ...quoteForm, price: '30000', basis: queued.updatedAt });
    expect([outdated.statusCode, outdated.json().error.message]).toEqual([409, 'This request changed while you had it open (a colleague’s quote, or the shopper’s answer). Read it again before you answer.']);
    const settings = await getCatalogSettings(db(), storeId);
    expect(settings.rates.KRW).toBe('2.75');
    const expected = priceAbroad({ route: 'KR', price: { minor: 31_500, currency: 'KRW' }, weightGrams: 450, quantity: 2 }, settings.rates, settings.pricing);
    expect(quote.priced).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(quote).toMatchObject({ price: { minor: 31_500, currency: 'KRW' }, quantity: 2, priced: { rate: '2.75', total: quote.priced.unitPrice * 2 }, by: { id: staff.id, name: 'Oyun' } });
    expect(new Date(quote.validUntil).getTime() - new Date(quote.quotedAt).getTime()).toBe(QUOTE_VALID_DAYS * DAY);
    expect(await counts()).toEqual({ ...before, new: before.new - 1, waiting: before.waiting + 1 });

    // The shopper's text: the total and the request's page; the audit row with the rate and total.
    // Sent by the worker, at noon in Ulaanbaatar (no quiet hours).
    await api.app.services.sendDueNotifications({ origin: 'https://zuuch.mn', now: new Date(Date.UTC(2031, 0, 15, 4)) });
    const texts = (await api.app.inject({ url: `/__sandbox/sms/messages.json?to=${encodeURIComponent(to)}`, remoteAddress: '127.0.0.1' })).json() as { text: string }[];
    expect(texts.filter((m) => m.text.includes(`request ${number} is quoted`))).toHaveLength(1);
    expect(texts[0].text).toContain(`request ${number} is quoted at ${formatMnt(quote.priced.total)}`);
    expect(texts[0].text).toContain(`https://zuuch.mn/buy-for-me/${number}`);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'buy_request'), eq(auditLog.entityId, String(number))));
    expect(audit).toMatchObject([{ action: 'quote', staffName: 'Oyun', label: `#${number}`, before: { state: 'submitted', total: null }, after: { state: 'quoted', rate: '2.75', total: quote.priced.total } }]);

    // The shopper's page: the quote without who sent it. A stale page, then a form without terms or method.
    const shown = (await mine(cookie, `/${number}`)).json();
    expect(shown).toMatchObject({ state: 'quoted', quote: { quotedAt: quote.quotedAt, priced: { total: quote.priced.total } } });
    expect(shown.quote.by).toBeUndefined();
    const stale = await accept(cookie, number, { quotedAt: '2020-01-01T00:00:00.000Z', paymentMethod: 'bank_transfer', terms: true });
    expect([stale.statusCode, stale.json().error.message]).toEqual([409, 'We sent a new price meanwhile. Read it and accept again.']);
    const bare = await accept(cookie, number, { quotedAt: quote.quotedAt });
    expect([bare.statusCode, fieldsOf(bare).map((f) => f.path)]).toEqual([400, ['paymentMethod', 'terms']]);
    expect((await accept((await shopper()).cookie, number, { quotedAt: quote.quotedAt, paymentMethod: 'bank_transfer', terms: true })).statusCode).toBe(404);

    // Five clicks at once: one order.
    const clicks = await Promise.all(Array.from({ length: 5 }, () => accept(cookie, number, { quotedAt: quote.quotedAt, paymentMethod: 'bank_transfer', terms: 'on' })));
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const orderNumber = clicks.find((c) => c.statusCode === 201)!.json().orderNumber;
    expect(new Set(clicks.map((c) => c.json().orderNumber))).toEqual(new Set([orderNumber]));
    expect(await db().select({ n: orders.number }).from(orders).where(eq(orders.idempotencyKey, `buy-request:${(await db().select().from(buyRequests).where(eq(buyRequests.number, number)))[0].id}:${quote.quotedAt}`))).toEqual([{ n: orderNumber }]);
    const later = await accept(cookie, number, { quotedAt: quote.quotedAt, paymentMethod: 'bank_transfer', terms: true });
    expect([later.statusCode, later.json()]).toEqual([200, { orderNumber, created: false }]);

    const order = (await api.app.inject({ url: `/api/v1/orders/${orderNumber}`, headers: { cookie } })).json();
    expect(order).toMatchObject({
      state: 'new',
      phone: to,
      firstName: 'Saraa',
      lastName: 'Bold',
      paymentMethod: 'bank_transfer',
      shipping: { code: 'pickup' },
      itemsTotal: quote.priced.total,
      // The quote is the price at the store: its pickup adds nothing, whatever the checkout charges for it.
      shippingFee: 0,
      total: quote.priced.total,
      // It ships from Korea: the shipping stages apply, as to any order from abroad.
      fromAbroad: true,
    });
    expect(order.items).toEqual([
      expect.objectContaining({ kind: 'request', name: '라운드랩 1025 독도 토너, 200ml, 2개', origin: 'KR', options: '용량: 500ml · 수량: 2개', unitPrice: quote.priced.unitPrice, quantity: 2, lineTotal: quote.priced.unitPrice * 2 }),
    ]);
    expect((await mine(cookie, `/${number}`)).json()).toMatchObject({ state: 'accepted', orderNumber });
    expect((await consoleGet('?queue=accepted')).json().rows.map((r: { number: number }) => r.number)).toContain(number);

    // An order now: staff can neither quote nor reject it.
    for (const [path, body] of [['quote', quoteForm], ['reject', { reason: 'Too late' }]] as const) {
      const res = await consolePost(`/${number}/${path}`, body);
      expect([res.statusCode, res.json().error.message]).toEqual([409, 'This request is already accepted or rejected.']);
    }

    // The order ends unpaid: the request reads as expired (closed for staff), staff quote it again, and accepting the new
    // quote makes a new order.
    await db().update(orders).set({ state: 'expired' }).where(and(eq(orders.storeId, storeId), eq(orders.number, orderNumber)));
    expect((await mine(cookie, `/${number}`)).json()).toMatchObject({ state: 'expired', orderNumber });
    expect((await consoleGet('?queue=closed')).json().rows.map((r: { number: number }) => r.number)).toContain(number);
    expect((await consoleGet('?queue=accepted')).json().rows.map((r: { number: number }) => r.number)).not.toContain(number);
    const requote = (await consolePost(`/${number}/quote`, quoteForm)).json();
    const reaccepted = await accept(cookie, number, { quotedAt: requote.quotedAt, paymentMethod: 'bank_transfer', terms: 'on' });
    expect(reaccepted.statusCode).toBe(201);
    expect(reaccepted.json().orderNumber).not.toBe(orderNumber);
  });

  it('rejects with a reason, lets a quote run out and be quoted again, and fails a page read before a new quote', async () => {
    const { phone: to, cookie } = await shopper();
    const [rejected, lapsed] = [await described(cookie), await described(cookie, 'A Dyson hair dryer')];

    // A price no order may reach (a mistyped one) is not sent to the shopper.
    const huge = await consolePost(`/${rejected}/quote`, { ...quoteForm, route: 'US', currency: 'USD', price: '999999999.99' });
    expect([huge.statusCode, huge.json().error.message]).toEqual([409, 'One order can be at most 2,000,000,000₮. Please split it into several orders.']);
    expect(fieldsOf(await consolePost(`/${rejected}/reject`, { reason: ' ' }))).toEqual([{ path: 'reason', message: 'is required' }]);
    expect((await consolePost(`/${rejected}/reject`, { reason: 'The seller does not ship abroad' })).json()).toEqual({ rejected: true });
    expect((await mine(cookie, `/${rejected}`)).json()).toMatchObject({ state: 'rejected', rejectReason: 'The seller does not ship abroad' });
    expect((await consolePost(`/${rejected}/quote`, quoteForm)).statusCode).toBe(409);
    expect((await consolePost(`/${rejected}/reject`, { reason: 'Again' })).statusCode).toBe(409);
    const rejectAudit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'buy_request'), eq(auditLog.entityId, String(rejected))));
    expect(rejectAudit).toMatchObject([{ action: 'reject', before: { state: 'submitted' }, after: { state: 'rejected', reason: 'The seller does not ship abroad' } }]);

    // Quoted four days ago: expired for the shopper and staff (closed), refused on accepting, quoted again.
    const old = await sendQuote(db(), storeId, { ...quoteForm, route: 'KR', currency: 'KRW', number: lapsed }, staff, new Date(Date.now() - (QUOTE_VALID_DAYS + 1) * DAY));
    expect((await mine(cookie, `/${lapsed}`)).json()).toMatchObject({ state: 'expired', quote: { quotedAt: old.quotedAt } });
    const closed = (await consoleGet('?queue=closed')).json();
    expect(closed.rows.map((r: { number: number; state: string }) => [r.number, r.state])).toEqual(expect.arrayContaining([[lapsed, 'expired'], [rejected, 'rejected']]));
    expect((await consoleGet('?queue=waiting')).json().rows.map((r: { number: number }) => r.number)).not.toContain(lapsed);
    const late = await accept(cookie, lapsed, { quotedAt: old.quotedAt, paymentMethod: 'bank_transfer', terms: true });
    expect([late.statusCode, late.json().error.message]).toEqual([409, 'This price is no longer valid. Ask us to quote it again.']);
    const direct = { storeId, customer: await customerOf(to), customerName: 'Saraa', number: lapsed, paymentMethods: ['bank_transfer'], form: { quotedAt: old.quotedAt, paymentMethod: 'bank_transfer', terms: true as const } };
    expect(await failure(acceptQuote(db(), direct))).toMatchObject({ code: 'CONFLICT', messageKey: 'quoteExpired' });

    // The shopper loads the page; staff quote again; the page's quote no longer accepts, the new one does.
    const first = (await consolePost(`/${lapsed}/quote`, quoteForm)).json();
    const page = (await mine(cookie, `/${lapsed}`)).json();
    const seen = page.quote.quotedAt;
    expect([seen, page.state]).toEqual([first.quotedAt, 'quoted']);
    const second = (await consolePost(`/${lapsed}/quote`, { ...quoteForm, price: '28000' })).json();
    expect(second.quotedAt).not.toBe(seen);
    expect(second.priced.total).toBeLessThan(first.priced.total);
    const changed = await accept(cookie, lapsed, { quotedAt: seen, paymentMethod: 'bank_transfer', terms: true });
    expect([changed.statusCode, changed.json().error.message]).toEqual([409, 'We sent a new price meanwhile. Read it and accept again.']);
    // A quote within its days, accepted at a moment past them, is refused too.
    expect(await failure(acceptQuote(db(), { ...direct, form: { ...direct.form, quotedAt: second.quotedAt } }, new Date(Date.now() + (QUOTE_VALID_DAYS + 1) * DAY)))).toMatchObject({ messageKey: 'quoteExpired' });
    const ok = await accept(cookie, lapsed, { quotedAt: second.quotedAt, paymentMethod: 'bank_transfer', terms: true });
    expect(ok.statusCode).toBe(201);
    expect((await api.app.inject({ url: `/api/v1/orders/${ok.json().orderNumber}`, headers: { cookie } })).json().items[0]).toMatchObject({ kind: 'request', unitPrice: second.priced.unitPrice });
    const quotes = await db().select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'buy_request'), eq(auditLog.entityId, String(lapsed))));
    expect(quotes.map((q) => q.action)).toEqual(['quote', 'quote', 'quote']);
  });

  it('keeps a described request’s photo as a WebP without its metadata, for its shopper and staff only', async () => {
    const [{ phone: to, cookie }, { phone: other }] = [await shopper(), await shopper()];
    const owner = (await customerOf(to))!;
    const stranger = (await customerOf(other))!;
    // A phone photo with a camera's EXIF data in it.
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c0392b' } }).jpeg().withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'X1' } } }).toBuffer();
    const form = { key: randomUUID(), url: null, description: 'This scarf, in red', kind: 'clothing' as const, quantity: 1, firstName: 'Saraa', lastName: 'Bold', chosen: {} };
    const {
      numbers: [number],
    } = await api.app.services.submitBuyRequests({ storeId, customer: owner, language: 'mn', forms: [form], photo: jpeg }, '10.7.0.1');
    const made = { number };
    expect((await mine(cookie, `/${made.number}`)).json()).toMatchObject({ photo: true });
    const kept = await api.app.services.readRequestPhoto(storeId, made.number, owner.id);
    const meta = await sharp(kept.bytes).metadata();
    expect([kept.contentType, meta.format, meta.width, meta.height, meta.exif]).toEqual(['image/webp', 'webp', 1600, 800, undefined]);
    expect((await api.app.services.readRequestPhoto(storeId, made.number, null)).bytes.equals(kept.bytes)).toBe(true);
    expect(await failure(api.app.services.readRequestPhoto(storeId, made.number, stranger.id))).toMatchObject({ code: 'NOT_FOUND' });
    // Not a picture: refused on its field, nothing recorded.
    const pdf = new TextEncoder().encode('%PDF-1.7\n%…');
    expect(await failure(api.app.services.submitBuyRequests({ storeId, customer: owner, language: 'mn', forms: [{ ...form, key: randomUUID() }], photo: pdf }, '10.7.0.1'))).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'photo', messageKey: 'imageType' }] });
    expect((await db().select().from(buyRequests).where(eq(buyRequests.customerId, owner.id))).length).toBe(1);
  });

  it('is for staff of the orders area', async () => {
    const { cookie } = await shopper();
    const number = await described(cookie);
    const catalog = `${await (await createStaff(db(), { username: `bfm-catalog-${kind}`, role: 'catalog' })).cookie()}; lang=en`;
    expect((await consoleGet('?queue=new', catalog)).statusCode).toBe(403);
    expect((await consoleGet(`/${number}`, catalog)).statusCode).toBe(403);
    expect((await consolePost(`/${number}/quote`, quoteForm, catalog)).statusCode).toBe(403);
    expect((await consolePost(`/${number}/reject`, { reason: 'No' }, catalog)).statusCode).toBe(403);
    expect((await consoleGet('?queue=new', '')).statusCode).toBe(401);
    expect((await consoleGet(`/${number}`)).json()).toMatchObject({ number, state: 'submitted', quotedBy: null });
    expect((await consoleGet('/999999')).statusCode).toBe(404);
    expect((await consoleGet('?queue=everything')).statusCode).toBe(400);
  });

  it('reads only the marketplaces on the store’s list; an empty list is the marketplaces’ own', async () => {
    const { phone: to, cookie } = await shopper();
    await saveMarketplaceHosts(db(), storeId, ['www.amazon.com', 'item.gmarket.co.kr'], staff);
    expect(await marketplaceHosts(db(), storeId)).toEqual({ hosts: ['www.amazon.com', 'item.gmarket.co.kr'], own: true });
    // The page was read before (and kept in memory): still refused.
    const refused = await submit(cookie, form());
    expect([refused.statusCode, fieldsOf(refused)]).toEqual([400, [{ path: 'url', message: 'We buy from Amazon, Coupang, Gmarket, Taobao and Rakuten: paste a link from one of them' }]]);
    expect(await failure(submitRequest(db(), pages, null, { storeId, customer: await customerOf(to), language: 'en', form: { ...form(), description: null } }))).toMatchObject({ fields: [{ path: 'url', messageKey: 'link.site' }] });
    expect(await db().select().from(auditLog).where(eq(auditLog.label, 'marketplaceHosts'))).toMatchObject([{ entity: 'settings', staffName: 'Oyun', after: { marketplaceHosts: ['www.amazon.com', 'item.gmarket.co.kr'] } }]);

    await saveMarketplaceHosts(db(), storeId, [], staff);
    expect(await marketplaceHosts(db(), storeId)).toEqual({ hosts: DEFAULT_ALLOWED_HOSTS, own: false });
    expect((await submit(cookie, form())).statusCode).toBe(201);

    const parsed = (hosts: string) => marketplaceHostsInput.safeParse({ hosts });
    expect(parsed('www.Coupang.com, item.gmarket.co.kr.\nwww.coupang.com').data).toEqual({ hosts: ['www.coupang.com', 'item.gmarket.co.kr'] });
    for (const bad of ['127.0.0.1', 'http://x.com/', 'www.coupang.com:443']) {
      expect(parsed(`www.coupang.com\n${bad}`).error?.issues).toMatchObject([{ path: ['hosts'], params: { messageKey: 'marketplaceHost', values: { host: bad.toLowerCase() } } }]);
    }
    // Told to staff with the address they wrote.
    const told = (() => {
      try {
        return parse(marketplaceHostsInput, { hosts: 'www.coupang.com 10.0.0.1' });
      } catch (err) {
        return renderError(toAppError(err), 'en', 'r').error.fields;
      }
    })();
    expect(told).toEqual([{ path: 'hosts', message: '“10.0.0.1” is not a site address: write it like www.coupang.com' }]);
    // Only the marketplaces the store can read and price.
    expect(parsed('www.coupang.com\nwww.ebay.com').error?.issues).toMatchObject([{ params: { messageKey: 'marketplaceUnknown', values: { host: 'www.ebay.com' } } }]);
  });
});
