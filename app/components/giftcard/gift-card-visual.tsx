// A gift card drawn as a card: the store's mark, what is left on it and of how much, its code and how long it is
// valid. The shareable page and the console show the same picture.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../core/dates';
import { formatMnt } from '../../../core/money';
import type { GiftCardStatus } from '../../../server/modules/giftcards/gift-card-rules';
import type { Language } from '../../../core/i18n';

export type GiftCardFace = { code: string; amount: number; balance: number; status: GiftCardStatus; validThrough: string | null };

export function GiftCardVisual({ card, className = '' }: { card: GiftCardFace; className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const usable = card.status === 'active';
  return (
    <div
      className={`relative isolate flex aspect-[1.586/1] w-full flex-col justify-between overflow-hidden rounded-3xl p-5 text-white shadow-xl shadow-brand/20 sm:p-7 ${
        usable ? 'bg-gradient-to-br from-[#e8475c] via-brand to-[#7a1020]' : 'bg-gradient-to-br from-zinc-500 via-zinc-600 to-zinc-800'
      } ${className}`}
      data-testid="gift-card"
    >
      {/* Soft rings in the corner and a ribbon, drawn once in SVG. */}
      <svg viewBox="0 0 400 252" className="pointer-events-none absolute inset-0 -z-10 h-full w-full" preserveAspectRatio="xMidYMid slice" aria-hidden>
        <circle cx="360" cy="30" r="120" fill="#fff" fillOpacity="0.07" />
        <circle cx="390" cy="10" r="70" fill="#fff" fillOpacity="0.07" />
        <circle cx="30" cy="260" r="90" fill="#000" fillOpacity="0.08" />
        <path d="M300 0v252" stroke="#fff" strokeOpacity="0.14" strokeWidth="18" />
      </svg>
      <div className="flex items-start justify-between gap-3">
        <span className="flex items-center gap-2">
          <svg viewBox="0 0 32 32" className="h-7 w-7 sm:h-8 sm:w-8" aria-hidden>
            <rect width="32" height="32" rx="9" fill="#fff" />
            <path d="M9 10h14l-11 12h11" fill="none" stroke={usable ? '#d7263d' : '#52525b'} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="text-lg font-extrabold tracking-tight sm:text-xl">{t('brand.name')}</span>
        </span>
        <span className="rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-semibold backdrop-blur-sm sm:text-sm">
          {card.status === 'active' ? t('giftCard.cardLabel') : t(`giftCard.status.${card.status}`)}
        </span>
      </div>
      <div>
        <p className="text-xs font-medium text-white/80 sm:text-sm">{t('giftCard.balance')}</p>
        <p className="text-3xl font-black tabular-nums leading-tight tracking-tight sm:text-5xl" data-testid="gift-card-balance">
          {formatMnt(card.balance)}
        </p>
        <p className="text-xs text-white/80 sm:text-sm">{t('giftCard.ofAmount', { amount: formatMnt(card.amount) })}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <span className="font-mono text-sm font-semibold tracking-[0.12em] sm:text-lg">{card.code}</span>
        <span className="text-xs text-white/85 sm:text-sm">
          {card.validThrough ? t('giftCard.validThrough', { date: formatDate(card.validThrough, lang, { year: true }) }) : t('giftCard.noExpiry')}
        </span>
      </div>
    </div>
  );
}
