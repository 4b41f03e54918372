// Checking a code before paying with it: how much the card would pay, or the spec's message why it cannot
// (gift-card-rules.ts says what each message means). Reads only; redeem-gift-card.ts checks again under a lock.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCards } from '../../db/schema';
import { normalizeGiftCardCode } from './gift-card-code';
import { usableAmount, type Wanted } from './gift-card-rules';

export type GiftCardCheck = { code: string; balance: number; usable: number; minUse: number | null; maxUse: number | null; expiresAt: string | null };

export async function checkGiftCard(db: Db, storeId: string, code: string, wanted: Wanted, now = new Date()): Promise<GiftCardCheck> {
  const card = await findByCode(db, storeId, code);
  const usable = usableAmount(card, wanted, now);
  return { code: card!.code, balance: card!.balance, usable, minUse: card!.minUse, maxUse: card!.maxUse, expiresAt: card!.expiresAt?.toISOString() ?? null };
}

/** The store's card with a code as typed (any case, spaces, dashes), or null. */
export async function findByCode(db: Db, storeId: string, typed: string, options: { lock?: boolean } = {}) {
  const code = normalizeGiftCardCode(typed);
  if (!code) return null;
  const query = db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.code, code)));
  const [card] = options.lock ? await query.for('update') : await query;
  return card ?? null;
}
