// /faq: the store's questions by topic, each a disclosure that /faq#{key} opens, searched as the shopper types (folded
// like the catalog's search, so "tolbor" finds "төлбөр"; without JavaScript the form sends ?q= and the server filters),
// with FAQPage structured data and the store's phone and email at the bottom.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Route } from './+types/faq';
import { faqMatches, faqWords } from '../../core/faq-search';
import { pick, translator, type Language } from '../../core/i18n';
import { ClockIcon, MailIcon, PhoneIcon } from '../components/icons';
import { RichText } from '../components/rich-text';
import { copyText } from '../components/giftcard/copy-button';
import { metaLanguage } from '../lib/meta';
import { useNonce } from '../lib/nonce';
import { useStoreData } from '../lib/root-data';
import type { FaqGroup } from '../../server/modules/content/faq';

const MAX_QUERY = 100;

const contactCard =
  'flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 hover:border-brand/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const contactIcon = 'h-9 w-9 shrink-0 rounded-full bg-brand/10 p-2 text-brand';

export async function loader({ url, context }: Route.LoaderArgs) {
  const store = await context.store();
  const lang = await context.lang();
  const groups = await context.services.listFaq(store._id, lang);
  const refs = await context.services.resolveDocRefs(
    store._id,
    lang,
    groups.flatMap((g) => g.questions.map((q) => q.answer)),
  );
  return { groups, refs, q: (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY), pageUrl: `${context.origin}/faq` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = translator(metaLanguage(matches));
  return [
    { title: `${t('faq.title')} | ${t('brand.name')}` },
    { name: 'description', content: t('faq.metaDescription') },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.pageUrl }] : []),
    // A search's answers are the same questions again: only /faq itself is indexed.
    ...(loaderData?.q ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** FAQPage structured data: every question with its answer as plain text. `<` is escaped so no answer can end the script. */
function faqJsonLd(groups: FaqGroup[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answerText } })),
    ),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The question the address's fragment names (on load and on every hash change): opened, scrolled to and focused. */
