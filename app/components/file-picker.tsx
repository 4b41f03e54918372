// A file input whose button and "no file chosen" speak the page's language: the browser's own button speaks the
// browser's (an English Chromium shows "Choose File" on a Mongolian page). The input itself stays in the form, visually
// hidden but focusable — the button shows its focus — so it submits with or without script; the chosen names show once
// the page runs. Name the field with a <label htmlFor={id}> of the caller's (the button's words join that name).
import { useEffect, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'id'> & {
  id: string;
  /** The button's words; by default "Choose a file" (or "Choose files" for several). */
  choose?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

export function FilePicker({ id, choose, inputRef, className = '', onChange, multiple, ...input }: Props) {
  const { t } = useTranslation();
  const own = useRef<HTMLInputElement | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const read = () => setNames([...(own.current?.files ?? [])].map((f) => f.name));
  // A form reset (or the page clearing the input after an upload) empties the list too.
  useEffect(() => {
    const form = own.current?.form;
    if (!form) return;
    const reset = () => setNames([]);
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, []);
  const setRef = (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = node;
  };
  const chosen = names.length === 0 ? t('files.none') : names.length === 1 ? names[0] : t('files.chosen', { count: names.length });
  return (
    <div className={`flex min-h-11 min-w-0 items-center gap-3 rounded-xl border border-line bg-surface p-1.5 has-[[aria-invalid=true]]:border-brand ${className}`}>
      <input
        ref={setRef}
        id={id}
        type="file"
        multiple={multiple}
        className="peer sr-only"
        onChange={(e) => {
          read();
          onChange?.(e);
        }}
        {...input}
      />
      <label
        htmlFor={id}
        className="inline-flex h-8 shrink-0 cursor-pointer items-center rounded-full bg-surface-muted px-4 text-sm font-semibold text-ink hover:text-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand"
      >
        {choose ?? (multiple ? t('files.chooseMany') : t('files.choose'))}
      </label>
      <span className="min-w-0 truncate text-sm text-ink-soft" data-testid={`${id}-chosen`}>
        {chosen}
      </span>
    </div>
  );
}
