// The storage a deployment configured (config.storage): a bucket when S3_BUCKET is set, else a local directory.
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export function openFileStorage(settings: Config['storage']): Promise<FileStorage> {
  return settings.driver === 'local' ? Promise.resolve(createLocalStorage(settings.dir)) : createS3Storage(settings);
}
