// /order/{number}: the order's state, its seven progress steps, lines and totals, delivery and customer, and what to pay
// by when. Only the shopper logged in with the order's phone sees it (app/lib/load-order.ts).
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/order-detail';
import { formatMnt } from '../../core/money';
import QRCode from 'qrcode';
import { z } from 'zod';
import { isClosed } from '../../core/order-state';
import { leftToPay } from '../../core/payment-state';
import { parse } from '../../server/http/validate';
import { orderNumberOf } from '../../server/modules/orders/routes';
import { PAYABLE } from '../../server/modules/payments/start-payment';
import { actionError, actionMessage, readForm, postedForm } from '../lib/action-error';
import { GiftCardForm } from '../components/giftcard/gift-card-form';
import { giftCardFailure, handleGiftCardIntent } from '../components/giftcard/gift-card-intent';
import { PaymentPanel } from '../components/order/payment-panel';
import { paymentGroups } from '../components/checkout/payment-options';
import { ReceiptCard } from '../components/order/receipt-card';
import { SurveyForm } from '../components/order/survey-form';
import { handleSurveyIntent, surveyFailure } from '../components/order/survey-intent';
import { formatMnMobile } from '../../core/phone';
import { AppLink } from '../components/app-link';
import { DeliveryAddress, receiving } from '../components/order/delivery-address';
import { OrderHeader } from '../components/order/order-header';
import { OrderHistory } from '../components/order/order-history';
import { OrderLines } from '../components/order/order-lines';
import { OrderProgress } from '../components/order/order-progress';
import { loadOrder, orderPageHeaders } from '../lib/load-order';
import { useNotice } from '../lib/notice';
import { orderPageMeta } from '../lib/meta';
import { useStoreData } from '../lib/root-data';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  let order = await loadOrder(context, params, url);
  // A closed order is read from its read-only page.
  if (isClosed(order.state)) throw redirect(`/order/${order.number}/old`);
  const payable = PAYABLE.includes(order.state);
  const methods = context.services.availablePaymentMethods((await context.store()).paymentMethods);
  const canPayByQPay = methods.includes('qpay');
  let attempt = payable ? await context.services.openAttempt(order._id, leftToPay(order.total, order.paidAmount)) : null;
  let invoiceError: string | null = null;
  // QPay was chosen at checkout: its QR shows as the page opens, with no second "Pay with QPay". startPayment shows an
  // open invoice again rather than making another, so a reload or a second tab makes none.
  if (payable && !attempt && canPayByQPay && order.paymentMethod === 'qpay') {
    try {
      attempt = await startQPay(context, order.number);
      // Its first invoice moved the order from new to not paid.
      order = await loadOrder(context, params, url);
    } catch (err) {
      invoiceError = actionError(err, await context.lang(), context.requestId).message;
    }
  }
  const qrText = attempt?.provider === 'qpay' ? attempt.details.qrText : null;
  return {
    order,
    payable,
    attempt,
    invoiceError,
    // The QR is drawn here, on the server: the page shows it with no script.
    qrSvg: typeof qrText === 'string' ? await QRCode.toString(qrText, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }) : null,
    canPayByQPay,
    plans: paymentGroups(methods).instalments,
    receipt: await context.services.getShopperReceipt(order._id),
    // The after-order survey: open once the order is complete, until answered.
    survey: await context.services.surveyStateOf(order),
  };
}

async function startQPay(context: Route.LoaderArgs['context'], number: number) {
  const store = await context.store();
  const customer = await context.customer();
  return context.services.startPayment('qpay', { storeId: store._id, number, customerPhone: customer?.phone ?? null, origin: context.origin });
}

const payIntent = z.object({ intent: z.literal('pay'), provider: z.enum(['qpay']) });

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const lang = await context.lang();
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (err) {
    // A refused form is answered by the form that was sent: the gift card's, or the payment choice's.
    if (postedForm(request)?.get('intent') === 'giftcard') return giftCardFailure(context, err);
    if (postedForm(request)?.get('intent') === 'survey') return surveyFailure(context, err, null);
    return actionMessage(err, lang, context.requestId);
  }
  if (form.get('intent') === 'giftcard') return handleGiftCardIntent(context, await loadOrder(context, params, url), form);
  if (form.get('intent') === 'survey') return handleSurveyIntent(context, await loadOrder(context, params, url), form);
  try {
    parse(payIntent, Object.fromEntries(form));
    await startQPay(context, orderNumberOf(params.id));
    return null;
  } catch (err) {
    return actionMessage(err, lang, context.requestId);
  }
}

