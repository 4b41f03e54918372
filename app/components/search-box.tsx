// The header search: a combobox that suggests products, categories and brands as the shopper types (in any script),
// and submits to /search. Works as a plain GET form without JavaScript.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Suggestions } from '../../server/modules/catalog/suggest';
import { formatMnt } from '../../core/money';
import { SearchIcon } from './icons';

type Option = { key: string; href: string; label: string; group: 'abroad' | 'products' | 'categories' | 'brands' | 'all'; thumbnail?: string | null; price?: number };

function optionsOf(s: Suggestions, q: string, seeAll: string, buyForMe: string, buyThis: string): Option[] {
  const found = [
    ...s.products.map((p) => ({ key: `p-${p.slug}`, href: `/p/${p.slug}`, label: p.name, group: 'products' as const, thumbnail: p.thumbnail, price: p.price })),
    ...s.categories.map((c) => ({ key: `c-${c.slug}`, href: `/category?category=${c.slug}`, label: c.name, group: 'categories' as const })),
    ...s.brands.map((b) => ({ key: `b-${b.slug}`, href: `/b/${b.slug}`, label: b.name, group: 'brands' as const })),
  ];
  const abroad = { key: 'buy', href: buyForMeHref(q), label: hasLink(q) ? buyThis : buyForMe, group: 'abroad' as const };
  const all = { key: 'all', href: `/search?q=${encodeURIComponent(q)}`, label: seeAll, group: 'all' as const };
  // A pasted link is a product abroad: the store buys it (the link goes there with it). Nothing of ours found: the same.
  if (hasLink(q)) return [abroad];
  return found.length === 0 ? [abroad, all] : [...found, all];
}

/** Whether the words hold a product link (a link alone, several, or a message with one): the store buys it abroad. */
export const hasLink = (q: string) => /https?:\/\/\S/i.test(q);

/** /buy-for-me, with the words when they hold a link (the page finds the links in them). */
export const buyForMeHref = (q: string) => (hasLink(q) ? `/buy-for-me?url=${encodeURIComponent(q.trim())}` : '/buy-for-me');

export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  // The words of the catalog's search: another page's ?q= (the FAQ's own search) is not the header's.
  const searched = useLocation().pathname === '/search' ? (params.get('q') ?? '') : '';
  const [q, setQ] = useState(searched);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const urlQ = searched;

  // The field is uncontrolled, so what a shopper types before the page is interactive is kept, not reset; a new
  // search in the URL remounts it (key) with its words.
  useEffect(() => setQ(input.current?.value ?? urlQ), [urlQ]);

  useEffect(() => {
    const text = q.trim();
    if (!open || text.length < 2) {
      setSuggestions(null);
      return;
    }
    // A link is not looked for in the catalog: the one suggestion is to buy it abroad.
    if (hasLink(text)) {
      setSuggestions({ products: [], categories: [], brands: [] });
      return;
    }
    // Wait for a pause in typing, and drop answers to older keystrokes.
    const timer = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      fetch(`/api/v1/search/suggest?q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : null))
        .then((s: Suggestions | null) => {
          setSuggestions(s);
          setActive(-1);
        })
        .catch(() => {});
    }, 150);
    return () => clearTimeout(timer);
  }, [q, open]);

  const options = suggestions ? optionsOf(suggestions, q.trim(), t('suggest.seeAll', { q: q.trim() }), t('suggest.buyForMe'), t('suggest.buyThis')) : [];
  const expanded = open && options.length > 0;
  const go = (href: string) => {
    setOpen(false);
    void navigate(href);
  };
  const groups = [
    ['abroad', ''],
    ['products', t('suggest.products')],
    ['categories', t('suggest.categories')],
    ['brands', t('suggest.brands')],
    ['all', ''],
  ] as const;

  return (
    <Form method="get" action="/search" role="search" className={`relative ${className ?? ''}`} onSubmit={() => setOpen(false)} noValidate>
      <label className="relative block">
        <span className="sr-only">{t('nav.search')}</span>
        <input
          ref={input}
          key={urlQ}
          type="search"
          name="q"
          defaultValue={urlQ}
          onChange={(e) => {
            setQ(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            // Escape closes the suggestions and keeps the words (a search field's own Escape would erase them).
            if (e.key === 'Escape') {
              e.preventDefault();
              setOpen(false);
              return;
            }
            if (!expanded) return;
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setActive((a) => (a + step + options.length) % options.length);
            } else if (e.key === 'Enter' && active >= 0 && active < options.length) {
              e.preventDefault();
              go(options[active].href);
            }
          }}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 && active < options.length ? `${id}-${options[active].key}` : undefined}
          placeholder={t('nav.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          // Long enough for a marketplace link pasted in (the catalog's own search reads the first 100 characters).
          maxLength={2_000}
          className="h-11 w-full rounded-full border border-line bg-surface-muted pl-11 pr-4 text-[15px] text-ink placeholder:text-ink-faint focus:border-brand focus:bg-surface focus:outline-none focus:ring-2 focus:ring-brand/25"
        />
        <SearchIcon className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-faint" />
      </label>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('nav.search')}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-xl shadow-black/10"
      >
        {groups.map(([group, title]) => {
          const items = options.filter((o) => o.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group} role="group" aria-labelledby={title ? `${id}-${group}` : undefined} className={group === 'all' ? 'border-t border-line pt-1' : 'pb-1'}>
              {title ? (
                <p id={`${id}-${group}`} role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-faint">
                  {title}
                </p>
              ) : null}
              {items.map((o) => {
                const index = options.indexOf(o);
                return (
                  <div
                    key={o.key}
                    id={`${id}-${o.key}`}
                    role="option"
                    aria-selected={index === active}
                    // "See all results for …" repeats what was typed: never read by the visitor tracker.
                    data-private={o.group === 'all' ? '' : undefined}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      go(o.href);
                    }}
                    onMouseEnter={() => setActive(index)}
                    className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm ${index === active ? 'bg-surface-muted' : ''} ${group === 'all' || group === 'abroad' ? 'font-semibold text-brand' : 'text-ink'}`}
                  >
                    {o.thumbnail ? <img src={o.thumbnail} alt="" width={40} height={40} className="h-10 w-10 rounded-lg object-cover" /> : null}
                    <span className="line-clamp-1 flex-1">{o.label}</span>
                    {o.price !== undefined ? <span className="shrink-0 font-semibold">{formatMnt(o.price)}</span> : null}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </Form>
  );
}
