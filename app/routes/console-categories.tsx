// /console/categories (catalog managers): the store's category tree as the shop's menu shows it. A category moves
// among its siblings by dragging it or by its "up" and "down" buttons (keyboard and screen readers alike), and under
// another parent by its form (?edit={id}; a new one: ?edit=new, under a parent: &parent={id}), never under itself or
// one below it (core/category-tree.ts). Only an empty category (no products, no subcategories) can be deleted.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, redirect, useActionData, useNavigation, useSubmit } from 'react-router';
import type { Route } from './+types/console-categories';
import { allowedParents } from '../../core/category-tree';
import type { Language } from '../../core/i18n';
import type { ConsoleCategory } from '../../server/modules/categories/edit-categories';
import { Field } from '../components/console-form';
import { SubmitButton } from '../components/submit-button';
import { postedForm, readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, consolePageUrl, listFormState, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { EditorPanel, StructurePage, slugFollowsName } from '../components/console/structure-page';

const DONE = ['added', 'saved', 'moved', 'deleted'] as const;

const pageUrl = (extra: Record<string, string> = {}) => consolePageUrl('/console/categories', extra);

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const categories = await context.services.listConsoleCategories(staff.storeId);
  const { editing, done, focus } = listFormState(url, categories.map((c) => c.id), DONE);
  // A new category starts under the parent the address names (the "add a subcategory" link), if it is one of the store's.
  const parent = url.searchParams.get('parent');
  const parentId = editing?.id ? categories.find((c) => c.id === editing.id)!.parentId : categories.some((c) => c.id === parent) ? parent : null;
  return { categories, editing: editing ? { id: editing.id, parentId } : null, done, name: (url.searchParams.get('name') ?? '').slice(0, 120), focus };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.structure.categories.title'), { noindex: true });
}

type ActionResult = { error: string; fields: Record<string, string>; values: Record<string, string> | null; intent: string; id: string | null };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  const lang = await context.lang();
  const actor = { id: staff.id, name: staff.name };
  let intent = '';
  let id: string | null = null;
  try {
    const form = await readForm(request);
    intent = String(form.get('intent') ?? '');
    id = String(form.get('id') ?? '') || null;
    const text = (name: string) => String(form.get(name) ?? '');
    const categories = await context.services.listConsoleCategories(staff.storeId);
    const nameOf = (cid: string) => {
      const c = categories.find((x) => x.id === cid);
      return c ? (lang === 'mn' ? c.nameMn : c.nameEn) : '';
    };
    switch (intent) {
      case 'save': {
        const input = { slug: text('slug'), nameMn: text('nameMn'), nameEn: text('nameEn'), icon: text('icon'), parentId: text('parentId') };
        const saved = await context.services.saveCategory(staff.storeId, id, input, actor);
        return redirect(pageUrl({ done: id ? 'saved' : 'added', focus: saved, name: lang === 'mn' ? input.nameMn.trim() : input.nameEn.trim() }));
      }
      case 'up':
      case 'down':
      case 'position': {
        const move = intent === 'position' ? { position: Number(text('position')) } : intent;
        await context.services.moveCategory(staff.storeId, id ?? '', move, actor);
        return redirect(pageUrl({ done: 'moved', focus: id ?? '', name: nameOf(id ?? ''), ...(intent === 'position' ? {} : { dir: intent }) }));
      }
      case 'delete': {
        const name = nameOf(id ?? '');
        await context.services.deleteCategory(staff.storeId, id ?? '', actor);
        return redirect(pageUrl({ done: 'deleted', name }));
      }
      default:
        throw new Response(null, { status: 400 });
    }
  } catch (err) {
    const failure = consoleActionError(err, lang, context.requestId);
    const form = postedForm(request);
    const values = form && intent === 'save' ? Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string')) : null;
    return data({ error: failure.message, fields: failure.fields, values, intent, id } satisfies ActionResult, { status: failure.status });
  }
}

const smallButton =
  'inline-flex h-8 items-center rounded-full border border-line bg-surface px-3 text-xs font-semibold text-ink hover:bg-surface-muted aria-disabled:opacity-50 disabled:opacity-40';
const dangerButton = 'inline-flex h-8 items-center rounded-full border border-brand/40 px-3 text-xs font-semibold text-brand hover:bg-brand/10 aria-disabled:opacity-60';

type Tree = Map<string | null, ConsoleCategory[]>;

const childrenOf = (categories: ConsoleCategory[]): Tree => {
  const tree: Tree = new Map();
  for (const c of categories) tree.set(c.parentId, [...(tree.get(c.parentId) ?? []), c]);
  return tree;
};

