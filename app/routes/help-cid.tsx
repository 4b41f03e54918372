// /help/cid: where a shopper finds their civil ID (registration number) and why an order asks for it. The text is the
// store's content page "help/cid" (staff edit it like any content page); without it, the 404 "Page not found".
import type { Route } from './+types/help-cid';
import { ContentArticle, contentMeta } from '../components/content-body';
import { loadContentArticle } from '../lib/load-content';

const HELP_CID_KEY = 'help/cid';

export async function loader({ url, context }: Route.LoaderArgs) {
  return { article: await loadContentArticle(context, HELP_CID_KEY, url) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentMeta(matches, loaderData?.article, (t) => t('routes.help-cid'));
}

export default function HelpCid({ loaderData }: Route.ComponentProps) {
  return <ContentArticle article={loaderData.article} />;
}
