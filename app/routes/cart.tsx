// /order (first step): the cart, re-checked on every read; what changed since the shopper last looked is said plainly.
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/cart';
import { formatMnt } from '../../core/money';
import { AppLink } from '../components/app-link';
import { actionMessage } from '../lib/action-error';
import { pageMeta } from '../lib/meta';
import { useStoreData } from '../root';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await context.store();
  return { cart: await context.services.readCart(store._id, await context.cartOwner(), await context.lang()) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const change = z.object({ variantId: z.uuid(), quantity: z.coerce.number().int().min(0).max(20) });

export async function action({ request, context }: Route.ActionArgs) {
  const store = await context.store();
  const lang = await context.lang();
  try {
    const form = Object.fromEntries(await request.formData());
    const { variantId, quantity } = change.parse(form.intent === 'remove' ? { ...form, quantity: 0 } : form);
    await context.services.setCartQuantity(store._id, await context.cartOwner(), variantId, quantity);
    return null;
  } catch (err) {
    return actionMessage(err, lang, context.requestId);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('cart.title'), { noindex: true });
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { store } = useStoreData();
  const navigation = useNavigation();
  const { cart } = loaderData;
  const busy = navigation.state !== 'idle';
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="cart-title">
      <h1 id="cart-title" className="text-3xl font-bold text-ink">
        {t('cart.title')}
      </h1>
      {cart.changes.length > 0 ? (
        <div role="status" className="mt-4 rounded-2xl border border-brand/30 bg-brand/5 p-4 text-sm text-ink">
          <p className="font-semibold">{t('cart.changed')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {cart.changes.map((c) => (
              <li key={`${c.kind}-${c.variantId}`}>
                {c.kind === 'price'
                  ? t('cart.priceChanged', { name: c.name, from: formatMnt(c.from), to: formatMnt(c.to) })
                  : c.kind === 'quantity'
                    ? t('cart.quantityChanged', { name: c.name, from: c.from, to: c.to })
                    : t('cart.unavailable', { name: c.name })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {actionData && 'error' in actionData && actionData.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
          {actionData.error}
        </p>
      ) : null}
      {cart.lines.length === 0 ? (
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
                {line.thumbnail ? <img src={line.thumbnail} alt="" width={88} height={88} className={`h-16 w-16 shrink-0 rounded-xl object-cover sm:h-22 sm:w-22 ${line.available ? '' : 'opacity-50 grayscale'}`} /> : null}
                <div className="min-w-0 flex-1">
                  <AppLink to={`/p/${line.slug}`} className="font-semibold text-ink hover:text-brand">
                    {line.name}
                  </AppLink>
                  {line.options.length ? <p className="text-sm text-ink-soft">{line.options.map((o) => `${o.label}: ${o.value}`).join(' · ')}</p> : null}
                  <p className="mt-1 text-sm text-ink-soft">{line.available ? formatMnt(line.price) : t('cart.unavailableLine')}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-3">
                    <span className="order-last ml-auto font-bold text-ink sm:hidden">{line.available ? formatMnt(line.lineTotal) : '—'}</span>
                    {line.available ? (
                      <Form method="post" className="flex items-center gap-2">
                        <input type="hidden" name="variantId" value={line.variantId} />
                        <label className="sr-only" htmlFor={`qty-${line.variantId}`}>
                          {t('cart.quantityOf', { name: line.name })}
                        </label>
                        <select
                          id={`qty-${line.variantId}`}
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
                    <Form method="post">
                      <input type="hidden" name="variantId" value={line.variantId} />
                      <button type="submit" name="intent" value="remove" className="text-sm font-semibold text-ink-soft hover:text-brand" disabled={busy} aria-label={t('cart.remove', { name: line.name })}>
                        ✕
                      </button>
                    </Form>
                  </div>
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
          <p className="mt-4 text-sm text-ink-soft">{t('cart.checkoutSoon', { phone: store.phone })}</p>
        </>
      )}
    </section>
  );
}
