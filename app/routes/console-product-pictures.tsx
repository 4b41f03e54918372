// /console/products/{id}/pictures: a product's photos. Staff upload one or several at once (JPEG, PNG, WebP or an
// iPhone's HEIC, 5 MB each: the browser leaves out a bigger one before sending, the server checks every file by its
// content), put them in order (buttons that work by keyboard, or drag and drop), take one off, and choose each variant's
// own picture. With JavaScript the files go one request each (a phone's photos are several MB apiece), with a count;
// without it the form sends them together.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useActionData, useFetcher, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/console-product-pictures';
import { AppError } from '../../core/app-error';
import { pick, translator, type Language } from '../../core/i18n';
import { MAX_IMAGE_BYTES, PICTURE_ACCEPT, type Picture } from '../../core/images';
import { checkFormText } from '../../server/http/clean-text';
import { parse } from '../../server/http/validate';
import { readUploadForm } from '../../server/modules/leasing/read-upload-form';
import { moveInput, removeInput, variantPicturesInput } from '../../server/modules/products/picture-schemas';
import { card, label } from '../components/console-form';
import { FilePicker } from '../components/file-picker';
import { SubmitButton } from '../components/submit-button';
import { readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { notFound } from '../lib/params';


export async function loader({ context, url, params }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  if (!z.uuid().safeParse(params.id).success) throw notFound(url, false);
  const page = await context.services.productPictures.get(staff.storeId, params.id).catch((err) => {
    if (AppError.is(err) && err.code === 'NOT_FOUND') throw notFound(url, false);
    throw err;
  });
  return { ...page, lang: await context.lang() };
}

export const headers = consoleHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const lang = (loaderData?.lang ?? 'mn') as Language;
  const name = loaderData ? (lang === 'mn' ? loaderData.product.nameMn : loaderData.product.nameEn) : '';
  return pageMeta(matches, (t) => t('console.pictures.title', { name }), { noindex: true });
}

type Intent = 'upload' | 'move' | 'remove' | 'variants';
type ActionResult =
  | { done: 'uploaded'; added: number; refused: { name: string; message: string }[] }
  | { done: 'moved'; id: string; to: number }
  | { done: 'removed' }
  | { done: 'variants' }
  | { error: string; fields: Record<string, string>; intent: Intent | '' };

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const lang = await context.lang();
  const t = translator(lang);
  const actor = { id: staff.id, name: staff.name };
  const pictures = context.services.productPictures;
  let intent: Intent | '' = '';
  try {
    let form: FormData;
    if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      const read = await readUploadForm(request);
      if ('tooLarge' in read) return data({ error: t('console.pictures.tooManyAtOnce'), fields: {}, intent: 'upload' } satisfies ActionResult, { status: 413 });
      form = checkFormText(read.form);
    } else form = await readForm(request);
    const asked = String(form.get('intent') ?? '');
    intent = asked === 'upload' || asked === 'move' || asked === 'remove' || asked === 'variants' ? asked : '';
    if (intent === 'upload') {
      const files = form.getAll('image').filter((f): f is File => typeof f === 'object' && f !== null && f.size > 0);
      if (!files.length) return data({ error: t('console.pictures.noFile'), fields: { image: t('console.pictures.noFile') }, intent } satisfies ActionResult, { status: 400 });
      const uploads = await Promise.all(files.map(async (f) => ({ name: f.name.slice(0, 120), bytes: new Uint8Array(await f.arrayBuffer()) })));
      const result = await pictures.add(staff.storeId, actor, params.id, uploads);
      const refused = result.refused.map((r) => ({ name: r.name, message: t(`validation.${r.messageKey}` as 'validation.imageType') }));
      return { done: 'uploaded', added: result.added, refused } satisfies ActionResult;
    }
    if (intent === 'move') {
      const input = parse(moveInput, { id: form.get('id'), to: form.get('to') });
      await pictures.move(staff.storeId, actor, params.id, input.id, input.to);
      return { done: 'moved', id: input.id, to: input.to } satisfies ActionResult;
    }
    if (intent === 'remove') {
      const input = parse(removeInput, { id: form.get('id') });
      await pictures.remove(staff.storeId, actor, params.id, input.id);
      return { done: 'removed' } satisfies ActionResult;
    }
    if (intent === 'variants') {
      const prefix = 'variant.';
      const posted = Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), String(v)]));
      await pictures.setVariants(staff.storeId, actor, params.id, parse(variantPicturesInput, posted));
      return { done: 'variants' } satisfies ActionResult;
    }
    throw new AppError('VALIDATION', 'invalidRequest');
  } catch (err) {
    const failure = consoleActionError(err, lang, context.requestId);
    return data({ error: failure.message, fields: failure.fields, intent } satisfies ActionResult, { status: failure.status });
  }
}

