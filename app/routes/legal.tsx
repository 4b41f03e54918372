// /legal/terms and /legal/privacy (routes legal-terms and legal-privacy): the document's current version — its number,
// the day it takes effect, what changed from the one before — and every earlier version, each readable at ?version=N
// as it was published, under a notice that names the current one. An unknown version is a 404; drafts are never shown.
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/legal';
import type { LegalKey } from '../../core/content';
import { formatDayOf } from '../../core/dates';
import { pick, translator } from '../../core/i18n';
import { AppLink } from '../components/app-link';
import { RichText } from '../components/rich-text';
import { metaLanguage } from '../lib/meta';
import { foundOr404, notFound } from '../lib/params';
import { docIn } from '../../server/modules/content/visibility';

export async function loader({ url, context }: Route.LoaderArgs) {
  const key: LegalKey = url.pathname.replace(/\/$/, '').endsWith('/privacy') ? 'privacy' : 'terms';
  const asked = url.searchParams.get('version');
  if (asked !== null && !/^[1-9][0-9]{0,5}$/.test(asked)) throw notFound(url, false);
  const store = await context.store();
  const lang = await context.lang();
  const legal = await foundOr404(context.services.getLegalDocument(store._id, key, asked === null ? undefined : Number(asked)), url);
  const { shown, current } = legal;
  const doc = docIn(shown.doc, lang);
  const now = Date.now();
  /** When a version is in force, as the language says it: a day still to come "takes effect", a past one "took effect". */
  const effective = (v: { effectiveAt: string | null }) => {
    if (!v.effectiveAt) return null;
    const t = translator(lang);
    const date = formatDayOf(v.effectiveAt, lang);
    return Date.parse(v.effectiveAt) > now ? t('legal.effectiveFrom', { date }) : t('legal.effectiveSince', { date });
  };
  return {
    key,
    title: pick(shown.title, lang),
    version: shown.version,
    effective: effective(shown),
    // What changed, a line per change.
    changes: shown.version > 1 && shown.changes ? pick(shown.changes, lang).split('\n').map((l) => l.replace(/^\s*[-•*]\s*/, '').trim()).filter(Boolean) : [],
    doc,
    refs: await context.services.resolveDocRefs(store._id, lang, [doc]),
    current: { version: current.version, effective: effective(current) },
    earlier: shown.version !== current.version,
    versions: legal.versions.map((v) => ({ version: v.version, effective: effective(v) })),
    pageUrl: `${context.origin}/legal/${key}`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = translator(metaLanguage(matches));
  if (!loaderData) return [{ title: `${t('pages.notFoundTitle')} | ${t('brand.name')}` }, { name: 'robots', content: 'noindex' }];
  const { title, key, earlier, version, pageUrl } = loaderData;
  return [
    { title: `${earlier ? `${title} · ${t('legal.version', { version })}` : title} | ${t('brand.name')}` },
    { name: 'description', content: t(`legal.metaDescription.${key}`) },
    { tagName: 'link', rel: 'canonical', href: pageUrl },
    // An earlier version is kept for reference, not for search engines.
    ...(earlier ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { key, title, version, effective, changes, doc, refs, current, earlier, versions } = loaderData;
  const line = (v: { version: number; effective: string | null }) => [t('legal.version', { version: v.version }), v.effective].filter(Boolean).join(' · ');
  const listed = earlier ? versions : versions.filter((v) => v.version !== current.version);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {earlier ? (
        <div role="note" className="mb-6 rounded-2xl border border-brand/30 bg-brand/10 p-4 text-sm text-ink sm:p-5">
          <p className="font-semibold">{t('legal.earlierNotice', { version, current: current.version })}</p>
          <p className="mt-1 text-ink-soft">{line(current)}</p>
          <AppLink to={`/legal/${key}`} className="mt-2 inline-block rounded-sm font-semibold text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {t('legal.readCurrent')}
          </AppLink>
        </div>
      ) : null}
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm font-medium text-ink-faint">{line({ version, effective })}</p>
      {changes.length ? (
        <section aria-labelledby="legal-changes" className="mt-6 rounded-2xl bg-surface-muted p-5">
          <h2 id="legal-changes" className="font-bold text-ink">
            {t('legal.whatChanged')}
          </h2>
          {changes.length === 1 ? (
            <p className="mt-2 text-ink-soft">{changes[0]}</p>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft marker:text-brand">
              {changes.map((c, i) => (
                <li key={i}>{c}</li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <RichText doc={doc} refs={refs} className="mt-8" />
      {listed.length ? (
        <nav aria-labelledby="legal-versions" className="mt-12 border-t border-line pt-6">
          <h2 id="legal-versions" className="text-lg font-bold text-ink">
            {earlier ? t('legal.versionsLabel') : t('legal.earlierVersions')}
          </h2>
          <ul className="mt-3 space-y-2">
            {listed.map((v) => (
              <li key={v.version} className="flex flex-wrap items-baseline gap-x-2 text-sm text-ink-soft">
                {v.version === version ? (
                  <span aria-current="page" className="font-semibold text-ink">
                    {t('legal.version', { version: v.version })}
                  </span>
                ) : (
                  <AppLink
                    to={v.version === current.version ? `/legal/${key}` : `/legal/${key}?version=${v.version}`}
                    className="rounded-sm font-semibold text-brand underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    {t('legal.version', { version: v.version })}
                  </AppLink>
                )}
                {v.effective ? <span>{v.effective}</span> : null}
                {v.version === current.version ? <span className="rounded-md bg-surface-muted px-1.5 py-0.5 text-xs font-semibold text-ink-soft">{t('legal.current')}</span> : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
