// Catch-all /{key...}: a redirect rule of the build manifest, else a store content page by its path, else the 404
// "Page not found". Rules are applied here so document and client-side (data) requests take the same path.
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/content-page';
import { formatDate } from '../../core/dates';
import { pick, type Language } from '../i18n';
import { pageMeta } from '../lib/meta';
import { foundOr404, notFound } from '../lib/params';
import { isAbsoluteUrl, ruleFor } from '../route-rules';

/** YYYY-MM-DD of an instant in Ulaanbaatar. */
const ulaanbaatarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' });

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
  const lang = await context.lang();
  const updated = formatDate(ulaanbaatarDay.format(new Date(page.updatedAt)), lang, { year: true });
  return { page, lang, updated };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaderData ? pick(loaderData.page.title, loaderData.lang) : t('pages.notFoundTitle')));
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { page, updated } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">{pick(page.title, lang)}</h1>
      <p className="mt-2 text-sm text-ink-faint">{t('pages.contentUpdated', { date: updated })}</p>
      <div className="mt-6 space-y-4 text-[17px] leading-relaxed text-ink-soft">
        {pick(page.body, lang)
          .split(/\n\s*\n/)
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
      </div>
    </article>
  );
}
