// Related products: the chosen ones in order (each removable) and a search by name with the shop's suggestions
// (/api/v1/search/suggest, the same search shoppers use) whose results are added with a button.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { input, label } from '../../console-form';

export type RelatedLabel = { name: string; slug: string };
type Found = { _id: string; name: string; slug: string };

export function RelatedPicker({ value, labels, onChange, exclude, max, error }: { value: string[]; labels: Record<string, RelatedLabel>; onChange: (ids: string[], labels: Record<string, RelatedLabel>) => void; exclude: string | null; max: number; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  useEffect(() => {
    const query = q.trim();
    if (query.length < 2) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v1/search/suggest?q=${encodeURIComponent(query)}`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : { products: [] }))
        .then((body: { products?: Found[] }) => setFound((body.products ?? []).filter((p) => p._id !== exclude)))
        .catch(() => {});
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, exclude]);

  return (
    <div className="grid gap-3">
      {value.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('console.productEditor.relatedNone')}</p>
      ) : (
        <ul className="grid gap-2">
          {value.map((productId) => {
            const item = labels[productId];
            const name = item?.name ?? productId;
            return (
              <li key={productId} className="flex flex-wrap items-center gap-2 rounded-lg bg-surface-muted px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 break-words text-ink">{name}</span>
                {item ? <span className="text-xs text-ink-faint">/p/{item.slug}</span> : null}
                <button type="button" className="chip h-8 text-xs" onClick={() => onChange(value.filter((v) => v !== productId), labels)} aria-label={t('console.productEditor.relatedRemove', { name })}>
                  ✕
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error ? <p className="text-xs font-semibold text-brand">{error}</p> : null}
      {value.length < max ? (
        <div>
          <label htmlFor={id} className={label}>
            {t('console.productEditor.relatedSearch')}
          </label>
          <input id={id} type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" className={`${input} h-10`} />
          {found ? (
            found.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft" role="status">
                {t('console.productEditor.relatedNoMatch')}
              </p>
            ) : (
              <ul className="mt-2 grid gap-1" aria-label={t('console.productEditor.relatedSearch')}>
                {found
                  .filter((p) => !value.includes(p._id))
                  .map((p) => (
                    <li key={p._id}>
                      <button
                        type="button"
                        className="w-full rounded-lg border border-line px-3 py-2 text-left text-sm text-ink hover:border-brand focus-visible:border-brand"
                        onClick={() => {
                          onChange([...value, p._id], { ...labels, [p._id]: { name: p.name, slug: p.slug } });
                          setQ('');
                        }}
                        aria-label={t('console.productEditor.relatedAdd', { name: p.name })}
                      >
                        + {p.name}
                      </button>
                    </li>
                  ))}
              </ul>
            )
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
