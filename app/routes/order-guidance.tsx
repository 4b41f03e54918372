// /orderGuidance: how ordering from abroad works. The text is the store's content page "orderGuidance" (staff edit it
// like any content page); a store without that page (or with it unpublished) answers the 404 "Page not found".
import type { Route } from './+types/order-guidance';
import { ContentArticle } from '../components/content-body';
import { pick } from '../../core/i18n';
import { pageMeta } from '../lib/meta';
import { foundOr404 } from '../lib/params';

const ORDER_GUIDANCE_KEY = 'orderGuidance';

export async function loader({ url, context }: Route.LoaderArgs) {
  const store = await context.store();
  const page = await foundOr404(context.services.getContentPage(store._id, ORDER_GUIDANCE_KEY), url);
  return { page, lang: await context.lang() };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaderData ? pick(loaderData.page.title, loaderData.lang) : t('routes.orderGuidance')));
}

export default function OrderGuidance({ loaderData }: Route.ComponentProps) {
  return <ContentArticle page={loaderData.page} />;
}
