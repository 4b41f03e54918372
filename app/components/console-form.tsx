// The console's form pieces: a labelled field (input, text area, or input after a fixed prefix) with its help and its
// error tied to it for screen readers, a titled card of fields, and a list's find box. Used by the settings, the content
// editor and the lists of rules (redirects, search synonyms), and a report's filter choice (the survey, the visitors).
import { Form, Link } from 'react-router';

export const input =
  'mt-1 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none placeholder:text-ink-faint focus:border-brand focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-brand';
export const label = 'block text-xs font-semibold text-ink-soft';
export const card = 'rounded-2xl border border-line bg-surface p-4';

type FieldProps = {
  name: string;
  title: string;
  value: string;
  error?: string;
  help?: string;
  rows?: number;
  placeholder?: string;
  prefix?: string;
  /** Given, the page keeps the value (a preview reads it as staff type): the field shows `value` and reports each change. */
  onValue?: (value: string) => void;
} & Pick<React.InputHTMLAttributes<HTMLInputElement>, 'lang' | 'maxLength' | 'type' | 'inputMode' | 'min' | 'max' | 'step' | 'autoComplete'>;

export function Field({ name, title, value, error, help, rows, prefix, onValue, ...rest }: FieldProps) {
  const described = [help ? `${name}-help` : null, error ? `${name}-error` : null].filter(Boolean).join(' ') || undefined;
  const kept = onValue ? { value, onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(e.target.value) } : { defaultValue: value };
  const common = { name, id: name, ...kept, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, ...rest };
  return (
    <div>
      <label htmlFor={name} className={label}>
        {title}
      </label>
      {rows ? (
        <textarea rows={rows} className={`${input} py-2`} {...common} />
      ) : prefix ? (
        <div className="mt-1 flex items-stretch overflow-hidden rounded-xl border border-line bg-surface-muted focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/20">
          <span className="flex items-center px-3 text-sm text-ink-soft" aria-hidden>
            {prefix}
          </span>
          <input className="h-10 min-w-0 flex-1 bg-surface px-3 text-sm text-ink outline-none" autoComplete="off" spellCheck={false} {...common} />
        </div>
      ) : (
        <input className={`${input} h-10`} {...common} />
      )}
      {help ? (
        <p id={`${name}-help`} className="mt-1 text-xs text-ink-faint">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-xs font-semibold text-brand">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Section({ id, title, help, children, className = '', grid = '' }: { id: string; title: string; help?: string; children: React.ReactNode; className?: string; grid?: string }) {
  return (
    <section className={`${card} ${className}`} aria-labelledby={id}>
      <h2 id={id} className="font-bold text-ink">
        {title}
      </h2>
      {help ? <p className="mt-1 text-xs text-ink-soft">{help}</p> : null}
      <div className={`mt-3 grid gap-3 ${grid}`}>{children}</div>
    </section>
  );
}


/** A list's find box: one search field that reloads the page with ?q=, and a link back to the whole list once found. */
export function FindForm({
  q,
  clearTo,
  title,
  hint,
  find,
  clear,
  keep = {},
}: {
  q: string;
  clearTo: string;
  title: string;
  hint: string;
  find: string;
  clear: string;
  /** Other parameters of the page's address that a find keeps (a period chosen elsewhere on the page). */
  keep?: Record<string, string>;
}) {
  return (
    <Form method="get" key={q} role="search" aria-label={title} className="flex flex-wrap items-end gap-2 rounded-2xl border border-line bg-surface p-3" noValidate>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className={`${label} min-w-48 flex-1`}>
        {title}
        <input type="search" name="q" defaultValue={q} placeholder={hint} maxLength={200} spellCheck={false} className={`${input} h-10`} />
      </label>
      <button type="submit" className="btn-primary h-10">
        {find}
      </button>
      {q ? (
        <Link to={clearTo} className="chip h-10">
          {clear}
        </Link>
      ) : null}
    </Form>
  );
}

/** The look of a report's filter fields (a choice, a date). */
export const filterField =
  'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-2 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';

/** A report's filter: one of `options`, or any (the empty value, `any` its words); sent with the report's GET form. */
export function FilterSelect({ name, title, value, any, options }: { name: string; title: string; value: string | null | undefined; any: string; options: { value: string; label: string }[] }) {
  return (
    <label className="block text-sm font-semibold text-ink-soft">
      {title}
      <select name={name} defaultValue={value ?? ''} className={filterField}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
