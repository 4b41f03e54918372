import { useTranslation } from 'react-i18next';
import { discountPercent, formatMnt } from '../../core/money';
import type { ProductCard as ProductCardData } from '../../server/modules/catalog/product-card';
import { useAddToCart } from '../lib/add-to-cart';
import { useLikedIds } from '../lib/visitor';
import { AppLink } from './app-link';
import { CartIcon } from './icons';
import { LikeButton } from './product/like-button';

/** A card's width: two to a row on a phone, up to five on a wide screen (rails and grids alike). */
const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 50vw';

/**
 * A product in a grid or rail. The whole card links to the product (the name's link covers it), so the heart and the
 * cart button sit above that cover (z-10). `buy={false}` leaves out the cart button (a bundle's items are bought as a set; the wishlist has its own "Move to cart").
 * `priority`: the card is in a listing's first row, its picture the page's first sight (fetched first, not lazily).
 */
export function ProductCard({ product, buy = true, priority = false }: { product: ProductCardData; buy?: boolean; priority?: boolean }) {
  const { t } = useTranslation();
  const liked = useLikedIds().includes(product._id);
  const discount = discountPercent(product.price, product.compareAtPrice);
  const canAdd = buy && product.inStock && !product.hasOptions;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-black/5">
      <div className="relative aspect-square overflow-hidden bg-surface-muted">
        {product.picture ? (
          <img
            src={product.picture.src}
            srcSet={product.picture.srcSet ?? undefined}
            sizes={product.picture.srcSet ? CARD_SIZES : undefined}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={product.picture.width}
            height={product.picture.height}
            className={`h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] ${product.inStock ? '' : 'opacity-60 grayscale'}`}
          />
        ) : null}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {discount ? <span className="rounded-md bg-brand px-1.5 py-0.5 text-xs font-bold text-white">{t('product.discount', { percent: discount })}</span> : null}
          {!product.inStock ? (
            <span className="rounded-md bg-ink/80 px-1.5 py-0.5 text-xs font-semibold text-surface">{t('product.outOfStock')}</span>
          ) : null}
        </div>
        {/* Bottom corner: the picture's top corner carries its origin badge. */}
        <LikeButton
          productId={product._id}
          liked={liked}
          name={product.name}
          className="absolute bottom-2 right-2 z-10 inline-flex h-9 w-9 items-center justify-center rounded-full bg-surface/90 text-ink-soft shadow-sm ring-1 ring-black/5 backdrop-blur transition hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:opacity-70 aria-pressed:text-brand dark:ring-white/10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-faint">{product.brand}</p>
        <h3 className="line-clamp-2 text-sm font-medium leading-snug text-ink">
          {/* The link's cover is what the keyboard focuses: it draws the focus ring around the whole card. */}
          <AppLink
            to={product.choice ? `/p/${product.slug}?${new URLSearchParams(product.choice.options)}` : `/p/${product.slug}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand"
          >
            {product.name}
          </AppLink>
        </h3>
        {/* The colour, size or capacity a search named: the link opens the product with it chosen. */}
        {product.choice ? <p className="text-xs font-semibold text-ink-soft">{product.choice.label}</p> : null}
        <div className="mt-auto flex items-end gap-2 pt-2">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-base font-bold text-ink">{formatMnt(product.price)}</span>
              {discount ? <s className="text-xs text-ink-faint">{formatMnt(product.compareAtPrice!)}</s> : null}
            </p>
            <p className="mt-1 text-xs text-ink-soft">{t('product.from', { country: t(`origin.${product.origin}`) })}</p>
          </div>
          {canAdd ? <AddButton productId={product._id} name={product.name} origin={product.origin} /> : null}
        </div>
        {buy && product.inStock && product.hasOptions ? (
          // Not a second link: a click here lands on the card's link (same page), so the card stays one link to tab to.
          <span className="mt-2 inline-flex h-8 items-center justify-center rounded-full border border-line text-xs font-semibold text-ink-soft transition group-hover:border-brand/40 group-hover:text-brand">
            {t('product.chooseOptions')}
          </span>
        ) : null}
      </div>
    </article>
  );
}

/** Adds one of a product without options through the cart API: a toast, the header count revalidated, no reload. */
function AddButton({ productId, name, origin }: { productId: string; name: string; origin: string }) {
  const { t } = useTranslation();
  const { add, busy } = useAddToCart();
  const label = t('product.addNamed', { name });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={busy || undefined}
      onClick={() => void add({ to: '/api/v1/cart/items', body: { productId, quantity: 1 }, origin })}
      className="relative z-10 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand text-white shadow-sm transition hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:opacity-60"
    >
      <CartIcon className="h-[18px] w-[18px]" />
    </button>
  );
}