function useOpenFromHash() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const target = document.getElementById(id);
      if (!(target instanceof HTMLDetailsElement) || !target.dataset.faq) return;
      target.open = true;
      target.querySelector('summary')?.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'start' });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { store } = useStoreData();
  const nonce = useNonce();
  const { groups, refs } = loaderData;
  const [query, setQuery] = useState(loaderData.q);
  useOpenFromHash();

  const words = useMemo(() => new Map(groups.flatMap((g) => g.questions.map((q) => [q.key, faqWords(`${q.question}\n${q.answerText}`)] as const))), [groups]);
  const shown = useMemo(
    () => groups.map((g) => ({ ...g, questions: g.questions.filter((q) => faqMatches(query, words.get(q.key)!)) })).filter((g) => g.questions.length > 0),
    [groups, words, query],
  );
  const total = groups.reduce((n, g) => n + g.questions.length, 0);
  const found = shown.reduce((n, g) => n + g.questions.length, 0);
  const searching = query.trim() !== '';
  const noMatch = searching && found === 0;

  /** Typing filters at once and keeps the words in the address (no navigation), so a reload or a shared link shows the same. */
  const search = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };

  /** The question's link copied for sharing; the link still does its own work (the address names the question). */
  const copyLink = (key: string) => {
    copyText(`${window.location.origin}/faq#${key}`).then(
      () => toast.success(t('faq.linkCopied'), { toastId: `faq-link-${key}`, autoClose: 2000 }),
      () => toast.error(t('faq.copyFailed'), { toastId: `faq-link-failed-${key}` }),
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('faq.title')}</h1>
      <p className="mt-2 text-ink-soft">{t('faq.intro')}</p>

      {total > 0 ? (
        <>
          <form
            method="get"
            action="/faq"
            role="search"
            className="mt-6 flex gap-2"
            noValidate
            onSubmit={(e) => {
              // With JavaScript the list is already filtered: sending would only load the same page again.
              e.preventDefault();
            }}
          >
            <label htmlFor="faq-search" className="sr-only">
              {t('faq.searchLabel')}
            </label>
            <input
              id="faq-search"
              type="search"
              name="q"
              value={query}
              onChange={(e) => search(e.currentTarget.value)}
              maxLength={MAX_QUERY}
              placeholder={t('faq.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="h-12 min-w-0 flex-1 rounded-full border border-line bg-surface px-5 text-base text-ink placeholder:text-ink-faint focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
            />
            <button type="submit" className="btn-primary h-12 shrink-0 px-5">
              {t('faq.searchButton')}
            </button>
          </form>
          {/* The count of matches, or that none match, read out politely as the list changes. */}
          <div className={noMatch ? 'mt-6 rounded-3xl border border-dashed border-line px-6 py-8 text-center' : 'mt-3'}>
            <p role="status" aria-live="polite" className={noMatch ? 'text-ink-soft' : 'min-h-6 text-sm text-ink-soft'}>
              {searching ? (found > 0 ? t('faq.matches', { count: found }) : t('faq.noMatches', { query: query.trim() })) : ''}
            </p>
            {noMatch ? (
              <a
                href="/faq"
                onClick={(e) => {
                  e.preventDefault();
                  search('');
                  document.getElementById('faq-search')?.focus();
                }}
                className="mt-3 inline-block rounded-sm font-semibold text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {t('faq.showAll')}
              </a>
            ) : null}
          </div>

          {searching ? null : (
            <nav aria-label={t('faq.topicsLabel')} className="mt-2">
              <ul className="flex flex-wrap gap-2">
                {groups.map((g) => (
                  <li key={g.topic}>
                    <a href={`#topic-${g.topic}`} className="chip focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
                      {t(`faq.topics.${g.topic}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <div className="mt-8 space-y-10">
            {shown.map((g) => (
              <section key={g.topic} aria-labelledby={`topic-${g.topic}`}>
                <h2 id={`topic-${g.topic}`} className="scroll-mt-36 text-xl font-bold text-ink sm:text-2xl">
                  {t(`faq.topics.${g.topic}`)}
                </h2>
                <div className="mt-4 divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface">
                  {g.questions.map((q) => (
                    <details key={q.key} id={q.key} data-faq="question" className="group scroll-mt-40">
                      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
                        <span>{q.question}</span>
                        <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-ink-faint transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
                          <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                      </summary>
                      <div className="px-5 pb-5">
                        <RichText doc={q.answer} refs={refs} className="text-base" />
                        <a
                          href={`#${q.key}`}
                          onClick={() => copyLink(q.key)}
                          className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-ink-soft hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                        >
                          <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
                            <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5L10 5" strokeLinecap="round" />
                            <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" strokeLinecap="round" />
                          </svg>
                          {t('faq.questionLink')}
                        </a>
                      </div>
                    </details>
                  ))}
                </div>
              </section>
            ))}
          </div>
          <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: faqJsonLd(groups) }} />
        </>
      ) : (
        <p className="mt-8 rounded-3xl border border-dashed border-line px-6 py-10 text-center text-ink-soft">{t('faq.empty')}</p>
      )}

      <aside aria-labelledby="faq-contact" className="mt-12 rounded-3xl bg-surface-muted p-6 sm:p-8">
        <h2 id="faq-contact" className="text-xl font-bold text-ink">
          {t('faq.contactTitle')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('faq.contactText')}</p>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {store.phone ? (
            <li>
              <a href={`tel:${store.phone.replace(/\s+/g, '')}`} className={contactCard}>
                <PhoneIcon className={contactIcon} />
                <span className="min-w-0">
                  <span className="block text-sm text-ink-soft">{t('faq.call')}</span>
                  <span className="block font-semibold text-ink">{store.phone}</span>
                </span>
              </a>
            </li>
          ) : null}
          {store.email ? (
            <li>
              <a href={`mailto:${store.email}`} className={contactCard}>
                <MailIcon className={contactIcon} />
                <span className="min-w-0">
                  <span className="block text-sm text-ink-soft">{t('faq.write')}</span>
                  <span className="block break-words font-semibold text-ink">{store.email}</span>
                </span>
              </a>
            </li>
          ) : null}
        </ul>
        {pick(store.schedule, lang) ? (
          <p className="mt-4 flex gap-2 text-sm text-ink-soft">
            <ClockIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
            <span>
              <span className="sr-only">{t('footer.schedule')}: </span>
              {pick(store.schedule, lang)}
            </span>
          </p>
        ) : null}
      </aside>
    </div>
  );
}
