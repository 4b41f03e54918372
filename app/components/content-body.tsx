// A store content page (a 'page' entry of content_pages) as the shopper reads it: title, last update, its rich text
// (app/components/rich-text.tsx) and then the page's own page-builder blocks. Used by the catch-all content route and
// by the pages of the spec whose text is store content (/orderGuidance, /help/cid, /about-us).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayOf } from '../../core/dates';
import { translator, type Language } from '../../core/i18n';
import type { ContentArticleData } from '../lib/load-content';
import { pageMeta } from '../lib/meta';
import { PageBlocks } from './page-blocks';
import { RichText } from './rich-text';

/**
 * The entry's text and blocks under a heading; `intro` comes between the heading and the text (/about-us's words).
 * `lang` is the entry's language when it is not the page's (the console's preview).
 */
export function ContentArticle({ article, intro, children, lang }: { article: Omit<ContentArticleData, 'key' | 'description'>; intro?: ReactNode; children?: ReactNode; lang?: Language }) {
  const { i18n } = useTranslation();
  const shown = lang ?? (i18n.language as Language);
  const t = translator(shown);
  const updated = formatDayOf(article.updatedAt, shown);
  return (
    <div className="px-4 pb-4">
      <article className="mx-auto max-w-3xl pt-10" lang={lang}>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{article.title}</h1>
        <p className="mt-2 text-sm text-ink-faint">{t('pages.contentUpdated', { date: updated })}</p>
        {intro}
        <RichText doc={article.doc} refs={article.refs} className="mt-6" />
      </article>
      {article.blocks.length ? (
        // Wider than the text (rails, pictures beside words), narrower than a listing: the page stays one column to read.
        <div className="mx-auto max-w-5xl">
          <PageBlocks blocks={article.blocks} titled />
        </div>
      ) : null}
      {children}
    </div>
  );
}

type MetaMatches = Parameters<typeof pageMeta>[0];

/** A content page's title and description (its summary, else its first words); `fallback` titles its 404. */
export function contentMeta(matches: MetaMatches, article: ContentArticleData | null | undefined, fallback: Parameters<typeof pageMeta>[1]) {
  return pageMeta(matches, (t) => article?.title ?? fallback(t), { description: article?.description });
}
