// An order's e-receipt as pages show it. Staff see its whole state (attempts, last error, next try); the shopper sees the
// receipt once it is issued — lottery number, receipt id, date and its QR code (an SVG drawn here on the server) — and
// "being issued" until then, whether it is waiting or failing.
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { receipts } from '../../db/schema';

export type ReceiptView = {
  status: 'pending' | 'issued' | 'failed';
  type: 'B2C_RECEIPT' | 'B2B_RECEIPT';
  totalAmount: number;
  totalVat: number;
  attempts: number;
  lastError: string | null;
  /** When the worker tries it next (pending only). */
  nextAttemptAt: string | null;
  ebarimtId: string | null;
  lottery: string | null;
  issuedAt: string | null;
};

export type ShopperReceipt = {
  issued: boolean;
  type: 'B2C_RECEIPT' | 'B2B_RECEIPT';
  totalAmount: number;
  totalVat: number;
  ebarimtId: string | null;
  lottery: string | null;
  issuedAt: string | null;
  /** The receipt's QR code as an SVG document (only our own generated markup), or null until issued. */
  qrSvg: string | null;
};

type ReceiptRow = typeof receipts.$inferSelect;

export function toReceiptView(row: ReceiptRow): ReceiptView {
  return {
    status: row.status,
    type: row.type,
    totalAmount: row.totalAmount,
    totalVat: row.totalVat,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    ebarimtId: row.ebarimtId,
    lottery: row.lottery,
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

/** The order's receipt for staff, or null when it has none yet (not fully paid). */
export async function getReceipt(db: Db, orderId: string): Promise<ReceiptView | null> {
  const [row] = await db.select().from(receipts).where(eq(receipts.orderId, orderId));
  return row ? toReceiptView(row) : null;
}

/** The QR code of a receipt's QR data as an SVG document (black on white, one module of quiet zone). */
export function receiptQrSvg(qrData: string): Promise<string> {
  return QRCode.toString(qrData, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000ff', light: '#ffffffff' } });
}

/**
 * The order's receipt for its shopper (call it only for an order the shopper may see), or null when it has none yet.
 * Numbers and QR appear once issued; a failing receipt is "being issued" to the shopper (staff handle it).
 */
export async function getShopperReceipt(db: Db, orderId: string): Promise<ShopperReceipt | null> {
  const [row] = await db.select().from(receipts).where(eq(receipts.orderId, orderId));
  if (!row) return null;
  const issued = row.status === 'issued';
  return {
    issued,
    type: row.type,
    totalAmount: row.totalAmount,
    totalVat: row.totalVat,
    ebarimtId: issued ? row.ebarimtId : null,
    lottery: issued ? row.lottery : null,
    issuedAt: issued ? (row.issuedAt?.toISOString() ?? null) : null,
    qrSvg: issued && row.qrData ? await receiptQrSvg(row.qrData) : null,
  };
}
