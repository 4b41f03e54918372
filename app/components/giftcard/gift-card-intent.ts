// The server side of the order page's gift card form (gift-card-form.tsx): the page's action hands it the form when
// `intent` is "giftcard". The order was already loaded for this shopper (app/lib/load-order.ts, spec §6), and
// payWithGiftCard checks that again before it spends anything.
import { data, type AppLoadContext } from 'react-router';
import { AppError } from '../../../core/app-error';
import { parse } from '../../../server/http/validate';
import { redeemInput } from '../../../server/modules/giftcards/schemas';
import { actionError } from '../../lib/action-error';

/** What the gift card form shows after a submit: what the card paid, or why it could not (with the most it may pay). */
export type GiftCardActionResult =
  | { giftCard: { ok: true; amount: number; balance: number; code: string; replayed: boolean } }
  | { giftCard: { ok: false; error: string; fields: Record<string, string>; max: number | null } };

/** "50 000", "50,000₮" → "50000": an amount is typed the way prices are written. */
const typedAmount = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.replace(/[\s,.'’₮]/g, '') : undefined);

export async function handleGiftCardIntent(context: AppLoadContext, order: { number: number }, form: FormData) {
  try {
    const input = parse(redeemInput, {
      code: form.get('code') ?? '',
      amount: typedAmount(form.get('amount')),
      idempotencyKey: form.get('idempotencyKey') ?? undefined,
    });
    const [store, customer] = await Promise.all([context.store(), context.customer()]);
    const used = await context.services.payWithGiftCard({
      storeId: store._id,
      number: order.number,
      phone: customer?.phone ?? null,
      code: input.code,
      amount: input.amount ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
    });
    return data<GiftCardActionResult>({ giftCard: { ok: true, amount: used.amount, balance: used.balance, code: used.code, replayed: used.replayed } });
  } catch (err) {
    return giftCardFailure(context, err);
  }
}

/** The gift card form's answer to a failure (also to its form refused before it was handled). */
export async function giftCardFailure(context: AppLoadContext, err: unknown) {
  const { status, message, fields } = actionError(err, await context.lang(), context.requestId);
  const max = AppError.is(err) && err.messageKey === 'giftCardMaximum' ? Number(err.values.max) : null;
  return data<GiftCardActionResult>({ giftCard: { ok: false, error: message, fields, max } }, { status });
}
