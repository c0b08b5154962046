import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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
  /**
   * Blobs larger than this go up as a multipart upload, in parts of this size (S3's minimum
   * part is 5 MiB): a failed part is retried alone instead of the whole 40 MB document.
   */
  multipartPartBytes?: number;
}

const MiB = 1024 * 1024;
const DEFAULT_PART_BYTES = 8 * MiB;

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
  const partBytes = Math.max(options.multipartPartBytes ?? DEFAULT_PART_BYTES, 5 * MiB);
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
      const object = {
        Bucket: bucket,
        Key: keyOf(sha256),
        ContentType: 'application/octet-stream',
      };
      if (size > partBytes) {
        // Each part carries its own SHA-256, which S3 checks; the whole is checked on read.
        // A failed upload is aborted, so no orphaned parts stay billed in the bucket.
        await new Upload({
          client,
          params: { ...object, Body: bytes, ChecksumAlgorithm: 'SHA256' },
          partSize: partBytes,
          queueSize: 2,
        }).done();
        return { sha256, size };
      }
      await client.send(
        new PutObjectCommand({
          ...object,
          Body: bytes,
          ContentLength: size,
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
    async checkReachable() {
      // Proves the endpoint answers, the credentials hold and the bucket exists.
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

/** A missing object; a missing bucket (404 too) is a misconfiguration, not a missing blob. */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  if (e?.name === 'NoSuchBucket') return false;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