export default function ConsoleCategories({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { categories, editing, done, name, focus } = loaderData;
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const rowError = result && result.intent !== 'save' ? result : null;
  const tree = childrenOf(categories);
  const [dragging, setDragging] = useState<ConsoleCategory | null>(null);

  // After a move or save, the keyboard stays on the category it worked on (on the same button when there is one).
  useEffect(() => {
    if (!focus) return;
    const dir = new URLSearchParams(window.location.search).get('dir');
    const row = document.getElementById(`category-${focus}`);
    const target = (dir && row?.querySelector<HTMLButtonElement>(`:scope > div button[value="${dir}"]:not([disabled])`)) || row?.querySelector<HTMLElement>(':scope > div a, :scope > div button:not([disabled])');
    target?.focus();
  }, [focus, categories]);

  return (
    <StructurePage
      id="categories-title"
      title={t('console.structure.categories.title')}
      add={{ label: t('console.structure.categories.add'), to: pageUrl({ edit: 'new' }) }}
      intro={t('console.structure.categories.intro')}
      status={done ? t(`console.structure.categories.done.${done}`, { name }) : null}
      alert={rowError?.error}
      editor={
        editing ? (
          <CategoryEditor
            key={`${editing.id ?? 'new'}-${editing.parentId ?? ''}`}
            categories={categories}
            editing={editing}
            result={result?.intent === 'save' ? result : undefined}
            lang={lang}
          />
        ) : null
      }
    >
      {categories.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-ink-soft">{t('console.structure.categories.none')}</p>
      ) : (
        <Branch tree={tree} parentId={null} depth={0} lang={lang} current={editing?.id ?? null} dragging={dragging} setDragging={setDragging} />
      )}
    </StructurePage>
  );
}

type BranchProps = {
  tree: Tree;
  parentId: string | null;
  depth: number;
  lang: Language;
  current: string | null;
  dragging: ConsoleCategory | null;
  setDragging: (c: ConsoleCategory | null) => void;
};

/** One parent's children in order, each with its own children below it. */
function Branch({ tree, parentId, depth, ...rest }: BranchProps) {
  const { t } = useTranslation();
  const siblings = tree.get(parentId) ?? [];
  if (!siblings.length) return null;
  return (
    <ul className={depth === 0 ? 'space-y-2' : 'mt-2 space-y-2 border-l-2 border-line pl-3 sm:pl-5'} aria-label={depth === 0 ? t('console.structure.categories.tree') : undefined}>
      {siblings.map((c, index) => (
        <CategoryRow key={c.id} category={c} index={index} count={siblings.length} tree={tree} depth={depth} {...rest} />
      ))}
    </ul>
  );
}

function CategoryRow({ category: c, index, count, tree, depth, lang, current, dragging, setDragging }: Omit<BranchProps, 'parentId'> & { category: ConsoleCategory; index: number; count: number }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [over, setOver] = useState(false);
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('id') === c.id && navigation.formData?.get('intent') === intent;
  const name = lang === 'mn' ? c.nameMn : c.nameEn;
  // Only a sibling may be dropped here: a drop changes the order of one parent's children, never the parent.
  const droppable = dragging !== null && dragging.id !== c.id && dragging.parentId === c.parentId;
  const details = [
    c.slug,
    t('console.structure.categories.products', { count: c.productCount }),
    ...(c.childCount ? [t('console.structure.categories.children', { count: c.childCount })] : []),
  ].join(' · ');
  return (
    <li
      id={`category-${c.id}`}
      aria-label={name}
      draggable
      onDragStart={(event) => {
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', c.id);
        setDragging(c);
      }}
      onDragEnd={(event) => {
        event.stopPropagation();
        setDragging(null);
        setOver(false);
      }}
      onDragOver={(event) => {
        if (!droppable) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!droppable || !dragging) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(false);
        setDragging(null);
        submit({ intent: 'position', id: dragging.id, position: String(index) }, { method: 'post' });
      }}
      className={`rounded-2xl border bg-surface p-3 ${current === c.id ? 'border-brand ring-2 ring-brand/20' : over ? 'border-brand border-dashed' : 'border-line'} ${dragging?.id === c.id ? 'opacity-50' : ''}`}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <span className="mt-1 cursor-grab select-none text-ink-faint" title={t('console.structure.categories.drag')} aria-hidden>
          ⠿
        </span>
        {c.icon ? (
          <span className="mt-0.5 text-xl" aria-hidden>
            {c.icon}
          </span>
        ) : null}
        <div className="min-w-0 flex-1 basis-40">
          <p className="break-words font-semibold text-ink">{name}</p>
          <p className="break-words text-xs text-ink-soft">
            <span lang={lang === 'mn' ? 'en' : 'mn'}>{lang === 'mn' ? c.nameEn : c.nameMn}</span>
            {' · '}
            {details}
          </p>
        </div>
        <Form method="post" className="flex flex-wrap gap-2" noValidate aria-label={name}>
          <input type="hidden" name="id" value={c.id} />
          <SubmitButton busy={busy('up')} name="intent" value="up" disabled={index === 0} className={smallButton} aria-label={t('console.structure.categories.moveUpNamed', { name })}>
            <span aria-hidden className="mr-1">↑</span>
            {t('console.structure.categories.moveUp')}
          </SubmitButton>
          <SubmitButton busy={busy('down')} name="intent" value="down" disabled={index === count - 1} className={smallButton} aria-label={t('console.structure.categories.moveDownNamed', { name })}>
            <span aria-hidden className="mr-1">↓</span>
            {t('console.structure.categories.moveDown')}
          </SubmitButton>
          <Link to={pageUrl({ edit: c.id })} className={smallButton} aria-label={t('console.structure.categories.editNamed', { name })} preventScrollReset>
            {t('console.structure.edit')}
          </Link>
          <Link to={pageUrl({ edit: 'new', parent: c.id })} className={smallButton} aria-label={t('console.structure.categories.addChildTo', { name })} preventScrollReset>
            {t('console.structure.categories.addChild')}
          </Link>
          <SubmitButton
            busy={busy('delete')}
            name="intent"
            value="delete"
            className={dangerButton}
            aria-label={t('console.structure.categories.deleteNamed', { name })}
            onClick={(event) => {
              if (!window.confirm(t('console.structure.categories.deleteConfirm', { name }))) event.preventDefault();
            }}
          >
            {t('console.structure.delete')}
          </SubmitButton>
        </Form>
      </div>
      <Branch tree={tree} parentId={c.id} depth={depth + 1} lang={lang} current={current} dragging={dragging} setDragging={setDragging} />
    </li>
  );
}

