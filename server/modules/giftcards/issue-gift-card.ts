// Issuing a gift card (console staff, admins and operators alike): a new random code and link token, its balance, and
// the first ledger row ("issued", +value), so the ledger of every card sums to its balance; audited with it.
import { AppError } from '../../../core/app-error';
import { formatMnt } from '../../../core/money';
import type { Db } from '../../db/client';
import { giftCardLedger, giftCards } from '../../db/schema';
import { generateGiftCardCode, generateUrlToken } from './gift-card-code';
import { ulaanbaatarDay } from '../../../core/dates';
import { expiryAfterDay } from './gift-card-rules';
import { recordAudit } from '../audit/record-audit';
import { ledgerNote } from './ledger-note';
import { notifyPhoneIn } from '../notifications/outbox';
import { MAX_GIFT_CARD_AMOUNT, MIN_GIFT_CARD_AMOUNT, type IssueInput } from './schemas';

// The recipient's language defaults to Mongolian, as the schema's does.
export type IssueGiftCardInput = Omit<IssueInput, 'language'> & Partial<Pick<IssueInput, 'language'>> & { storeId: string; staff: { id: string; name: string }; now?: Date };

export type IssuedGiftCard = { id: string; code: string; urlToken: string; amount: number; expiresAt: string | null };

export async function issueGiftCard(db: Db, input: IssueGiftCardInput): Promise<IssuedGiftCard> {
  const now = input.now ?? new Date();
  if (input.amount < MIN_GIFT_CARD_AMOUNT || input.amount > MAX_GIFT_CARD_AMOUNT) {
    throw new AppError('VALIDATION', 'giftCardAmountRange', { values: { min: formatMnt(MIN_GIFT_CARD_AMOUNT), max: formatMnt(MAX_GIFT_CARD_AMOUNT) } });
  }
  if (input.expiresOn !== undefined && input.expiresOn < ulaanbaatarDay(now)) throw new AppError('VALIDATION', 'giftCardExpiryPast');
  if (input.minUse !== undefined && input.minUse > input.amount) throw new AppError('VALIDATION', 'giftCardMinAboveAmount');
  if (input.minUse !== undefined && input.maxUse !== undefined && input.maxUse < input.minUse) throw new AppError('VALIDATION', 'giftCardMaxBelowMin');
  return db.transaction(async (tx) => {
    // 80 random bits per code and 128 per token: a clash is all but impossible, and a clash is simply drawn again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [card] = await tx
        .insert(giftCards)
        .values({
          storeId: input.storeId,
          code: generateGiftCardCode(),
          urlToken: generateUrlToken(),
          initialBalance: input.amount,
          balance: input.amount,
          currency: 'MNT',
          expiresAt: input.expiresOn !== undefined ? expiryAfterDay(input.expiresOn) : null,
          minUse: input.minUse ?? null,
          maxUse: input.maxUse ?? null,
          issuedBy: input.staff.id,
        })
        .onConflictDoNothing()
        .returning();
      if (!card) continue;
      await tx.insert(giftCardLedger).values({ giftCardId: card.id, orderId: null, amount: input.amount, balanceAfter: input.amount, note: ledgerNote.issued(input.staff.name) });
      await recordAudit(tx, {
        storeId: input.storeId,
        actor: input.staff,
        entity: 'gift_card',
        entityId: card.id,
        action: 'issue',
        label: card.code,
        before: null,
        after: { amount: card.initialBalance, expiresOn: input.expiresOn ?? null, minUse: card.minUse, maxUse: card.maxUse },
      });
      // For someone: the card's code and page are texted to them, written with the card (a rollback sends nothing).
      if (input.phone) {
        await notifyPhoneIn(
          tx,
          { storeId: input.storeId, event: 'gift_card_received', phone: input.phone, language: input.language ?? 'mn', detail: card.id, values: { amount: formatMnt(card.initialBalance), code: card.code, link: `/giftcard/${card.urlToken}` } },
          now,
        );
      }
      return { id: card.id, code: card.code, urlToken: card.urlToken, amount: card.initialBalance, expiresAt: card.expiresAt?.toISOString() ?? null };
    }
    throw new Error('could not draw a unique gift card code');
  });
}
