import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { stores, type BankAccount, type LocalizedText } from '../../db/schema';

/** Store settings as the storefront loads them at start (spec §3), field names as the spec's call answers them. */
export type StoreSettings = {
  _id: string;
  name: string;
  email: string;
  facebook: string | null;
  instagram: string | null;
  phone: string;
  address: LocalizedText;
  schedule: LocalizedText;
  aboutUs: LocalizedText;
  supportingLanguage: string[];
  defaultLanguage: string;
  paymentMethods: string[];
  /** Where bank transfers go (shown with an order's payment reference), the names in both languages. */
  bankAccounts: BankAccount[];
};

export async function getStoreSettings(db: Db, storeName: string): Promise<StoreSettings> {
  const [row] = await db.select().from(stores).where(eq(stores.name, storeName)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'storeNotFound', { values: { name: storeName } });
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    facebook: row.facebook,
    instagram: row.instagram,
    phone: row.phone,
    address: row.address,
    schedule: row.schedule,
    aboutUs: row.aboutUs,
    supportingLanguage: row.supportingLanguages,
    defaultLanguage: row.defaultLanguage,
    paymentMethods: row.paymentMethods,
    bankAccounts: row.bankAccounts,
  };
}
