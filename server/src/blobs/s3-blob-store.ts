import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSha256, sha256Hex, type BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region?: string;
  /** For S3-compatible services (MinIO, R2, …). */
  endpoint?: string;
  /** Prepended to every object name, e.g. `paraph/blobs/`. */
  prefix?: string;
  forcePathStyle?: boolean;
  /** A ready client, mainly for tests; the other connection options are then ignored. */
  client?: S3Client;
}

/** Blobs as objects named by their SHA-256 in one bucket. */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const { bucket, prefix = '' } = options;
  const client =
    options.client ??
    new S3Client({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
    });
  const keyOf = (sha256: string) => {
    assertSha256(sha256);
    return `${prefix}${sha256}`;
  };

  const has = async (sha256: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };

  return {
    async put(bytes) {
      const sha256 = sha256Hex(bytes);
      const size = bytes.byteLength;
      // Content-addressed: an object under this name already holds exactly these bytes.
      if (await has(sha256)) return { sha256, size };
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(sha256),
          Body: bytes,
          ContentLength: size,
          ContentType: 'application/octet-stream',
          // S3 checks the upload against this and refuses bytes damaged on the way.
          ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
        }),
      );
      return { sha256, size };
    },
    async get(sha256) {
      try {
        const response = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }),
        );
        if (!response.Body) return null;
        return Buffer.from(await response.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    has,
    async delete(sha256) {
      // S3 answers 204 for a missing key too, so a missing blob needs no special case.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
    },
  };
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
