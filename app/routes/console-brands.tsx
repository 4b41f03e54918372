// /console/brands (catalog managers): the store's brands with their logos and products; adding or changing one
// (?edit={id}, a new one ?edit=new): name, address, origin, descriptions in both languages, and a logo uploaded as a
// picture (kept in the widths pages use, shown on the brand's page with srcset) or taken off, the generated logo
// standing in again.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, redirect, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-brands';
import { PICTURE_ACCEPT, imageAtWidth, imageSrcSet, imageUrl } from '../../core/images';
import { origins } from '../../server/modules/catalog/schemas';
import type { ConsoleBrand } from '../../server/modules/brands/edit-brands';
import { Field, label } from '../components/console-form';
import { EditorPanel, StructurePage, slugFollowsName } from '../components/console/structure-page';
import { FilePicker } from '../components/file-picker';
import { SubmitButton } from '../components/submit-button';
import { postedForm, readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, consolePageUrl, listFormState, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';

const DONE = ['added', 'saved'] as const;

const pageUrl = (extra: Record<string, string> = {}) => consolePageUrl('/console/brands', extra);

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const brands = await context.services.listConsoleBrands(staff.storeId);
  return { brands, ...listFormState(url, brands.map((b) => b.id), DONE) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.structure.brands.title'), { noindex: true });
}

type ActionResult = { error: string; fields: Record<string, string>; values: Record<string, string> | null };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  try {
    const form = await readForm(request);
    if (form.get('intent') !== 'save') throw new Response(null, { status: 400 });
    const id = String(form.get('id') ?? '') || null;
    const text = (name: string) => String(form.get(name) ?? '');
    const file = form.get('logo');
    const logo = typeof file === 'object' && file !== null && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    const input = { slug: text('slug'), name: text('name'), origin: text('origin'), descriptionMn: text('descriptionMn'), descriptionEn: text('descriptionEn'), removeLogo: form.get('removeLogo') === 'on' };
    const saved = await context.services.saveBrand(staff.storeId, id, input, logo, { id: staff.id, name: staff.name });
    return redirect(pageUrl({ done: id ? 'saved' : 'added', focus: saved }));
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    const form = postedForm(request);
    const values = form ? Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string')) : null;
    return data({ error: failure.message, fields: failure.fields, values } satisfies ActionResult, { status: failure.status });
  }
}

const smallButton = 'inline-flex h-8 items-center rounded-full border border-line bg-surface px-3 text-xs font-semibold text-ink hover:bg-surface-muted';

/** The brand's logo as the shop shows it: the uploaded one, else the generated wordmark. */
function Logo({ brand, className }: { brand: ConsoleBrand; className: string }) {
  if (brand.logoImage) {
    return (
      <img
        src={imageUrl(imageAtWidth(brand.logoImage, 320).key)}
        srcSet={imageSrcSet(brand.logoImage)}
        sizes="128px"
        width={brand.logoImage.width}
        height={brand.logoImage.height}
        alt=""
        className={className}
      />
    );
  }
  return <img src={`/images/brands/${brand.slug}.svg`} width={200} height={100} alt="" className={className} />;
}

