// /console/blocks (staff who may edit content): the page builder of the home page, or with ?page={key} of a content
// page. The page's blocks in the order shoppers see them, each moved up or down by its buttons (keyboard and screen
// readers alike), switched off or on, removed after a confirmation, or changed in the form beside the list (?edit={id};
// a new block: ?edit=new&type={type}): a form per type with the Mongolian and English texts side by side, checked on the
// server by the block's schema. "Preview" opens the page itself in a new tab: every save is live at once.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, redirect, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-blocks';
import { FAQ_TOPICS } from '../../core/content';
import { pick, type Language } from '../../core/i18n';
import { PICTURE_ACCEPT, imageAtWidth, imageUrl } from '../../core/images';
import { PAGE_BLOCK_TYPES, PRODUCT_RAIL_SOURCES, RAIL_ORIGINS, type PageBlockConfig, type PageBlockType } from '../../core/page-blocks';
import { docFromPlainText, docToPlainText } from '../../core/rich-text';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { notFound } from '../lib/params';
import { postedForm, readForm } from '../lib/action-error';
import { FilePicker } from '../components/file-picker';
import { SubmitButton } from '../components/submit-button';

const DONE = ['added', 'saved', 'moved', 'on', 'off', 'removed'] as const;
type Done = (typeof DONE)[number];

const isType = (value: unknown): value is PageBlockType => (PAGE_BLOCK_TYPES as readonly unknown[]).includes(value);

/** The page a request is about: "home", or a content page's key. */
const pageOf = (url: URL) => (url.searchParams.get('page') || 'home').slice(0, 200);

/** The builder's address for a page, with what else to say. */
function builderUrl(page: string, extra: Record<string, string> = {}) {
  const search = new URLSearchParams({ ...(page === 'home' ? {} : { page }), ...extra }).toString();
  return `/console/blocks${search ? `?${search}` : ''}`;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'content');
  const page = pageOf(url);
  if (!(await context.services.blockPageExists(staff.storeId, page))) throw notFound(url, false);
  const [blocks, pages] = await Promise.all([context.services.listEditableBlocks(staff.storeId, page), context.services.listBlockPages(staff.storeId)]);
  const edit = url.searchParams.get('edit');
  const type = url.searchParams.get('type');
  const editing = edit === 'new' ? (isType(type) ? { id: null, config: null, type } : null) : (blocks.find((b) => b.id === edit) ?? null);
  const imageIds = blocks.flatMap((b) => ('imageId' in b.config && b.config.imageId ? [b.config.imageId] : []));
  const images = await context.services.findImages(staff.storeId, imageIds);
  const done = url.searchParams.get('done');
  const focus = url.searchParams.get('focus');
  return {
    page,
    pages,
    blocks,
    editing: editing ? { id: editing.id, type: editing.config?.type ?? (editing as { type: PageBlockType }).type, values: editing.config ? formValues(editing.config) : { limit: type === 'faq-excerpt' ? '5' : '8' } } : null,
    images,
    done: (DONE as readonly string[]).includes(done ?? '') ? (done as Done) : null,
    focus: focus && blocks.some((b) => b.id === focus) ? focus : null,
  };
}

export const headers = consoleHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (loaderData && loaderData.page !== 'home' ? t('console.blocks.titlePage', { page: loaderData.page }) : t('console.blocks.title')), { noindex: true });
}

/** A block's config as the editor's fields: texts as "title.mn", documents in the plain-text format. */
function formValues(config: PageBlockConfig): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(config)) {
    if (value === undefined || value === null) continue;
    if (key === 'doc') {
      const doc = value as { mn: Parameters<typeof docToPlainText>[0]; en: Parameters<typeof docToPlainText>[0] };
      values['doc.mn'] = docToPlainText(doc.mn);
      values['doc.en'] = docToPlainText(doc.en);
    } else if (Array.isArray(value)) values[key] = value.join(', ');
    else if (typeof value === 'object') for (const [lang, text] of Object.entries(value)) values[`${key}.${lang}`] = String(text);
    else values[key] = String(value);
  }
  return values;
}

