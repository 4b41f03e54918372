// Catch-all /{key...}: a redirect rule of the build manifest, else a store content page ('page' entry) by its path, with
// its blocks, else the 404 "Page not found" (so are drafts and pages whose time has not come). Rules are applied here so
// document and client-side (data) requests take the same path.
import { redirect } from 'react-router';
import type { Route } from './+types/content-page';
import { ContentArticle, contentMeta } from '../components/content-body';
import { loadContentArticle } from '../lib/load-content';
import { notFound } from '../lib/params';
import { isAbsoluteUrl, ruleFor } from '../../core/route-rules';

const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const rule = ruleFor(url.pathname);
  if (rule) {
    const to = isAbsoluteUrl(rule.redirect.to) || !url.search ? rule.redirect.to : rule.redirect.to + url.search;
    throw redirect(to, rule.redirect.statusCode);
  }
  const key = (params['*'] ?? '').replace(/\/$/, '');
  if (!keyPattern.test(key) || key.length > 200) throw notFound(url, false);
  return { article: await loadContentArticle(context, key, url) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentMeta(matches, loaderData?.article, (t) => t('pages.notFoundTitle'));
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle article={loaderData.article} />;
}
