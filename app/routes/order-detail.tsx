// /order/{number}: the order's state, its seven progress steps, lines and totals, delivery and customer, and what to pay
// by when. Only the shopper logged in with the order's phone sees it (app/lib/load-order.ts).
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/order-detail';
import { formatDateTime } from '../../core/dates';
import { formatMnt } from '../../core/money';
import QRCode from 'qrcode';
import { z } from 'zod';
import { isClosed } from '../../core/order-state';
import { leftToPay } from '../../core/payment-state';
import { parse } from '../../server/http/validate';
import { orderNumberOf } from '../../server/modules/orders/routes';
import { PAYABLE } from '../../server/modules/payments/start-payment';
import { actionMessage, readForm } from '../lib/action-error';
import { isLeasingPlan } from '../../server/modules/leasing/leasing-view';
import { GiftCardForm } from '../components/giftcard/gift-card-form';
import { handleGiftCardIntent } from '../components/giftcard/gift-card-intent';
import { PaymentPanel } from '../components/order/payment-panel';
import { ReceiptCard } from '../components/order/receipt-card';
import { formatMnMobile } from '../../core/phone';
import { AppLink } from '../components/app-link';
import { DeliveryAddress } from '../components/order/delivery-address';
import { OrderHeader } from '../components/order/order-header';
import { OrderHistory } from '../components/order/order-history';
import { OrderLines } from '../components/order/order-lines';
import { OrderProgress } from '../components/order/order-progress';
import type { Language } from '../../core/i18n';
import { loadOrder, orderPageHeaders } from '../lib/load-order';
import { useNotice } from '../lib/notice';
import { orderPageMeta } from '../lib/meta';
import { useStoreData } from '../lib/root-data';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const order = await loadOrder(context, params, url);
  // A closed order is read from its read-only page.
  if (isClosed(order.state)) throw redirect(`/order/${order.number}/old`);
  const payable = PAYABLE.includes(order.state);
  const attempt = payable ? await context.services.openAttempt(order._id, leftToPay(order.total, order.paidAmount)) : null;
  const qrText = attempt?.provider === 'qpay' ? attempt.details.qrText : null;
  return {
    order,
    payable,
    attempt,
    // The QR is drawn here, on the server: the page shows it with no script.
    qrSvg: typeof qrText === 'string' ? await QRCode.toString(qrText, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }) : null,
    canPayByQPay: context.services.availablePaymentMethods((await context.store()).paymentMethods).includes('qpay'),
    receipt: await context.services.getShopperReceipt(order._id),
  };
}

const payIntent = z.object({ intent: z.literal('pay'), provider: z.enum(['qpay']) });

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const lang = await context.lang();
  const form = await readForm(request);
  if (form.get('intent') === 'giftcard') return handleGiftCardIntent(context, await loadOrder(context, params, url), form);
  try {
    const { provider } = parse(payIntent, Object.fromEntries(form));
    const store = await context.store();
    const customer = await context.customer();
    await context.services.startPayment(provider, { storeId: store._id, number: orderNumberOf(params.id), customerPhone: customer?.phone ?? null, origin: context.origin });
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
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
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

      {loaderData.payable ? (
        <PaymentPanel
          order={order}
          attempt={loaderData.attempt}
          qrSvg={loaderData.qrSvg}
          canPayByQPay={loaderData.canPayByQPay}
          bankAccounts={store.bankAccounts}
          error={actionData && 'error' in actionData ? actionData.error : null}
        />
      ) : null}
      <GiftCardForm order={order} className="mt-4" />
      {loaderData.payable ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <AppLink
            to={isLeasingPlan(order.paymentMethod) ? `/leasingRequest?order=${order.number}&plan=${order.paymentMethod}` : `/leasingRequest?order=${order.number}`}
            className="chip"
          >
            {isLeasingPlan(order.paymentMethod) ? t('leasing.applyFor', { plan: t(`paymentMethod.${order.paymentMethod}` as 'paymentMethod.qpay') }) : t('leasing.chooseTitle')}
          </AppLink>
          {loaderData.attempt && isLeasingPlan(loaderData.attempt.provider) ? (
            <AppLink to={`/leasingRequest/${loaderData.attempt.id}`} className="chip">
              {t('leasing.seeRequest')}
            </AppLink>
          ) : null}
        </div>
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
          {order.state === 'expected' ? (
            <AppLink to={`/order/${order.number}/delivery`} className="btn-primary">
              {t('order.chooseDelivery')}
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
