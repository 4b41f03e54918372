// The checkout form's shape, shared by the /order page's action, the API and the tests. The spec's own messages
// ("Choose delivery type, country and city first", …) are given by saveCheckout, which knows what is missing.
import { z } from 'zod';
import { optionalText } from '../../http/validate';

export const checkoutInput = z.object({
  shippingCode: optionalText(30),
  /** A saved address of the account; else the fields below make a new one. Not asked for pickup. */
  addressId: optionalText(40),
  countryCode: optionalText(20),
  cityCode: optionalText(20),
  districtCode: optionalText(30),
  khorooCode: optionalText(30),
  detail: optionalText(300),
  firstName: optionalText(60),
  lastName: optionalText(60),
  email: optionalText(200),
  paymentMethod: optionalText(40),
  // Left out means false (the default only tells the API document so).
  terms: z.preprocess((v) => v === true || v === 'on' || v === '1' || v === 'true', z.boolean().default(false)),
  /** The version of the terms of service the shopper read and ticked; left out (or empty), the current one is recorded. */
  termsVersion: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).max(1_000_000).optional()),
});
export type CheckoutInput = z.output<typeof checkoutInput>;

export const placeOrderInput = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** The total the shopper was shown; when given, an order for another amount is refused ("Something in your cart changed"). */
  expectedTotal: z.coerce.number().int().min(0).max(2_000_000_000).optional(),
});
