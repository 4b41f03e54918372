// /join-us/{id} (minimal layout): an open position — its facts, its text (rich text, as content pages render it), an
// "Apply" link to the form, and JobPosting JSON-LD. A closed position or one past its last day answers 410 with a
// "closed" page and no form; a draft or an unknown id is the 404.
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/join-us-id';
import { jobPostingJsonLd } from '../../core/careers';
import { translator, type Language } from '../../core/i18n';
import { scriptJson } from '../../core/media-seo';
import { docExcerpt, docText } from '../../core/rich-text';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PositionFacts } from '../components/careers/position-facts';
import { RichText } from '../components/rich-text';
import { pageMeta } from '../lib/meta';
import { useNonce } from '../lib/nonce';
import { foundOr404, validateParams } from '../lib/params';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  validateParams(url, params);
  const [store, lang] = await Promise.all([context.store(), context.lang()]);
  const position = await foundOr404(context.services.getPublicPosition(store._id, params.id, lang), url);
  if (!position.open) {
    const { doc: _doc, ...rest } = position;
    return data({ position: rest, closed: true as const, refs: null, jsonLd: null, description: '' }, { status: 410 });
  }
  const refs = await context.services.resolveDocRefs(store._id, lang, [position.doc]);
  const t = translator(lang);
  const jsonLd = scriptJson(
    jobPostingJsonLd({ ...position, description: docText(position.doc) || position.title, url: `${context.origin}/join-us/${position.id}` }, { name: t('brand.name'), url: context.origin }),
  );
  return data({ position, closed: false as const, refs, jsonLd, description: docExcerpt(position.doc) });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, (t) => t('pages.notFoundTitle'), { noindex: true });
  const { position } = loaderData;
  if (loaderData.closed) return pageMeta(matches, (t) => `${position.title} · ${t('careers.closedTitle')}`, { noindex: true });
  return pageMeta(matches, () => position.title, { description: loaderData.description });
}

export default function JoinUsPosition({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const nonce = useNonce();
  const { position } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="position-title">
      <Breadcrumbs items={[{ label: t('routes.join-us'), to: '/join-us' }, { label: position.title }]} />
      <p className="mt-3 text-sm font-semibold text-brand">{position.team}</p>
      <h1 id="position-title" className="mt-1 text-3xl font-bold text-ink">
        {position.title}
      </h1>
      {loaderData.closed ? (
        <div className="mt-6 space-y-4 rounded-3xl border border-line bg-surface-muted p-5" role="status">
          <h2 className="text-xl font-bold text-ink">{t('careers.closedTitle')}</h2>
          <p className="text-ink-soft">{t('careers.closedText', { title: position.title })}</p>
          <AppLink to="/join-us" className="btn-primary w-fit">
            {t('careers.allPositions')}
          </AppLink>
        </div>
      ) : (
        <>
          <PositionFacts position={position} lang={lang} className="mt-4 rounded-3xl border border-line bg-surface p-4" />
          <AppLink to={`/join-us/${position.id}/form`} className="btn-primary mt-5 w-full sm:w-auto sm:px-10" aria-label={t('careers.applyFor', { title: position.title })}>
            {t('careers.apply')}
          </AppLink>
          <RichText doc={loaderData.position.doc} refs={loaderData.refs} className="mt-8" />
          <AppLink to={`/join-us/${position.id}/form`} className="btn-primary mt-8 w-full sm:w-auto sm:px-10" aria-label={t('careers.applyFor', { title: position.title })}>
            {t('careers.apply')}
          </AppLink>
          <p className="mt-6">
            <AppLink to="/join-us" className="chip">
              {t('careers.allPositions')}
            </AppLink>
          </p>
          {/* schema.org JobPosting ("<" escaped: no title can end the script). */}
          <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
        </>
      )}
    </article>
  );
}
