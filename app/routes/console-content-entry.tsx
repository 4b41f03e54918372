// /console/content/{id} (and /console/content/new?kind=…): one content entry in Mongolian and English side by side
// (stacked on a phone), each language with its rich-text editor; the fields of its kind (an article's summary, cover,
// category, tags and author; an FAQ question's topic and position; a legal document's effective date and what changed);
// search and sharing fields with their defaults shown; draft, publish now or at a time (Ulaanbaatar's clock); a preview
// of the unsaved form in a new tab; the history of saves with restore. A save made meanwhile by someone else is never
// overwritten: the form carries the revision it was made from.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/console-content-entry';
import { AppError } from '../../core/app-error';
import { CONTENT_KINDS, FAQ_TOPICS, type ContentKind } from '../../core/content';
import { formatDateTime } from '../../core/dates';
import { pick, type Language } from '../../core/i18n';
import { docExcerpt, sanitizeDoc } from '../../core/rich-text';
import { parse } from '../../server/http/validate';
import { entryForm } from '../../server/modules/content/schemas';
import { readForm, postedForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { notFound } from '../lib/params';
import { SubmitButton } from '../components/submit-button';
import { RichEditor, type ProductLabel } from '../components/content-editor/rich-editor';
import type { ImageInfo } from '../../core/images';
import { CoverField } from '../components/content-editor/cover-field';
import { EntryStateBadge } from '../components/content-editor/entry-state-badge';
import { blankValues, entryValues, postedValues, type EntryValues } from '../components/content-editor/entry-form';
import { card, Field, input, label, Section } from '../components/console-form';

const isKind = (value: unknown): value is ContentKind => (CONTENT_KINDS as readonly unknown[]).includes(value);

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'content');
  const lang = await context.lang();
  const id = params.id ?? '';
  if (id === 'new') {
    const kind = url.searchParams.get('kind');
    if (!isKind(kind)) throw redirect('/console/content/new?kind=page');
    return { entry: null, values: blankValues(kind), revisions: [], images: {} as Record<string, ImageInfo>, products: {} as Record<string, ProductLabel>, restore: null, lang };
  }
  if (!z.uuid().safeParse(id).success) throw notFound(url, false);
  const entry = await context.services.getContentEntry(staff.storeId, id).catch((err) => {
    if (AppError.is(err) && err.code === 'NOT_FOUND') throw notFound(url, false);
    throw err;
  });
  const [revisions, refs] = await Promise.all([
    context.services.listContentRevisions(staff.storeId, entry.id),
    context.services.resolveDocRefs(staff.storeId, lang, [entry.doc.mn, entry.doc.en]),
  ]);
  const products: Record<string, ProductLabel> = Object.fromEntries(Object.values(refs.products).map((p) => [p.slug, { name: p.name, price: p.price }]));
  const images: Record<string, ImageInfo> = { ...refs.images, ...(entry.image ? { [entry.image.id]: entry.image } : {}) };
  const restore = Number(url.searchParams.get('restore'));
  return {
    entry: { id: entry.id, kind: entry.kind, state: entry.state, publicPath: entry.publicPath, revision: entry.revision, version: entry.version, title: entry.title, publishAt: entry.publishAt, wasPublished: Boolean(entry.firstPublishedAt) },
    values: entryValues(entry),
    revisions,
    images,
    products,
    restore: revisions.some((r) => r.revision === restore && r.revision !== entry.revision) ? restore : null,
    lang,
  };
}

export const headers = consoleHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => {
      if (!loaderData) return t('console.content.title');
      const { entry, values, lang } = loaderData;
      if (!entry) return t(`console.content.new.${values.kind}`);
      return t('console.content.editTitle', { title: pick(entry.title, lang as Language) || entry.title.mn || entry.title.en || t('console.content.untitled') });
    },
    { noindex: true },
  );
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'content');
  const id = !params.id || params.id === 'new' ? null : params.id;
  if (id !== null && !z.uuid().safeParse(id).success) throw notFound(url, false);
  try {
    const form = await readForm(request);
    if (form.get('intent') === 'restore' && id) {
      const revision = z.coerce.number().int().min(1).parse(form.get('revision'));
      const base = z.coerce.number().int().min(1).parse(form.get('base'));
      await context.services.restoreContentRevision(staff.storeId, { id, revision, base, staff });
      throw redirect(`/console/content/${id}?restored=${revision}`);
    }
    const saved = await context.services.saveContentEntry(staff.storeId, id, parse(entryForm, postedValues(form)), staff);
    if (!id) throw redirect(`/console/content/${saved.id}?saved=1`);
    return { saved: { revision: saved.revision, publishAt: saved.publishAt, status: saved.status } };
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    const posted = postedForm(request);
    const values = posted && posted.get('intent') !== 'restore' ? postedValues(posted) : null;
    return data({ error: failure.message, fields: failure.fields, values, conflict: AppError.is(err) && err.code === 'CONFLICT' }, { status: failure.status });
  }
}

