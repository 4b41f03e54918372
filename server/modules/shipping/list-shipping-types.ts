import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingTypes, type LocalizedText } from '../../db/schema';
import { requireStore } from '../store/require-store';

export type ShippingType = {
  _id: string;
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  fee: number;
  freeFrom: number | null;
};

export async function listShippingTypes(db: Db, storeId: string): Promise<ShippingType[]> {
  await requireStore(db, storeId);
  const rows = await db
    .select()
    .from(shippingTypes)
    .where(and(eq(shippingTypes.storeId, storeId), eq(shippingTypes.active, true)))
    .orderBy(asc(shippingTypes.sort));
  return rows.map((r) => ({ _id: r.id, code: r.code, name: r.name, description: r.description, fee: r.fee, freeFrom: r.freeFrom }));
}
