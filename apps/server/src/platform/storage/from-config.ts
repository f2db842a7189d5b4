// The storage the configuration names: the local disk under STORAGE_DIR (the default), or an S3-compatible bucket.
// The AWS SDK (about 25 MB resident, a few hundred ms to load) is loaded only when S3 is chosen.
import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

export async function storageFromConfig(config: Pick<Config, 'storage' | 'storageDir'>): Promise<Storage> {
  if (config.storage.mode === 'local') return createLocalStorage(config.storageDir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.storage);
}
