// /orderGuidance: how ordering from abroad works. The text is the store's content page "orderGuidance" (staff edit it
// like any content page); a store without that page (or with it unpublished) answers the 404 "Page not found".
import type { Route } from './+types/order-guidance';
import { ContentArticle, contentMeta } from '../components/content-body';
import { loadContentArticle } from '../lib/load-content';

const ORDER_GUIDANCE_KEY = 'orderGuidance';

export async function loader({ url, context }: Route.LoaderArgs) {
  return { article: await loadContentArticle(context, ORDER_GUIDANCE_KEY, url) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentMeta(matches, loaderData?.article, (t) => t('routes.orderGuidance'));
}

export default function OrderGuidance({ loaderData }: Route.ComponentProps) {
  return <ContentArticle article={loaderData.article} />;
}
