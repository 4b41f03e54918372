// An article as shoppers read it: topic, title, summary, author, dates, reading time, cover, the rich text and tags.
// The article page (/media/{key}) and the console's preview of an unsaved article both show it, so staff preview exactly
// what will be published. `lang` is the article's language (a preview may differ from the console's own); without
// `linked` (a preview) the topic and tags are plain words rather than links into the shop.
import type { ReactNode } from 'react';
import { formatDayOf } from '../../core/dates';
import { translator, type Language } from '../../core/i18n';
import type { ImageInfo } from '../../core/images';
import type { RichDoc } from '../../core/rich-text';
import type { DocRefs } from '../../server/modules/content/resolve-refs';
import { AppLink } from './app-link';
import { ClockIcon } from './icons';
import { ContentImage, RichText } from './rich-text';

export type ArticleViewData = {
  title: string;
  summary: string;
  category: string | null;
  tags: string[];
  authorName: string | null;
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  cover: ImageInfo | null;
  doc: RichDoc;
};

export function ArticleView({ article, refs, lang, linked = true, children }: { article: ArticleViewData; refs: DocRefs; lang: Language; linked?: boolean; children?: ReactNode }) {
  const t = translator(lang);
  const categoryName = article.category ? t(`media.categories.${article.category}` as 'media.categories.news', { defaultValue: article.category }) : null;
  const published = formatDayOf(article.publishedAt, lang);
  const updated = formatDayOf(article.updatedAt, lang);
  const topicClass = 'text-xs font-semibold uppercase tracking-wide text-brand';
  return (
    <article className="mx-auto mt-6 max-w-3xl" lang={lang}>
      <header>
        {categoryName ? (
          linked ? (
            <AppLink to={`/media?category=${encodeURIComponent(article.category!)}`} className={`${topicClass} hover:underline`}>
              {categoryName}
            </AppLink>
          ) : (
            <p className={topicClass}>{categoryName}</p>
          )
        ) : null}
        <h1 className="mt-2 text-2xl font-bold leading-tight break-words text-ink sm:text-4xl">{article.title}</h1>
        {article.summary ? <p className="mt-3 leading-relaxed text-ink-soft sm:text-lg">{article.summary}</p> : null}
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-faint">
          {article.authorName ? <span className="font-medium text-ink-soft">{t('media.by', { name: article.authorName })}</span> : null}
          <time dateTime={article.publishedAt}>{t('media.published', { date: published })}</time>
          {updated !== published ? <time dateTime={article.updatedAt}>{t('media.updated', { date: updated })}</time> : null}
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-3.5 w-3.5" />
            {t('media.readingTime', { count: article.readingMinutes })}
          </span>
        </p>
      </header>
      {article.cover ? (
        <ContentImage image={article.cover} alt="" priority sizes="(min-width: 48rem) 768px, 100vw" className="mt-6 w-full rounded-2xl bg-surface-muted object-cover" />
      ) : null}
      <RichText doc={article.doc} refs={refs} className="mt-8" />
      {article.tags.length > 0 ? (
        <nav aria-label={t('media.tags')} className="mt-10">
          <ul className="flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                {linked ? (
                  <AppLink to={`/media?tag=${encodeURIComponent(tag)}`} className="chip">
                    #{tag}
                  </AppLink>
                ) : (
                  <span className="chip">#{tag}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </article>
  );
}
