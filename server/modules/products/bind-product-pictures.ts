// A product's photos (server/modules/products/product-pictures.ts) bound to one database and the file storage: spread
// into the app's services (server/services.ts). Each change publishes the 'catalog' change once committed, so cards,
// rails and product pages show the new pictures.
import { AppError } from '../../../core/app-error';
import type { CacheTopic } from '../../cache';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { AuditActor } from '../audit/record-audit';
import { addProductPictures, getProductPictures, moveProductPicture, removeProductPicture, setVariantPictures, type UploadedFile } from './product-pictures';

export function productPictureServices(db: Db, publishChange: (topic: CacheTopic) => Promise<void>, storage: FileStorage | undefined) {
  const published = async <T>(done: Promise<T>) => {
    const result = await done;
    await publishChange('catalog');
    return result;
  };
  return {
    productPictures: {
      get: (storeId: string, productId: string) => getProductPictures(db, storeId, productId),
      add: (storeId: string, actor: AuditActor, productId: string, files: UploadedFile[]) => {
        if (!storage) throw new AppError('UNAVAILABLE');
        return published(addProductPictures(db, storage, { storeId, actor }, productId, files));
      },
      move: (storeId: string, actor: AuditActor, productId: string, imageId: string, to: number) => published(moveProductPicture({ db, storeId, actor }, productId, imageId, to)),
      remove: (storeId: string, actor: AuditActor, productId: string, imageId: string) => published(removeProductPicture({ db, storeId, actor }, productId, imageId)),
      setVariants: (storeId: string, actor: AuditActor, productId: string, choices: Record<string, string | null>) =>
        published(setVariantPictures({ db, storeId, actor }, productId, choices)),
    },
  };
}