/** What the editor's form says, as a block config for the schema to check (empty optional fields left out). */
function configFrom(type: PageBlockType, form: FormData, imageId: string | undefined): unknown {
  const text = (name: string) => String(form.get(name) ?? '');
  const optional = (name: string) => text(name).trim() || undefined;
  const pair = (name: string) => ({ mn: text(`${name}.mn`), en: text(`${name}.en`) });
  const doc = () => ({ mn: docFromPlainText(text('doc.mn')), en: docFromPlainText(text('doc.en')) });
  switch (type) {
    case 'hero':
      return { type, title: pair('title'), text: pair('text'), cta: pair('cta'), href: text('href'), tone: text('tone'), imageId };
    case 'rich-text':
      return { type, doc: doc() };
    case 'product-rail':
      return { type, title: pair('title'), source: text('source'), origin: optional('origin'), category: optional('category'), query: optional('query'), limit: text('limit'), href: optional('href') };
    case 'category-tiles':
      return { type, title: pair('title') };
    case 'image-text':
      return { type, imageId, alt: pair('alt'), title: pair('title'), doc: doc(), imageSide: text('imageSide') };
    case 'faq-excerpt': {
      const keys = text('keys')
        .split(/[\s,]+/)
        .filter(Boolean);
      return { type, title: pair('title'), topic: optional('topic'), keys: keys.length ? keys : undefined, limit: text('limit') };
    }
    case 'call-to-action':
      return { type, title: pair('title'), text: pair('text'), cta: pair('cta'), href: text('href') };
  }
}

type ActionResult = { error: string; fields: Record<string, string>; values: Record<string, string> | null; intent: string; id: string | null };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'content');
  const page = pageOf(url);
  const edit = context.services.editBlocks;
  let intent = '';
  let id: string | null = null;
  try {
    const form = await readForm(request);
    intent = String(form.get('intent') ?? '');
    id = String(form.get('id') ?? '') || null;
    const after = (done: Done, extra: Record<string, string> = {}) => redirect(builderUrl(page, { done, ...extra }));
    switch (intent) {
      case 'save': {
        const type = form.get('type');
        if (!isType(type)) throw new Response(null, { status: 400 });
        // A picture chosen in the form is kept first (checked by its content); the block then refers to it.
        const file = form.get('image');
        let imageId = String(form.get('imageId') ?? '') || undefined;
        if (typeof file === 'object' && file !== null && file.size > 0) imageId = (await context.services.saveContentImage(staff.storeId, new Uint8Array(await file.arrayBuffer()), staff.id)).id;
        const config = configFrom(type, form, imageId);
        if (id) {
          await edit.update(staff.storeId, page, id, config, staff);
          return after('saved', { focus: id });
        }
        return after('added', { focus: await edit.add(staff.storeId, page, config, staff) });
      }
      case 'up':
      case 'down':
        await edit.move(staff.storeId, page, id ?? '', intent, staff);
        return after('moved', { focus: id ?? '', dir: intent });
      case 'on':
      case 'off':
        await edit.setActive(staff.storeId, page, id ?? '', intent === 'on', staff);
        return after(intent, { focus: id ?? '' });
      case 'remove':
        await edit.remove(staff.storeId, page, id ?? '', staff);
        return after('removed');
      default:
        throw new Response(null, { status: 400 });
    }
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    const form = postedForm(request);
    const values = form && intent === 'save' ? Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string')) : null;
    return data({ error: failure.message, fields: failure.fields, values, intent, id } satisfies ActionResult, { status: failure.status });
  }
}

const field = 'mt-1 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const input = `${field} h-10`;
const label = 'block text-xs font-semibold text-ink-soft';
const smallButton = 'inline-flex h-8 items-center rounded-full border border-line bg-surface px-3 text-xs font-semibold text-ink hover:bg-surface-muted aria-disabled:opacity-50 disabled:opacity-40';

type LoaderData = Route.ComponentProps['loaderData'];
type Block = LoaderData['blocks'][number];