export const headers = orderPageHeaders;

export function meta({ matches, data }: Route.MetaArgs) {
  return orderPageMeta(matches, data);
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { store } = useStoreData();
  const { order } = loaderData;
  const method = t(`paymentMethod.${order.paymentMethod}` as 'paymentMethod.qpay', { defaultValue: order.paymentMethod });

  useNotice({
    placed: t('order.placedToast', { number: order.number }),
    delivery: order.deliveryChoice ? t('orderPages.deliverySaved', { choice: t(`order.choice.${order.deliveryChoice.code}`) }) : undefined,
    receipt: t('orderPages.cidSaved'),
  });

  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="order-title">
      <div id="order-title">
        <OrderHeader order={order} />
      </div>

      <SurveyForm order={order} state={loaderData.survey} />

      {loaderData.payable ? (
        <PaymentPanel
          order={order}
          attempt={loaderData.attempt}
          qrSvg={loaderData.qrSvg}
          canPayByQPay={loaderData.canPayByQPay}
          bankAccounts={store.bankAccounts}
          plans={loaderData.plans}
          error={actionData && 'error' in actionData ? actionData.error : loaderData.invoiceError}
        >
          <GiftCardForm order={order} headingLevel={4} />
        </PaymentPanel>
      ) : null}

      {/* Paid more than the total: what the store gives back, and what it has. */}
      {!loaderData.payable && order.paidAmount > order.total ? (
        <p className={`${box} mt-6 text-ink`} data-testid="money-back">
          {t(order.refundedAmount >= order.paidAmount - order.total ? 'orderPages.overpaidRefunded' : 'orderPages.overpaidDue', {
            over: formatMnt(order.paidAmount - order.total),
            refunded: formatMnt(order.refundedAmount),
          })}
        </p>
      ) : null}

      {loaderData.receipt ? (
        <div className="mt-6">
          <ReceiptCard receipt={loaderData.receipt} />
        </div>
      ) : null}

      <div className={`${box} mt-6`}>
        <h2 className="mb-4 text-lg font-bold text-ink">{t('order.progress')}</h2>
        <OrderProgress done={order.progressDone} closed={false} />
        <div className="mt-5 flex flex-wrap gap-2">
          {order.fromAbroad ? (
            <AppLink to={`/order/${order.number}/tracking`} className="chip">
              {t('order.tracking')}
            </AppLink>
          ) : null}
          {/* Known since checkout (or chosen since): offered as a change, not asked again. */}
          {order.state === 'expected' ? (
            <AppLink to={`/order/${order.number}/delivery`} className={receiving(order) ? 'chip' : 'btn-primary'}>
              {receiving(order) ? t('order.changeDelivery') : t('order.chooseDelivery')}
            </AppLink>
          ) : null}
          <AppLink to={`/order/${order.number}/cid`} className="chip">
            {t('order.receipt')}
          </AppLink>
        </div>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_18rem]">
        <div className={box}>
          <h2 className="text-lg font-bold text-ink">{t('order.items')}</h2>
          <OrderLines order={order} />
        </div>
        <div className="space-y-4">
          <div className={box}>
            <h2 className="text-lg font-bold text-ink">{t('order.delivery')}</h2>
            <p className="mt-2 font-semibold text-ink">{order.deliveryChoice ? t(`order.choice.${order.deliveryChoice.code}`) : order.shipping.name}</p>
            <DeliveryAddress address={order.deliveryChoice?.address ?? order.address} />
          </div>
          <div className={box}>
            <h2 className="text-lg font-bold text-ink">{t('order.customer')}</h2>
            <p className="mt-2 font-semibold text-ink">
              {order.firstName} {order.lastName}
            </p>
            <p className="text-sm text-ink-soft">{formatMnMobile(order.phone)}</p>
            {order.email ? <p className="text-sm text-ink-soft">{order.email}</p> : null}
            <h2 className="mt-4 text-lg font-bold text-ink">{t('order.payment')}</h2>
            <p className="mt-1 text-ink">{method}</p>
          </div>
        </div>
      </div>

      <OrderHistory history={order.history} className={`${box} mt-4`} />
    </section>
  );
}
