// /category?category={slug}&…: a category (or every product) with the category tree, filters, sort and pages in the URL.
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/category';
import { findCategoryPath } from '../../server/modules/catalog/list-categories';
import { parseProductQuery } from '../../server/modules/catalog/schemas';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductListing } from '../components/listing/product-listing';
import { pageMeta } from '../lib/meta';
import { lastPageTarget } from '../lib/url';
import { notFound } from '../lib/params';
import { useStoreData } from '../lib/root-data';

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseProductQuery(url.searchParams);
  const store = await context.store();
  const lang = await context.lang();
  const tree = await context.services.listCategoryTree(store._id, lang);
  const path = query.category ? findCategoryPath(tree, query.category) : [];
  if (!path) throw notFound(url, false);
  const list = await context.services.listProducts(store._id, lang, query, { facets: true });
  const last = lastPageTarget(url, query.page, list.pages);
  if (last) throw redirect(last);
  return { list, path: path.map(({ slug, name, children }) => ({ slug, name, children: children.map(({ slug, name, productCount }) => ({ slug, name, productCount })) })) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const current = loaderData?.path.at(-1);
  return pageMeta(matches, (t) => current?.name ?? t('listing.allProducts'));
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories } = useStoreData();
  const { list, path } = loaderData;
  const current = path.at(-1);
  const below = current ? current.children : categories.map(({ slug, name, productCount }) => ({ slug, name, productCount }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={[{ label: t('routes.category'), to: '/category' }, ...path.map((c) => ({ label: c.name, to: `/category?category=${c.slug}` }))]} />
      <h1 className="mt-3 text-2xl font-bold text-ink sm:text-3xl">{current?.name ?? t('listing.allProducts')}</h1>
      {below.length > 0 ? (
        <nav aria-label={t('listing.categories')} className="mt-4">
          <ul className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
            {below.map((c) => (
              <li key={c.slug} className="shrink-0">
                <AppLink to={`/category?category=${c.slug}`} className="chip">
                  {c.name}
                  <span className="ml-1.5 text-xs text-ink-faint">{c.productCount}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6">
        <ProductListing list={list} keep={{ category: current?.slug }} searching={false} />
      </div>
    </div>
  );
}
