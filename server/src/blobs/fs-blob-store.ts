import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSha256, sha256Hex, type BlobStore } from './blob-store';

/**
 * Blobs as files under `dir/ab/cd/<sha256>`: two levels of fan-out keep any one folder small
 * even with millions of documents.
 */
export function createFsBlobStore(dir: string): BlobStore {
  const folderOf = (sha256: string) => join(dir, sha256.slice(0, 2), sha256.slice(2, 4));
  const pathOf = (sha256: string) => {
    assertSha256(sha256);
    return join(folderOf(sha256), sha256);
  };

  return {
    async put(bytes) {
      const sha256 = sha256Hex(bytes);
      const path = pathOf(sha256);
      const size = bytes.byteLength;
      if (await exists(path)) return { sha256, size };
      await mkdir(folderOf(sha256), { recursive: true });
      // Written beside the final name, then renamed: a rename within one folder is atomic, so a
      // crash leaves at worst a stray `.tmp` file, never a half-written blob under a real hash.
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { sha256, size };
    },
    async get(sha256) {
      try {
        return await readFile(pathOf(sha256));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async has(sha256) {
      return exists(pathOf(sha256));
    },
    async delete(sha256) {
      await rm(pathOf(sha256), { force: true });
    },
    async checkReachable() {
      // The folder appears with the first blob; until then its parent must take it.
      const folder = (await exists(dir, 'directory')) ? dir : dirname(dir);
      await access(folder, constants.R_OK | constants.W_OK);
    },
  };
}

async function exists(path: string, kind: 'file' | 'directory' = 'file'): Promise<boolean> {
  try {
    const stats = await stat(path);
    return kind === 'file' ? stats.isFile() : stats.isDirectory();
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
