// /search?q=…: products found by their Mongolian or English name, in Cyrillic or Latin letters, despite typos.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/search';
import { parseProductQuery } from '../../server/modules/catalog/schemas';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CategoryChips } from '../components/category-chips';
import { ProductListing } from '../components/listing/product-listing';
import { buyForMeHref, hasLink } from '../components/search-box';
import { pageMeta } from '../lib/meta';
import { lastPageTarget } from '../lib/url';
import { useStoreData } from '../lib/root-data';
import { reportSearchEvent } from '../lib/search-events';

export async function loader({ url, context }: Route.LoaderArgs) {
  // A product link searched for is a product abroad: the page that buys it (the header's form, sent without script).
  const words = url.searchParams.get('q') ?? '';
  if (hasLink(words)) throw redirect(buyForMeHref(words));
  const query = parseProductQuery(url.searchParams);
  if (!query.q) return { q: '', list: null };
  const store = await context.store();
  const list = await context.services.listProducts(store._id, await context.lang(), query, { facets: true });
  const last = lastPageTarget(url, query.page, list.pages);
  if (last) throw redirect(last);
  return { q: query.q, list };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaderData?.q ? t('listing.searchTitle', { q: loaderData.q }) : t('routes.search')), { noindex: true });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories } = useStoreData();
  const { q, list } = loaderData;
  const total = list?.total ?? null;
  // Each search counted once when shown, with its count then (not again as its filters or pages change: only q is a
  // dependency), and each result opened from it.
  useEffect(() => {
    if (total !== null) reportSearchEvent({ q, event: 'search', results: total });
  }, [q]);
  const opened = (e: React.MouseEvent) => {
    if ((e.target as Element).closest('a[href^="/p/"]')) reportSearchEvent({ q, event: 'click' });
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={[{ label: t('routes.search') }]} />
      {list ? (
        <>
          <h1 className="mt-3 break-words text-2xl font-bold text-ink sm:text-3xl">{t('listing.searchTitle', { q })}</h1>
          {/* Not a control: it only notes which result was opened (the links themselves are the controls). */}
          <div className="mt-6" onClickCapture={opened}>
            <ProductListing list={list} keep={{ q }} searching />
          </div>
        </>
      ) : (
        <section className="py-10 text-center">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('listing.searchEmptyTitle')}</h1>
          <p className="mx-auto mt-3 max-w-md text-ink-soft">{t('listing.searchEmptyText')}</p>
          <CategoryChips categories={categories} />
        </section>
      )}
    </div>
  );
}
