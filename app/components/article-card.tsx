// An article of the media blog in a list (/media, "Related articles"): cover, topic, title, summary, date and reading
// time. The whole card links to the article (the title's link covers it, as a product card's does).
import { useTranslation } from 'react-i18next';
import { formatDayOf } from '../../core/dates';
import type { Language } from '../../core/i18n';
import type { ArticleCard as ArticleCardData } from '../../server/modules/content/articles';
import { AppLink } from './app-link';
import { ClockIcon } from './icons';
import { ContentImage } from './rich-text';

/** How wide a card's picture is shown in ArticleGrid. */
const GRID_SIZES = '(min-width: 64rem) 400px, (min-width: 40rem) 50vw, 100vw';

export function useArticleCategoryName() {
  const { t } = useTranslation();
  return (category: string) => t(`media.categories.${category}` as 'media.categories.news', { defaultValue: category });
}

export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const { i18n } = useTranslation();
  const categoryName = useArticleCategoryName();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-black/5">
      {/* Without a cover, phones (one column) show no empty picture; wider grids keep their cards alike. */}
      <div className={`aspect-[16/9] overflow-hidden bg-surface-muted ${article.cover ? '' : 'max-sm:hidden'}`}>
        {article.cover ? (
          <ContentImage image={article.cover} alt="" sizes={GRID_SIZES} className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]" />
        ) : (
          <div aria-hidden className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand/15 via-surface-muted to-surface-muted">
            <svg viewBox="0 0 32 32" className="h-12 w-12 opacity-40">
              <rect width="32" height="32" rx="9" className="fill-brand" />
              <path d="M9 10h14l-11 12h11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {article.category ? <p className="text-xs font-semibold uppercase tracking-wide text-brand">{categoryName(article.category)}</p> : null}
        <Heading className="text-lg font-bold leading-snug text-ink">
          <AppLink
            to={`/media/${article.key}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand"
          >
            {article.title}
          </AppLink>
        </Heading>
        {article.summary ? <p className="line-clamp-3 text-sm leading-relaxed text-ink-soft">{article.summary}</p> : null}
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-xs text-ink-faint">
          <time dateTime={article.publishedAt}>{formatDayOf(article.publishedAt, i18n.language as Language)}</time>
          <ReadingTime minutes={article.readingMinutes} />
        </p>
      </div>
    </article>
  );
}

/** Cards in a grid: three columns on wide screens, two on tablets, one on phones. */
export function ArticleGrid({ articles, headingLevel = 2, className = '' }: { articles: ArticleCardData[]; headingLevel?: 2 | 3; className?: string }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {articles.map((article) => (
        <li key={article.key}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** "3 min read" with a clock. */
export function ReadingTime({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1">
      <ClockIcon className="h-3.5 w-3.5" />
      {t('media.readingTime', { count: minutes })}
    </span>
  );
}

/** "Follow new articles: Atom feed · RSS feed" in the page's language. */
export function FeedLinks() {
  const { t, i18n } = useTranslation();
  return (
    <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-faint">
      <span>{t('media.follow')}</span>
      <a href={`/media/feed.xml?lang=${i18n.language}`} className="text-brand underline underline-offset-2 hover:decoration-2">
        {t('media.atomFeed')}
      </a>
      <span aria-hidden>·</span>
      <a href={`/media/rss.xml?lang=${i18n.language}`} className="text-brand underline underline-offset-2 hover:decoration-2">
        {t('media.rssFeed')}
      </a>
    </p>
  );
}
