// /giftcard/{url}: a gift card's own page, to share — the card with its balance, its code to copy, how long it is valid,
// its limits per order and how to use it (type the code on the order's page when paying). The link token is the card's
// secret: the page is never indexed or cached, and shows nothing of where the card was spent. An impossible token is the
// fatal 404; an unknown one "Page not found".
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/giftcard';
import { formatDate } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { AppLink } from '../components/app-link';
import { CopyButton } from '../components/giftcard/copy-button';
import { GiftCardVisual } from '../components/giftcard/gift-card-visual';
import { translator, type Language } from '../../core/i18n';
import { pageMeta } from '../lib/meta';
import { foundOr404, validateParams } from '../lib/params';
import { useStoreData } from '../lib/root-data';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  validateParams(url, params);
  const store = await context.store();
  const card = await foundOr404(context.services.findGiftCardByUrl(store._id, params.url), url);
  return { card, lang: await context.lang(), pageUrl: `${context.origin}${url.pathname}` };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, (t) => t('giftCard.title'), { noindex: true });
  const { card, lang, pageUrl } = loaderData;
  const t = translator(lang as Language);
  const amount = formatMnt(card.amount);
  const title = t('giftCard.shareTitle', { amount, store: t('brand.name') });
  const description = t('giftCard.shareText');
  return [
    { title: `${t('giftCard.pageTitle', { amount })} | ${t('brand.name')}` },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: t('brand.name') },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: pageUrl },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
}

const box = 'rounded-3xl border border-line bg-surface p-5 sm:p-6';

export default function GiftCardPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { store } = useStoreData();
  const { card } = loaderData;
  const usable = card.status === 'active';
  const limits = [card.minUse ? t('giftCard.minUse', { amount: formatMnt(card.minUse) }) : null, card.maxUse ? t('giftCard.maxUse', { amount: formatMnt(card.maxUse) }) : null].filter(Boolean);

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-12" aria-labelledby="giftcard-title">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">{t('giftCard.cardLabel')}</p>
      <h1 id="giftcard-title" className="mt-1 text-2xl font-bold text-ink sm:text-3xl">
        {t('giftCard.shareTitle', { amount: formatMnt(card.amount), store: t('brand.name') })}
      </h1>

      <div className="mt-6 grid items-start gap-6 md:grid-cols-[minmax(0,28rem)_1fr] md:gap-10">
        <GiftCardVisual card={card} className="mx-auto max-w-md md:max-w-none" />

        <div className="space-y-4">
          {card.status !== 'active' ? (
            <p role="status" className="rounded-2xl bg-ink/5 px-4 py-3 font-semibold text-ink">
              {t(`giftCard.statusNote.${card.status}`)}
            </p>
          ) : null}
          <div className={box}>
            <h2 className="text-sm font-semibold text-ink-soft">{t('giftCard.code')}</h2>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <output className="select-all font-mono text-xl font-bold tracking-[0.12em] text-ink sm:text-2xl" aria-label={t('giftCard.code')} data-testid="gift-card-code">
                {card.code}
              </output>
              {usable ? <CopyButton text={card.code} label={t('giftCard.copy')} done={t('giftCard.copied')} failed={t('giftCard.copyFailed')} /> : null}
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-4 text-sm">
              <div>
                <dt className="text-ink-soft">{t('giftCard.balance')}</dt>
                <dd className="font-bold tabular-nums text-ink">{formatMnt(card.balance)}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('giftCard.statusLabel')}</dt>
                <dd className="font-semibold text-ink">{t(`giftCard.status.${card.status}`)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-ink-soft">{t('giftCard.validity')}</dt>
                <dd className="font-semibold text-ink">
                  {card.validThrough ? formatDate(card.validThrough, lang, { year: true }) : t('giftCard.noExpiry')}
                </dd>
              </div>
              {limits.length ? (
                <div className="col-span-2">
                  <dt className="text-ink-soft">{t('giftCard.limitsLabel')}</dt>
                  <dd className="text-ink">{limits.join(' · ')}</dd>
                </div>
              ) : null}
            </dl>
          </div>

          {usable ? (
            <div className={box}>
              <h2 className="text-lg font-bold text-ink">{t('giftCard.howTitle')}</h2>
              <ol className="mt-3 space-y-3">
                {(['howStep1', 'howStep2', 'howStep3'] as const).map((step, i) => (
                  <li key={step} className="flex gap-3 text-ink">
                    <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand/10 text-sm font-bold text-brand" aria-hidden>
                      {i + 1}
                    </span>
                    <span className="pt-0.5">{t(`giftCard.${step}`)}</span>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            <AppLink to="/" className="btn-primary">
              {t('giftCard.shop')}
            </AppLink>
            <p className="text-sm text-ink-soft">{t('giftCard.questions', { phone: store.phone })}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
