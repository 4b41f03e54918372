// Who the e-receipt (e-barimt) of an order is made out to: a person by their civil registration number, or a company by
// its 7-digit register number. It can be changed until the receipt is issued; receipts are not issued yet (the
// e-barimt issue), so for now until the order is closed.
import { and, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { normalizeCivilId } from '../../../core/civil-id';
import { CLOSED_STATES, isClosed, type OrderState } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { findShopperOrder } from './get-order';
import { orders } from '../../db/schema';

export type ReceiptTarget = { kind: 'person' | 'company'; number: string };

/** The /order/{number}/cid form. The number's own rule depends on the kind, so setReceiptTarget checks it. */
export const receiptTargetInput = z.object({
  kind: z.enum(['person', 'company']),
  registerNumber: z.string().max(40).optional().default(''),
});

/** A company's register number (улсын бүртгэлийн дугаар): 7 digits. */
export function normalizeCompanyNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return /^\d{7}$/.test(compact) ? compact : null;
}

const fieldError = (messageKey: string) => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'registerNumber', messageKey }] });

/** Checks the number for its kind: a person's by core/civil-id.ts ("Must be 12 characters"), a company's as 7 digits. */
export function checkReceiptTarget(kind: ReceiptTarget['kind'], raw: string): ReceiptTarget {
  if (raw.trim() === '') throw fieldError('required');
  if (kind === 'person') {
    const id = normalizeCivilId(raw);
    if (!id) throw fieldError('mustBe12');
    return { kind, number: id.value };
  }
  const number = normalizeCompanyNumber(raw);
  if (!number) throw fieldError('companyRegister');
  return { kind, number };
}

export async function setReceiptTarget(
  db: Db,
  input: { storeId: string; number: number; customerPhone: string | null; kind: ReceiptTarget['kind']; registerNumber: string },
): Promise<ReceiptTarget> {
  const order = await findShopperOrder(db, input.storeId, input.number, input.customerPhone);
  if (isClosed(order.state as OrderState)) throw new AppError('CONFLICT', 'receiptClosed');
  const target = checkReceiptTarget(input.kind, input.registerNumber);
  // Checked again in the update: an order closed meanwhile keeps what it had.
  const [updated] = await db
    .update(orders)
    .set({ receiptTarget: target, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), notInArray(orders.state, [...CLOSED_STATES])))
    .returning({ id: orders.id });
  if (!updated) throw new AppError('CONFLICT', 'receiptClosed');
  return target;
}
