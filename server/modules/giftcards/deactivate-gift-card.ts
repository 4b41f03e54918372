// Deactivating a gift card (console): it never pays again ("inactive"), whatever is left on it. The ledger keeps who did
// it and when (a row of 0₮). Deactivating a card that already is changes nothing.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { giftCardLedger, giftCards } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { ledgerNote } from './ledger-note';

export async function deactivateGiftCard(db: Db, input: { storeId: string; id: string; staff: { id: string; name: string } }): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: giftCards.id, code: giftCards.code, active: giftCards.active, balance: giftCards.balance })
      .from(giftCards)
      .where(and(eq(giftCards.id, input.id), eq(giftCards.storeId, input.storeId)))
      .for('update');
    if (!card) throw new AppError('NOT_FOUND', 'giftCardNotFound');
    if (!card.active) return { changed: false };
    await tx.update(giftCards).set({ active: false }).where(eq(giftCards.id, card.id));
    await tx.insert(giftCardLedger).values({ giftCardId: card.id, orderId: null, amount: 0, balanceAfter: card.balance, note: ledgerNote.deactivated(input.staff.name) });
    await recordAudit(tx, { storeId: input.storeId, actor: input.staff, entity: 'gift_card', entityId: card.id, action: 'deactivate', label: card.code, before: { active: true }, after: { active: false } });
    return { changed: true };
  });
}
