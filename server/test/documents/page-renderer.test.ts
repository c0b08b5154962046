import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { degrees, PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../src/blobs/blob-store';
import {
  createPageRenderer,
  PageNotRenderable,
  PageOutOfRange,
  type PageRenderer,
  type RenderKey,
} from '../../src/pdf/page-renderer';
import { createRenderCache } from '../../src/pdf/render-cache';
import { samplePdf } from '../../src/pdf/sample-pdf';
import { pdfWithoutRoot } from './malformed-pdfs';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

let dir: string;
let pdf: Uint8Array;
let sha256: string;
let renderer: PageRenderer;
const load = vi.fn(async () => pdf);
const key = (page: number, scale: number, format: RenderKey['format'] = 'png'): RenderKey => ({
  sha256,
  page,
  scale,
  format,
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'paraph-renders-'));
  pdf = await samplePdf({ title: 'Rendering test', pages: 2 });
  sha256 = sha256Hex(pdf);
  renderer = createPageRenderer({ cache: { dir } });
});

afterAll(async () => {
  await renderer.close();
  await rm(dir, { recursive: true, force: true });
});

describe('page renderer', () => {
  it('renders an A4 page at scale 100 to about 595×842 pixels', async () => {
    const result = await renderer.render(key(1, 100), load, 30_000);
    if (result.status !== 'ready') throw new Error('expected a ready render');
    expect(pngSize(result.image)).toEqual([595, 842]);
    expect(renderer.stats().rendered).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders smaller at a smaller scale, without loading the PDF again', async () => {
    const result = await renderer.render(key(1, 20), load, 30_000);
    if (result.status !== 'ready') throw new Error('expected a ready render');
    expect(pngSize(result.image)).toEqual([119, 168]);
    // The worker kept the document open.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders lossless WebP when asked: the same pixels as the PNG, in fewer bytes', async () => {
    const png = await renderer.render(key(1, 100), load, 30_000);
    const webp = await renderer.render(key(1, 100, 'webp'), load, 30_000);
    if (png.status !== 'ready' || webp.status !== 'ready')
      throw new Error('expected ready renders');
    expect(webp.image.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(webp.image.byteLength).toBeLessThan(png.image.byteLength);
    const pixels = (image: Buffer) =>
      sharp(image).toColourspace('srgb').removeAlpha().raw().toBuffer();
    expect((await pixels(webp.image)).equals(await pixels(png.image))).toBe(true);
    // Each format is a render and a cache entry of its own.
    expect(await readdir(join(dir, 'renders', sha256))).toEqual(
      expect.arrayContaining(['1@100.png', '1@100.webp']),
    );
  });

  it('serves a second request from the cache without rendering', async () => {
    const before = renderer.stats().rendered;
    const first = await renderer.render(key(1, 100), load, 30_000);
    expect(first.status).toBe('ready');
    expect(renderer.stats().rendered).toBe(before);
  });

  it('renders a page once for concurrent requests', async () => {
    const before = renderer.stats().rendered;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => renderer.render(key(2, 50), load, 30_000)),
    );
    expect(results.map((result) => result.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(renderer.stats().rendered).toBe(before + 1);
    expect(renderer.stats().inFlight).toBe(0);
  });

  it('answers queued when the render is not done in time, then ready on retry', async () => {
    const before = renderer.stats().rendered;
    expect(await renderer.render(key(2, 150), load, 0)).toEqual({
      status: 'queued',
      retryAfterSeconds: 1,
    });
    let result = await renderer.render(key(2, 150), load, 0);
    for (let tries = 0; result.status === 'queued' && tries < 200; tries++) {
      await sleep(50);
      result = await renderer.render(key(2, 150), load, 0);
    }
    if (result.status !== 'ready') throw new Error('the render never finished');
    expect(pngSize(result.image)).toEqual([893, 1263]);
    expect(renderer.stats().rendered).toBe(before + 1);
  });

  it('keeps finished pages in the cache folder', async () => {
    const file = join(dir, 'renders', sha256, '1@100.png');
    expect((await stat(file)).size).toBeGreaterThan(1000);
    const files = await readdir(join(dir, 'renders', sha256));
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    // A fresh renderer (a restarted server) finds them there without starting a worker.
    const restarted = createPageRenderer({ cache: { dir } });
    const neverLoad = vi.fn(async () => pdf);
    const result = await restarted.render(key(1, 100), neverLoad, 30_000);
    expect(result.status).toBe('ready');
    expect(restarted.stats().rendered).toBe(0);
    expect(neverLoad).not.toHaveBeenCalled();
    await restarted.close();
  });

  it('refuses a page past the end with PageOutOfRange', async () => {
    await expect(renderer.render(key(3, 100), load, 30_000)).rejects.toBeInstanceOf(PageOutOfRange);
    await expect(renderer.render(key(0, 100), load, 30_000)).rejects.toBeInstanceOf(PageOutOfRange);
    // The page count is now known: refused at once, even when it would otherwise queue.
    await expect(renderer.render(key(7, 100), load, 0)).rejects.toBeInstanceOf(PageOutOfRange);
  });

  it('refuses scales outside 1..400 and bad hashes', async () => {
    await expect(renderer.render(key(1, 0), load)).rejects.toThrow(RangeError);
    await expect(renderer.render(key(1, 401), load)).rejects.toThrow(RangeError);
    await expect(renderer.render(key(1, 12.5), load)).rejects.toThrow(RangeError);
    await expect(
      renderer.render({ sha256: '../x', page: 1, scale: 100, format: 'png' }, load),
    ).rejects.toThrow(/SHA-256/);
    await expect(
      renderer.render({ ...key(1, 100), format: 'gif' as RenderKey['format'] }, load),
    ).rejects.toThrow(RangeError);
  });

  it('passes on failures to load or parse the PDF', async () => {
    const garbage = Buffer.from('%PDF-1.7\nnot really\n%%EOF\n');
    const garbageKey = { sha256: sha256Hex(garbage), page: 1, scale: 100, format: 'png' } as const;
    await expect(renderer.render(garbageKey, async () => garbage, 30_000)).rejects.toThrow();
    const missing = { ...garbageKey, sha256: sha256Hex(Buffer.from('gone')) };
    await expect(
      renderer.render(missing, () => Promise.reject(new Error('blob missing')), 30_000),
    ).rejects.toThrow('blob missing');
    // The worker survived both.
    expect((await renderer.render(key(1, 10), load, 30_000)).status).toBe('ready');
  });

  it('answers PageNotRenderable for a stored file the renderer cannot read', async () => {
    const bytes = await pdfWithoutRoot();
    const broken = { sha256: sha256Hex(bytes), page: 1, scale: 10, format: 'png' } as const;
    await expect(renderer.render(broken, async () => bytes, 30_000)).rejects.toBeInstanceOf(
      PageNotRenderable,
    );
  });

  it('draws turned pages as shown', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595.28, 841.89]).setRotation(degrees(90));
    const turned = await doc.save();
    const result = await renderer.render(
      { sha256: sha256Hex(turned), page: 1, scale: 100, format: 'png' },
      async () => turned,
      30_000,
    );
    if (result.status !== 'ready') throw new Error('expected a ready render');
    expect(pngSize(result.image)).toEqual([842, 595]);
  });
});

