// /b/{slug}: a brand's products with the same filters as a category.
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/brand';
import { imageAtWidth, imageSrcSet, imageUrl } from '../../core/images';
import { parseProductQuery } from '../../server/modules/catalog/schemas';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductListing } from '../components/listing/product-listing';
import { pageMeta } from '../lib/meta';
import { lastPageTarget } from '../lib/url';
import { foundOr404, validateParams } from '../lib/params';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  validateParams(url, params);
  const store = await context.store();
  const lang = await context.lang();
  const brand = await foundOr404(context.services.getBrand(store._id, params.slug, lang), url);
  const query = parseProductQuery(url.searchParams);
  const list = await context.services.listProducts(store._id, lang, { ...query, brand: [] }, { facets: true, brandSlug: brand.slug });
  const last = lastPageTarget(url, query.page, list.pages);
  if (last) throw redirect(last);
  return { brand, list };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => loaderData?.brand.name ?? t('routes.b-slug'));
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, list } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={[{ label: t('routes.b-slug') }, { label: brand.name }]} />
      <header className="mt-4 flex flex-col gap-4 rounded-3xl border border-line bg-surface-muted p-5 sm:flex-row sm:items-center sm:p-6">
        {brand.logoImage ? (
          // The uploaded logo in the width the box needs (8 rem, twice on sharp screens); its own size keeps the room.
          <img
            src={imageUrl(imageAtWidth(brand.logoImage, 320).key)}
            srcSet={imageSrcSet(brand.logoImage)}
            sizes="128px"
            alt=""
            width={brand.logoImage.width}
            height={brand.logoImage.height}
            className="h-16 w-32 rounded-xl bg-white object-contain p-2"
          />
        ) : brand.logo ? (
          <img src={brand.logo} alt="" width={200} height={100} className="h-16 w-32 rounded-xl bg-white object-contain p-2" />
        ) : null}
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{brand.name}</h1>
          <p className="mt-1 text-sm font-semibold text-brand">{t('listing.brandFrom', { country: t(`origin.${brand.origin}`) })}</p>
          <p className="mt-2 max-w-2xl text-ink-soft">{brand.description}</p>
        </div>
      </header>
      <div className="mt-6">
        <ProductListing list={list} keep={{}} searching={false} />
      </div>
    </div>
  );
}
