import { createHash } from 'node:crypto';

/** Where a blob store keeps its bytes. */
export type BlobStoreTarget =
  | 'memory'
  | { dir: string }
  | {
      s3: {
        bucket: string;
        region?: string;
        endpoint?: string;
        prefix?: string;
        forcePathStyle?: boolean;
      };
    };

/**
 * Content-addressed storage: bytes are kept under their SHA-256, so identical files are stored
 * once and anyone can check that what comes back is what went in.
 */
export interface BlobStore {
  /** Stores the bytes; storing the same bytes again is a no-op. */
  put(bytes: Uint8Array): Promise<{ sha256: string; size: number }>;
  /** The bytes, or null when nothing is stored under that hash. */
  get(sha256: string): Promise<Buffer | null>;
  has(sha256: string): Promise<boolean>;
  /** Removes the bytes; a missing blob is not an error. */
  delete(sha256: string): Promise<void>;
  /** Resolves when the storage answers (readiness probe); rejects with the reason otherwise. */
  checkReachable(): Promise<void>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Guards every key that reaches a path or an object name. */
export function assertSha256(sha256: string): void {
  if (!SHA256.test(sha256)) throw new Error(`Not a SHA-256 hex digest: ${sha256.slice(0, 80)}`);
}

/** Bytes in a Map: the default for tests, which run on an in-memory database too. */
export function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    async put(bytes) {
      const sha256 = sha256Hex(bytes);
      if (!blobs.has(sha256)) blobs.set(sha256, Buffer.from(bytes));
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      return blobs.get(sha256) ?? null;
    },
    async has(sha256) {
      return blobs.has(sha256);
    },
    async delete(sha256) {
      blobs.delete(sha256);
    },
    async checkReachable() {},
  };
}