/** The parents a category may be chosen under, in tree order with their depth. */
function parentChoices(categories: ConsoleCategory[], id: string | null, lang: Language): { id: string; label: string }[] {
  const allowed = new Set((id ? allowedParents(categories, id) : categories).map((c) => c.id));
  const tree = childrenOf(categories);
  const out: { id: string; label: string }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const c of tree.get(parentId) ?? []) {
      if (!allowed.has(c.id)) continue;
      out.push({ id: c.id, label: `${'— '.repeat(depth)}${lang === 'mn' ? c.nameMn : c.nameEn}` });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

function CategoryEditor({ categories, editing, result, lang }: { categories: ConsoleCategory[]; editing: { id: string | null; parentId: string | null }; result: ActionResult | undefined; lang: Language }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const current = editing.id ? categories.find((c) => c.id === editing.id) : undefined;
  const values: Record<string, string> = result?.values ?? {
    slug: current?.slug ?? '',
    nameMn: current?.nameMn ?? '',
    nameEn: current?.nameEn ?? '',
    icon: current?.icon ?? '',
    parentId: editing.parentId ?? '',
  };
  const errors = result?.fields ?? {};
  // A new category's address follows its English name until staff type one of their own.
  const slugTouched = useRef(Boolean(values.slug));
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(first)?.focus();
  }, [result]);
  const title = current ? t('console.structure.categories.editing', { name: lang === 'mn' ? current.nameMn : current.nameEn }) : t('console.structure.categories.new');
  return (
    <EditorPanel id="category-form-title" title={title} error={result && !Object.keys(errors).length ? result.error : null}>
      <Form
        method="post"
        className="mt-3 grid gap-3"
        aria-labelledby="category-form-title"
        noValidate
        onChange={current ? undefined : slugFollowsName('nameEn', slugTouched)}
      >
        {editing.id ? <input type="hidden" name="id" value={editing.id} /> : null}
        <Field name="nameMn" title={t('console.structure.categories.nameMn')} value={values.nameMn ?? ''} error={errors.nameMn} maxLength={120} lang="mn" />
        <Field name="nameEn" title={t('console.structure.categories.nameEn')} value={values.nameEn ?? ''} error={errors.nameEn} maxLength={120} lang="en" />
        <Field name="slug" title={t('console.structure.slug')} value={values.slug ?? ''} error={errors.slug} help={t('console.structure.categories.slugHelp')} maxLength={120} />
        <Field name="icon" title={t('console.structure.categories.icon')} value={values.icon ?? ''} error={errors.icon} help={t('console.structure.categories.iconHelp')} maxLength={16} />
        <div>
          <label htmlFor="parentId" className="block text-xs font-semibold text-ink-soft">
            {t('console.structure.categories.parent')}
          </label>
          <select
            id="parentId"
            name="parentId"
            defaultValue={values.parentId ?? ''}
            aria-invalid={errors.parentId ? true : undefined}
            aria-describedby={errors.parentId ? 'parentId-help parentId-error' : 'parentId-help'}
            className="mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
          >
            <option value="">{t('console.structure.categories.top')}</option>
            {parentChoices(categories, editing.id, lang).map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          <p id="parentId-help" className="mt-1 text-xs text-ink-faint">
            {t('console.structure.categories.parentHelp')}
          </p>
          {errors.parentId ? (
            <p id="parentId-error" className="mt-1 text-xs font-semibold text-brand">
              {errors.parentId}
            </p>
          ) : null}
        </div>
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
