import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { AppLink } from '../components/app-link';
import { ShieldIcon, TruckIcon, WalletIcon } from '../components/icons';
import { ProductCard } from '../components/product-card';
import { pageMeta } from '../lib/meta';
import { useStoreData } from '../root';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await context.store();
  return { products: await context.services.listNewProducts(store._id, await context.lang(), 20) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('brand.tagline'));
}

const origins = ['US', 'KR', 'CN', 'JP'] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories } = useStoreData();
  const { products } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4">
      <section className="relative mt-4 overflow-hidden rounded-3xl bg-gradient-to-br from-brand via-brand-strong to-[#5b0d12] px-6 py-10 text-white sm:px-12 sm:py-16" aria-labelledby="hero-title">
        <div className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-white/10" aria-hidden />
        <div className="absolute -bottom-24 right-24 h-72 w-72 rounded-full bg-white/5" aria-hidden />
        <div className="relative max-w-2xl">
          <h1 id="hero-title" className="text-3xl font-extrabold leading-tight sm:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-4 text-base text-white/85 sm:text-lg">{t('home.heroText')}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('footer.shop')}>
            {origins.map((o) => (
              <li key={o} className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
                {t(`origin.${o}`)}
              </li>
            ))}
          </ul>
          <a href="#categories" className="mt-8 inline-flex h-12 items-center rounded-full bg-white px-6 font-semibold text-brand-strong shadow-sm hover:bg-white/90">
            {t('home.heroCta')}
          </a>
        </div>
      </section>

      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {[
          { icon: <TruckIcon className="h-6 w-6" />, text: t('pages.promiseDelivery') },
          { icon: <ShieldIcon className="h-6 w-6" />, text: t('pages.promiseWarranty') },
          { icon: <WalletIcon className="h-6 w-6" />, text: t('pages.promisePayment') },
        ].map((p) => (
          <li key={p.text} className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-sm text-ink-soft">
            <span className="text-brand">{p.icon}</span>
            {p.text}
          </li>
        ))}
      </ul>

      <section id="categories" className="mt-12 scroll-mt-40" aria-labelledby="categories-title">
        <h2 id="categories-title" className="text-xl font-bold text-ink sm:text-2xl">
          {t('home.shopByCategory')}
        </h2>
        <ul className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {categories.map((c) => (
            <li key={c._id}>
              <AppLink
                to={`/category?slug=${c.slug}`}
                className="flex h-full flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-3 text-center hover:border-brand/40 hover:bg-brand/5 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-surface-muted text-2xl" aria-hidden>
                  {c.icon}
                </span>
                <span className="text-xs font-semibold leading-tight text-ink sm:text-sm">{c.name}</span>
                <span className="text-[11px] text-ink-faint">{t('home.productsCount', { count: c.productCount })}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12" aria-labelledby="new-title">
        <div className="flex items-end justify-between">
          <h2 id="new-title" className="text-xl font-bold text-ink sm:text-2xl">
            {t('home.newArrivals')}
          </h2>
          <AppLink to="/category" className="text-sm font-semibold text-brand hover:underline">
            {t('home.seeAll')}
          </AppLink>
        </div>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {products.map((p) => (
            <li key={p._id} className="flex">
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
