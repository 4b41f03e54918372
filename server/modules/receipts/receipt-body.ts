// What the store tells PosAPI about a paid order: one VAT-able receipt with the order's lines (a bundle is one line, at
// the bundle price) and the shipping fee as a line of its own, each line's VAT from splitVat, paid in full by card (the
// store takes no cash online). Made out to a company (B2B, its register number or TIN) when the shopper gave one at
// /order/{n}/cid, else to a person (B2C), with their e-barimt consumer number when it is one.
import { vatOf } from '../../../core/payment-state';
import type { PosItem, PosReceiptInput } from '../../providers/ebarimt/client';
import { splitVat } from './split-vat';

export type ReceiptTarget = { kind: 'person' | 'company'; number: string } | null;

export type ReceiptOrder = {
  number: number;
  total: number;
  shippingFee: number;
  shippingName: { mn: string; en: string };
  receiptTarget: ReceiptTarget;
  items: { name: { mn: string; en: string }; unitPrice: number; quantity: number; lineTotal: number }[];
};

/** PosAPI's unit for one piece (ширхэг). */
const PIECE = 'ш';

export const receiptTypeFor = (target: ReceiptTarget) => (target?.kind === 'company' ? 'B2B_RECEIPT' : 'B2C_RECEIPT');

/**
 * The buyer numbers PosAPI takes: a company's 7-digit register number or 11-digit TIN as customerTin (B2B); for a person
 * only an 8-digit e-barimt consumer number (consumerNo). A civil ID or register number (РД) is neither, so a person's
 * receipt then goes to no one by name: the shopper registers it with its lottery number or QR code in the e-barimt app.
 */
export function buyerOf(target: ReceiptTarget): { customerTin: string | null; consumerNo: string | null } {
  if (target?.kind === 'company') return { customerTin: target.number, consumerNo: null };
  if (target?.kind === 'person' && /^\d{8}$/.test(target.number)) return { customerTin: null, consumerNo: target.number };
  return { customerTin: null, consumerNo: null };
}

const nameOf = (name: { mn: string; en: string }) => (name.mn.trim() || name.en.trim() || '-').slice(0, 250);

/** The PosAPI body for the order; throws when the order's lines do not add up to its total (a bug, never sent). */
export function buildReceiptBody(order: ReceiptOrder, classificationCode: string): PosReceiptInput {
  const lines = order.items.map((i) => ({ name: nameOf(i.name), qty: i.quantity, unitPrice: i.unitPrice, totalAmount: i.lineTotal }));
  if (order.shippingFee > 0) lines.push({ name: nameOf(order.shippingName), qty: 1, unitPrice: order.shippingFee, totalAmount: order.shippingFee });
  for (const line of lines) {
    if (line.totalAmount !== line.unitPrice * line.qty) throw new Error(`order ${order.number}: line "${line.name}" is not quantity × unit price`);
  }
  const total = lines.reduce((s, l) => s + l.totalAmount, 0);
  if (total !== order.total) throw new Error(`order ${order.number}: lines add up to ${total}, the order total is ${order.total}`);
  if (total <= 0) throw new Error(`order ${order.number}: nothing to receipt (total ${total})`);
  const vats = splitVat(lines.map((l) => l.totalAmount));
  const totalVAT = vatOf(total);
  const items: PosItem[] = lines.map((l, i) => ({
    name: l.name,
    barCode: null,
    barCodeType: 'UNDEFINED',
    classificationCode,
    measureUnit: PIECE,
    qty: l.qty,
    unitPrice: l.unitPrice,
    totalVAT: vats[i],
    totalCityTax: 0,
    totalAmount: l.totalAmount,
  }));
  return {
    type: receiptTypeFor(order.receiptTarget),
    totalAmount: total,
    totalVAT,
    totalCityTax: 0,
    ...buyerOf(order.receiptTarget),
    // Unique within the day, as PosAPI asks: the order number (a retry of the same order sends the same one).
    billIdSuffix: String(order.number),
    receipts: [{ totalAmount: total, totalVAT, totalCityTax: 0, taxType: 'VAT_ABLE', items }],
    payments: [{ code: 'PAYMENT_CARD', status: 'PAID', paidAmount: total }],
  };
}