/** A block's line in the list: its title in the page's language, else its type. */
function blockSummary(config: PageBlockConfig, lang: Language): string {
  if ('title' in config && config.title) return pick(config.title, lang);
  if (config.type === 'rich-text') return docToPlainText(config.doc[lang]).split('\n')[0].slice(0, 120);
  return '';
}

export default function ConsoleBlocks({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { page, pages, blocks, editing, images, done, focus } = loaderData;
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const previewHref = page === 'home' ? '/' : `/${page}`;
  const rowError = result && result.intent !== 'save' ? result : null;

  // After a move, switch or save, the keyboard stays on the block it worked on (its same button when there is one).
  useEffect(() => {
    if (!focus) return;
    const dir = new URLSearchParams(window.location.search).get('dir');
    const row = document.getElementById(`block-${focus}`);
    const target = (dir && row?.querySelector<HTMLButtonElement>(`button[value="${dir}"]:not([disabled])`)) || row?.querySelector<HTMLButtonElement>('button:not([disabled])');
    target?.focus();
  }, [focus, blocks]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="blocks-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="blocks-title" className="text-2xl font-bold text-ink">
          {page === 'home' ? t('console.blocks.title') : t('console.blocks.titlePage', { page })}
        </h1>
        <a href={previewHref} target="_blank" rel="noreferrer" className="btn-primary h-10 px-4 text-sm" aria-describedby="preview-help">
          {t('console.blocks.preview')}
          <span aria-hidden> ↗</span>
        </a>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">
        {t('console.blocks.intro')}
        <span id="preview-help" className="sr-only">
          {t('console.blocks.previewHelp')}
        </span>
      </p>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        {pages.length ? (
          <Form method="get" className="flex flex-wrap items-end gap-2 rounded-2xl border border-line bg-surface p-3" noValidate>
            <label className={label}>
              {t('console.blocks.page')}
              <select name="page" defaultValue={page} className={`${input} min-w-48`}>
                <option value="home">{t('console.blocks.home')}</option>
                {pages.map((p) => (
                  <option key={p.key} value={p.key}>
                    {pick(p.title, lang)} (/{p.key})
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="chip h-10">
              {t('console.blocks.choose')}
            </button>
          </Form>
        ) : null}
        <Form method="get" className="flex flex-wrap items-end gap-2 rounded-2xl border border-line bg-surface p-3" aria-label={t('console.blocks.add')} noValidate>
          {page !== 'home' ? <input type="hidden" name="page" value={page} /> : null}
          <input type="hidden" name="edit" value="new" />
          <label className={label}>
            {t('console.blocks.add')}
            <select name="type" defaultValue={editing && !editing.id ? editing.type : 'call-to-action'} className={`${input} min-w-48`}>
              {PAGE_BLOCK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`console.blocks.types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary h-10">
            {t('console.blocks.addButton')}
          </button>
        </Form>
      </div>

      {done ? (
        <p role="status" className="mt-3 rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
          {t(`console.blocks.done.${done}`)}
        </p>
      ) : null}
      {rowError ? (
        <p role="alert" className="mt-3 rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
          {rowError.error}
        </p>
      ) : null}

      <div className={`mt-4 grid items-start gap-4 ${editing ? 'lg:grid-cols-[1fr_30rem]' : ''}`}>
        <div className="min-w-0">
          {blocks.length === 0 ? (
            <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-ink-soft">{t('console.blocks.none')}</p>
          ) : (
            <ol className="space-y-2" aria-label={t('console.blocks.list')}>
              {blocks.map((block, index) => (
                <BlockRow key={block.id} block={block} index={index} last={index === blocks.length - 1} page={page} current={editing?.id === block.id} image={'imageId' in block.config && block.config.imageId ? images[block.config.imageId] : undefined} />
              ))}
            </ol>
          )}
        </div>
        {editing ? <BlockEditor key={`${editing.id ?? 'new'}-${editing.type}`} page={page} editing={editing} images={images} result={result?.intent === 'save' ? result : undefined} /> : null}
      </div>
    </section>
  );
}

function BlockRow({ block, index, last, page, current, image }: { block: Block; index: number; last: boolean; page: string; current: boolean; image: LoaderData['images'][string] | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('id') === block.id && navigation.formData?.get('intent') === intent;
  const type = t(`console.blocks.types.${block.config.type}`);
  const summary = blockSummary(block.config, lang) || t('console.blocks.untitled');
  const name = `${index + 1}. ${type}: ${summary}`;
  return (
    <li id={`block-${block.id}`} aria-label={name} className={`rounded-2xl border bg-surface p-3 sm:p-4 ${current ? 'border-brand ring-2 ring-brand/20' : 'border-line'} ${block.active ? '' : 'bg-surface-muted'}`}>
      <div className="flex items-start gap-3">
        <span className="mt-0.5 inline-flex h-7 w-7 flex-none items-center justify-center rounded-full bg-ink/10 text-sm font-bold tabular-nums text-ink" aria-hidden>
          {index + 1}
        </span>
        {image ? <img src={imageUrl(imageAtWidth(image, 320).key)} alt="" className="h-12 w-16 flex-none rounded-lg object-cover" /> : null}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-bold uppercase tracking-wide text-ink-faint">{type}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${block.active ? 'bg-success/10 text-success' : 'bg-ink/10 text-ink-soft'}`}>{block.active ? t('console.blocks.on') : t('console.blocks.off')}</span>
          </p>
          <p className={`mt-0.5 break-words font-semibold ${block.active ? 'text-ink' : 'text-ink-soft'}`}>{summary}</p>
        </div>
      </div>
      <Form method="post" className="mt-3 flex flex-wrap gap-2" noValidate aria-label={name}>
        <input type="hidden" name="id" value={block.id} />
        <SubmitButton busy={busy('up')} name="intent" value="up" disabled={index === 0} className={smallButton}>
          <span aria-hidden>↑ </span>
          {t('console.blocks.moveUp')}
        </SubmitButton>
        <SubmitButton busy={busy('down')} name="intent" value="down" disabled={last} className={smallButton}>
          <span aria-hidden>↓ </span>
          {t('console.blocks.moveDown')}
        </SubmitButton>
        <Link to={builderUrl(page, { edit: block.id })} className={smallButton} preventScrollReset>
          {t('console.blocks.edit')}
        </Link>
        <SubmitButton busy={busy(block.active ? 'off' : 'on')} name="intent" value={block.active ? 'off' : 'on'} className={smallButton}>
          {block.active ? t('console.blocks.switchOff') : t('console.blocks.switchOn')}
        </SubmitButton>
        <SubmitButton
          busy={busy('remove')}
          name="intent"
          value="remove"
          className="inline-flex h-8 items-center rounded-full border border-brand/40 px-3 text-xs font-semibold text-brand hover:bg-brand/10 aria-disabled:opacity-60"
          onClick={(event) => {
            if (!window.confirm(t('console.blocks.removeConfirm', { type }))) event.preventDefault();
          }}
        >
          {t('console.blocks.remove')}
        </SubmitButton>
      </Form>
    </li>
  );
}

type Editing = NonNullable<LoaderData['editing']>;

function BlockEditor({ page, editing, images, result }: { page: string; editing: Editing; images: LoaderData['images']; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const values = result?.values ?? editing.values;
  const v = (name: string, fallback = '') => values[name] ?? fallback;
  const type = editing.type;
  const typeName = t(`console.blocks.types.${type}`);
  const withImage = type === 'hero' || type === 'image-text';
  const error = (name: string) =>
    result?.fields[name] ? (
      <span id={`${name}-error`} className="mt-1 block text-xs font-semibold text-brand">
        {result.fields[name]}
      </span>
    ) : null;
  const described = (name: string, help?: boolean) => [help ? `${name}-help` : null, result?.fields[name] ? `${name}-error` : null].filter(Boolean).join(' ') || undefined;
  const help = (name: string, text: string) => (
    <span id={`${name}-help`} className="mt-1 block text-xs font-normal text-ink-faint">
      {text}
    </span>
  );
  const textInput = (name: string, options: { max?: number; help?: string; placeholder?: string; mono?: boolean; type?: string } = {}) => (
    <>
      <input
        name={name}
        type={options.type ?? 'text'}
        defaultValue={v(name)}
        maxLength={options.max ?? 300}
        placeholder={options.placeholder}
        aria-invalid={result?.fields[name] ? true : undefined}
        aria-describedby={described(name, Boolean(options.help))}
        className={`${input} ${options.mono ? 'font-mono' : ''}`}
      />
      {options.help ? help(name, options.help) : null}
      {error(name)}
    </>
  );
  /** Mongolian and English side by side (stacked on a phone). */
  const pair = (name: string, caption: string, options: { max?: number; area?: boolean; rows?: number } = {}) => (
    <fieldset className="rounded-xl border border-line p-3">
      <legend className="px-1 text-xs font-bold text-ink">{caption}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['mn', 'en'] as const).map((lang) => {
          const key = `${name}.${lang}`;
          return (
            <label key={lang} className={label} lang={lang}>
              {t(`console.blocks.${lang}`)}
              {options.area || options.rows ? (
                <textarea
                  name={key}
                  defaultValue={v(key)}
                  rows={options.rows ?? 8}
                  maxLength={options.area ? 20000 : (options.max ?? 300)}
                  aria-invalid={result?.fields[key] ? true : undefined}
                  aria-describedby={[options.area ? `${name}-help` : null, result?.fields[key] ? `${key}-error` : null].filter(Boolean).join(' ') || undefined}
                  className={`${field} py-2 leading-relaxed ${options.area ? 'font-mono' : ''}`}
                />
              ) : (
                <input name={key} defaultValue={v(key)} maxLength={options.max ?? 200} aria-invalid={result?.fields[key] ? true : undefined} aria-describedby={result?.fields[key] ? `${key}-error` : undefined} className={input} />
              )}
              {error(key)}
            </label>
          );
        })}
      </div>
      {options.area ? help(name, t('console.blocks.fields.docHelp')) : null}
    </fieldset>
  );
  const select = (name: string, caption: string, options: { value: string; label: string }[], fallback: string) => (
    <label className={label}>
      {caption}
      <select name={name} defaultValue={v(name, fallback)} aria-describedby={described(name)} className={input}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error(name)}
    </label>
  );
  const currentImage = v('imageId') ? images[v('imageId')] : undefined;
  // Opened by "Change" or "Add": the keyboard and the eye go to the form (on a phone it is above the list).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const cancel = builderUrl(page);

  return (
    // On a phone the form comes first, where the "Change" that opened it was pressed; beside the list on a wide screen.
    <div className="order-first lg:sticky lg:top-4 lg:order-none">
      <Form
        method="post"
        encType={withImage ? 'multipart/form-data' : undefined}
        className="space-y-3 rounded-2xl border border-line bg-surface p-4"
        aria-labelledby="block-form-title"
        noValidate
      >
        <h2 id="block-form-title" ref={heading} tabIndex={-1} className="font-bold text-ink outline-none">
          {editing.id ? t('console.blocks.editing', { type: typeName }) : t('console.blocks.adding', { type: typeName })}
        </h2>
        {result ? (
          <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
            {Object.keys(result.fields).length ? t('console.blocks.invalid') : result.error}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="type" value={type} />
        {editing.id ? <input type="hidden" name="id" value={editing.id} /> : null}

        {type !== 'rich-text' ? pair('title', t('console.blocks.fields.title'), { max: 120 }) : null}
        {type === 'hero' || type === 'call-to-action' ? (
          <>
            {pair('text', t('console.blocks.fields.text'), { max: 300, rows: 3 })}
            {pair('cta', t('console.blocks.fields.cta'), { max: 40 })}
            <label className={label}>
              {t('console.blocks.fields.href')}
              {textInput('href', { max: 2000, help: t('console.blocks.fields.hrefHelp'), placeholder: '/search?sale=true', mono: true })}
            </label>
          </>
        ) : null}
        {type === 'hero'
          ? select(
              'tone',
              t('console.blocks.fields.tone'),
              (['brand', 'dark', 'sky'] as const).map((tone) => ({ value: tone, label: t(`console.blocks.fields.tones.${tone}`) })),
              'brand',
            )
          : null}

        {type === 'product-rail' ? (
          <>
            {select(
              'source',
              t('console.blocks.fields.source'),
              PRODUCT_RAIL_SOURCES.map((s) => ({ value: s, label: t(`console.blocks.fields.sources.${s}`) })),
              'newest',
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              {select('origin', t('console.blocks.fields.origin'), [{ value: '', label: '—' }, ...RAIL_ORIGINS.map((o) => ({ value: o, label: t(`origin.${o}`) }))], '')}
              <label className={label}>
                {t('console.blocks.fields.category')}
                {textInput('category', { max: 120, mono: true })}
              </label>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={label}>
                {t('console.blocks.fields.query')}
                {textInput('query', { max: 100 })}
              </label>
              <label className={label}>
                {t('console.blocks.fields.limit')}
                {textInput('limit', { max: 3, help: t('console.blocks.fields.limitHelp24'), type: 'number' })}
              </label>
            </div>
            <label className={label}>
              {t('console.blocks.fields.railHref')}
              {textInput('href', { max: 2000, help: t('console.blocks.fields.hrefHelp'), mono: true })}
            </label>
          </>
        ) : null}

        {type === 'faq-excerpt' ? (
          <>
            {select('topic', t('console.blocks.fields.topic'), [{ value: '', label: t('console.blocks.fields.anyTopic') }, ...FAQ_TOPICS.map((topic) => ({ value: topic, label: t(`faq.topics.${topic}`) }))], '')}
            <label className={label}>
              {t('console.blocks.fields.keys')}
              {textInput('keys', { max: 2000, help: t('console.blocks.fields.keysHelp'), mono: true })}
            </label>
            <label className={label}>
              {t('console.blocks.fields.limit')}
              {textInput('limit', { max: 2, help: t('console.blocks.fields.limitHelp20'), type: 'number' })}
            </label>
          </>
        ) : null}

        {withImage ? (
          <div className="rounded-xl border border-line p-3">
            <input type="hidden" name="imageId" value={v('imageId')} />
            <label htmlFor="block-image" className={label}>
              {t('console.blocks.fields.image')}
            </label>
            {currentImage ? (
              <img src={imageUrl(imageAtWidth(currentImage, 640).key)} alt={t('console.blocks.fields.imageCurrent')} className="mt-2 max-h-40 rounded-lg object-cover" />
            ) : (
              <span className="mt-1 block text-sm text-ink-soft">{t('console.blocks.fields.noImage')}</span>
            )}
            <FilePicker
              id="block-image"
              name="image"
              accept={PICTURE_ACCEPT}
              aria-describedby={['image-help', result?.fields.image ? 'image-error' : null, result?.fields.imageId ? 'imageId-error' : null].filter(Boolean).join(' ')}
              className="mt-2"
            />
            {help('image', t('console.blocks.fields.imageHelp'))}
            {error('image')}
            {error('imageId')}
          </div>
        ) : null}
        {type === 'image-text' ? (
          <>
            {pair('alt', t('console.blocks.fields.alt'), { max: 200 })}
            {select(
              'imageSide',
              t('console.blocks.fields.imageSide'),
              (['left', 'right'] as const).map((side) => ({ value: side, label: t(`console.blocks.fields.sides.${side}`) })),
              'left',
            )}
          </>
        ) : null}
        {type === 'rich-text' || type === 'image-text' ? pair('doc', t('console.blocks.fields.doc'), { area: true }) : null}

        <div className="flex gap-2">
          <SubmitButton busy={busy} className="btn-primary flex-1">
            {t('console.blocks.save')}
          </SubmitButton>
          <Link to={cancel} className="chip h-10">
            {t('console.blocks.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  );
}
