// Bank transfers as staff see them on the store's statement: entered one by one or imported from a CSV export. Each is
// matched to an order by the reference the shopper wrote (core/payment-state.ts) and recorded as that order's money
// once — the same statement line entered or imported twice is one transfer (the bank's own id is unique per store).
// A transfer whose reference names no order waits for staff to assign it. Each transfer staff record, import or assign
// is audited with it: under the order's number once it pays one (the order's history shows it), else as a transfer.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { isCalendarDay } from '../../../core/dates';
import { orderNumberInReference } from '../../../core/payment-state';
import type { Db } from '../../db/client';
import { bankTransfers, orders } from '../../db/schema';
import { MAX_ORDER_TOTAL } from '../orders/place-order';
import { recordAudit } from '../audit/record-audit';
import { recordPaymentIn } from './record-payment';

export type TransferInput = { bankRef: string; amount: number; description: string; payer: string | null; receivedOn: string };
export type Staff = { id: string; name: string };
export type TransferResult = { status: 'matched' | 'unmatched' | 'duplicate'; orderNumber: number | null };

const invalid = (path: string) => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path, messageKey: 'invalidFormat' }] });

function check(input: TransferInput) {
  if (!/^[\w./:-]{1,80}$/.test(input.bankRef)) throw invalid('bankRef');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > MAX_ORDER_TOTAL) throw invalid('amount');
  if (!isCalendarDay(input.receivedOn)) throw invalid('receivedOn');
  if (input.description.length > 500) throw invalid('description');
}

/** Records one transfer with its audit row ('import' when it came from a statement): under the order it pays, if any. */
export async function recordBankTransfer(db: Db, storeId: string, input: TransferInput, staff: Staff, action: 'record' | 'import' = 'record'): Promise<TransferResult> {
  check(input);
  return db.transaction(async (tx) => {
    const [transfer] = await tx
      .insert(bankTransfers)
      .values({ storeId, bankRef: input.bankRef, amount: input.amount, description: input.description, payer: input.payer, receivedOn: input.receivedOn, recordedBy: staff.id })
      .onConflictDoNothing({ target: [bankTransfers.storeId, bankTransfers.bankRef] })
      .returning({ id: bankTransfers.id });
    if (!transfer) return { status: 'duplicate', orderNumber: null };
    const number = orderNumberInReference(input.description);
    const [order] = number ? await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.storeId, storeId), eq(orders.number, number))) : [];
    const facts = { amount: input.amount, reference: input.bankRef, payer: input.payer, receivedOn: input.receivedOn };
    if (!order) {
      await recordAudit(tx, { storeId, actor: staff, entity: 'bank_transfer', entityId: transfer.id, action, label: input.bankRef, before: null, after: { ...facts, description: input.description } });
      return { status: 'unmatched', orderNumber: null };
    }
    const paid = await settle(tx, storeId, transfer.id, order.id, input, staff);
    await recordAudit(tx, { storeId, actor: staff, entity: 'payment', entityId: String(number), action, label: `#${number}`, before: null, after: { method: 'bank_transfer', ...facts, state: paid.state } });
    return { status: 'matched', orderNumber: number };
  });
}

/** Staff say which order an unmatched transfer pays. */
export async function assignBankTransfer(db: Db, storeId: string, transferId: string, orderNumber: number, staff: Staff): Promise<void> {
  await db.transaction(async (tx) => {
    const [transfer] = await tx
      .select()
      .from(bankTransfers)
      .where(and(eq(bankTransfers.id, transferId), eq(bankTransfers.storeId, storeId)))
      .for('update');
    if (!transfer) throw new AppError('NOT_FOUND', 'dataNotFound');
    if (transfer.orderId) throw new AppError('CONFLICT', 'conflict');
    const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.storeId, storeId), eq(orders.number, orderNumber)));
    if (!order) throw new AppError('NOT_FOUND', 'orderNotFound');
    const paid = await settle(tx, storeId, transfer.id, order.id, transfer, staff);
    await recordAudit(tx, {
      storeId,
      actor: staff,
      entity: 'payment',
      entityId: String(orderNumber),
      action: 'assign',
      label: `#${orderNumber}`,
      before: { order: null },
      after: { order: orderNumber, method: 'bank_transfer', amount: transfer.amount, reference: transfer.bankRef, payer: transfer.payer, state: paid.state },
    });
  });
}

async function settle(tx: Db, storeId: string, transferId: string, orderId: string, input: Pick<TransferInput, 'bankRef' | 'amount'>, staff: Staff) {
  const paid = await recordPaymentIn(tx, { orderId, provider: 'bank_transfer', providerPaymentId: `${storeId}:${input.bankRef}`, amount: input.amount, staff, raw: { bankRef: input.bankRef } });
  await tx.update(bankTransfers).set({ orderId, paymentId: paid.paymentId }).where(eq(bankTransfers.id, transferId));
  return paid;
}

/**
 * A statement exported as CSV, with a header row naming at least: date, amount, description, reference (the bank's
 * transaction id), and optionally payer. Commas inside quotes are kept; amounts may carry thousands separators.
 */
export function parseStatementCsv(text: string): { rows: TransferInput[]; errors: { line: number; message: string }[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.trim() !== '');
  const errors: { line: number; message: string }[] = [];
  if (lines.length === 0) return { rows: [], errors: [{ line: 1, message: 'empty' }] };
  const header = splitCsvLine(lines[0]).map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const need = ['date', 'amount', 'description', 'reference'];
  const missing = need.filter((n) => col(n) < 0);
  if (missing.length) return { rows: [], errors: [{ line: 1, message: `missing columns: ${missing.join(', ')}` }] };
  const rows: TransferInput[] = [];
  lines.slice(1).forEach((line, i) => {
    const cells = splitCsvLine(line);
    const amount = Number((cells[col('amount')] ?? '').replace(/[\s,₮]/g, ''));
    const row: TransferInput = {
      bankRef: (cells[col('reference')] ?? '').trim(),
      amount,
      description: (cells[col('description')] ?? '').trim(),
      payer: col('payer') >= 0 ? (cells[col('payer')] ?? '').trim() || null : null,
      receivedOn: (cells[col('date')] ?? '').trim(),
    };
    try {
      check(row);
      rows.push(row);
    } catch {
      errors.push({ line: i + 2, message: 'invalid row' });
    }
  });
  return { rows, errors };
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') cells.push(cell), (cell = '');
    else cell += c;
  }
  cells.push(cell);
  return cells;
}

export async function importStatement(db: Db, storeId: string, csv: string, staff: Staff) {
  const { rows, errors } = parseStatementCsv(csv);
  const counts = { matched: 0, unmatched: 0, duplicate: 0 };
  for (const row of rows) counts[(await recordBankTransfer(db, storeId, row, staff, 'import')).status] += 1;
  return { ...counts, errors };
}

export async function listBankTransfers(db: Db, storeId: string, options: { unmatchedOnly?: boolean; limit?: number } = {}) {
  const rows = await db
    .select({ transfer: bankTransfers, orderNumber: orders.number })
    .from(bankTransfers)
    .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
    .where(options.unmatchedOnly ? and(eq(bankTransfers.storeId, storeId), isNull(bankTransfers.orderId)) : eq(bankTransfers.storeId, storeId))
    .orderBy(desc(bankTransfers.createdAt))
    .limit(options.limit ?? 100);
  return rows.map(({ transfer, orderNumber }) => ({
    id: transfer.id,
    bankRef: transfer.bankRef,
    amount: transfer.amount,
    description: transfer.description,
    payer: transfer.payer,
    receivedOn: transfer.receivedOn,
    orderNumber,
  }));
}
