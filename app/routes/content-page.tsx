// Catch-all /{key...}: a redirect rule of the build manifest, else a store content page by its path, else the 404
// "Page not found". Rules are applied here so document and client-side (data) requests take the same path.
import { redirect } from 'react-router';
import type { Route } from './+types/content-page';
import { ContentArticle } from '../components/content-body';
import { pick } from '../../core/i18n';
import { pageMeta } from '../lib/meta';
import { foundOr404, notFound } from '../lib/params';
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
  const store = await context.store();
  const page = await foundOr404(context.services.getContentPage(store._id, key), url);
  return { page, lang: await context.lang() };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaderData ? pick(loaderData.page.title, loaderData.lang) : t('pages.notFoundTitle')));
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle page={loaderData.page} />;
}
