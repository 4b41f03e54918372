// The checkout form's shape, shared by the /order page's action, the API and the tests. The spec's own messages
// ("Choose delivery type, country and city first", …) are given by saveCheckout, which knows what is missing.
import { z } from 'zod';

/** Empty (or left out) means "not given". */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));

export const checkoutInput = z.object({
  shippingCode: optional(30),
  /** A saved address of the account; else the fields below make a new one. Not asked for pickup. */
  addressId: optional(40),
  countryCode: optional(20),
  cityCode: optional(20),
  districtCode: optional(30),
  khorooCode: optional(30),
  detail: optional(300),
  firstName: optional(60),
  lastName: optional(60),
  email: optional(200),
  paymentMethod: optional(40),
  terms: z.preprocess((v) => v === true || v === 'on' || v === '1' || v === 'true', z.boolean()),
});
export type CheckoutInput = z.output<typeof checkoutInput>;

export const placeOrderInput = z.object({ idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