describe('closing the page renderer', () => {
  it('stops its workers and refuses new renders', async () => {
    const own = createPageRenderer();
    const bytes = await samplePdf({ title: 'Closing' });
    const ownKey = { sha256: sha256Hex(bytes), page: 1, scale: 10, format: 'png' } as const;
    expect((await own.render(ownKey, async () => bytes, 30_000)).status).toBe('ready');
    expect(own.stats().workers).toBe(1);
    await own.close();
    expect(own.stats().workers).toBe(0);
    await expect(own.render({ ...ownKey, scale: 11 }, async () => bytes, 30_000)).rejects.toThrow(
      /closed/,
    );
  });
});

describe('warming the page renderer', () => {
  it('starts its workers before the first page, once, and they render', async () => {
    const own = createPageRenderer({ concurrency: 2 });
    try {
      expect(own.stats().workers).toBe(0);
      own.warm();
      own.warm();
      expect(own.stats().workers).toBe(2);
      const bytes = await samplePdf({ title: 'Warm' });
      const ownKey = { sha256: sha256Hex(bytes), page: 1, scale: 10, format: 'png' } as const;
      expect((await own.render(ownKey, async () => bytes, 30_000)).status).toBe('ready');
      expect(own.stats().workers).toBe(2);
    } finally {
      await own.close();
    }
  });
});

describe('render cache', () => {
  it('forgets the least recently used images beyond its byte budget', async () => {
    const cache = createRenderCache({ maxMemoryBytes: 100 });
    const png = (fill: number) => Buffer.alloc(20, fill);
    const page = (n: number): RenderKey => ({
      sha256: 'a'.repeat(64),
      page: n,
      scale: 100,
      format: 'png',
    });
    for (const n of [1, 2, 3, 4, 5]) await cache.set(page(n), png(n));
    // Page 1 used again: now page 2 is the oldest.
    expect(await cache.get(page(1))).toEqual(png(1));
    await cache.set(page(6), png(6));
    expect(await cache.get(page(2))).toBeNull();
    expect(await cache.get(page(1))).toEqual(png(1));
    expect(await cache.get(page(6))).toEqual(png(6));
    // Another format of a page is another image.
    expect(await cache.get({ ...page(6), format: 'webp' })).toBeNull();
    // Too big for the budget: not kept, and nothing else is pushed out for it.
    await cache.set(page(7), Buffer.alloc(60));
    expect(await cache.get(page(7))).toBeNull();
    expect(await cache.get(page(3))).toEqual(png(3));
  });
});
