// Catch-all /{key...}: a store content page by its path; any other path is the 404 "Page not found".
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/content-page';
import { pick, resolveLanguage, type Language } from '../i18n';
import { pageMeta } from '../lib/meta';
import { notFound } from '../lib/params';

const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = params['*'] ?? '';
  if (!keyPattern.test(key) || key.length > 200) throw notFound(request, false);
  const store = await context.store();
  try {
    const page = await context.services.getContentPage(store._id, key);
    const lang = resolveLanguage(context.cookies.lang, store);
    // Formatted here, once, so the browser's locale data cannot make hydration differ from the server's HTML.
    const updated = new Intl.DateTimeFormat(lang === 'mn' ? 'mn-MN' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Ulaanbaatar' }).format(
      new Date(page.updatedAt),
    );
    return { page, lang, updated };
  } catch (err) {
    if ((err as { code?: string }).code === 'NOT_FOUND') throw notFound(request, false);
    throw err;
  }
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
