// /media/{key}: an article of the media blog — topic, title, author, dates, cover, its rich text with live product cards,
// tags, related articles — with its media SEO record (core/media-seo.ts) written into the head and as BlogPosting JSON-LD.
// A draft, an article whose time has not come and an unknown key are the page's 404.
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/media-article';
import { translator, type Language } from '../../core/i18n';
import { blogPostingJsonLd, buildMediaSeo, scriptJson } from '../../core/media-seo';
import { ArticleGrid, FeedLinks, useArticleCategoryName } from '../components/article-card';
import { ArticleView } from '../components/article-view';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { articleMeta, mediaFeedLinks, pageMeta } from '../lib/meta';
import { useNonce } from '../lib/nonce';
import { foundOr404, validateParams } from '../lib/params';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  validateParams(url, params);
  const store = await context.store();
  const lang = await context.lang();
  const article = await foundOr404(context.services.getArticle(store._id, params.key, lang), url);
  const [refs, related] = await Promise.all([
    context.services.resolveDocRefs(store._id, lang, [article.doc]),
    context.services.relatedArticles(store._id, { key: article.key, category: article.category, tags: article.tags }, lang),
  ]);
  const { seo: _seo, ...shown } = article;
  return { article: shown, refs, related, record: buildMediaSeo(article, context.origin, lang), lang };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, (t) => t('pages.notFoundTitle'), { noindex: true });
  const { record, article, lang } = loaderData;
  const t = translator(lang as Language);
  const section = article.category ? t(`media.categories.${article.category}` as 'media.categories.news', { defaultValue: article.category }) : null;
  return [...articleMeta(record, { brand: t('brand.name'), section, tags: article.tags }), ...mediaFeedLinks(t, lang as Language)];
}

export default function MediaArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const categoryName = useArticleCategoryName();
  const { article, refs, related, record, lang } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs
        items={[
          { label: t('media.title'), to: '/media' },
          ...(article.category ? [{ label: categoryName(article.category), to: `/media?category=${encodeURIComponent(article.category)}` }] : []),
          { label: article.title },
        ]}
      />
      <ArticleView article={article} refs={refs} lang={lang}>
        <p className="mt-10">
          <AppLink to="/media" className="inline-flex items-center gap-1.5 font-semibold text-brand hover:underline">
            <span aria-hidden>←</span> {t('media.back')}
          </AppLink>
        </p>
      </ArticleView>
      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="mt-14 border-t border-line pt-8">
          <h2 id="related-articles" className="text-2xl font-bold text-ink">
            {t('media.related')}
          </h2>
          <ArticleGrid articles={related} headingLevel={3} className="mt-5" />
        </section>
      ) : null}
      <FeedLinks />
      {/* The same record as POST /api/v1/media/seo/find, as schema.org BlogPosting ("<" escaped: no title can end the script). */}
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(blogPostingJsonLd(record)) }} />
    </div>
  );
}
