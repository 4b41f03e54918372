import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { ProductList } from '../../../server/modules/catalog/list-products';
import { withParams } from '../../lib/url';
import { useStoreData } from '../../lib/root-data';
import { AppLink } from '../app-link';
import { CategoryChips } from '../category-chips';
import { buyForMeHref } from '../search-box';
import { ProductCard } from '../product-card';
import { Filters } from './filters';
import { Pagination } from './pagination';

const sortKeys = {
  relevance: 'listing.sortRelevance',
  newest: 'listing.sortNewest',
  'price-asc': 'listing.sortPriceAsc',
  'price-desc': 'listing.sortPriceDesc',
  bestsellers: 'listing.sortBestsellers',
} as const;

/**
 * A product listing page body: count, sort, filters (sidebar on desktop, a dialog on phones), grid and pages.
 * `keep` are the parameters that define the page itself (search words, category) and survive every filter change.
 */
export function ProductListing({ list, keep, searching }: { list: ProductList; keep: Record<string, string | undefined>; searching: boolean }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { categories } = useStoreData();
  const dialog = useRef<HTMLDialogElement>(null);
  const sort = search.get('sort') ?? 'relevance';
  const kept = { ...keep, sort: search.get('sort') ?? undefined };
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <div className="lg:grid lg:grid-cols-[240px_1fr] lg:gap-8">
      {list.facets ? (
        <aside className="hidden lg:block" aria-label={t('listing.filters')}>
          <Filters facets={list.facets} keep={kept} id="filters-side" />
        </aside>
      ) : null}
      <div className={list.facets ? '' : 'lg:col-span-2'}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-soft" role="status">
            {list.totalCapped ? t('listing.resultsCountCapped', { count: list.total.toLocaleString('en-US') }) : t('listing.resultsCount', { count: list.total })}
          </p>
          <div className="flex items-center gap-2">
            {list.facets ? (
              <button type="button" className="chip lg:hidden" onClick={() => dialog.current?.showModal()}>
                {t('listing.filters')}
              </button>
            ) : null}
            <label className="flex items-center gap-2 text-sm text-ink-soft">
              <span className="hidden sm:inline">{t('listing.sort')}</span>
              <select
                value={sort}
                aria-label={t('listing.sort')}
                onChange={(e) => void navigate(withParams(search, { sort: e.target.value === 'relevance' ? null : e.target.value }) || '?', { preventScrollReset: true })}
                className="h-9 rounded-full border border-line bg-surface px-3 text-sm text-ink"
              >
                {Object.entries(sortKeys).map(([value, key]) => (
                  <option key={value} value={value}>
                    {value === 'relevance' && !searching ? t('listing.sortPopular') : t(key)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>

        {list.items.length > 0 ? (
          <ul className={`mt-4 grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 sm:gap-4 xl:grid-cols-4 ${loading ? 'opacity-60' : ''}`}>
            {list.items.map((p, i) => (
              <li key={p._id} className="flex">
                {/* The first row on a phone (two columns) is the page's first sight. */}
                <ProductCard product={p} priority={i < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <section className="mt-10 rounded-3xl border border-dashed border-line px-6 py-12 text-center" aria-labelledby="no-results">
            <h2 id="no-results" className="text-xl font-bold text-ink">
              {t('listing.noResults')}
            </h2>
            <p className="mx-auto mt-2 max-w-md text-ink-soft">{t('listing.noResultsText')}</p>
            {searching ? (
              <p className="mx-auto mt-4 max-w-md text-ink">
                {t('buyForMe.searchEmpty')}{' '}
                <AppLink to={buyForMeHref(search.get('q') ?? '')} className="font-semibold text-brand underline">
                  {t('buyForMe.title')}
                </AppLink>
              </p>
            ) : null}
            <CategoryChips categories={categories} />
          </section>
        )}
        <Pagination page={list.page} pages={list.pages} />
      </div>

      {list.facets ? (
        <dialog
          ref={dialog}
          aria-label={t('listing.filters')}
          className="m-0 ml-auto h-full max-h-none w-[min(360px,90vw)] max-w-none bg-surface p-0 text-ink backdrop:bg-black/40"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <h2 className="text-lg font-bold">{t('listing.filters')}</h2>
            <button type="button" className="chip" onClick={() => dialog.current?.close()}>
              {t('listing.close')}
            </button>
          </div>
          <div className="px-5 py-4">
            <Filters facets={list.facets} keep={kept} id="filters-dialog" />
            {/* Applies what was set in the dialog (typed prices too), then closes it. */}
            <button type="submit" form="filters-dialog" className="btn-primary mt-4 w-full" onClick={() => dialog.current?.close()}>
              {t('listing.showResults', { count: list.total })}
            </button>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
