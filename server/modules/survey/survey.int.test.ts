// The after-order survey on both databases: a complete order's shopper answers once (a second answer, also one sent at
// the same moment, is refused with the spec's message and leaves one row), a low score needs a reason, an order not
// complete yet and a stranger are refused, the text of the completed order links to its survey, and the console's
// report computes the NPS right.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { createTestApi, type TestApi } from '../../../test/api';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import type { OrderState } from '../../../core/order-state';
import { renderError } from '../../http/error-handler';
import { createServices, type Services } from '../../services';
import { notifications, surveyResponses } from '../../db/schema';
import { transitionOrder } from '../orders/transition-order';
import type { SmsMessage } from '../../providers/sms/client';

describe.each(databaseKinds)('survey on %s', (kind) => {
  let api: TestApi;
  let services: Services;
  let storeId: string;
  let phones = 0;
  const sent: SmsMessage[] = [];
  const db = () => api.db.database.db;
  const phone = () => `+976882${String(++phones).padStart(5, '0')}`;
  const order = async (p: string, state: OrderState = 'complete', extra: Parameters<typeof insertOrder>[1] = {}) => insertOrder(db(), { phone: p, state, slugs: ['laneige-water-sleeping-mask-70ml'], ...extra });
  const rows = async (orderId: string) => db().select().from(surveyResponses).where(eq(surveyResponses.orderId, orderId));
  const failure = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(AppError.is(err)).toBe(true);
    const body = renderError(err as AppError, 'en', 'test').error;
    return { code: body.code, message: body.message, fields: Object.fromEntries((body.fields ?? []).map((f) => [f.path, f.message])) };
  };
  const good = { satisfaction: 5, reason: '', nps: 10, steps: { product: 5, delivery: 4 } };

  beforeAll(async () => {
    api = await createTestApi(kind);
    services = createServices(db(), { storeName: 'zuuch' }, { sms: { send: async (m: SmsMessage) => void sent.push(m) } } as never);
    storeId = await storeIdOf(db());
  });
  afterAll(() => api?.close());

  it('takes one answer of a complete order, then thanks instead of asking', async () => {
    const p = phone();
    const o = await order(p);
    expect(await services.surveyStateOf({ _id: o.id, state: 'complete' })).toBe('open');
    expect(await services.pendingSurveys(storeId, p)).toEqual([o.number]);
    await services.answerSurvey({ storeId, number: o.number, customerPhone: p, answer: good });
    expect(await rows(o.id)).toEqual([expect.objectContaining({ satisfaction: 5, nps: 10, reason: '', steps: { product: 5, delivery: 4 } })]);
    expect(await services.surveyStateOf({ _id: o.id, state: 'complete' })).toBe('answered');
    expect(await services.pendingSurveys(storeId, p)).toEqual([]);

    expect(await failure(services.answerSurvey({ storeId, number: o.number, customerPhone: p, answer: { ...good, satisfaction: 1, reason: 'Changed my mind' } }))).toMatchObject({
      code: 'CONFLICT',
      message: 'A review already filled cannot be filled again',
    });
    expect(await rows(o.id)).toHaveLength(1);
  });

  it('keeps one row when two answers are sent at once', async () => {
    const p = phone();
    const o = await order(p);
    const results = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => services.answerSurvey({ storeId, number: o.number, customerPhone: p, answer: { ...good, nps: 6 + i } })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(AppError.is(r.reason)).toBe(true);
      expect(renderError(r.reason as AppError, 'en', 'test').error.message).toBe('A review already filled cannot be filled again');
    }
    expect(await rows(o.id)).toHaveLength(1);
  });

  it('needs a reason at 3 or less, in the shopper’s language', async () => {
    const p = phone();
    const o = await order(p);
    const refused = await failure(services.answerSurvey({ storeId, number: o.number, customerPhone: p, answer: { satisfaction: 3, reason: '   ', nps: 4 } }));
    expect(refused).toMatchObject({ code: 'VALIDATION', fields: { reason: 'The survey answer for the reason is required' } });
    const err = await services.answerSurvey({ storeId, number: o.number, customerPhone: p, answer: { satisfaction: 2, nps: 4 } }).catch((e: unknown) => e);
    expect(renderError(err as AppError, 'mn', 'test').error.fields?.[0].message).toBe('Судалгааны шалтгааны хариулт заавал шаардлагатай');
    expect(await rows(o.id)).toHaveLength(0);
    expect(await failure(services.answerSurvey({ storeId, number: o.number, customerPhone: p, answer: { satisfaction: 4, nps: 11, steps: { price: 9 } } }))).toMatchObject({
      code: 'VALIDATION',
      fields: { nps: expect.any(String), 'steps.price': expect.any(String) },
    });
    await services.answerSurvey({ storeId, number: o.number, customerPhone: p, answer: { satisfaction: 2, reason: ' The box was torn ', nps: 4 } });
    expect((await rows(o.id))[0]).toMatchObject({ satisfaction: 2, reason: 'The box was torn', steps: {} });
  });

  it('refuses an order that is not complete, and a stranger', async () => {
    const p = phone();
    const open = await order(p, 'on_delivery');
    expect(await failure(services.answerSurvey({ storeId, number: open.number, customerPhone: p, answer: good }))).toMatchObject({ code: 'CONFLICT', message: 'The survey opens once the order is delivered.' });
    expect(await services.surveyStateOf({ _id: open.id, state: 'on_delivery' })).toBe('closed');
    const done = await order(p);
    expect(await failure(services.answerSurvey({ storeId, number: done.number, customerPhone: phone(), answer: good }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await failure(services.answerSurvey({ storeId, number: done.number, customerPhone: null, answer: good }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rows(done.id)).toHaveLength(0);
    expect(await rows(open.id)).toHaveLength(0);
  });

  it('texts the shopper the survey’s link the morning after the order is delivered (complete), once', async () => {
    const p = phone();
    const o = await order(p, 'on_delivery');
    const ask = () => db().select().from(notifications).where(and(eq(notifications.orderId, o.id), eq(notifications.event, 'survey_request')));
    expect(await ask()).toEqual([]);
    await transitionOrder(db(), { storeId, orderId: o.id, to: 'complete', actor: { kind: 'system', name: 'test' }, reason: null });
    expect(await ask()).toMatchObject([{ recipient: p, values: { number: o.number, link: `/order/${o.number}#survey` } }]);
    const noon = new Date(Date.UTC(2031, 0, 15, 4));
    await services.sendDueNotifications({ origin: 'https://zuuch.mn', now: noon });
    await services.sendDueNotifications({ origin: 'https://zuuch.mn', now: noon });
    expect(sent.filter((m) => m.to === p).map((m) => m.text)).toEqual([
      `Zuuch: order ${o.number} is delivered. Thank you for shopping with us! https://zuuch.mn/order/${o.number}`,
      `Zuuch: how was order ${o.number}? Tell us how we did: https://zuuch.mn/order/${o.number}#survey`,
    ]);
  });

  it('reports the NPS, by period, and the steps’ averages with filters', async () => {
    const p = phone();
    // Answers dated in 2020, found by the date filter alone: 2 promoters, 1 passive, 1 detractor → NPS 25.
    const answers = [
      { nps: 10, satisfaction: 5, steps: { product: 5 }, at: '2020-03-02T04:00:00Z', origin: 'KR' as const, paymentMethod: 'qpay' },
      { nps: 9, satisfaction: 4, steps: { product: 4, staff: 3 }, at: '2020-03-03T04:00:00Z', origin: 'US' as const, paymentMethod: 'bank_transfer' },
      { nps: 8, satisfaction: 4, steps: {}, at: '2020-03-10T04:00:00Z', origin: 'KR' as const, paymentMethod: 'qpay' },
      { nps: 3, satisfaction: 2, steps: { product: 2 }, at: '2020-04-10T04:00:00Z', origin: 'MN' as const, paymentMethod: 'qpay' },
    ];
    for (const a of answers) {
      const o = await insertOrder(db(), { phone: p, state: 'complete', origin: a.origin, paymentMethod: a.paymentMethod });
      await db()
        .insert(surveyResponses)
        .values({ storeId, orderId: o.id, satisfaction: a.satisfaction, nps: a.nps, reason: a.satisfaction <= 3 ? 'Slow' : '', steps: a.steps, createdAt: new Date(a.at) });
    }
    const range = { from: '2020-01-01', to: '2020-12-31' };
    const report = await services.surveyReport(storeId, { ...range, period: 'month' }, 'en');
    expect(report).toMatchObject({ answers: 4, nps: 25, averageSatisfaction: 3.8 });
    expect(report.overTime).toEqual([
      { period: '2020-03', nps: 67, answers: 3 },
      { period: '2020-04', nps: -100, answers: 1 },
    ]);
    expect(report.steps.find((s) => s.step === 'product')).toEqual({ step: 'product', average: 3.7, answers: 3 });
    expect(report.responses.map((r) => r.nps)).toEqual([3, 8, 9, 10]);
    expect(report.responses[0].reason).toBe('Slow');
    const weekly = await services.surveyReport(storeId, { ...range, period: 'week' }, 'en');
    expect(weekly.overTime.map((w) => w.period)).toEqual(['2020-03-02', '2020-03-09', '2020-04-06']);

    expect((await services.surveyReport(storeId, { ...range, origin: 'KR', period: 'week' }, 'en')).nps).toBe(50);
    expect((await services.surveyReport(storeId, { ...range, payment: 'bank_transfer', period: 'week' }, 'en')).answers).toBe(1);
    expect((await services.surveyReport(storeId, { ...range, delivery: 'pickup', period: 'week' }, 'en')).answers).toBe(4);
    expect((await services.surveyReport(storeId, { from: '2020-03-03', to: '2020-03-03', period: 'week' }, 'en')).responses.map((r) => r.nps)).toEqual([9]);
    expect(report.choices.payments).toEqual(expect.arrayContaining(['qpay', 'bank_transfer']));
    expect(report.choices.deliveries).toEqual(expect.arrayContaining([{ code: 'pickup', name: 'Pick up at the store' }]));
  });
});
