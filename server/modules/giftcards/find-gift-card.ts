// A gift card as its shareable page (/giftcard/{token}) and GET /api/v1/giftcards/{token} show it: what it was worth,
// what is left, until when, and its code to type when paying. Never its ledger: which orders it paid is the owner's
// business, not that of everyone the link reaches.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { giftCards } from '../../db/schema';
import { giftCardStatus, lastDayBefore, type GiftCardStatus } from './gift-card-rules';
import { urlToken } from './schemas';

export type PublicGiftCard = {
  code: string;
  /** What the card was issued for (MNT). */
  amount: number;
  balance: number;
  currency: string;
  active: boolean;
  status: GiftCardStatus;
  /** The moment it stops working (UTC), and the last day it can be used on Ulaanbaatar's calendar; null: no expiry. */
  expiresAt: string | null;
  validThrough: string | null;
  minUse: number | null;
  maxUse: number | null;
  issuedAt: string;
};

/** The card of this store with this link token, or NOT_FOUND "Gift card not found". */
export async function findGiftCardByUrl(db: Db, storeId: string, token: string, now = new Date()): Promise<PublicGiftCard> {
  if (!urlToken.safeParse(token).success) throw new AppError('NOT_FOUND', 'giftCardNotFound');
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.urlToken, token)));
  if (!card) throw new AppError('NOT_FOUND', 'giftCardNotFound');
  return { ...cardFacts(card, now), currency: card.currency, active: card.active };
}

/** What the card page and the console both say of a card: value, balance, state, dates and limits. */
export function cardFacts(card: typeof giftCards.$inferSelect, now: Date) {
  return {
    code: card.code,
    amount: card.initialBalance,
    balance: card.balance,
    status: giftCardStatus(card, now),
    expiresAt: card.expiresAt?.toISOString() ?? null,
    validThrough: card.expiresAt ? lastDayBefore(card.expiresAt) : null,
    minUse: card.minUse,
    maxUse: card.maxUse,
    issuedAt: card.createdAt.toISOString(),
  };
}
