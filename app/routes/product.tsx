// /p/{slug}: the product page — pictures, price, variants, when it arrives, how to pay over time, bundles, related.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import { arrivalEstimate, arrivalRange } from '../../core/arrival-estimate';
import { formatDate } from '../../core/dates';
import { instalmentTeaser } from '../../core/instalments';
import { discountPercent, formatMnt } from '../../core/money';
import { AppLink } from '../components/app-link';
import { RichText } from '../components/rich-text';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CartIcon, ClockIcon, ShieldIcon, TruckIcon, WalletIcon } from '../components/icons';
import { AddToCart } from '../components/product/add-to-cart';
import { ProductCard } from '../components/product-card';
import { ProductRail } from '../components/product-rail';
import { Gallery } from '../components/product/gallery';
import { VariantPicker, findVariant, useVariantChoice } from '../components/product/variant-picker';
import { translator, type Language } from '../../core/i18n';
import { widestSrc } from '../../core/images';
import { useAddToCart } from '../lib/add-to-cart';
import { pageMeta } from '../lib/meta';
import { foundOr404, validateParams } from '../lib/params';
import { useLikedIds } from '../lib/visitor';
import type { BundleView } from '../../server/modules/catalog/get-product';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  validateParams(url, params);
  const store = await context.store();
  const lang = await context.lang();
  const product = await foundOr404(context.services.getProduct(store._id, params.slug, lang), url, 'product');
  if (product.slug !== params.slug) throw redirect(`/p/${product.slug}`, 301);
  // The rich description's pictures and product cards (live prices: not cached with the product).
  const descriptionRefs = product.descriptionDoc ? await context.services.resolveDocRefs(store._id, lang, [product.descriptionDoc]) : null;
  // Dates are worked out here, in Ulaanbaatar time, so the browser shows exactly what the server rendered.
  const arrival = arrivalEstimate(product.origin, new Date());
  return {
    product,
    descriptionRefs,
    lang,
    arrival: { days: arrival.days, date: formatDate(arrival.date, lang) },
    range: arrivalRange(product.origin),
    pageUrl: `${context.origin}/p/${product.slug}`,
    origin: context.origin,
  };
}

