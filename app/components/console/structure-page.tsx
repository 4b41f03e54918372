// The frame the catalog's structure pages share (categories, brands, bundles): the title with its "add" link, the
// intro, what the last change did, and the list beside the editor panel when one is open (below it on a phone).
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { slugify } from '../../../core/content';

type StructurePageProps = {
  id: string;
  title: string;
  add: { label: string; to: string };
  intro: string;
  /** What the last change did ("Saved: Skincare"). */
  status?: string | null;
  /** A refusal that belongs to no editor field (a move the tree does not allow). */
  alert?: string | null;
  /** The editor panel, when one is open. */
  editor?: ReactNode;
  /** The panel's width beside the list on wide screens. */
  editorWidth?: 'narrow' | 'wide';
  /** The list. */
  children: ReactNode;
};

export function StructurePage({ id, title, add, intro, status, alert, editor, editorWidth = 'narrow', children }: StructurePageProps) {
  const columns = editorWidth === 'wide' ? 'lg:grid-cols-[1fr_32rem]' : 'lg:grid-cols-[1fr_26rem]';
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={id} className="text-2xl font-bold text-ink">
          {title}
        </h1>
        <Link to={add.to} className="btn-primary h-10 px-4 text-sm">
          {add.label}
        </Link>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{intro}</p>
      {status ? (
        <p role="status" className="mt-3 rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
          {status}
        </p>
      ) : null}
      {alert ? (
        <p role="alert" className="mt-3 rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
          {alert}
        </p>
      ) : null}
      <div className={`mt-4 grid items-start gap-4 ${editor ? columns : ''}`}>
        {editor}
        <div className="min-w-0 lg:order-first">{children}</div>
      </div>
    </section>
  );
}

/**
 * The editor panel: its heading takes the keyboard when the panel opens, so a screen reader hears what is edited; a
 * refusal that names no field shows above the form (a refused field shows its own message by the field).
 */
export function EditorPanel({ id, title, error, children }: { id: string; title: string; error?: string | null; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 lg:sticky lg:top-4">
      <h2 id={id} ref={heading} tabIndex={-1} className="font-bold text-ink outline-none">
        {title}
      </h2>
      {error ? (
        <p role="alert" className="mt-2 rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * A new object's address follows its name until staff type an address of their own: the form's onChange, for the
 * field named `from` and the `slug` field. `typed` remembers whether staff typed one (start it with the slug's value).
 */
export function slugFollowsName(from: string, typed: { current: boolean }) {
  return (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as EventTarget as HTMLInputElement;
    if (target.name === 'slug') typed.current = target.value !== '';
    if (target.name === from && !typed.current) {
      const field = event.currentTarget.elements.namedItem('slug') as HTMLInputElement | null;
      if (field) field.value = slugify(target.value);
    }
  };
}
