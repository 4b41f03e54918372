// /order (first step): the cart, re-checked on every read; what changed since the shopper last looked is said plainly.
import { useTranslation } from 'react-i18next';
import { Form, data, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/cart';
import { formatMnt } from '../../core/money';
import { parse } from '../../server/http/validate';
import { checkoutInput } from '../../server/modules/orders/schemas';
import { AppLink } from '../components/app-link';
import { CartChanges } from '../components/checkout/cart-changes';
import { CheckoutForm, type CheckoutDraft } from '../components/checkout/checkout-form';
import { VerifyPhone } from '../components/checkout/verify-phone';
import { actionError, readForm } from '../lib/action-error';
import { pageMeta } from '../lib/meta';
import { useStoreData } from '../lib/root-data';
import { SubmitButton } from '../components/submit-button';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await context.store();
  const lang = await context.lang();
  const owner = await context.cartOwner();
  const customer = await context.customer();
  const cart = await context.services.readCart(store._id, owner, lang);
  if (!customer) return { cart, checkout: null };
  // The checkout form starts from what the shopper filled in last time, else from their profile and main address.
  const [saved, addresses, locations, termsVersion] = await Promise.all([
    context.services.readCheckout(store._id, owner),
    context.services.listAddresses(customer.id, lang),
    context.services.listLocations(),
    context.services.currentTermsVersion(store._id),
  ]);
  const draft: CheckoutDraft = {
    shippingCode: saved?.shippingCode ?? null,
    addressId: saved?.address ? (addresses.find((a) => sameAddress(a, saved.address!))?._id ?? 'new') : null,
    address: saved?.address ?? null,
    firstName: saved?.firstName ?? customer.firstName ?? '',
    lastName: saved?.lastName ?? customer.lastName ?? '',
    phone: customer.phone ?? '',
    email: saved?.email ?? customer.email ?? '',
    paymentMethod: saved?.paymentMethod ?? null,
    // Ticked again only for the terms in force: a shopper who accepted an earlier version reads the new one first.
    terms: Boolean(saved) && saved!.termsVersion === termsVersion,
    termsVersion,
  };
  // Only the options this store can take now (a lender without its adapter is not offered).
  return { cart, checkout: { draft, addresses, locations, paymentMethods: context.services.availablePaymentMethods(store.paymentMethods) } };
}

const sameAddress = (a: { countryCode: string; cityCode: string; districtCode: string | null; khorooCode: string | null; detail: string }, b: typeof a) =>
  a.countryCode === b.countryCode && a.cityCode === b.cityCode && a.districtCode === b.districtCode && a.khorooCode === b.khorooCode && a.detail === b.detail;

