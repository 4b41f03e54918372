// The console's list of gift cards: newest first, 50 a page, optionally only those whose code contains what staff typed,
// each with its ledger (issued, every use with its order, deactivation) and who issued it.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCardLedger, giftCards, orders, staff } from '../../db/schema';
import { cardFacts } from './find-gift-card';
import { normalizeGiftCardCode } from './gift-card-code';
import type { GiftCardStatus } from './gift-card-rules';
import { readLedgerNote, type LedgerNote } from './ledger-note';
import type { GiftCardListQuery } from './schemas';
import { pageOf } from '../../../core/paging';

export const GIFT_CARDS_PER_PAGE = 50;

export type ConsoleGiftCard = {
  id: string;
  code: string;
  urlToken: string;
  amount: number;
  balance: number;
  status: GiftCardStatus;
  expiresAt: string | null;
  validThrough: string | null;
  minUse: number | null;
  maxUse: number | null;
  issuedAt: string;
  issuedBy: string | null;
  ledger: { at: string; amount: number; balanceAfter: number; orderNumber: number | null; note: string | null; what: LedgerNote }[];
};

export type GiftCardList = { cards: ConsoleGiftCard[]; total: number; page: number; pages: number };

export async function listGiftCards(db: Db, storeId: string, query: GiftCardListQuery, now = new Date()): Promise<GiftCardList> {
  const part = query.q ? normalizeGiftCardCode(query.q).replace(/[^A-Z0-9]/g, '') : '';
  const where = and(eq(giftCards.storeId, storeId), part ? sql`replace(${giftCards.code}, '-', '') like ${`%${part}%`}` : undefined);
  const [{ total }] = await db.select({ total: count() }).from(giftCards).where(where);
  const { page, pages, offset } = pageOf(total, query.page, GIFT_CARDS_PER_PAGE);
  const rows = await db
    .select({ card: giftCards, issuedBy: staff.name })
    .from(giftCards)
    .leftJoin(staff, eq(staff.id, giftCards.issuedBy))
    .where(where)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(GIFT_CARDS_PER_PAGE)
    .offset(offset);
  const ids = rows.map((r) => r.card.id);
  const entries = ids.length
    ? await db
        .select({ cardId: giftCardLedger.giftCardId, at: giftCardLedger.createdAt, amount: giftCardLedger.amount, balanceAfter: giftCardLedger.balanceAfter, orderNumber: orders.number, note: giftCardLedger.note })
        .from(giftCardLedger)
        .leftJoin(orders, eq(orders.id, giftCardLedger.orderId))
        .where(inArray(giftCardLedger.giftCardId, ids))
        .orderBy(asc(giftCardLedger.createdAt))
    : [];
  return {
    total,
    page,
    pages,
    cards: rows.map(({ card, issuedBy }) => ({
      id: card.id,
      urlToken: card.urlToken,
      ...cardFacts(card, now),
      issuedBy,
      ledger: entries
        .filter((e) => e.cardId === card.id)
        .map((e) => ({ at: e.at.toISOString(), amount: e.amount, balanceAfter: e.balanceAfter, orderNumber: e.orderNumber, note: e.note, what: readLedgerNote(e.note, e.orderNumber) })),
    })),
  };
}
