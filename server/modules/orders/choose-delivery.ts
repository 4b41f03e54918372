// After the order arrives (state `expected`), the shopper says how to receive it: pickup at the store, or home delivery
// to a saved address of their account or a new one. Only the choice is kept: staff move the order on (on_delivery,
// complete), so the state never changes here.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { optionalText } from '../../http/validate';
import { AppError, type FieldIssue } from '../../../core/app-error';
import type { OrderState } from '../../../core/order-state';
import type { Db } from '../../db/client';
import { findShopperOrder } from './get-order';
import { addresses, customers, orders, type CheckoutAddress, type OrderAddress } from '../../db/schema';
import { checkAddressPlace } from '../accounts/addresses';
import { describeAddress } from './checkout';

/** The /order/{number}/delivery form (and any API over it). What is missing for the chosen code is said by chooseDelivery. */
export const deliveryChoiceInput = z.object({
  code: z.enum(['pickup', 'delivery']).optional(),
  /** A saved address of the account, or "new" (then the fields below). */
  addressId: optionalText(40),
  countryCode: optionalText(20),
  cityCode: optionalText(20),
  districtCode: optionalText(30),
  khorooCode: optionalText(30),
  detail: optionalText(300),
});
export type DeliveryChoiceForm = z.output<typeof deliveryChoiceInput>;

export type ChooseDeliveryInput = {
  storeId: string;
  number: number;
  /** The logged-in shopper's phone: only the order's own phone may choose (spec §6). */
  customerPhone: string | null;
  code: 'pickup' | 'delivery' | null;
  /** A saved address of the shopper's account… */
  addressId?: string | null;
  /** …or a new one. */
  address?: CheckoutAddress | null;
};

const fieldError = (path: string, messageKey: string) => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path, messageKey }] });

export async function chooseDelivery(db: Db, input: ChooseDeliveryInput): Promise<{ code: 'pickup' | 'delivery'; address: OrderAddress | null }> {
  const order = await findShopperOrder(db, input.storeId, input.number, input.customerPhone);
  if ((order.state as OrderState) !== 'expected') throw new AppError('CONFLICT', 'deliveryNotOpen');
  if (!input.code) throw fieldError('code', 'chooseOne');

  let address: OrderAddress | null = null;
  if (input.code === 'delivery') address = await describeAddress(db, await deliveryAddress(db, input));

  const choice = { code: input.code, address, chosenAt: new Date().toISOString() };
  // The state is checked again in the update: a choice never lands on an order staff moved on meanwhile.
  const [updated] = await db
    .update(orders)
    .set({ deliveryChoice: choice, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.state, 'expected')))
    .returning({ id: orders.id });
  if (!updated) throw new AppError('CONFLICT', 'deliveryNotOpen');
  return { code: choice.code, address };
}

/** The address to deliver to: a saved one of the account whose phone this is, or a new one checked against the address form. */
async function deliveryAddress(db: Db, input: ChooseDeliveryInput): Promise<CheckoutAddress> {
  if (input.addressId && input.addressId !== 'new') {
    const [saved] = z.uuid().safeParse(input.addressId).success
      ? await db
          .select({ a: addresses })
          .from(addresses)
          .innerJoin(customers, eq(customers.id, addresses.customerId))
          .where(and(eq(addresses.id, input.addressId), eq(customers.storeId, input.storeId), eq(customers.phone, input.customerPhone ?? '')))
      : [];
    if (!saved) throw fieldError('addressId', 'chooseOne');
    const a = saved.a;
    return { countryCode: a.countryCode, cityCode: a.cityCode, districtCode: a.districtCode, khorooCode: a.khorooCode, detail: a.detail };
  }
  const a = input.address;
  const issues: FieldIssue[] = [];
  if (!a?.countryCode) issues.push({ path: 'countryCode', messageKey: 'required' });
  else if (!a.cityCode) issues.push({ path: 'cityCode', messageKey: 'required' });
  if (!a?.detail?.trim()) issues.push({ path: 'detail', messageKey: 'required' });
  if (issues.length) throw new AppError('VALIDATION', 'invalidRequest', { fields: issues });
  await checkAddressPlace(db, a!);
  return {
    countryCode: a!.countryCode,
    cityCode: a!.cityCode,
    districtCode: a!.districtCode || null,
    khorooCode: a!.khorooCode || null,
    detail: a!.detail.trim(),
  };
}
