// The checkout form of /order: delivery type, address, customer information, terms and payment option, checked with the
// spec's messages and kept (one per cart owner) until the order is placed, so /order/review shows exactly this. The terms
// version the shopper accepted is kept with it (null while the store has no terms published).
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, type FieldIssue } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { addresses, checkouts, locations, shippingTypes, type CheckoutAddress, type LocalizedText, type OrderAddress } from '../../db/schema';
import { checkAddressPlace, saveAddress } from '../accounts/addresses';
import { currentLegalVersion } from '../content/legal';
import type { CartOwner } from '../cart/cart';
import type { CheckoutInput } from './schemas';

export type Checkout = typeof checkouts.$inferSelect;
export type CheckoutCustomer = { id: string; phone: string | null };

const fail = (fields: FieldIssue[]) => new AppError('VALIDATION', 'invalidRequest', { fields });

/** Checks the form and saves it for the customer's cart. A new address also goes into the address book. */
export async function saveCheckout(db: Db, input: { storeId: string; customer: CheckoutCustomer; paymentMethods: string[]; form: CheckoutInput }): Promise<void> {
  const { storeId, customer, paymentMethods, form } = input;
  const issues: FieldIssue[] = [];
  const [shipping] = form.shippingCode
    ? await db.select().from(shippingTypes).where(and(eq(shippingTypes.storeId, storeId), eq(shippingTypes.code, form.shippingCode as 'pickup'), eq(shippingTypes.active, true)))
    : [];
  if (!shipping) issues.push({ path: 'shippingCode', messageKey: 'chooseDeliveryFirst' });
  let address: CheckoutAddress | null = null;
  if (shipping && shipping.code !== 'pickup') {
    if (form.addressId && form.addressId !== 'new') {
      const saved = z.uuid().safeParse(form.addressId).success
        ? (await db.select().from(addresses).where(and(eq(addresses.id, form.addressId), eq(addresses.customerId, customer.id))))[0]
        : undefined;
      if (!saved) issues.push({ path: 'addressId', messageKey: 'chooseDeliveryFirst' });
      else address = { countryCode: saved.countryCode, cityCode: saved.cityCode, districtCode: saved.districtCode, khorooCode: saved.khorooCode, detail: saved.detail };
    } else if (!form.countryCode || !form.cityCode) {
      issues.push({ path: form.countryCode ? 'cityCode' : 'countryCode', messageKey: 'chooseDeliveryFirst' });
    } else if (!form.detail) {
      issues.push({ path: 'detail', messageKey: 'required' });
    } else {
      address = { countryCode: form.countryCode, cityCode: form.cityCode, districtCode: form.districtCode, khorooCode: form.khorooCode, detail: form.detail };
    }
  }
  if (!form.firstName) issues.push({ path: 'firstName', messageKey: 'customerIncomplete' });
  if (!form.lastName) issues.push({ path: 'lastName', messageKey: 'customerIncomplete' });
  if (!customer.phone) issues.push({ path: 'phone', messageKey: 'customerIncomplete' });
  if (form.email && !z.email().safeParse(form.email).success) issues.push({ path: 'email', messageKey: 'email' });
  if (!form.paymentMethod || !paymentMethods.includes(form.paymentMethod)) issues.push({ path: 'paymentMethod', messageKey: 'paymentRequired' });
  // The terms the shopper ticked must be the ones in force: terms that changed while they filled in the form are read first.
  const termsVersion = await currentLegalVersion(db, storeId, 'terms');
  if (!form.terms) issues.push({ path: 'terms', messageKey: 'termsRequired' });
  else if (form.termsVersion !== undefined && termsVersion !== null && form.termsVersion !== termsVersion)
    issues.push({ path: 'terms', messageKey: 'termsChanged', values: { version: termsVersion } });
  if (issues.length) throw fail(issues);
  if (address && (!form.addressId || form.addressId === 'new')) {
    await checkAddressPlace(db, address);
    await saveAddress(db, customer.id, null, { ...address, type: 'home', isMain: false });
  }
  const row = {
    shippingCode: shipping!.code,
    address,
    firstName: form.firstName!,
    lastName: form.lastName!,
    phone: customer.phone!,
    email: form.email,
    paymentMethod: form.paymentMethod!,
    termsAcceptedAt: new Date(),
    termsVersion,
    updatedAt: new Date(),
  };
  await db
    .insert(checkouts)
    .values({ storeId, owner: `c:${customer.id}`, ...row })
    .onConflictDoUpdate({ target: [checkouts.storeId, checkouts.owner], set: row });
}

export async function readCheckout(db: Db, storeId: string, owner: CartOwner): Promise<Checkout | null> {
  const [row] = await db.select().from(checkouts).where(and(eq(checkouts.storeId, storeId), eq(checkouts.owner, owner)));
  return row ?? null;
}

/** The address with its place names in both languages (kept on the order, which outlives renamed places). */
export async function describeAddress(db: Db, address: CheckoutAddress): Promise<OrderAddress> {
  const codes = [address.countryCode, address.cityCode, address.districtCode, address.khorooCode].filter((c): c is string => Boolean(c));
  const rows = await db.select().from(locations).where(inArray(locations.code, codes));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  // Narrowest first, as an address is written: khoroo, district, city, country.
  const names = codes.map((c) => byCode.get(c)).filter((r) => r !== undefined).reverse();
  const places: LocalizedText = { mn: names.map((r) => r.nameMn).join(', '), en: names.map((r) => r.nameEn).join(', ') };
  return { ...address, places };
}
