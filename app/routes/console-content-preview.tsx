// /console/content/preview (POST from the content editor, opened in a new tab): the form's current text, unsaved, in the
// shop's own layout as shoppers will read it (an article with its cover, author, date and tags; a page, legal document or
// FAQ answer with its title), under a "Preview — not published" bar. Staff of the content area only; never cached,
// never indexed. Nothing of a preview is kept: opened again without the form (a shared link), it says where previews come from.
import { useTranslation } from 'react-i18next';
import { Link, data } from 'react-router';
import type { Route } from './+types/console-content-preview';
import { CONTENT_KINDS, type ContentKind } from '../../core/content';
import { isLanguage, translator, type Language } from '../../core/i18n';
import { readingMinutes } from '../../core/media-seo';
import { sanitizeDoc, type RichDoc } from '../../core/rich-text';
import { actionMessage, readForm } from '../lib/action-error';
import { requireArea } from '../lib/console';
import { metaLanguage } from '../lib/meta';
import { ArticleView } from '../components/article-view';
import { ContentArticle } from '../components/content-body';
import { postedValues } from '../components/content-editor/entry-form';
import { tagsOf } from '../../server/modules/content/schemas';

const noStore = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireArea(context, url, 'content');
  return null;
}

export function headers() {
  return noStore;
}

/** A posted document, sanitised as a save would keep it (one past the limits shows empty: the save says why). */
function previewDoc(json: string): RichDoc {
  try {
    return sanitizeDoc(json);
  } catch {
    return sanitizeDoc('');
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'content');
  // A form that cannot be read (a control character, too large) says why instead of previewing.
  const form = await readForm(request).catch(async (err: unknown) => actionMessage(err, await context.lang(), context.requestId));
  if (!(form instanceof FormData)) return form;
  const values = postedValues(form);
  const asked = form.get('previewLang');
  const lang: Language = isLanguage(asked) ? asked : await context.lang();
  const kind: ContentKind = (CONTENT_KINDS as readonly string[]).includes(values.kind) ? values.kind : 'page';
  const doc = previewDoc(lang === 'mn' ? values.docMn : values.docEn);
  const cover = kind === 'article' && /^[0-9a-f-]{36}$/.test(values.imageId) ? values.imageId : null;
  // The cover is looked up with the document's own pictures (as a picture block of a document of its own).
  const refs = await context.services.resolveDocRefs(staff.storeId, lang, [doc, ...(cover ? [{ type: 'doc' as const, content: [{ type: 'image' as const, attrs: { imageId: cover, alt: '' } }] }] : [])]);
  // What was posted, to post again in the other language (the documents are sent as they came).
  const fields = [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'previewLang' && e[0] !== 'intent');
  return data(
    {
      lang,
      kind,
      title: values.title[lang] || values.title[lang === 'mn' ? 'en' : 'mn'],
      summary: values.summary[lang],
      doc,
      refs,
      cover: cover ? (refs.images[cover] ?? null) : null,
      category: values.category,
      tags: tagsOf(values.tags),
      authorName: values.authorName,
      fields,
    },
    { headers: noStore },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(metaLanguage(matches));
  return [{ title: `${t('console.content.previewBanner')} | ${t('brand.name')}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function ContentPreview({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!actionData || 'error' in actionData)
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t('console.content.previewBanner')}</h1>
        <p className="mt-3 text-ink-soft" role={actionData ? 'alert' : undefined}>
          {actionData ? actionData.error : t('console.content.previewGone')}
        </p>
        <Link to="/console/content" className="btn-primary mt-6">
          {t('console.content.back')}
        </Link>
      </section>
    );
  const preview = actionData;
  const other: Language = preview.lang === 'mn' ? 'en' : 'mn';
  const now = new Date().toISOString();
  return (
    <div>
      <div className="border-b-4 border-amber-500 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100" role="note" aria-label={t('console.content.previewBanner')}>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p>
            <strong className="block font-bold">{t('console.content.previewBanner')}</strong>
            <span className="text-sm">{t('console.content.previewNote')}</span>
          </p>
          {/* The same form again, read in the other language (plain HTML: works without JavaScript too). */}
          <form method="post" action="/console/content/preview" encType="multipart/form-data" className="ml-auto" noValidate>
            {preview.fields.map(([name, value], i) => (
              <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" name="previewLang" value={other} className="chip h-9 border-amber-700/40">
              {t(`console.content.${other}`)}
            </button>
          </form>
        </div>
      </div>
      {preview.kind === 'article' ? (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <ArticleView article={{ ...preview, title: preview.title || t('console.content.untitled'), publishedAt: now, updatedAt: now, readingMinutes: readingMinutes(preview.doc) }} refs={preview.refs} lang={preview.lang} linked={false} />
        </div>
      ) : (
        <ContentArticle article={{ title: preview.title || t('console.content.untitled'), doc: preview.doc, refs: preview.refs, blocks: [], updatedAt: now }} lang={preview.lang} />
      )}
    </div>
  );
}
