import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Finished page images: a memory LRU bounded in bytes, backed by an optional folder
 * (`dir/renders/<sha256>/<page>@<scale>.png`) that survives restarts.
 */
export interface RenderCache {
  get(sha256: string, page: number, scale: number): Promise<Buffer | null>;
  set(sha256: string, page: number, scale: number, png: Buffer): Promise<void>;
}

export function createRenderCache(options: { dir?: string; maxMemoryBytes?: number }): RenderCache {
  const budget = options.maxMemoryBytes ?? 64 * 1024 * 1024;
  // A Map iterates in insertion order: re-inserting on every hit makes the first key the oldest.
  const memory = new Map<string, Buffer>();
  let bytes = 0;

  const remember = (key: string, png: Buffer) => {
    // One huge image must not flush everything else.
    if (png.byteLength > budget / 4) return;
    const old = memory.get(key);
    if (old) bytes -= old.byteLength;
    memory.delete(key);
    memory.set(key, png);
    bytes += png.byteLength;
    for (const [oldest, value] of memory) {
      if (bytes <= budget) break;
      memory.delete(oldest);
      bytes -= value.byteLength;
    }
  };

  const fileOf = (sha256: string, page: number, scale: number) =>
    options.dir && join(options.dir, 'renders', sha256, `${page}@${scale}.png`);

  return {
    async get(sha256, page, scale) {
      const key = `${sha256}/${page}@${scale}`;
      const hit = memory.get(key);
      if (hit) {
        remember(key, hit);
        return hit;
      }
      const file = fileOf(sha256, page, scale);
      if (!file) return null;
      try {
        const png = await readFile(file);
        remember(key, png);
        return png;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async set(sha256, page, scale, png) {
      remember(`${sha256}/${page}@${scale}`, png);
      const file = fileOf(sha256, page, scale);
      if (!file || !options.dir) return;
      await mkdir(join(options.dir, 'renders', sha256), { recursive: true });
      // Temp file and rename, so a reader never sees half a PNG.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, png);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
  };
}
