import { and, eq } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import { AppError } from '../../../core/app-error';
import type { ImageInfo } from '../../../core/images';
import type { Db } from '../../db/client';
import { brands, images } from '../../db/schema';
import type { Origin } from './product-card';

/**
 * A brand's page header: `logoImage` is the logo staff uploaded (kept in several widths, shown with srcset), `logo` the
 * generated wordmark that stands in without one.
 */
export type BrandView = { slug: string; name: string; origin: Origin; description: string; logo: string | null; logoImage: ImageInfo | null };

export async function getBrand(db: Db, storeId: string, slug: string, lang: Language): Promise<BrandView> {
  const [row] = await db
    .select({ b: brands, image: images })
    .from(brands)
    .leftJoin(images, and(eq(images.id, brands.logoImageId), eq(images.storeId, brands.storeId)))
    .where(and(eq(brands.storeId, storeId), eq(brands.slug, slug)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'dataNotFound');
  const { b, image } = row;
  const logoImage = image ? { id: image.id, width: image.width, height: image.height, variants: image.variants.map(({ width, height, key }) => ({ width, height, key })) } : null;
  return { slug: b.slug, name: b.name, origin: b.origin as Origin, description: pick(b.description, lang), logo: b.logo, logoImage };
}
