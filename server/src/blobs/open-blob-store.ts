import { createMemoryBlobStore, type BlobStore, type BlobStoreTarget } from './blob-store';
import { createFsBlobStore } from './fs-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** The store the configuration asks for. */
export function openBlobStore(target: BlobStoreTarget): BlobStore {
  if (target === 'memory') return createMemoryBlobStore();
  if ('dir' in target) return createFsBlobStore(target.dir);
  return createS3BlobStore(target.s3);
}