export default function ConsoleBrands({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brands, editing, done, focus } = loaderData;
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const focused = brands.find((b) => b.id === focus);

  useEffect(() => {
    if (focus) document.getElementById(`brand-${focus}`)?.querySelector<HTMLElement>('a')?.focus();
  }, [focus]);

  return (
    <StructurePage
      id="brands-title"
      title={t('console.structure.brands.title')}
      add={{ label: t('console.structure.brands.add'), to: pageUrl({ edit: 'new' }) }}
      intro={t('console.structure.brands.intro')}
      status={done && focused ? t(`console.structure.brands.done.${done}`, { name: focused.name }) : null}
      editor={editing ? <BrandEditor key={editing.id ?? 'new'} brand={brands.find((b) => b.id === editing.id)} result={result} /> : null}
    >
      {brands.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-ink-soft">{t('console.structure.brands.none')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('console.structure.brands.list')}>
          {brands.map((b) => (
            <li key={b.id} id={`brand-${b.id}`} className={`flex gap-3 rounded-2xl border bg-surface p-3 ${editing?.id === b.id ? 'border-brand ring-2 ring-brand/20' : 'border-line'}`}>
              <Logo brand={b} className="h-12 w-24 flex-none rounded-lg border border-line bg-white object-contain p-1" />
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-ink">{b.name}</p>
                <p className="break-words text-xs text-ink-soft">
                  /b/{b.slug} · {t(`origin.${b.origin as 'US'}`)} · {t('console.structure.brands.products', { count: b.productCount })}
                </p>
                <p className="mt-0.5 text-xs text-ink-faint">{b.logoImage ? t('console.structure.brands.uploadedLogo') : t('console.structure.brands.generatedLogo')}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Link to={pageUrl({ edit: b.id })} className={smallButton} aria-label={t('console.structure.brands.editNamed', { name: b.name })} preventScrollReset>
                    {t('console.structure.edit')}
                  </Link>
                  <a href={`/b/${b.slug}`} target="_blank" rel="noreferrer" className={smallButton} aria-label={t('console.structure.openNamed', { name: b.name })}>
                    {t('console.structure.open')}
                    <span aria-hidden> ↗</span>
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </StructurePage>
  );
}

function BrandEditor({ brand, result }: { brand: ConsoleBrand | undefined; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const values: Record<string, string> = result?.values ?? {
    name: brand?.name ?? '',
    slug: brand?.slug ?? '',
    origin: brand?.origin ?? 'KR',
    descriptionMn: brand?.descriptionMn ?? '',
    descriptionEn: brand?.descriptionEn ?? '',
  };
  const errors = result?.fields ?? {};
  const slugTouched = useRef(Boolean(values.slug));
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(first)?.focus();
  }, [result]);
  return (
    <EditorPanel
      id="brand-form-title"
      title={brand ? t('console.structure.brands.editing', { name: brand.name }) : t('console.structure.brands.new')}
      error={result && !Object.keys(errors).length ? result.error : null}
    >
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-3 grid gap-3"
        aria-labelledby="brand-form-title"
        noValidate
        onChange={brand ? undefined : slugFollowsName('name', slugTouched)}
      >
        {brand ? <input type="hidden" name="id" value={brand.id} /> : null}
        <Field name="name" title={t('console.structure.brands.name')} value={values.name ?? ''} error={errors.name} maxLength={120} />
        <Field name="slug" title={t('console.structure.slug')} value={values.slug ?? ''} error={errors.slug} help={t('console.structure.brands.slugHelp')} prefix="/b/" maxLength={120} />
        <div>
          <label htmlFor="origin" className={label}>
            {t('console.structure.brands.origin')}
          </label>
          <select
            id="origin"
            name="origin"
            defaultValue={values.origin ?? 'KR'}
            aria-invalid={errors.origin ? true : undefined}
            aria-describedby={errors.origin ? 'origin-error' : undefined}
            className="mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
          >
            {origins.map((o) => (
              <option key={o} value={o}>
                {t(`origin.${o}`)}
              </option>
            ))}
          </select>
          {errors.origin ? (
            <p id="origin-error" className="mt-1 text-xs font-semibold text-brand">
              {errors.origin}
            </p>
          ) : null}
        </div>
        <Field name="descriptionMn" title={t('console.structure.brands.descriptionMn')} value={values.descriptionMn ?? ''} error={errors.descriptionMn} rows={3} maxLength={2000} lang="mn" />
        <Field name="descriptionEn" title={t('console.structure.brands.descriptionEn')} value={values.descriptionEn ?? ''} error={errors.descriptionEn} rows={3} maxLength={2000} lang="en" />
        <fieldset className="rounded-xl border border-line p-3">
          <legend className="px-1 text-xs font-semibold text-ink-soft">{t('console.structure.brands.logo')}</legend>
          {brand ? (
            <div className="flex items-center gap-3">
              <Logo brand={brand} className="h-14 w-28 flex-none rounded-lg border border-line bg-white object-contain p-1" />
              <p className="text-xs text-ink-soft">{brand.logoImage ? t('console.structure.brands.uploadedLogo') : t('console.structure.brands.generatedLogo')}</p>
            </div>
          ) : null}
          <label htmlFor="logo" className={`${label} mt-2`}>
            {brand?.logoImage ? t('console.structure.brands.replaceLogo') : t('console.structure.brands.uploadLogo')}
          </label>
          <FilePicker
            id="logo"
            name="logo"
            accept={PICTURE_ACCEPT}
            aria-invalid={errors.logo ? true : undefined}
            aria-describedby={errors.logo ? 'logo-help logo-error' : 'logo-help'}
            className="mt-1"
          />
          <p id="logo-help" className="mt-1 text-xs text-ink-faint">
            {t('console.structure.brands.logoHelp')}
          </p>
          {errors.logo ? (
            <p id="logo-error" className="mt-1 text-xs font-semibold text-brand">
              {errors.logo}
            </p>
          ) : null}
          {brand?.logoImage ? (
            <label className="mt-2 flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="removeLogo" className="h-4 w-4 accent-brand" />
              {t('console.structure.brands.removeLogo')}
            </label>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={busy} name="intent" value="save" className="btn-primary h-10 px-5">
            {t('console.structure.save')}
          </SubmitButton>
          <Link to={pageUrl()} className="chip h-10">
            {t('console.structure.cancel')}
          </Link>
        </div>
      </Form>
    </EditorPanel>
  );
}
