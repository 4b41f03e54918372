// The gift-card operations' shapes: one zod schema each, shared by the API, the console page's action, the order
// page's form and the tests.
import { z } from 'zod';
import { isCalendarDay } from '../../../core/dates';
import { mnMobile } from '../../http/validate';

/** What one card may be worth: 1,000₮ to 50,000,000₮. */
export const MIN_GIFT_CARD_AMOUNT = 1_000;
export const MAX_GIFT_CARD_AMOUNT = 50_000_000;

const money = z.coerce.number().int().min(1).max(MAX_GIFT_CARD_AMOUNT);
const isoDate = z.string().refine(isCalendarDay);
/** A form's empty field is "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * Issuing a card (console): its value, optionally the last day it can be used (Ulaanbaatar's calendar) and the least
 * and most one order may take from it. How these fit together (and a date not in the past) is checked by issueGiftCard.
 */
export const issueInput = z.object({
  amount: z.coerce.number().int(),
  expiresOn: z.preprocess(blankToUndefined, isoDate.optional()),
  minUse: z.preprocess(blankToUndefined, money.optional()),
  maxUse: z.preprocess(blankToUndefined, money.optional()),
  /** Who the card is for: texted its code and link (in `language`) with the issue. */
  phone: z.preprocess(blankToUndefined, mnMobile.optional()),
  language: z.enum(['mn', 'en']).default('mn'),
});
export type IssueInput = z.output<typeof issueInput>;

/** Using a card on an order: the code as typed, optionally how much of it, and a key that makes a retry harmless. */
export const redeemInput = z.object({
  code: z.string().trim().min(1).max(64),
  amount: z.preprocess(blankToUndefined, money.optional()),
  idempotencyKey: z.preprocess(blankToUndefined, z.string().regex(/^[A-Za-z0-9:_-]{8,100}$/).optional()),
});
export type RedeemInput = z.output<typeof redeemInput>;

/** The console's list: a code (or part of one) to look for, and a page. Read leniently from a page URL. */
export const giftCardListQuery = z.object({
  q: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GiftCardListQuery = z.output<typeof giftCardListQuery>;

export function giftCardListQueryFrom(params: URLSearchParams): GiftCardListQuery {
  const query: Record<string, string> = {};
  for (const key of ['q', 'page'] as const) {
    const value = params.get(key);
    if (value !== null && value !== '' && giftCardListQuery.shape[key].safeParse(value).success) query[key] = value;
  }
  return giftCardListQuery.parse(query);
}

/** A link token as the card's URL carries it (app/lib/params.ts's `url` pattern). */
export const urlToken = z.string().regex(/^[A-Za-z0-9_-]{6,128}$/);
export const cardId = z.uuid();
