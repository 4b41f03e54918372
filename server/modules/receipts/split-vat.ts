// The VAT of an e-receipt, line by line. A VAT-inclusive total T holds VAT T/110×10 (core/payment-state.ts vatOf), rounded
// to the tugrik; PosAPI wants every line's VAT too, and the lines must add up to the total exactly. Each line gets its own
// VAT rounded down, and the tugrik left over go one each to the lines whose rounding cut off the most (largest
// remainder), so every line is within one tugrik of its exact VAT and the sum is exactly vatOf(total).
import { vatOf } from '../../../core/payment-state';

/** Each line's VAT (integer tugrik) for VAT-inclusive line totals; they sum to vatOf(the lines' sum). */
export function splitVat(lineTotals: number[]): number[] {
  for (const amount of lineTotals) {
    if (!Number.isSafeInteger(amount) || amount < 0 || amount * 10 > Number.MAX_SAFE_INTEGER) throw new RangeError(`a line total must be a non-negative integer, got ${amount}`);
  }
  const total = lineTotals.reduce((s, a) => s + a, 0);
  const target = vatOf(total);
  // Exact VAT of a line: a×10/110 = floor + remainder/110.
  const lines = lineTotals.map((amount, index) => ({ index, amount, vat: Math.floor((amount * 10) / 110), remainder: (amount * 10) % 110 }));
  let left = target - lines.reduce((s, l) => s + l.vat, 0);
  if (left < 0 || left > lines.length) throw new Error(`cannot split ${target} VAT over ${lines.length} lines`);
  const order = [...lines].sort((a, b) => b.remainder - a.remainder || b.amount - a.amount || a.index - b.index);
  for (const line of order) {
    if (left === 0) break;
    if (line.remainder === 0 && line.amount === 0) continue;
    line.vat += 1;
    left -= 1;
  }
  if (left !== 0) throw new Error(`cannot split ${target} VAT over ${lines.length} lines`);
  return lines.map((l) => l.vat);
}
