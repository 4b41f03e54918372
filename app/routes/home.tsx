// Home: built from the store's page-builder blocks (hero banners, category tiles, product rails), in their order.
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import type { HomeBlock } from '../../server/modules/catalog/list-home-blocks';
import { AppLink } from '../components/app-link';
import { ShieldIcon, TruckIcon, WalletIcon } from '../components/icons';
import { ProductRail } from '../components/product-rail';
import { pageMeta } from '../lib/meta';
import { useStoreData } from '../lib/root-data';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await context.store();
  return { blocks: await context.services.listHomeBlocks(store._id, await context.lang()) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('brand.tagline'));
}

const tones = {
  brand: 'from-brand via-brand-strong to-[#5b0d12] text-white',
  dark: 'from-[#1f2430] via-[#151922] to-black text-white',
  sky: 'from-[#0f5e9c] via-[#0b4a7d] to-[#062c4d] text-white',
};

function Hero({ block, first }: { block: Extract<HomeBlock, { type: 'hero' }>; first: boolean }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className={`relative mt-6 overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-10 sm:px-12 sm:py-14 ${tones[block.tone]}`} aria-labelledby={`hero-${block.id}`}>
      <div className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-white/10" aria-hidden />
      <div className="absolute -bottom-24 right-24 h-72 w-72 rounded-full bg-white/5" aria-hidden />
      <div className="relative max-w-2xl">
        <Heading id={`hero-${block.id}`} className={`${first ? 'text-3xl sm:text-5xl' : 'text-2xl sm:text-4xl'} font-extrabold leading-tight`}>
          {block.title}
        </Heading>
        <p className="mt-4 text-base text-white/85 sm:text-lg">{block.text}</p>
        <AppLink to={block.href} className="mt-7 inline-flex h-12 items-center rounded-full bg-white px-6 font-semibold text-[#16181d] shadow-sm hover:bg-white/90">
          {block.cta}
        </AppLink>
      </div>
    </section>
  );
}

function Promises() {
  const { t } = useTranslation();
  return (
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
  );
}

function CategoryTiles({ block }: { block: Extract<HomeBlock, { type: 'category-tiles' }> }) {
  const { t } = useTranslation();
  const { categories } = useStoreData();
  return (
    <section id="categories" className="mt-12 scroll-mt-40" aria-labelledby={`tiles-${block.id}`}>
      <h2 id={`tiles-${block.id}`} className="text-xl font-bold text-ink sm:text-2xl">
        {block.title}
      </h2>
      <ul className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {categories.map((c) => (
          <li key={c._id}>
            <AppLink
              to={`/category?category=${c.slug}`}
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
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const firstHero = loaderData.blocks.findIndex((b) => b.type === 'hero');
  return (
    <div className="mx-auto max-w-7xl px-4 pb-4">
      {loaderData.blocks.map((block, i) => (
        <div key={block.id} className="contents">
          {block.type === 'hero' ? <Hero block={block} first={i === firstHero} /> : null}
          {block.type === 'category-tiles' ? <CategoryTiles block={block} /> : null}
          {block.type === 'product-rail' ? <ProductRail id={block.id} title={block.title} href={block.href} products={block.products} /> : null}
          {i === firstHero ? <Promises /> : null}
        </div>
      ))}
    </div>
  );
}
