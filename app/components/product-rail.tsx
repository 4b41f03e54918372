import { useTranslation } from 'react-i18next';
import type { ProductCard as ProductCardData } from '../../server/modules/catalog/product-card';
import { AppLink } from './app-link';
import { ProductCard } from './product-card';

/** A titled row of product cards that scrolls sideways on phones and wraps into a grid on wide screens. */
export function ProductRail({ id, title, href, products }: { id: string; title: string; href: string | null; products: ProductCardData[] }) {
  const { t } = useTranslation();
  return (
    <section className="mt-12" aria-labelledby={`rail-${id}`}>
      <div className="flex items-end justify-between gap-4">
        <h2 id={`rail-${id}`} className="text-xl font-bold text-ink sm:text-2xl">
          {title}
        </h2>
        {href ? (
          <AppLink to={href} className="shrink-0 text-sm font-semibold text-brand hover:underline">
            {t('home.seeAll')}
          </AppLink>
        ) : null}
      </div>
      <ul className="no-scrollbar -mx-4 mt-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-5 lg:gap-4 lg:overflow-visible lg:px-0">
        {products.map((p) => (
          <li key={p._id} className="flex w-[44vw] max-w-[220px] shrink-0 snap-start sm:w-[30vw] lg:w-auto lg:max-w-none">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
