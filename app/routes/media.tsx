// /media: the store's articles, newest first, 12 a page (?page=), of one topic (?category=) or with one tag (?tag=);
// the topics and tags in use link to their lists, and the head offers the Atom and RSS feeds.
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/media';
import { ARTICLE_CATEGORIES } from '../../core/content';
import { translator, type Language } from '../../core/i18n';
import { ArticleGrid, FeedLinks, useArticleCategoryName } from '../components/article-card';
import { AppLink } from '../components/app-link';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Pagination } from '../components/listing/pagination';
import { mediaFeedLinks, metaLanguage } from '../lib/meta';
import { lastPageTarget } from '../lib/url';

const CATEGORY = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** Tags shown under the list: the most used. */
const TAGS_SHOWN = 20;

/** The list's query read leniently, as listing pages do: a parameter that cannot be one is dropped. */
function readQuery(search: URLSearchParams) {
  const page = Number(search.get('page'));
  const category = search.get('category')?.trim() ?? '';
  const tag = search.get('tag')?.trim() ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    category: CATEGORY.test(category) ? category : null,
    tag: tag && tag.length <= 60 ? tag : null,
  };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const store = await context.store();
  const lang = await context.lang();
  const query = readQuery(url.searchParams);
  const [list, topics] = await Promise.all([context.services.listArticles(store._id, lang, query), context.services.articleTopics(store._id)]);
  const last = lastPageTarget(url, query.page, list.pages);
  if (last) throw redirect(last);
  // The topics in their set order; a topic staff typed that is not one of them comes last.
  const order = (c: string) => ((ARTICLE_CATEGORIES as readonly string[]).indexOf(c) + ARTICLE_CATEGORIES.length + 1) % (ARTICLE_CATEGORIES.length + 1);
  const categories = [...topics.categories].sort((a, b) => order(a.category) - order(b.category) || a.category.localeCompare(b.category));
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.tag) params.set('tag', query.tag);
  if (query.page > 1) params.set('page', String(query.page));
  const canonical = `${context.origin}/media${params.size ? `?${params}` : ''}`;
  return { list, categories, tags: topics.tags.slice(0, TAGS_SHOWN), query, lang, canonical };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const lang: Language = loaderData?.lang ?? metaLanguage(matches);
  const t = translator(lang);
  const title = [
    t('media.title'),
    ...(loaderData?.query.category ? [t(`media.categories.${loaderData.query.category}` as 'media.categories.news', { defaultValue: loaderData.query.category })] : []),
    ...(loaderData?.query.tag ? [t('media.taggedWith', { tag: loaderData.query.tag })] : []),
    ...(loaderData && loaderData.query.page > 1 ? [t('media.page', { page: loaderData.query.page })] : []),
  ].join(' · ');
  return [
    { title: `${title} | ${t('brand.name')}` },
    { name: 'description', content: t('media.intro') },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: t('media.intro') },
    ...(loaderData ? [{ property: 'og:url', content: loaderData.canonical }] : []),
    ...mediaFeedLinks(t, lang),
  ];
}

export default function Media({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const categoryName = useArticleCategoryName();
  const { list, categories, tags, query } = loaderData;
  const filtered = Boolean(query.category || query.tag);
  const chip = (current: boolean) => `chip ${current ? 'border-ink bg-ink text-surface hover:border-ink hover:text-surface' : ''}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={[{ label: t('media.title') }]} />
      <header className="mt-3 max-w-3xl">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('media.title')}</h1>
        <p className="mt-2 text-ink-soft">{t('media.intro')}</p>
      </header>

      {categories.length > 0 ? (
        <nav aria-label={t('media.topics')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <AppLink to="/media" className={chip(!query.category && !query.tag)} aria-current={!query.category && !query.tag ? 'page' : undefined}>
                {t('media.allTopics')}
              </AppLink>
            </li>
            {categories.map((c) => (
              <li key={c.category}>
                <AppLink to={`/media?category=${encodeURIComponent(c.category)}`} className={chip(query.category === c.category)} aria-current={query.category === c.category ? 'page' : undefined}>
                  {categoryName(c.category)}
                  <span className={`ml-1.5 text-xs ${query.category === c.category ? 'text-surface/80' : 'text-ink-faint'}`}>{c.count}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {query.tag ? (
        <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink">
          <span className="font-semibold">{t('media.taggedWith', { tag: query.tag })}</span>
          <AppLink to="/media" className="text-sm text-brand underline underline-offset-2">
            {t('media.showAll')}
          </AppLink>
        </p>
      ) : null}

      <p className="sr-only" aria-live="polite">
        {t('media.count', { count: list.total })}
      </p>

      {list.items.length > 0 ? (
        <ArticleGrid articles={list.items} className="mt-6" />
      ) : (
        <div className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center">
          <p className="text-ink-soft">{filtered ? t('media.emptyFiltered') : t('media.empty')}</p>
          {filtered ? (
            <AppLink to="/media" className="btn-primary mt-5">
              {t('media.showAll')}
            </AppLink>
          ) : null}
        </div>
      )}

      <Pagination page={list.page} pages={list.pages} />

      {tags.length > 0 ? (
        <section aria-labelledby="media-tags" className="mt-12 border-t border-line pt-6">
          <h2 id="media-tags" className="text-sm font-bold text-ink">
            {t('media.tags')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {tags.map(({ tag, count }) => (
              <li key={tag}>
                <AppLink to={`/media?tag=${encodeURIComponent(tag)}`} className={chip(query.tag === tag)} aria-current={query.tag === tag ? 'page' : undefined}>
                  #{tag}
                  <span className={`ml-1.5 text-xs ${query.tag === tag ? 'text-surface/80' : 'text-ink-faint'}`}>{count}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <FeedLinks />
    </div>
  );
}
