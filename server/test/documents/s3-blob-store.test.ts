import { randomBytes, randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/blobs/blob-store';
import { createS3BlobStore } from '../../src/blobs/s3-blob-store';
import { readBlob } from '../../src/domain/requests/stored-pdf';
import { startS3TestServer, type S3TestServer } from '../s3/s3-test-server';

const MiB = 1024 * 1024;

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
});

/** The commands the store sends, with their input, recorded on the test server's client. */
function recordCommands() {
  const sent: { command: string; input: Record<string, unknown> }[] = [];
  const name = `record-${randomUUID()}`;
  s3.client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push({
        command: context.commandName ?? '',
        input: args.input as Record<string, unknown>,
      });
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { sent, stop: () => s3.client.middlewareStack.remove(name) };
}

function storeWithPrefix(options: { multipartPartBytes?: number } = {}) {
  const prefix = `${randomUUID()}/`;
  return {
    prefix,
    store: createS3BlobStore({ bucket: s3.bucket, prefix, client: s3.client, ...options }),
  };
}

describe('S3 blob store on an S3-protocol server', () => {
  it('uploads once, in one request with the SHA-256 as checksum, under the prefix', async () => {
    const { store, prefix } = storeWithPrefix();
    const bytes = Buffer.from('contract');
    const record = recordCommands();
    try {
      const { sha256 } = await store.put(bytes);
      await store.put(bytes);
      const puts = record.sent.filter(({ command }) => command === 'PutObjectCommand');
      expect(puts).toHaveLength(1);
      expect(puts[0]!.input).toMatchObject({
        Bucket: s3.bucket,
        Key: `${prefix}${sha256}`,
        ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
      });
    } finally {
      record.stop();
    }
  });

  it('uploads a large file in parts and reads it back whole', async () => {
    const { store } = storeWithPrefix({ multipartPartBytes: 5 * MiB });
    const bytes = randomBytes(12 * MiB);
    const record = recordCommands();
    let sha256: string;
    try {
      ({ sha256 } = await store.put(bytes));
      const commands = record.sent.map(({ command }) => command);
      expect(commands.filter((command) => command === 'UploadPartCommand')).toHaveLength(3);
      expect(commands).toContain('CreateMultipartUploadCommand');
      expect(commands).toContain('CompleteMultipartUploadCommand');
      expect(commands).not.toContain('PutObjectCommand');
    } finally {
      record.stop();
    }
    expect(sha256).toBe(sha256Hex(bytes));
    expect(Buffer.compare(await readBlob(store, sha256), bytes)).toBe(0);
    await store.delete(sha256);
    expect(await store.has(sha256)).toBe(false);
  });

  it('keeps a file at the part size in one request', async () => {
    const { store } = storeWithPrefix({ multipartPartBytes: 5 * MiB });
    const record = recordCommands();
    try {
      await store.put(randomBytes(5 * MiB));
      expect(record.sent.map(({ command }) => command)).toEqual([
        'HeadObjectCommand',
        'PutObjectCommand',
      ]);
    } finally {
      record.stop();
    }
  });

  it('refuses on read a blob altered in the bucket', async () => {
    const { store, prefix } = storeWithPrefix();
    const { sha256 } = await store.put(Buffer.from('%PDF-1.7 the signed original'));
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: `${prefix}${sha256}`,
        Body: Buffer.from('%PDF-1.7 a forged copy'),
      }),
    );
    await expect(readBlob(store, sha256)).rejects.toThrow(/does not match its hash/);
  });

  it('passes on errors other than not-found, and fails the readiness check', async () => {
    const store = createS3BlobStore({ bucket: 'no-such-bucket', client: s3.client });
    await expect(store.get('a'.repeat(64))).rejects.toThrow(/bucket/i);
    await expect(store.checkReachable()).rejects.toThrow();
  });
});
