// What an order costs: the lines' sum, the shipping fee (free from the shipping type's threshold) and the total, in
// integer tugrik. The server computes it when an order is placed; the browser may show the same numbers before that.

export type OrderTotals = { itemsTotal: number; shippingFee: number; total: number };

/**
 * Totals of an order. Shipping is free when the items total reaches `freeFrom` (null: never free). Every price, quantity
 * and fee must be a non-negative safe integer, and so must every sum: anything else throws a RangeError (a bug upstream,
 * never a shopper's input), so a float or an overflow can never become a price.
 */
export function orderTotals(
  lines: { unitPrice: number; quantity: number }[],
  shipping: { fee: number; freeFrom: number | null },
): OrderTotals {
  let itemsTotal = 0;
  lines.forEach((line, i) => {
    wholeTugrik(line.unitPrice, `lines[${i}].unitPrice`);
    wholeTugrik(line.quantity, `lines[${i}].quantity`);
    itemsTotal = wholeTugrik(itemsTotal + wholeTugrik(line.unitPrice * line.quantity, `lines[${i}] total`), 'itemsTotal');
  });
  wholeTugrik(shipping.fee, 'shipping.fee');
  if (shipping.freeFrom !== null) wholeTugrik(shipping.freeFrom, 'shipping.freeFrom');
  const shippingFee = shipping.freeFrom !== null && itemsTotal >= shipping.freeFrom ? 0 : shipping.fee;
  return { itemsTotal, shippingFee, total: wholeTugrik(itemsTotal + shippingFee, 'total') };
}

function wholeTugrik(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
  return value;
}