/** Choosing a variant only changes the query string: no need to load the product again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, (t) => t('product.notFoundTitle'), { noindex: true });
  const { product, pageUrl, origin, lang } = loaderData;
  const t = translator(lang as Language);
  const title = product.brand ? `${product.brand.name} | ${product.name}` : product.name;
  const description = (product.description || product.name).slice(0, 160);
  const image = product.pictures[0] ? origin + widestSrc(product.pictures[0]) : undefined;
  const tags = [
    { title: `${title} | ${t('brand.name')}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: pageUrl },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: pageUrl },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
  if (!product.active) return [...tags, { name: 'robots', content: 'noindex' }];
  return [
    ...tags,
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        image: product.pictures.map((p) => origin + widestSrc(p)),
        sku: product.variants[0]?.sku,
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
        offers: product.variants.map((v) => ({
          '@type': 'Offer',
          sku: v.sku,
          price: v.price,
          priceCurrency: 'MNT',
          availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: pageUrl,
        })),
      },
    },
  ];
}

function Price({ price, compareAtPrice }: { price: number; compareAtPrice: number | null }) {
  const { t } = useTranslation();
  const discount = discountPercent(price, compareAtPrice);
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="text-3xl font-extrabold text-ink">{formatMnt(price)}</span>
      {discount ? (
        <>
          <s className="text-lg text-ink-faint">{formatMnt(compareAtPrice!)}</s>
          <span className="rounded-md bg-brand px-2 py-0.5 text-sm font-bold text-white">{t('product.discount', { percent: discount })}</span>
        </>
      ) : null}
    </p>
  );
}

function Inactive({ data }: { data: Route.ComponentProps['loaderData'] }) {
  const { t } = useTranslation();
  const { product } = data;
  const category = product.categories.at(-1);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="grid gap-8 md:grid-cols-[minmax(0,420px)_1fr] md:items-center">
        {product.pictures[0] ? <Gallery name={product.name} pictures={product.pictures.slice(0, 1)} dimmed /> : null}
        <section>
          <p className="text-sm font-semibold uppercase tracking-wide text-ink-faint">{product.brand?.name}</p>
          <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl">{t('product.inactiveTitle')}</h1>
          <p className="mt-3 text-ink-soft">{t('product.inactiveText', { name: product.name })}</p>
          {category ? (
            <AppLink to={`/category?category=${category.slug}`} className="btn-primary mt-6">
              {t('product.seeCategory', { category: category.name })}
            </AppLink>
          ) : null}
        </section>
      </div>
    </div>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, arrival, range, descriptionRefs } = loaderData;
  const liked = useLikedIds().includes(product._id);
  const [choice, choose] = useVariantChoice(product.options, product.variants);
  if (!product.active) return <Inactive data={loaderData} />;

  const variant = findVariant(product.variants, choice) ?? product.variants[0];
  const stock = variant?.stock ?? 0;
  const price = variant?.price ?? product.price;
  const teaser = instalmentTeaser(price);
  const country = t(`origin.${product.origin}`);

  return (
    // data-origin: the product's country, read by the visitor tracker for its funnel (app/lib/tracker/tracker.ts).
    <div className="mx-auto max-w-7xl px-4 py-6" data-origin={product.origin}>
      <Breadcrumbs items={[...product.categories.map((c) => ({ label: c.name, to: `/category?category=${c.slug}` })), { label: product.name }]} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
        <Gallery name={product.name} pictures={product.pictures} chosenId={findVariant(product.variants, choice)?.pictureId} />
        <section aria-labelledby="product-title">
          {product.brand ? (
            <AppLink to={`/b/${product.brand.slug}`} className="text-sm font-semibold uppercase tracking-wide text-brand hover:underline" aria-label={t('product.brandLink', { brand: product.brand.name })}>
              {product.brand.name}
            </AppLink>
          ) : null}
          <h1 id="product-title" className="mt-1 text-2xl font-bold leading-snug text-ink sm:text-3xl">
            {product.name}
          </h1>
          <p className="mt-2 text-sm text-ink-soft">{t('product.shipsFrom', { country })}</p>

          <div className="mt-5">
            <Price price={price} compareAtPrice={variant?.compareAtPrice ?? product.compareAtPrice} />
            {teaser ? (
              <p className="mt-2 flex items-center gap-2 text-sm text-ink-soft">
                <WalletIcon className="h-4 w-4 text-brand" />
                {teaser.period === '15 days'
                  ? t('product.teaser15', { amount: formatMnt(teaser.perPayment), payments: teaser.payments })
                  : teaser.downPayment > 0
                    ? t('product.teaserMonthDown', { amount: formatMnt(teaser.perPayment), down: formatMnt(teaser.downPayment) })
                    : t('product.teaserMonth', { amount: formatMnt(teaser.perPayment) })}
              </p>
            ) : null}
          </div>

          {product.options.length > 0 ? (
            <div className="mt-6">
              <VariantPicker
                options={product.options}
                variants={product.variants}
                choice={choice}
                onChange={choose}
              />
            </div>
          ) : null}

          <p className={`mt-6 text-sm font-semibold ${stock > 0 ? 'text-success' : 'text-ink-faint'}`} role="status">
            {stock <= 0 ? t('product.outOfStock') : stock <= 5 ? t('product.lowStock', { count: stock }) : t('product.inStock')}
          </p>

          <AddToCart key={variant?._id} variantId={variant?._id ?? null} stock={stock} productId={product._id} liked={liked} />

          <ul className="mt-6 space-y-3 rounded-2xl border border-line bg-surface-muted p-4 text-sm text-ink-soft">
            <li className="flex gap-3">
              <TruckIcon className="h-5 w-5 shrink-0 text-brand" />
              <span>
                {product.origin === 'MN' ? t('product.inStockMongolia') : t('product.arrival', { count: arrival.days, date: arrival.date })}
                {/* One rule for both numbers: the date is inside the range (core/arrival-estimate.ts). */}
                {product.origin !== 'MN' && range.minDays < range.maxDays ? (
                  <span className="block text-ink-faint">{t('product.promise', { country, min: range.minDays, max: range.maxDays })}</span>
                ) : null}
              </span>
            </li>
            <li className="flex gap-3">
              <ShieldIcon className="h-5 w-5 shrink-0 text-brand" />
              <span>{t('product.warranty')}</span>
            </li>
            {variant ? (
              <li className="flex gap-3">
                <ClockIcon className="h-5 w-5 shrink-0 text-brand" />
                <span>
                  {t('product.sku')}: <span className="font-mono text-ink">{variant.sku}</span>
                </span>
              </li>
            ) : null}
          </ul>

          {product.description || product.descriptionDoc ? (
            <section className="mt-8" aria-labelledby="description-title">
              <h2 id="description-title" className="text-lg font-bold text-ink">
                {t('product.description')}
              </h2>
              {product.descriptionDoc && descriptionRefs ? (
                <RichText doc={product.descriptionDoc} refs={descriptionRefs} className="mt-2" />
              ) : (
                <p className="mt-2 leading-relaxed text-ink-soft">{product.description}</p>
              )}
            </section>
          ) : null}
        </section>
      </div>

      {product.bundles.map((b) => (
        <BundleSection key={b.slug} bundle={b} />
      ))}

      {product.related.length > 0 ? <ProductRail id="related" title={t('product.related')} href={null} products={product.related} /> : null}
    </div>
  );
}

