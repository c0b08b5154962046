import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBlobStore, sha256Hex, type BlobStore } from '../../src/blobs/blob-store';
import { createFsBlobStore } from '../../src/blobs/fs-blob-store';
import { openBlobStore } from '../../src/blobs/open-blob-store';
import { createS3BlobStore } from '../../src/blobs/s3-blob-store';
import { startS3TestServer, type S3TestServer } from '../s3/s3-test-server';

let root: string;
let s3: S3TestServer;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'paraph-blobs-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await s3.close();
});

/** Every file below `dir`, relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

const stores: Array<[string, () => Promise<BlobStore>]> = [
  ['memory', async () => createMemoryBlobStore()],
  ['fs', async () => createFsBlobStore(await mkdtemp(join(root, 'fs-')))],
  // A real S3-protocol server; a prefix per store keeps the tests' objects apart.
  [
    's3',
    async () =>
      createS3BlobStore({ bucket: s3.bucket, prefix: `${randomUUID()}/`, client: s3.client }),
  ],
];

describe.each(stores)('%s blob store', (_name, make) => {
  it('stores, reads, checks and deletes bytes by their SHA-256', async () => {
    const store = await make();
    const bytes = Buffer.from('%PDF-1.7 hello');
    const { sha256, size } = await store.put(bytes);
    expect(sha256).toBe(sha256Hex(bytes));
    expect(size).toBe(bytes.byteLength);
    expect(await store.has(sha256)).toBe(true);
    expect(Buffer.compare((await store.get(sha256))!, bytes)).toBe(0);
    await store.delete(sha256);
    expect(await store.has(sha256)).toBe(false);
    expect(await store.get(sha256)).toBeNull();
  });

  it('treats a second put of the same bytes as a no-op', async () => {
    const store = await make();
    const first = await store.put(new Uint8Array([1, 2, 3]));
    const second = await store.put(new Uint8Array([1, 2, 3]));
    expect(second).toEqual(first);
    expect(Array.from((await store.get(first.sha256))!)).toEqual([1, 2, 3]);
  });

  it('answers null for a missing blob and ignores deleting one', async () => {
    const store = await make();
    const absent = sha256Hex(Buffer.from('never stored'));
    expect(await store.get(absent)).toBeNull();
    expect(await store.has(absent)).toBe(false);
    await expect(store.delete(absent)).resolves.toBeUndefined();
  });

  it('answers the readiness check', async () => {
    await expect((await make()).checkReachable()).resolves.toBeUndefined();
  });

  it('stores empty input too', async () => {
    const store = await make();
    const { sha256, size } = await store.put(new Uint8Array());
    expect(size).toBe(0);
    expect((await store.get(sha256))?.byteLength).toBe(0);
  });
});

describe.each(stores.filter(([name]) => name !== 'memory'))('%s blob store keys', (_n, make) => {
  it.each(['../../etc/passwd', 'ABC', 'a'.repeat(63), `${'a'.repeat(64)}/x`, ''])(
    'refuses the key %j',
    async (key) => {
      const store = await make();
      await expect(store.get(key)).rejects.toThrow(/SHA-256/);
      await expect(store.has(key)).rejects.toThrow(/SHA-256/);
      await expect(store.delete(key)).rejects.toThrow(/SHA-256/);
    },
  );
});

describe('fs blob store', () => {
  it('keeps one file per content under ab/cd/<sha256> and no temp files', async () => {
    const dir = await mkdtemp(join(root, 'layout-'));
    const store = createFsBlobStore(dir);
    const bytes = Buffer.from('same bytes');
    const results = await Promise.all([1, 2, 3, 4].map(() => store.put(bytes)));
    const { sha256 } = results[0]!;
    expect(await filesIn(dir)).toEqual([join(sha256.slice(0, 2), sha256.slice(2, 4), sha256)]);
    await store.put(Buffer.from('other bytes'));
    const files = await filesIn(dir);
    expect(files).toHaveLength(2);
    expect(files.some((file) => file.endsWith('.tmp'))).toBe(false);
  });

  it('leaves no temp file behind when the final rename fails', async () => {
    const dir = await mkdtemp(join(root, 'rename-'));
    const bytes = Buffer.from('blocked');
    const sha256 = sha256Hex(bytes);
    // A non-empty folder where the blob belongs: the temp file is written, the rename fails.
    await mkdir(join(dir, sha256.slice(0, 2), sha256.slice(2, 4), sha256, 'x'), {
      recursive: true,
    });
    await expect(createFsBlobStore(dir).put(bytes)).rejects.toThrow();
    expect((await filesIn(dir)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});

describe('fs blob store readiness', () => {
  it('accepts a folder not made yet whose parent exists, refuses one with no parent', async () => {
    const parent = await mkdtemp(join(root, 'ready-'));
    await expect(createFsBlobStore(join(parent, 'blobs')).checkReachable()).resolves.toBe(
      undefined,
    );
    await expect(
      createFsBlobStore(join(parent, 'missing', 'blobs')).checkReachable(),
    ).rejects.toThrow(/ENOENT/);
  });
});

describe('openBlobStore', () => {
  it('opens the store the target names', async () => {
    const dir = await mkdtemp(join(root, 'open-'));
    const fs = openBlobStore({ dir });
    const { sha256 } = await fs.put(Buffer.from('x'));
    expect(await createFsBlobStore(dir).has(sha256)).toBe(true);
    const memory = openBlobStore('memory');
    expect(await memory.has(sha256)).toBe(false);
    const s3 = openBlobStore({ s3: { bucket: 'b', region: 'eu-central-1', prefix: 'p/' } });
    expect(typeof s3.put).toBe('function');
  });
});
