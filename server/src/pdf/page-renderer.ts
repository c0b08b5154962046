import { setTimeout as delay } from 'node:timers/promises';
import { assertSha256 } from '../blobs/blob-store';
import type { PageImageFormat } from './page-image';
import { MAX_PAGES } from './pdf-inspect';
import { createPdfWorkerPool, PdfWorkerTimeout } from './pdf-worker-pool';
import { createRenderCache, renderId } from './render-cache';

export interface RenderKey {
  sha256: string;
  /** 1-based. */
  page: number;
  /** Percent of full size: 100 = 72 dpi, one pixel per point. 1..400. */
  scale: number;
  format: PageImageFormat;
}

export type RenderResult =
  { status: 'ready'; image: Buffer } | { status: 'queued'; retryAfterSeconds: number };

export interface PageRenderer {
  /**
   * The page image when it is ready within `waitMs`; otherwise `queued` while rendering goes on
   * in the background, and a later call gets the finished image. `load` is called only when a
   * worker needs the PDF's bytes.
   */
  render(key: RenderKey, load: () => Promise<Uint8Array>, waitMs?: number): Promise<RenderResult>;
  /** Starts the workers ahead of the first page (on a server's start). */
  warm(): void;
  /** Counters, for tests and metrics. */
  stats(): { rendered: number; inFlight: number; workers: number };
  /** Stops the workers; call on shutdown. */
  close(): Promise<void>;
}

export interface PageRendererOptions {
  cache?: { dir?: string; maxMemoryBytes?: number };
  /** Worker threads; 1 by default, since each render keeps a core busy. */
  concurrency?: number;
  /** A render slower than this kills its worker. */
  timeoutMs?: number;
}

/** The page does not exist in the document; the HTTP layer answers 404. */
export class PageOutOfRange extends RangeError {
  override readonly name = 'PageOutOfRange';
  constructor(
    readonly page: number,
    readonly pageCount: number,
  ) {
    super(`Page ${page} is out of range: the document has ${pageCount} pages`);
  }
}

/**
 * pdfjs could not render a page of this file (or took too long): the stored bytes are at
 * fault, so asking again will not help. Failures to load the bytes are not this.
 */
export class PageNotRenderable extends Error {
  override readonly name = 'PageNotRenderable';
  constructor(
    readonly page: number,
    reason: string,
  ) {
    super(`Page ${page} cannot be rendered: ${reason}`);
  }
}

const DEFAULT_WAIT_MS = 300;
/** Page counts remembered per document, to refuse missing pages without a worker round trip. */
const KNOWN_DOCUMENTS = 1000;

export function createPageRenderer(options: PageRendererOptions = {}): PageRenderer {
  const pool = createPdfWorkerPool({
    size: options.concurrency ?? 1,
    timeoutMs: options.timeoutMs ?? 60_000,
  });
  const cache = createRenderCache(options.cache ?? {});
  const inFlight = new Map<string, Promise<Buffer>>();
  const pageCounts = new Map<string, number>();
  let rendered = 0;

  const notePageCount = (sha256: string, count: number) => {
    pageCounts.delete(sha256);
    pageCounts.set(sha256, count);
    if (pageCounts.size > KNOWN_DOCUMENTS) pageCounts.delete(pageCounts.keys().next().value!);
  };

  const produce = async (key: RenderKey, load: () => Promise<Uint8Array>): Promise<Buffer> => {
    const cached = await cache.get(key);
    if (cached) return cached;
    const { sha256, page } = key;
    const image = await pool
      .use(async (call) => {
        // Ask without bytes first: the worker may still have the document open from a previous page.
        let reply = await call({ type: 'render', ...key });
        if (!reply.ok && 'needBytes' in reply) {
          reply = await call({ type: 'render', ...key, bytes: await load() });
        }
        if ('image' in reply) {
          notePageCount(sha256, reply.pageCount);
          return Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength);
        }
        if (!reply.ok && 'message' in reply) {
          if (reply.code === 'PAGE_OUT_OF_RANGE' && reply.pageCount !== undefined) {
            notePageCount(sha256, reply.pageCount);
            throw new PageOutOfRange(page, reply.pageCount);
          }
          throw new PageNotRenderable(page, reply.message);
        }
        throw new Error(`Rendering page ${page} failed: unexpected worker reply`);
      })
      .catch((error: unknown) => {
        // A render slower than the worker's limit is the file's doing (a hostile page).
        throw error instanceof PdfWorkerTimeout ? new PageNotRenderable(page, 'timed out') : error;
      });
    rendered++;
    // The cache only saves work: a full disk must not fail a render that succeeded.
    await cache.set(key, image).catch(() => {});
    return image;
  };

  return {
    async render(key, load, waitMs = DEFAULT_WAIT_MS) {
      validate(key);
      const known = pageCounts.get(key.sha256);
      if (known !== undefined && key.page > known) throw new PageOutOfRange(key.page, known);
      const id = renderId(key);
      let job = inFlight.get(id);
      if (!job) {
        job = produce(key, load).finally(() => inFlight.delete(id));
        // Failures reach the callers still waiting; a job nobody waits for must not crash Node.
        job.catch(() => {});
        inFlight.set(id, job);
      }
      const timer = new AbortController();
      try {
        const ready = await Promise.race([
          job,
          delay(waitMs, null, { signal: timer.signal }).catch(() => null),
        ]);
        return ready
          ? { status: 'ready', image: ready }
          : { status: 'queued', retryAfterSeconds: 1 };
      } finally {
        // Stops the wait timer when the render won, so it does not hold the event loop.
        timer.abort();
      }
    },
    stats() {
      return { rendered, inFlight: inFlight.size, workers: pool.workers() };
    },
    warm() {
      pool.warm();
    },
    close() {
      return pool.close();
    },
  };
}

function validate({ sha256, page, scale, format }: RenderKey): void {
  assertSha256(sha256);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGES) {
    throw new PageOutOfRange(page, Number.isInteger(page) && page >= 1 ? MAX_PAGES : 0);
  }
  if (!Number.isInteger(scale) || scale < 1 || scale > 400) {
    throw new RangeError(`Scale must be an integer from 1 to 400, not ${scale}`);
  }
  if (format !== 'png' && format !== 'webp') throw new RangeError(`No image format ${format}`);
}
