// /order/review: everything of the order on one page — lines with when each arrives, delivery, customer, payment and
// totals as the server computes them — and "Place order". A double click or a retry carries the same key: one order.
import { useTranslation } from 'react-i18next';
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/order-review';
import { arrivalEstimate, type Origin } from '../../core/arrival-estimate';
import { formatDate } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { orderTotals } from '../../core/order-totals';
import { formatMnMobile } from '../../core/phone';
import { parse } from '../../server/http/validate';
import { customerName } from '../../server/modules/orders/routes';
import { placeOrderInput } from '../../server/modules/orders/schemas';
import { AppLink } from '../components/app-link';
import { CartChanges } from '../components/checkout/cart-changes';
import { DeliveryAddress } from '../components/order/delivery-address';
import { OrderTotals } from '../components/order/order-totals';
import { pick } from '../../core/i18n';
import { actionMessage, readForm } from '../lib/action-error';
import { pageMeta } from '../lib/meta';
import { withNotice } from '../lib/notice';

export async function loader({ context }: Route.LoaderArgs) {
  const customer = await context.customer();
  if (!customer) throw redirect('/order');
  const store = await context.store();
  const lang = await context.lang();
  const owner = await context.cartOwner();
  const [cart, checkout, shippingTypes] = await Promise.all([
    context.services.readCart(store._id, owner, lang),
    context.services.readCheckout(store._id, owner),
    context.services.listShippingTypes(store._id),
  ]);
  const shipping = shippingTypes.find((s) => s.code === checkout?.shippingCode);
  if (!checkout || !shipping || cart.count === 0) throw redirect('/order');
  const now = new Date();
  // A line arrives when its slowest part does.
  const arrival = (origins: string[]) => {
    const abroad = origins.filter((o) => o !== 'MN') as Origin[];
    if (abroad.length === 0) return null;
    const latest = abroad.map((o) => arrivalEstimate(o, now)).sort((a, b) => b.days - a.days)[0];
    return formatDate(latest.date, lang);
  };
  const lines = [
    ...cart.lines.filter((l) => l.available).map((l) => ({ key: l.variantId, kind: 'product' as const, slug: l.slug, name: l.name, detail: l.options.map((o) => `${o.label}: ${o.value}`).join(' · '), thumbnail: l.thumbnail, quantity: l.quantity, lineTotal: l.lineTotal, arrives: arrival([l.origin]) })),
    ...cart.bundles.filter((b) => b.available).map((b) => ({ key: b.lineId, kind: 'bundle' as const, slug: null, name: b.name, detail: b.items.map((i) => `${i.quantity} × ${i.name}`).join(', '), thumbnail: b.items[0]?.thumbnail ?? null, quantity: b.quantity, lineTotal: b.lineTotal, arrives: arrival(b.items.map((i) => i.origin)) })),
  ];
  const totals = orderTotals(lines.map((l) => ({ unitPrice: l.lineTotal, quantity: 1 })), shipping);
  const address = checkout.address ? await context.services.describeAddress(checkout.address) : null;
  return {
    lines,
    changes: cart.changes,
    totals,
    shipping: { code: shipping.code, name: pick(shipping.name, lang) },
    address: address ? { place: pick(address.places, lang), detail: address.detail } : null,
    customer: { name: `${checkout.firstName} ${checkout.lastName}`, phone: checkout.phone, email: checkout.email },
    paymentMethod: checkout.paymentMethod,
    // One key per showing of this page: the same click sent twice is one order.
    idempotencyKey: crypto.randomUUID(),
  };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = await context.lang();
  try {
    const customer = await context.customer();
    if (!customer) throw redirect('/order');
    const store = await context.store();
    const { idempotencyKey, expectedTotal } = parse(placeOrderInput, Object.fromEntries(await readForm(request)));
    const { number } = await context.services.placeOrder({ storeId: store._id, customer: { id: customer.id, phone: customer.phone, name: customerName(customer) }, idempotencyKey, expectedTotal, language: lang });
    throw redirect(withNotice(`/order/${number}`, 'placed'));
  } catch (err) {
    return actionMessage(err, lang, context.requestId);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('checkout.reviewTitle'), { noindex: true });
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';

export default function OrderReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const { lines, totals, shipping, address, customer, paymentMethod, changes } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="review-title">
      <h1 id="review-title" className="text-3xl font-bold text-ink">
        {t('checkout.reviewTitle')}
      </h1>
      <CartChanges changes={changes} />
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
          {actionData.error}{' '}
          <AppLink to="/order" className="font-semibold underline">
            {t('cart.title')}
          </AppLink>
        </p>
      ) : null}
      <div className={`${box} mt-6`}>
        <div className="flex items-baseline justify-between">
          <h2 className="text-lg font-bold text-ink">{t('checkout.items')}</h2>
          <AppLink to="/order" className="text-sm font-semibold text-brand">
            {t('checkout.edit')}
          </AppLink>
        </div>
        <ul className="mt-3 divide-y divide-line">
          {lines.map((l) => (
            <li key={l.key} className="flex gap-3 py-3" aria-label={l.name}>
              {l.thumbnail ? <img src={l.thumbnail} alt="" width={64} height={64} className="h-14 w-14 shrink-0 rounded-xl object-cover" /> : null}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">
                  {l.kind === 'bundle' ? <span className="mr-2 rounded-md bg-brand/10 px-1.5 py-0.5 text-xs font-bold text-brand">{t('checkout.setOf')}</span> : null}
                  {l.name}
                </p>
                {l.detail ? <p className="text-sm text-ink-soft">{l.detail}</p> : null}
                <p className="mt-1 text-sm text-ink-soft">
                  {l.quantity} × {formatMnt(l.lineTotal / l.quantity)} · {l.arrives ? t('checkout.arrives', { date: l.arrives }) : t('checkout.arrivesLocal')}
                </p>
              </div>
              <p className="shrink-0 font-bold text-ink">{formatMnt(l.lineTotal)}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className={box}>
          <div className="flex items-baseline justify-between">
            <h2 className="text-lg font-bold text-ink">{t('checkout.delivery')}</h2>
            <AppLink to="/order#checkout-title" className="text-sm font-semibold text-brand">
              {t('checkout.edit')}
            </AppLink>
          </div>
          <p className="mt-2 font-semibold text-ink">{shipping.name}</p>
          <DeliveryAddress address={address} />
        </div>
        <div className={box}>
          <h2 className="text-lg font-bold text-ink">{t('checkout.customer')}</h2>
          <p className="mt-2 font-semibold text-ink">{customer.name}</p>
          <p className="text-sm text-ink-soft">{formatMnMobile(customer.phone)}</p>
          {customer.email ? <p className="text-sm text-ink-soft">{customer.email}</p> : null}
          <h2 className="mt-4 text-lg font-bold text-ink">{t('checkout.payment')}</h2>
          <p className="mt-1 text-ink">{t(`paymentMethod.${paymentMethod}` as 'paymentMethod.qpay', { defaultValue: paymentMethod })}</p>
        </div>
      </div>
      <OrderTotals totals={totals} look="summary" testId="review-total" />
      <p className="mt-4 text-sm text-ink-soft">{t('checkout.unpaidRule')}</p>
      <Form method="post" className="mt-4" noValidate>
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        {/* What the shopper sees here is what they order: another total (a price changed in another tab) is refused. */}
        <input type="hidden" name="expectedTotal" value={totals.total} />
        <button type="submit" className="btn-primary h-12 w-full text-base sm:w-auto sm:px-12" aria-disabled={placing}>
          {placing ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </Form>
    </section>
  );
}
