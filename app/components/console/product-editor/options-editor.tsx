// The product's options (colour, size, …), each with its name in both languages, its code, and its values (code and
// both labels). Codes follow the English name until staff type their own. Changes go up as whole lists; the page keeps
// the variants in step (editor-state.ts).
import { useTranslation } from 'react-i18next';
import type { OptionValues } from '../../../../server/modules/products/schemas';
import { input, label } from '../../console-form';
import { codeFrom } from './editor-state';

type Errors = (path: string) => string | undefined;

function TextInput({ id, title, value, onChange, error, lang, maxLength = 60, mono = false }: { id: string; title: string; value: string; onChange: (v: string) => void; error?: string; lang?: string; maxLength?: number; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={label}>
        {title}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={maxLength}
        lang={lang}
        autoComplete="off"
        spellCheck={mono ? false : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${input} h-10 ${mono ? 'font-mono' : ''}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-brand">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function OptionsEditor({
  options,
  onChange,
  error,
}: {
  options: OptionValues[];
  /** The new options, and the renames of codes they made (an option's, or a value's of an option). */
  onChange: (options: OptionValues[], rename?: { option?: [string, string]; value?: [string, string, string] }) => void;
  error: Errors;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'mn';
  const inLang = (field: string, l: 'mn' | 'en') => t(l === 'mn' ? 'console.productEditor.inMn' : 'console.productEditor.inEn', { field });
  const optionTitle = (o: OptionValues, i: number) => o.label[lang] || o.label.en || o.label.mn || t('console.productEditor.optionN', { n: i + 1 });

  const setOption = (i: number, next: OptionValues, rename?: { option?: [string, string]; value?: [string, string, string] }) => onChange(options.map((o, j) => (j === i ? next : o)), rename);

  return (
    <div className="grid gap-4">
      {options.map((option, i) => {
        const title = optionTitle(option, i);
        const setLabel = (l: 'mn' | 'en', text: string) => {
          const next = { ...option, label: { ...option.label, [l]: text } };
          // The code follows the English name while it is the name's own (or empty).
          if (l === 'en' && (!option.name || option.name === codeFrom(option.label.en))) next.name = codeFrom(text);
          setOption(i, next, next.name !== option.name ? { option: [option.name, next.name] } : undefined);
        };
        return (
          <fieldset key={i} className="min-w-0 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-bold text-ink">{t('console.productEditor.optionN', { n: i + 1 })}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextInput id={`options.${i}.label.mn`} title={inLang(t('console.productEditor.optionLabel'), 'mn')} value={option.label.mn} onChange={(v) => setLabel('mn', v)} error={error(`options.${i}.label.mn`)} lang="mn" />
              <TextInput id={`options.${i}.label.en`} title={inLang(t('console.productEditor.optionLabel'), 'en')} value={option.label.en} onChange={(v) => setLabel('en', v)} error={error(`options.${i}.label.en`)} lang="en" />
              <TextInput
                id={`options.${i}.name`}
                title={t('console.productEditor.optionCode')}
                value={option.name}
                onChange={(v) => setOption(i, { ...option, name: v.trim().toLowerCase() }, { option: [option.name, v.trim().toLowerCase()] })}
                error={error(`options.${i}.name`)}
                maxLength={40}
                mono
              />
            </div>
            <h3 className="mt-3 text-xs font-semibold text-ink-soft">{t('console.productEditor.values')}</h3>
            {error(`options.${i}.values`) ? <p className="mt-1 text-xs font-semibold text-brand">{error(`options.${i}.values`)}</p> : null}
            <ol className="mt-1 grid gap-2">
              {option.values.map((value, j) => {
                const setValue = (next: OptionValues['values'][number]) =>
                  setOption(i, { ...option, values: option.values.map((v, k) => (k === j ? next : v)) }, next.code !== value.code ? { value: [option.name, value.code, next.code] } : undefined);
                const valueTitle = value.label[lang] || value.label.en || t('console.productEditor.valueN', { n: j + 1, option: title });
                return (
                  <li key={j} className="grid grid-cols-2 items-end gap-2 rounded-lg bg-surface-muted p-2 sm:grid-cols-[1fr_1fr_1fr_auto]" aria-label={t('console.productEditor.valueN', { n: j + 1, option: title })}>
                    <TextInput
                      id={`options.${i}.values.${j}.label.mn`}
                      title={inLang(t('console.productEditor.valueLabel'), 'mn')}
                      value={value.label.mn}
                      onChange={(v) => setValue({ ...value, label: { ...value.label, mn: v } })}
                      error={error(`options.${i}.values.${j}.label.mn`)}
                      lang="mn"
                    />
                    <TextInput
                      id={`options.${i}.values.${j}.label.en`}
                      title={inLang(t('console.productEditor.valueLabel'), 'en')}
                      value={value.label.en}
                      onChange={(v) => setValue({ ...value, label: { ...value.label, en: v }, code: !value.code || value.code === codeFrom(value.label.en) ? codeFrom(v) : value.code })}
                      error={error(`options.${i}.values.${j}.label.en`)}
                      lang="en"
                    />
                    <TextInput
                      id={`options.${i}.values.${j}.code`}
                      title={t('console.productEditor.optionCode')}
                      value={value.code}
                      onChange={(v) => setValue({ ...value, code: v.trim().toLowerCase() })}
                      error={error(`options.${i}.values.${j}.code`)}
                      maxLength={40}
                      mono
                    />
                    <button
                      type="button"
                      className="chip h-10 justify-self-start"
                      onClick={() => setOption(i, { ...option, values: option.values.filter((_, k) => k !== j) })}
                      aria-label={t('console.productEditor.removeValue', { value: valueTitle })}
                    >
                      ✕
                    </button>
                  </li>
                );
              })}
            </ol>
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className="chip h-9" onClick={() => setOption(i, { ...option, values: [...option.values, { code: '', label: { mn: '', en: '' } }] })}>
                + {t('console.productEditor.addValue', { option: title })}
              </button>
              <button type="button" className="chip h-9" onClick={() => onChange(options.filter((_, k) => k !== i))}>
                {t('console.productEditor.removeOption', { name: title })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {options.length < 3 ? (
        <div>
          <button type="button" className="chip h-10" onClick={() => onChange([...options, { name: '', label: { mn: '', en: '' }, values: [{ code: '', label: { mn: '', en: '' } }] }])}>
            + {t('console.productEditor.addOption')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
