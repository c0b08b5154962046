import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderKey } from './page-renderer';

/** One render's name: its key here and its file's path under `renders/`. */
export const renderId = ({ sha256, page, scale, format }: RenderKey) =>
  `${sha256}/${page}@${scale}.${format}`;

/**
 * Finished page images: a memory LRU bounded in bytes, backed by an optional folder
 * (`dir/renders/<sha256>/<page>@<scale>.<format>`) that survives restarts.
 */
export interface RenderCache {
  get(key: RenderKey): Promise<Buffer | null>;
  set(key: RenderKey, image: Buffer): Promise<void>;
}

export function createRenderCache(options: { dir?: string; maxMemoryBytes?: number }): RenderCache {
  const budget = options.maxMemoryBytes ?? 64 * 1024 * 1024;
  // A Map iterates in insertion order: re-inserting on every hit makes the first key the oldest.
  const memory = new Map<string, Buffer>();
  let bytes = 0;

  const remember = (key: string, image: Buffer) => {
    // One huge image must not flush everything else.
    if (image.byteLength > budget / 4) return;
    const old = memory.get(key);
    if (old) bytes -= old.byteLength;
    memory.delete(key);
    memory.set(key, image);
    bytes += image.byteLength;
    for (const [oldest, value] of memory) {
      if (bytes <= budget) break;
      memory.delete(oldest);
      bytes -= value.byteLength;
    }
  };

  const fileOf = (id: string) => options.dir && join(options.dir, 'renders', id);

  return {
    async get(key) {
      const id = renderId(key);
      const hit = memory.get(id);
      if (hit) {
        remember(id, hit);
        return hit;
      }
      const file = fileOf(id);
      if (!file) return null;
      try {
        const image = await readFile(file);
        remember(id, image);
        return image;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async set(key, image) {
      const id = renderId(key);
      remember(id, image);
      const file = fileOf(id);
      if (!file || !options.dir) return;
      await mkdir(join(options.dir, 'renders', key.sha256), { recursive: true });
      // Temp file and rename, so a reader never sees half an image.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, image);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
  };
}
