// /wishlist: the products the shopper liked (the spec's "liked"), to move to the cart or remove.
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/wishlist';
import { AppLink } from '../components/app-link';
import { ProductCard } from '../components/product-card';
import { actionMessage, readForm } from '../lib/action-error';
import { pageMeta } from '../lib/meta';
import { SubmitButton } from '../components/submit-button';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await context.store();
  return { products: await context.services.listWishlist(store._id, await context.cartOwner(), await context.lang()) };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const form = z.object({ intent: z.enum(['move', 'remove']), productId: z.uuid() });

export async function action({ request, context }: Route.ActionArgs) {
  const store = await context.store();
  const lang = await context.lang();
  try {
    const { intent, productId } = form.parse(Object.fromEntries(await readForm(request)));
    const owner = await context.cartOwner();
    if (intent === 'move') await context.services.moveLikedToCart(store._id, owner, productId);
    else await context.services.setLiked(store._id, owner, productId, false);
    return { done: intent };
  } catch (err) {
    return actionMessage(err, lang, context.requestId);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('wishlist.title'), { noindex: true });
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { products } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className="text-3xl font-bold text-ink">
        {t('wishlist.title')}
      </h1>
      {actionData && 'error' in actionData ? (
        <p role="alert" className="mt-4 rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
          {actionData.error}
        </p>
      ) : actionData && 'done' in actionData && actionData.done === 'move' ? (
        <p role="status" className="mt-4 text-sm font-semibold text-success">
          {t('wishlist.moved')}
        </p>
      ) : null}
      {products.length === 0 ? (
        <div className="mt-8 rounded-3xl border border-dashed border-line px-6 py-12 text-center">
          <p className="mx-auto max-w-md text-ink-soft">{t('wishlist.empty')}</p>
          <AppLink to="/" className="btn-primary mt-6">
            {t('cart.continueShopping')}
          </AppLink>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {products.map((p) => (
            <li key={p._id} className="flex flex-col gap-2" aria-label={p.name}>
              <ProductCard product={p} buy={false} />
              <Form method="post" className="flex flex-wrap gap-2" noValidate>
                <input type="hidden" name="productId" value={p._id} />
                {p.hasOptions ? (
                  <AppLink to={`/p/${p.slug}`} className="chip">
                    {t('wishlist.chooseOptions')}
                  </AppLink>
                ) : (
                  <SubmitButton name="intent" value="move" className="chip" busy={busy} disabled={!p.inStock}>
                    {t('wishlist.moveToCart')}
                  </SubmitButton>
                )}
                <SubmitButton name="intent" value="remove" className="chip" busy={busy} aria-label={t('wishlist.remove', { name: p.name })}>
                  ✕
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