export default function ConsoleProductPictures({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, pictures, variants, lang } = loaderData;
  const name = lang === 'mn' ? product.nameMn : product.nameEn;
  const withOptions = variants.some((v) => v.options.length > 0);
  return (
    <section className="mx-auto max-w-5xl px-4 py-6" aria-labelledby="pictures-title">
      <Link to={`/console/products/${product.id}`} className="text-sm font-semibold text-brand hover:underline">
        ← {t('console.pictures.back')}
      </Link>
      <h1 id="pictures-title" className="mt-2 text-2xl font-bold text-ink">
        {t('console.pictures.title', { name })}
      </h1>
      <UploadForm />
      <PictureList pictures={pictures} illustration={product.illustration} />
      {withOptions && pictures.length > 0 ? <VariantPictures variants={variants} pictures={pictures} lang={lang as Language} /> : null}
    </section>
  );
}

type Outcome = { added: number; refused: { name: string; message: string }[]; error?: string };

/** The upload: files over 5 MB are named and left out before anything is sent; the rest go one per request. */
function UploadForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  const posted = useActionData<ActionResult>();
  const navigation = useNavigation();
  const input = useRef<HTMLInputElement>(null);
  const [tooBig, setTooBig] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ n: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const collected = useRef<Outcome>({ added: 0, refused: [] });

  // Each file's answer, as it comes (the uploads run one after another).
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if ('done' in answer && answer.done === 'uploaded') {
      collected.current.added += answer.added;
      collected.current.refused.push(...answer.refused);
    } else if ('error' in answer) collected.current.error = answer.error;
  }, [fetcher.data]);

  const oversize = (files: File[]) => files.filter((f) => f.size > MAX_IMAGE_BYTES).map((f) => f.name);

  const upload = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (progress) return;
    const files = [...(input.current?.files ?? [])];
    const big = oversize(files);
    setTooBig(big);
    const sending = files.filter((f) => f.size <= MAX_IMAGE_BYTES);
    collected.current = { added: 0, refused: [] };
    if (!sending.length) {
      setOutcome(big.length ? { added: 0, refused: [] } : { added: 0, refused: [], error: t('console.pictures.noFile') });
      return;
    }
    setOutcome(null);
    for (const [i, file] of sending.entries()) {
      setProgress({ n: i + 1, total: sending.length });
      const body = new FormData();
      body.set('intent', 'upload');
      body.append('image', file, file.name);
      await fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' });
    }
    // The last answer's effect has run once React has shown it: read the tally on the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    setProgress(null);
    setOutcome({ ...collected.current, refused: [...collected.current.refused] });
    form.reset();
  };

  // Without JavaScript the page's own action answered the whole form.
  const shown: Outcome | null =
    outcome ??
    (posted && 'done' in posted && posted.done === 'uploaded'
      ? { added: posted.added, refused: posted.refused }
      : posted && 'error' in posted && posted.intent === 'upload'
        ? { added: 0, refused: [], error: posted.error }
        : null);
  const busy = Boolean(progress) || (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'upload');

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={(e) => void upload(e)} className={`${card} mt-4`} aria-labelledby="pictures-upload" noValidate>
      <h2 id="pictures-upload" className="font-bold text-ink">
        {t('console.pictures.uploadTitle')}
      </h2>
      <p id="pictures-help" className="mt-1 text-sm text-ink-soft">
        {t('console.pictures.intro')}
      </p>
      <input type="hidden" name="intent" value="upload" />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <label htmlFor="pictures-file" className={label}>
            {t('console.pictures.field')}
          </label>
          <FilePicker
            inputRef={input}
            choose={t('console.pictures.choose')}
            id="pictures-file"
            name="image"
            multiple
            accept={PICTURE_ACCEPT}
            aria-describedby="pictures-help"
            onChange={(e) => {
              setTooBig(oversize([...(e.currentTarget.files ?? [])]));
              setOutcome(null);
            }}
            className="mt-1"
          />
        </div>
        <SubmitButton busy={busy} className="btn-primary h-10">
          {t('console.pictures.upload')}
        </SubmitButton>
      </div>
      <div role="status" aria-live="polite" className="mt-3 space-y-1 text-sm empty:hidden">
        {progress ? <p className="text-ink-soft">{t('console.pictures.uploading', progress)}</p> : null}
        {tooBig.map((name) => (
          <p key={`big-${name}`} className="font-semibold text-brand">
            {t('console.pictures.tooBig', { name })}
          </p>
        ))}
        {!progress && shown ? (
          <>
            {shown.added ? <p className="font-semibold text-success">{t('console.pictures.added', { count: shown.added })}</p> : null}
            {shown.refused.map((r, i) => (
              <p key={`refused-${i}`} className="font-semibold text-brand">
                {t('console.pictures.refused', { name: r.name, reason: r.message })}
              </p>
            ))}
            {shown.error ? <p className="font-semibold text-brand">{shown.error}</p> : null}
          </>
        ) : null}
      </div>
    </Form>
  );
}

const moveButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full border border-line bg-surface px-3 text-xs font-semibold text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink';

/** The photos in order: the first is the card's. Each moves earlier or later (or is dragged), or is taken off. */
function PictureList({ pictures, illustration }: { pictures: (Picture & { id: string })[]; illustration: string | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>({ key: 'product-pictures' });
  const list = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // The button pressed is focused again once the list has its new order (its photo has moved in the page).
  const refocus = useRef<{ id: string; dir: 'earlier' | 'later' } | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !refocus.current) return;
    const { id, dir } = refocus.current;
    refocus.current = null;
    const other = dir === 'earlier' ? 'later' : 'earlier';
    const find = (d: string) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${id}-${d}"]:not(:disabled)`);
    (find(dir) ?? find(other))?.focus();
  }, [fetcher.state, pictures]);

  const move = (id: string, to: number) => void fetcher.submit({ intent: 'move', id, to: String(to) }, { method: 'post' });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const message = answer
    ? 'error' in answer
      ? answer.error
      : answer.done === 'moved'
        ? t('console.pictures.moved', { to: answer.to + 1 })
        : answer.done === 'removed'
          ? t('console.pictures.removed')
          : ''
    : '';

  return (
    <section className={`${card} mt-4`} aria-labelledby="pictures-list">
      <h2 id="pictures-list" className="font-bold text-ink">
        {t('console.pictures.listLabel')}
      </h2>
      <p role="status" aria-live="polite" className={`text-sm font-semibold empty:hidden ${answer && 'error' in answer ? 'text-brand' : 'text-success'}`}>
        {message}
      </p>
      {pictures.length === 0 ? (
        <div className="mt-3 flex items-center gap-3 text-sm text-ink-soft">
          {illustration ? (
            <figure className="w-24 shrink-0">
              <img src={illustration} alt="" width={96} height={96} className="aspect-square w-24 rounded-xl border border-line object-cover" />
              <figcaption className="mt-1 text-xs text-ink-faint">{t('console.pictures.illustration')}</figcaption>
            </figure>
          ) : null}
          <p>{t('console.pictures.none')}</p>
        </div>
      ) : (
        <>
          <p className="mt-1 text-xs text-ink-faint">{t('console.pictures.dragHint')}</p>
          <ol ref={list} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {pictures.map((picture, i) => {
              const n = i + 1;
              return (
                <li
                  key={picture.id}
                  draggable
                  onDragStart={(e) => {
                    setDragged(picture.id);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', picture.id);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  onDragOver={(e) => {
                    if (!dragged) return;
                    e.preventDefault();
                    setOver(i);
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    if (dragged && dragged !== picture.id) move(dragged, i);
                    setDragged(null);
                    setOver(null);
                  }}
                  aria-label={t('console.pictures.photo', { n })}
                  className={`rounded-2xl border-2 bg-surface p-2 ${over === i && dragged !== picture.id ? 'border-brand' : 'border-line'} ${dragged === picture.id ? 'opacity-50' : ''} cursor-grab`}
                >
                  <img
                    src={picture.src}
                    srcSet={picture.srcSet ?? undefined}
                    sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw"
                    alt=""
                    width={picture.width}
                    height={picture.height}
                    draggable={false}
                    className="aspect-square w-full rounded-xl bg-surface-muted object-contain"
                  />
                  <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm font-semibold text-ink">
                    {t('console.pictures.photo', { n })}
                    {i === 0 ? <span className="rounded-md bg-brand/10 px-1.5 py-0.5 text-xs text-brand">{t('console.pictures.first')}</span> : null}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    <fetcher.Form method="post" onSubmit={() => (refocus.current = { id: picture.id, dir: 'earlier' })}>
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="id" value={picture.id} />
                      <input type="hidden" name="to" value={i - 1} />
                      <button type="submit" data-move={`${picture.id}-earlier`} disabled={i === 0} aria-label={t('console.pictures.earlierNamed', { n })} className={moveButton}>
                        <span aria-hidden>←</span>&nbsp;{t('console.pictures.earlier')}
                      </button>
                    </fetcher.Form>
                    <fetcher.Form method="post" onSubmit={() => (refocus.current = { id: picture.id, dir: 'later' })}>
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="id" value={picture.id} />
                      <input type="hidden" name="to" value={i + 1} />
                      <button type="submit" data-move={`${picture.id}-later`} disabled={i === pictures.length - 1} aria-label={t('console.pictures.laterNamed', { n })} className={moveButton}>
                        {t('console.pictures.later')}&nbsp;<span aria-hidden>→</span>
                      </button>
                    </fetcher.Form>
                    <fetcher.Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={picture.id} />
                      <button type="submit" aria-label={t('console.pictures.removeNamed', { n })} className={`${moveButton} text-brand`}>
                        {t('console.pictures.remove')}
                      </button>
                    </fetcher.Form>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

type VariantRow = Route.ComponentProps['loaderData']['variants'][number];

/** Each variant's own picture, chosen among the photos and saved together. */
function VariantPictures({ variants, pictures, lang }: { variants: VariantRow[]; pictures: (Picture & { id: string })[]; lang: Language }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const result = useActionData<ActionResult>();
  const [chosen, setChosen] = useState<Record<string, string>>(() => Object.fromEntries(variants.map((v) => [v.id, v.imageId ?? ''])));
  // After a save or a removal the server's choice is the truth again.
  const server = variants.map((v) => `${v.id}:${v.imageId ?? ''}`).join(',');
  const [seen, setSeen] = useState(server);
  if (seen !== server) {
    setSeen(server);
    setChosen(Object.fromEntries(variants.map((v) => [v.id, v.imageId ?? ''])));
  }
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'variants';
  const saved = result && 'done' in result && result.done === 'variants';
  const failed = result && 'error' in result && result.intent === 'variants' ? result.error : null;
  const describe = (v: VariantRow) => v.options.map((o) => `${pick(o.label, lang)}: ${pick(o.value, lang)}`).join(' · ') || v.sku;
  return (
    <Form method="post" className={`${card} mt-4`} aria-labelledby="pictures-variants" noValidate preventScrollReset>
      <h2 id="pictures-variants" className="font-bold text-ink">
        {t('console.pictures.variantsTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('console.pictures.variantsIntro')}</p>
      <input type="hidden" name="intent" value="variants" />
      <ul className="mt-3 divide-y divide-line">
        {variants.map((v) => {
          const picture = pictures.find((p) => p.id === chosen[v.id]);
          const id = `variant-${v.id}`;
          return (
            <li key={v.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="h-12 w-12 shrink-0 overflow-hidden rounded-lg border border-line bg-surface-muted">
                {picture ? <img src={picture.src} srcSet={picture.srcSet ?? undefined} sizes="48px" alt="" width={picture.width} height={picture.height} className="h-full w-full object-contain" /> : null}
              </span>
              <label htmlFor={id} className="min-w-0 flex-1 text-sm text-ink">
                <span className="block font-semibold">{describe(v)}</span>
                <span className="block text-xs text-ink-faint">{t('console.pictures.variantPicture', { variant: v.sku })}</span>
              </label>
              <select
                id={id}
                name={`variant.${v.id}`}
                value={chosen[v.id] ?? ''}
                onChange={(e) => setChosen((c) => ({ ...c, [v.id]: e.target.value }))}
                className="h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink sm:w-48"
              >
                <option value="">{t('console.pictures.noOwn')}</option>
                {pictures.map((p, i) => (
                  <option key={p.id} value={p.id}>
                    {t('console.pictures.photo', { n: i + 1 })}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} className="btn-primary h-10">
          {t('console.pictures.variantsSave')}
        </SubmitButton>
        <p role="status" aria-live="polite" className={`text-sm font-semibold empty:hidden ${failed ? 'text-brand' : 'text-success'}`}>
          {failed ?? (saved && !busy ? t('console.pictures.variantsSaved') : '')}
        </p>
      </div>
    </Form>
  );
}