/**
 * A refused form keeps the page as it was (React Router's default after a 4xx), except when the terms were the reason:
 * the terms may have changed meanwhile, and the form then shows the version in force, unticked.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { fields?: Record<string, string> } | undefined)?.fields?.terms) return true;
  return defaultShouldRevalidate;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const change = z.object({ variantId: z.uuid(), quantity: z.coerce.number().int().min(0).max(20) });
const bundleChange = z.object({ lineId: z.uuid(), quantity: z.coerce.number().int().min(0).max(20) });

export async function action({ request, context }: Route.ActionArgs) {
  const store = await context.store();
  const lang = await context.lang();
  try {
    const form = Object.fromEntries(await readForm(request));
    if (form.intent === 'checkout') {
      const customer = await context.customer();
      if (!customer) throw redirect('/user?returnTo=/order');
      await context.services.saveCheckout({ storeId: store._id, customer, paymentMethods: context.services.availablePaymentMethods(store.paymentMethods), form: parse(checkoutInput, form) });
      throw redirect('/order/review');
    }
    // Sets (bundle lines) have their own intents; a product line's form has none (quantity) or "remove".
    if (form.intent === 'bundle-quantity' || form.intent === 'bundle-remove') {
      const { lineId, quantity } = bundleChange.parse(form.intent === 'bundle-remove' ? { ...form, quantity: 0 } : form);
      await context.services.setBundleQuantity(store._id, await context.cartOwner(), lineId, quantity, lang);
      return null;
    }
    const { variantId, quantity } = change.parse(form.intent === 'remove' ? { ...form, quantity: 0 } : form);
    await context.services.setCartQuantity(store._id, await context.cartOwner(), variantId, quantity);
    return null;
  } catch (err) {
    const { status, message, fields } = actionError(err, lang, context.requestId);
    return data({ error: Object.keys(fields).length ? null : message, fields }, { status });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('cart.title'), { noindex: true });
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shippingTypes } = useStoreData();
  const navigation = useNavigation();
  const { cart } = loaderData;
  const busy = navigation.state !== 'idle';
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="cart-title">
      <h1 id="cart-title" className="text-3xl font-bold text-ink">
        {t('cart.title')}
      </h1>
      <CartChanges changes={cart.changes} />
      {actionData && 'error' in actionData && actionData.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
          {actionData.error}
        </p>
      ) : null}
      {cart.lines.length === 0 && cart.bundles.length === 0 ? (
        <div className="mt-8 rounded-3xl border border-dashed border-line px-6 py-12 text-center">
          <p className="text-ink-soft">{t('cart.empty')}</p>
          <AppLink to="/" className="btn-primary mt-6">
            {t('cart.continueShopping')}
          </AppLink>
        </div>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-line rounded-3xl border border-line bg-surface">
            {cart.lines.map((line) => (
              <li key={line.variantId} className="flex gap-4 p-4" aria-label={line.name}>
                {line.picture ? (
                  <img
                    src={line.picture.src}
                    srcSet={line.picture.srcSet ?? undefined}
                    sizes={line.picture.srcSet ? '88px' : undefined}
                    alt=""
                    width={line.picture.width}
                    height={line.picture.height}
                    className={`h-16 w-16 shrink-0 rounded-xl object-cover sm:h-22 sm:w-22 ${line.available ? '' : 'opacity-50 grayscale'}`}
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <AppLink to={`/p/${line.slug}`} className="font-semibold text-ink hover:text-brand">
                    {line.name}
                  </AppLink>
                  {line.options.length ? <p className="text-sm text-ink-soft">{line.options.map((o) => `${o.label}: ${o.value}`).join(' · ')}</p> : null}
                  <p className="mt-1 text-sm text-ink-soft">{line.available ? formatMnt(line.price) : t('cart.unavailableLine')}</p>
                  <LineControls line={line} fields={{ variantId: line.variantId }} intents={{ remove: 'remove' }} busy={busy} />
                </div>
                <p className="hidden shrink-0 font-bold text-ink sm:block">{line.available ? formatMnt(line.lineTotal) : '—'}</p>
              </li>
            ))}
            {cart.bundles.map((line) => (
              <li key={line.lineId} className="flex gap-4 p-4" aria-label={line.name}>
                <div className={`grid h-16 w-16 shrink-0 grid-cols-2 gap-px overflow-hidden rounded-xl bg-line sm:h-22 sm:w-22 ${line.available ? '' : 'opacity-50 grayscale'}`} aria-hidden="true">
                  {line.items.slice(0, 4).map((item, i, shown) => {
                    // An odd last picture takes the whole row, so the tile has no gap.
                    const wide = i === shown.length - 1 && i % 2 === 0 ? 'col-span-2' : '';
                    return item.thumbnail ? (
                      <img key={item.productId} src={item.thumbnail} alt="" width={44} height={44} className={`h-full w-full min-h-0 object-cover ${wide}`} />
                    ) : (
                      <span key={item.productId} className={`bg-surface-muted ${wide}`} />
                    );
                  })}
                </div>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold text-ink">{line.name}</span>
                    <span className="rounded-md bg-brand/10 px-1.5 py-0.5 text-xs font-bold text-brand">{t('cart.set')}</span>
                  </p>
                  <ul className="mt-1 space-y-0.5 text-xs text-ink-soft" aria-label={t('cart.setItems', { name: line.name })}>
                    {line.items.map((item) => (
                      <li key={item.productId}>
                        {item.quantity > 1 ? `${item.quantity} × ` : ''}
                        <AppLink to={`/p/${item.slug}`} className="hover:text-brand">
                          {item.name}
                        </AppLink>
                        {item.options.length ? <span className="text-ink-faint"> · {item.options.map((o) => `${o.label}: ${o.value}`).join(', ')}</span> : null}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1 text-sm text-ink-soft">{line.available ? t('cart.perSet', { price: formatMnt(line.price) }) : t('cart.unavailableLine')}</p>
                  <LineControls line={line} fields={{ lineId: line.lineId, intent: 'bundle-quantity' }} intents={{ remove: 'bundle-remove' }} busy={busy} />
                </div>
                <p className="hidden shrink-0 font-bold text-ink sm:block">{line.available ? formatMnt(line.lineTotal) : '—'}</p>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex items-baseline justify-between rounded-3xl bg-surface-muted p-5">
            <span className="text-ink-soft">
              {t('cart.total')} · {t('cart.items', { count: cart.count })}
            </span>
            <span className="text-2xl font-extrabold text-ink" data-testid="cart-total">
              {formatMnt(cart.total)}
            </span>
          </div>
          {loaderData.checkout ? (
            <CheckoutForm
              draft={loaderData.checkout.draft}
              shippingTypes={shippingTypes}
              addresses={loaderData.checkout.addresses}
              locations={loaderData.checkout.locations}
              paymentMethods={loaderData.checkout.paymentMethods}
              itemsTotal={cart.total}
              errors={actionData?.fields ?? {}}
              busy={busy}
            />
          ) : (
            <VerifyPhone />
          )}
        </>
      )}
    </section>
  );
}

/** A line's quantity select (submits on change; a button without JavaScript), its remove button and, on phones, its total. */
function LineControls({
  line,
  fields,
  intents,
  busy,
}: {
  line: { name: string; available: boolean; quantity: number; stock: number; lineTotal: number };
  fields: Record<string, string>;
  intents: { remove: string };
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = `qty-${Object.values(fields)[0]}`;
  const hidden = Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <span className="order-last ml-auto font-bold text-ink sm:hidden">{line.available ? formatMnt(line.lineTotal) : '—'}</span>
      {line.available ? (
        <Form method="post" className="flex items-center gap-2" noValidate>
          {hidden}
          <label className="sr-only" htmlFor={id}>
            {t('cart.quantityOf', { name: line.name })}
          </label>
          <select
            id={id}
            name="quantity"
            defaultValue={line.quantity}
            key={line.quantity}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
            className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-ink"
          >
            {Array.from({ length: Math.min(20, Math.max(line.stock, line.quantity)) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="chip">
              OK
            </button>
          </noscript>
        </Form>
      ) : null}
      <Form method="post" noValidate>
        {hidden.filter((h) => h.key !== 'intent')}
        <SubmitButton name="intent" value={intents.remove} className="text-sm font-semibold text-ink-soft hover:text-brand" busy={busy} aria-label={t('cart.remove', { name: line.name })}>
          ✕
        </SubmitButton>
      </Form>
    </div>
  );
}