const keyPrefix: Record<ContentKind, string> = { page: '/', article: '/media/', legal: '/legal/', faq: '/faq#' };

export default function ConsoleContentEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { entry, revisions, images, products, restore } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'restore';
  const failed = actionData && 'error' in actionData ? actionData : null;
  const values: EntryValues = failed?.values ?? loaderData.values;
  const kind = values.kind;
  const error = (name: string) => failed?.fields[name];
  const form = useRef<HTMLFormElement>(null);
  const [search] = useSearchParams();
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);
  const saved = actionData && 'saved' in actionData ? actionData.saved : null;
  // A save starts the form afresh from what was stored (the new revision).
  const formKey = `${entry?.id ?? 'new'}-${loaderData.values.revision}`;
  const inLang = (field: string, l: 'mn' | 'en') => t(l === 'mn' ? 'console.content.inMn' : 'console.content.inEn', { field });
  const docOf = (json: string) => {
    try {
      return sanitizeDoc(json);
    } catch {
      return sanitizeDoc('');
    }
  };
  const docs = { mn: docOf(values.docMn), en: docOf(values.docEn) };
  const titleField = kind === 'faq' ? t('console.content.fieldQuestion') : t('console.content.fieldTitle');
  const bodyField = kind === 'faq' ? t('console.content.answer') : t('console.content.body');
  const heading = entry ? t('console.content.editTitle', { title: pick(entry.title, lang) || entry.title.mn || entry.title.en || t('console.content.untitled') }) : t(`console.content.new.${kind}`);
  const restored = search.get('restored');
  const createdNow = search.get('saved') === '1' && !failed && !saved;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="entry-title">
      <Link to={`/console/content?kind=${kind}`} className="inline-flex items-center gap-1 text-sm font-semibold text-ink-soft hover:text-brand">
        <span aria-hidden>←</span> {t('console.content.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 id="entry-title" className="min-w-0 text-2xl font-bold break-words text-ink">
          {heading}
        </h1>
        {entry ? <EntryStateBadge state={entry.state} large /> : null}
        {entry ? (
          <span className="text-sm text-ink-soft">
            {t(`console.content.kind.${kind}`)} · {t('console.content.revisionNote', { revision: entry.revision })}
            {kind === 'legal' && entry.wasPublished ? ` · ${t('console.content.versionNote', { version: entry.version })}` : ''}
          </span>
        ) : null}
        {entry?.publicPath ? (
          <a href={entry.publicPath} target="_blank" rel="noopener" className="chip ml-auto h-9">
            {t('console.content.viewOnSite')}
          </a>
        ) : null}
      </div>

      <div aria-live="polite">
        {saved || createdNow ? (
          <p role="status" className="mt-3 rounded-xl border border-success/40 bg-surface px-3 py-2 text-sm font-semibold text-success">
            {saved?.status === 'published' && saved.publishAt && new Date(saved.publishAt) > new Date()
              ? t('console.content.savedScheduled', { time: formatDateTime(saved.publishAt, lang, { year: true }) })
              : t('console.content.saved')}
          </p>
        ) : restored ? (
          <p role="status" className="mt-3 rounded-xl border border-success/40 bg-surface px-3 py-2 text-sm font-semibold text-success">
            {t('console.content.restored', { revision: restored })}
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className="mt-3 rounded-xl border border-brand/40 bg-surface px-3 py-2 text-sm font-semibold text-brand">
            {Object.keys(failed.fields).length > 0 ? t('console.content.invalid') : failed.error}
          </p>
        ) : null}
      </div>

      <Form method="post" encType="multipart/form-data" noValidate key={formKey} ref={form} className="mt-4 space-y-4" aria-labelledby="entry-title">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="revision" value={values.revision} />
        <input type="hidden" name="intent" value="save" />

        <div className={card}>
          <Field
            name="key"
            title={t(`console.content.key.${kind}`)}
            value={values.key}
            error={error('key')}
            help={`${kind === 'page' ? t('console.content.keyHelpPage') : t('console.content.keyHelp')}${entry?.wasPublished && kind !== 'faq' ? ` ${t('console.content.keyMoved')}` : ''}`}
            prefix={keyPrefix[kind]}
            maxLength={200}
            lang="en"
          />
        </div>

        {/* The two languages side by side from lg up, one after the other on a phone. */}
        <div className="grid gap-4 lg:grid-cols-2">
          {(['mn', 'en'] as const).map((l) => (
            <section key={l} className={card} aria-labelledby={`lang-${l}`} lang={l}>
              <h2 id={`lang-${l}`} className="font-bold text-ink" lang={lang}>
                {t(`console.content.${l}`)}
              </h2>
              <div className="mt-3 grid gap-3" lang={lang}>
                <Field name={`title.${l}`} title={inLang(titleField, l)} value={values.title[l]} error={error(`title.${l}`)} maxLength={200} lang={l} />
                {kind !== 'faq' ? (
                  <Field
                    name={`summary.${l}`}
                    title={inLang(t('console.content.fieldSummary'), l)}
                    value={values.summary[l]}
                    error={error(`summary.${l}`)}
                    help={t('console.content.summaryHelp')}
                    rows={3}
                    maxLength={500}
                    lang={l}
                  />
                ) : null}
                <RichEditor
                  name={l === 'mn' ? 'docMn' : 'docEn'}
                  label={inLang(bodyField, l)}
                  lang={l}
                  initial={docs[l]}
                  images={images}
                  products={products}
                  error={error(l === 'mn' ? 'docMn' : 'docEn')}
                />
              </div>
            </section>
          ))}
        </div>

        {kind === 'article' ? (
          <Section id="article-details" title={t('console.content.article')}>
            <CoverField value={values.imageId} image={values.imageId ? (images[values.imageId] ?? null) : null} error={error('imageId')} />
            <div className="grid gap-3 sm:grid-cols-3">
              <Field name="category" title={t('console.content.category')} value={values.category ?? ''} error={error('category')} help={t('console.content.categoryHelp')} maxLength={60} />
              <Field name="tags" title={t('console.content.tags')} value={values.tags} error={error('tags')} help={t('console.content.tagsHelp')} maxLength={600} />
              <Field name="authorName" title={t('console.content.author')} value={values.authorName ?? ''} error={error('authorName')} help={t('console.content.authorHelp')} maxLength={100} />
            </div>
          </Section>
        ) : null}

        {kind === 'faq' ? (
          <Section id="faq-details" title={t('console.content.faq')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor="category" className={label}>
                  {t('console.content.topic')}
                </label>
                <select
                  id="category"
                  name="category"
                  defaultValue={values.category ?? ''}
                  aria-invalid={error('category') ? true : undefined}
                  aria-describedby={error('category') ? 'category-error' : undefined}
                  className={`${input} h-10`}
                >
                  <option value="">{t('console.content.chooseTopic')}</option>
                  {FAQ_TOPICS.map((topic) => (
                    <option key={topic} value={topic}>
                      {t(`console.content.topics.${topic}`)}
                    </option>
                  ))}
                </select>
                {error('category') ? (
                  <p id="category-error" className="mt-1 text-xs font-semibold text-brand">
                    {error('category')}
                  </p>
                ) : null}
              </div>
              <Field name="position" title={t('console.content.position')} value={values.position} error={error('position')} help={t('console.content.positionHelp')} type="number" inputMode="numeric" min={0} max={100000} step={1} />
            </div>
          </Section>
        ) : (
          <input type="hidden" name="position" value={values.position} />
        )}

        {kind === 'legal' ? (
          <Section
            id="legal-details"
            title={t('console.content.legal')}
            help={entry?.wasPublished ? t('console.content.legalHelp', { version: entry.version, next: entry.version + 1 }) : t('console.content.legalNew')}
          >
            <div className="sm:w-80">
              <Field name="effectiveAt" title={t('console.content.effectiveAt')} value={values.effectiveAt} error={error('effectiveAt')} help={t('console.content.effectiveHelp')} type="datetime-local" />
            </div>
            <div className="grid gap-3 lg:grid-cols-2">
              {(['mn', 'en'] as const).map((l) => (
                <Field key={l} name={`changes.${l}`} title={inLang(t('console.content.changes'), l)} value={values.changes[l]} error={error(`changes.${l}`)} rows={3} maxLength={1000} lang={l} />
              ))}
            </div>
          </Section>
        ) : null}

        {kind !== 'faq' ? (
          <Section id="seo" title={t('console.content.seo')} help={t('console.content.seoHelp')}>
            <div className="grid gap-3 lg:grid-cols-2">
              {(['mn', 'en'] as const).map((l) => (
                <div key={l} className="grid gap-3">
                  <Field name={`seo.title.${l}`} title={inLang(t('console.content.seoTitle'), l)} value={values.seo.title[l]} error={error(`seo.title.${l}`)} placeholder={values.title[l]} maxLength={200} lang={l} />
                  <Field
                    name={`seo.description.${l}`}
                    title={inLang(t('console.content.seoDescription'), l)}
                    value={values.seo.description[l]}
                    error={error(`seo.description.${l}`)}
                    placeholder={values.summary[l] || docExcerpt(docs[l])}
                    rows={2}
                    maxLength={320}
                    lang={l}
                  />
                </div>
              ))}
            </div>
            <label className="flex items-center gap-2 text-sm font-semibold text-ink">
              <input type="checkbox" name="seo.noindex" defaultChecked={values.seo.noindex} className="h-4 w-4 accent-brand" />
              {t('console.content.noindex')}
            </label>
            <Field
              name="seo.canonicalUrl"
              title={t('console.content.canonical')}
              value={values.seo.canonicalUrl}
              error={error('seo.canonicalUrl')}
              help={t('console.content.canonicalHelp')}
              placeholder="https://"
              type="url"
              inputMode="url"
              maxLength={500}
            />
          </Section>
        ) : null}

        <Section id="publication" title={t('console.content.publication')}>
          <fieldset>
            <legend className="sr-only">{t('console.content.publication')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {(['draft', 'now', 'schedule'] as const).map((mode) => (
                <label key={mode} className="flex cursor-pointer items-start gap-2 rounded-xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5">
                  <input type="radio" name="publish" value={mode} defaultChecked={values.publish === mode} className="mt-0.5 h-4 w-4 accent-brand" aria-describedby={`publish-${mode}-help`} />
                  <span>
                    <span className="block text-sm font-semibold text-ink">{t(`console.content.publish.${mode}`)}</span>
                    <span id={`publish-${mode}-help`} className="block text-xs text-ink-soft">
                      {t(`console.content.publishHelp.${mode}`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="sm:w-80">
            <Field name="publishAt" title={t('console.content.publishAt')} value={values.publishAt} error={error('publishAt')} type="datetime-local" />
          </div>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-surface-muted/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          <SubmitButton className="btn-primary" busy={saving}>
            {t('console.content.save')}
          </SubmitButton>
          <button
            type="submit"
            formAction="/console/content/preview"
            formTarget="_blank"
            formMethod="post"
            formEncType="multipart/form-data"
            className="chip h-10"
            aria-describedby="preview-help"
            onClick={(event) => {
              // The preview goes to a new tab as a plain post of the form (not the page's own navigation).
              event.preventDefault();
              const f = form.current;
              if (!f) return;
              const was = { action: f.getAttribute('action'), target: f.getAttribute('target') };
              f.setAttribute('action', '/console/content/preview');
              f.setAttribute('target', '_blank');
              HTMLFormElement.prototype.submit.call(f);
              for (const [attr, value] of Object.entries(was)) value === null ? f.removeAttribute(attr) : f.setAttribute(attr, value);
            }}
          >
            {t('console.content.preview')}
          </button>
          {/* On a phone the bar stays small (the description is still read with the button). */}
          <span id="preview-help" className="hidden text-xs text-ink-faint sm:inline">
            {t('console.content.previewHelp')}
          </span>
        </div>
      </Form>

      {entry ? (
        <section id="history" className={`${card} mt-6`} aria-labelledby="history-title">
          <h2 id="history-title" className="font-bold text-ink">
            {t('console.content.history')}
          </h2>
          {restore ? (
            <Form method="post" noValidate className="mt-3 rounded-xl border border-brand/40 bg-brand/5 p-3" aria-label={t('console.content.restoreRevision', { revision: restore })}>
              <input type="hidden" name="intent" value="restore" />
              <input type="hidden" name="revision" value={restore} />
              <input type="hidden" name="base" value={entry.revision} />
              <p className="text-sm text-ink">{t('console.content.restoreConfirm', { revision: restore })}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <SubmitButton className="btn-primary h-9 px-4 text-sm" busy={navigation.state === 'submitting'}>
                  {t('console.content.restoreYes')}
                </SubmitButton>
                <Link to={`/console/content/${entry.id}#history`} className="chip h-9" preventScrollReset>
                  {t('console.content.cancel')}
                </Link>
              </div>
            </Form>
          ) : null}
          {revisions.length <= 1 ? <p className="mt-2 text-sm text-ink-soft">{t('console.content.historyNone')}</p> : null}
          <ol className="mt-3 divide-y divide-line">
            {revisions.map((r) => (
              <li key={r.revision} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-semibold text-ink">{t('console.content.revision', { revision: r.revision })}</span>
                <EntryStateBadge state={r.state} />
                <span className="text-ink-soft">
                  {t('console.content.revisionBy', { time: formatDateTime(r.savedAt, lang, { year: true }), name: r.staffName ?? t('console.content.unknownStaff') })}
                </span>
                {r.revision === entry.revision ? (
                  <span className="ml-auto text-xs font-semibold text-ink-faint">{t('console.content.current')}</span>
                ) : (
                  <Link
                    to={`/console/content/${entry.id}?restore=${r.revision}#history`}
                    preventScrollReset
                    className="chip ml-auto h-8"
                    aria-label={t('console.content.restoreRevision', { revision: r.revision })}
                  >
                    {t('console.content.restore')}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
