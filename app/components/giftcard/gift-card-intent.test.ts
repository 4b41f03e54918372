import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../core/app-error';
import { handleGiftCardIntent } from './gift-card-intent';

function contextWith(payWithGiftCard: (input: unknown) => Promise<unknown>, lang: 'en' | 'mn' = 'en') {
  return {
    services: { payWithGiftCard: vi.fn(payWithGiftCard) },
    store: async () => ({ _id: 'store-1' }),
    customer: async () => ({ phone: '+97699112233' }),
    lang: async () => lang,
    requestId: 'req-1',
  } as unknown as AppLoadContext & { services: { payWithGiftCard: ReturnType<typeof vi.fn> } };
}
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('handleGiftCardIntent', () => {
  it('pays the order with the card as typed, reading an amount written like a price', async () => {
    const context = contextWith(async () => ({ amount: 50_000, balance: 20_000, code: '••••-••••-••••-WF4C', replayed: false, state: 'underpaid', paidAmount: 50_000, leftToPay: 10_000 }));
    const answer = await handleGiftCardIntent(context, { number: 100042 }, form({ intent: 'giftcard', code: ' k7qm 2xhd 9par wf4c ', amount: '50,000₮', idempotencyKey: 'gc-100042-0' }));
    expect(context.services.payWithGiftCard).toHaveBeenCalledWith({ storeId: 'store-1', number: 100042, phone: '+97699112233', code: 'k7qm 2xhd 9par wf4c', amount: 50_000, idempotencyKey: 'gc-100042-0' });
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({ giftCard: { ok: true, amount: 50_000, balance: 20_000, code: '••••-••••-••••-WF4C', replayed: false } });
  });

  it('answers the spec’s message with its status, and the most a card may pay for "maximum value"', async () => {
    const context = contextWith(async () => {
      throw new AppError('VALIDATION', 'giftCardMaximum', { values: { amount: '25,000₮', max: 25_000 } });
    }, 'mn');
    const answer = await handleGiftCardIntent(context, { number: 100042 }, form({ code: 'K7QM-2XHD-9PAR-WF4C', amount: '30000' }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ giftCard: { ok: false, error: 'Дээд дүн: энэ бэлгийн картаар нэг захиалгад хамгийн ихдээ 25,000₮ төлнө', fields: {}, max: 25_000 } });
  });

  it('names a missing code or a bad amount by field, spending nothing', async () => {
    const context = contextWith(async () => ({}));
    const missing = await handleGiftCardIntent(context, { number: 1 }, form({ code: '  ', amount: '' }));
    expect(missing.data).toMatchObject({ giftCard: { ok: false, fields: { code: 'is required' } } });
    const bad = await handleGiftCardIntent(context, { number: 1 }, form({ code: 'ABC', amount: 'lots' }));
    expect(bad.init?.status).toBe(400);
    expect(Object.keys((bad.data as { giftCard: { fields: object } }).giftCard.fields)).toEqual(['amount']);
    expect(context.services.payWithGiftCard).not.toHaveBeenCalled();
  });
});
