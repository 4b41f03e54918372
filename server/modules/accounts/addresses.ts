// A customer's delivery addresses. Codes must form a path of the address form (country → city → district → khoroo),
// a Mongolian address names its district or soum, and an Ulaanbaatar district its khoroo. Exactly one address is main.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { addresses, locations } from '../../db/schema';
import type { AddressInput } from './schemas';

export type AddressView = {
  _id: string;
  countryCode: string;
  cityCode: string;
  districtCode: string | null;
  khorooCode: string | null;
  detail: string;
  type: 'home' | 'work' | 'other';
  isMain: boolean;
  /** Country, city, district and khoroo names in the shopper's language, widest first. */
  place: string[];
};

const missing = (path: string) => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path, messageKey: 'required' }] });
const wrong = (path: string) => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path, messageKey: 'invalidFormat' }] });

/** Throws a field error unless the codes form a path of the address form, as deep as the form goes there. */
export async function checkAddressPlace(db: Db, a: Pick<AddressInput, 'countryCode' | 'cityCode' | 'districtCode' | 'khorooCode'>) {
  const codes = [a.countryCode, a.cityCode, a.districtCode, a.khorooCode].filter((c): c is string => Boolean(c));
  const rows = await db.select().from(locations).where(inArray(locations.code, codes));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const country = byCode.get(a.countryCode);
  if (!country || country.kind !== 'country') throw wrong('countryCode');
  const city = byCode.get(a.cityCode);
  if (!city || city.parentId !== country.id) throw wrong('cityCode');
  const children = async (parentId: string) => (await db.select({ n: sql<number>`count(*)` }).from(locations).where(eq(locations.parentId, parentId)))[0].n;
  if (!a.districtCode) {
    if (Number(await children(city.id)) > 0) throw missing('districtCode');
    return;
  }
  const district = byCode.get(a.districtCode);
  if (!district || district.parentId !== city.id) throw wrong('districtCode');
  if (!a.khorooCode) {
    if (Number(await children(district.id)) > 0) throw missing('khorooCode');
    return;
  }
  const khoroo = byCode.get(a.khorooCode);
  if (!khoroo || khoroo.parentId !== district.id) throw wrong('khorooCode');
}

export async function listAddresses(db: Db, customerId: string, lang: Language): Promise<AddressView[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(desc(addresses.isMain), desc(addresses.createdAt));
  const codes = [...new Set(rows.flatMap((r) => [r.countryCode, r.cityCode, r.districtCode, r.khorooCode]).filter((c): c is string => Boolean(c)))];
  const names = new Map(
    codes.length ? (await db.select().from(locations).where(inArray(locations.code, codes))).map((l) => [l.code, pick({ mn: l.nameMn, en: l.nameEn }, lang)]) : [],
  );
  return rows.map((r) => ({
    _id: r.id,
    countryCode: r.countryCode,
    cityCode: r.cityCode,
    districtCode: r.districtCode,
    khorooCode: r.khorooCode,
    detail: r.detail,
    type: r.type,
    isMain: r.isMain,
    place: [r.countryCode, r.cityCode, r.districtCode, r.khorooCode].filter((c): c is string => Boolean(c)).map((c) => names.get(c) ?? c),
  }));
}

/** Adds (id null) or changes an address. The first address is main; making one main makes the others not. */
export async function saveAddress(db: Db, customerId: string, id: string | null, input: AddressInput): Promise<string> {
  await checkAddressPlace(db, input);
  return db.transaction(async (tx) => {
    const others = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.customerId, customerId), id ? ne(addresses.id, id) : sql`true`));
    // One address is always main: the first one, and the main one stays main until another is chosen.
    const [before] = id ? await tx.select({ isMain: addresses.isMain }).from(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId))) : [];
    const isMain = input.isMain || others.length === 0 || Boolean(before?.isMain);
    if (isMain) await tx.update(addresses).set({ isMain: false }).where(eq(addresses.customerId, customerId));
    if (id) {
      const [row] = await tx
        .update(addresses)
        .set({ ...input, isMain, updatedAt: sql`now()` })
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
        .returning({ id: addresses.id });
      if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
      return row.id;
    }
    const [row] = await tx.insert(addresses).values({ ...input, isMain, customerId }).returning({ id: addresses.id });
    return row.id;
  });
}

export async function setMainAddress(db: Db, customerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
    if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
    await tx.update(addresses).set({ isMain: sql`${addresses.id} = ${id}` }).where(eq(addresses.customerId, customerId));
  });
}

/** Deletes an address; when it was the main one, the newest remaining becomes main. */
export async function deleteAddress(db: Db, customerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId))).returning({ isMain: addresses.isMain });
    if (!gone) throw new AppError('NOT_FOUND', 'dataNotFound');
    if (!gone.isMain) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.customerId, customerId)).orderBy(desc(addresses.createdAt)).limit(1);
    if (next) await tx.update(addresses).set({ isMain: true }).where(eq(addresses.id, next.id));
  });
}
