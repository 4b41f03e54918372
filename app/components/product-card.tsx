import { useTranslation } from 'react-i18next';
import { discountPercent, formatMnt } from '../../core/money';
import type { ProductCard as ProductCardData } from '../../server/modules/catalog/product-card';
import { AppLink } from './app-link';

export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  const discount = discountPercent(product.price, product.compareAtPrice);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-black/5">
      <div className="relative aspect-square overflow-hidden bg-surface-muted">
        {product.thumbnail ? (
          <img
            src={product.thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            width={600}
            height={600}
            className={`h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] ${product.inStock ? '' : 'opacity-60 grayscale'}`}
          />
        ) : null}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {discount ? <span className="rounded-md bg-brand px-1.5 py-0.5 text-xs font-bold text-white">{t('product.discount', { percent: discount })}</span> : null}
          {!product.inStock ? (
            <span className="rounded-md bg-ink/80 px-1.5 py-0.5 text-xs font-semibold text-surface">{t('product.outOfStock')}</span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-faint">{product.brand}</p>
        <h3 className="line-clamp-2 text-sm font-medium leading-snug text-ink">
          <AppLink to={`/p/${product.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </AppLink>
        </h3>
        <div className="mt-auto pt-2">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-base font-bold text-ink">{formatMnt(product.price)}</span>
            {discount ? <s className="text-xs text-ink-faint">{formatMnt(product.compareAtPrice!)}</s> : null}
          </p>
          <p className="mt-1 text-xs text-ink-soft">{t('product.from', { country: t(`origin.${product.origin}`) })}</p>
        </div>
      </div>
    </article>
  );
}