/**
 * A bundle: its items as cards, a select of in-stock variants for each item that has several (a single variant needs no
 * choice), the bundle price against the items' total, and "Add set to cart" (cart API, toast, header count, no reload).
 */
function BundleSection({ bundle: b }: { bundle: BundleView }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string | null>(null);
  const { add: addToCart, busy } = useAddToCart();
  const choosable = b.items.filter((i) => i.variants.length > 1);
  // Out of stock when any item has no variant with enough for one set.
  const soldOut = b.items.some((i) => !i.variants.some((v) => v.stock >= i.quantity));

  const add = async () => {
    const unchosen = choosable.find((i) => !choice[i._id]);
    if (unchosen) {
      setMissing(unchosen._id);
      document.getElementById(`bundle-${b.slug}-${unchosen._id}`)?.focus();
      return;
    }
    // Items with one variant need no choice: that one.
    const full = Object.fromEntries(b.items.map((i) => [i._id, choice[i._id] ?? i.variants[0]._id]));
    await addToCart({ to: '/api/v1/cart/bundles', body: { bundleId: b._id, choice: full, quantity: 1 } });
  };

  const missingItem = b.items.find((i) => i._id === missing);
  return (
    <section className="mt-14 rounded-3xl border border-line p-5 sm:p-8" aria-labelledby={`bundle-${b.slug}`}>
      <p className="text-sm font-semibold text-brand">{t('product.bundles')}</p>
      <h2 id={`bundle-${b.slug}`} className="mt-1 text-xl font-bold text-ink sm:text-2xl">
        {b.name}
      </h2>
      <p className="mt-1 text-ink-soft">{b.description}</p>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('product.bundleItems')}>
        {b.items.map((item) => (
          <li key={item._id} className="relative flex">
            <ProductCard product={item} buy={false} />
            {item.quantity > 1 ? (
              // On the picture's lower corner (the picture is the card's square top).
              <span className="pointer-events-none absolute inset-x-0 top-0 aspect-square">
                <span className="absolute bottom-2 left-2 rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-surface">×{item.quantity}</span>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {choosable.length > 0 ? (
        <div className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {choosable.map((item) => {
            const id = `bundle-${b.slug}-${item._id}`;
            return (
              <div key={item._id} className="min-w-0">
                <label htmlFor={id} className="block truncate text-sm font-medium text-ink">
                  {item.name}
                </label>
                <select
                  id={id}
                  value={choice[item._id] ?? ''}
                  aria-invalid={missing === item._id || undefined}
                  onChange={(e) => {
                    setChoice({ ...choice, [item._id]: e.currentTarget.value });
                    if (missing === item._id) setMissing(null);
                  }}
                  className={`mt-1 h-11 w-full rounded-xl border bg-surface px-3 text-sm text-ink ${missing === item._id ? 'border-brand' : 'border-line'}`}
                >
                  <option value="" disabled>
                    {t('product.choosePlaceholder')}
                  </option>
                  {item.variants
                    .filter((v) => v.stock >= item.quantity)
                    .map((v) => (
                      <option key={v._id} value={v._id}>
                        {v.label}
                      </option>
                    ))}
                </select>
              </div>
            );
          })}
        </div>
      ) : null}
      {missingItem ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-brand">
          {t('product.chooseFor', { name: missingItem.name })}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-2xl font-extrabold text-ink">{formatMnt(b.price)}</span>
          <s className="text-ink-faint">{formatMnt(b.itemsTotal)}</s>
          {b.itemsTotal > b.price ? <span className="font-semibold text-brand">{t('product.bundleSave', { amount: formatMnt(b.itemsTotal - b.price) })}</span> : null}
        </p>
        {soldOut ? (
          <p className="text-sm font-semibold text-ink-faint">{t('product.outOfStock')}</p>
        ) : (
          <button type="button" className="btn-primary h-12 w-full sm:w-auto" aria-disabled={busy || undefined} onClick={() => void add()}>
            <CartIcon className="h-5 w-5" />
            {t('product.addSet')}
          </button>
        )}
      </div>
    </section>
  );
}
