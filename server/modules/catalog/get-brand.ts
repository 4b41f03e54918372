import { and, eq } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import type { Origin } from './product-card';

export type BrandView = { slug: string; name: string; origin: Origin; description: string; logo: string | null };

export async function getBrand(db: Db, storeId: string, slug: string, lang: Language): Promise<BrandView> {
  const [b] = await db.select().from(brands).where(and(eq(brands.storeId, storeId), eq(brands.slug, slug))).limit(1);
  if (!b) throw new AppError('NOT_FOUND', 'dataNotFound');
  return { slug: b.slug, name: b.name, origin: b.origin as Origin, description: pick(b.description, lang), logo: b.logo };
}
