import { Worker } from 'node:worker_threads';
import type { PdfWorkerReply, PdfWorkerRequest } from './pdf-worker-protocol';

type Request = PdfWorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

/** Sends one message to the worker a job holds and waits for its answer. */
export type PdfWorkerCall = (request: Request) => Promise<PdfWorkerReply>;

export interface PdfWorkerPool {
  /** Runs `job` with a worker to itself, queueing while all workers are busy. */
  use<T>(job: (call: PdfWorkerCall) => Promise<T>): Promise<T>;
  /**
   * Starts every worker now, idle and unref'd: a worker's first job otherwise waits seconds for
   * it to load pdfjs, pdf-lib and the canvas.
   */
  warm(): void;
  /** Live worker threads. */
  workers(): number;
  /** Stops every worker; queued and running jobs fail. */
  close(): Promise<void>;
}

export class PdfWorkerTimeout extends Error {
  override readonly name = 'PdfWorkerTimeout';
}

interface Slot {
  worker: Worker;
  busy: boolean;
  pending?: {
    id: number;
    resolve: (reply: PdfWorkerReply) => void;
    reject: (error: Error) => void;
    timer: NodeJS.Timeout;
  };
}

const ENTRY = new URL('./pdf-worker-boot.mjs', import.meta.url);

/**
 * A few worker threads for PDF parsing and rendering, which can take seconds on large or hostile
 * files and must not stall the HTTP event loop. Workers start on first use and are unref'd while
 * idle, so an idle pool never keeps the process (or a test run) alive. A call that outlives
 * `timeoutMs` kills its worker: the only way to stop a runaway parse.
 */
export function createPdfWorkerPool(
  options: { size?: number; timeoutMs?: number } = {},
): PdfWorkerPool {
  const size = Math.max(1, Math.floor(options.size ?? 1));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const slots: Slot[] = [];
  const queue: Array<{ resolve: (slot: Slot) => void; reject: (error: Error) => void }> = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(ENTRY, { execArgv: [] }), busy: false };
    const fail = (error: Error) => {
      discard(slot);
      if (slot.pending) {
        clearTimeout(slot.pending.timer);
        slot.pending.reject(error);
        slot.pending = undefined;
      }
    };
    slot.worker.on('message', (reply: PdfWorkerReply) => {
      const pending = slot.pending;
      if (!pending || pending.id !== reply.id) return;
      clearTimeout(pending.timer);
      slot.pending = undefined;
      pending.resolve(reply);
    });
    slot.worker.on('error', (error) => fail(error));
    slot.worker.on('exit', (code) => fail(new Error(`PDF worker stopped (exit code ${code})`)));
    slots.push(slot);
    return slot;
  };

  const discard = (slot: Slot) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
  };

  const acquire = (): Promise<Slot> => {
    if (closed) return Promise.reject(new Error('The PDF worker pool is closed'));
    const slot = slots.find((s) => !s.busy) ?? (slots.length < size ? spawn() : undefined);
    if (slot) {
      slot.busy = true;
      slot.worker.ref();
      return Promise.resolve(slot);
    }
    return new Promise((resolve, reject) => queue.push({ resolve, reject }));
  };

  const release = (slot: Slot) => {
    slot.busy = false;
    slot.worker.unref();
    const next = queue.shift();
    // A slot that died during the job is gone from `slots`: acquire() then spawns a fresh one.
    if (next) acquire().then(next.resolve, next.reject);
  };

  const callOn =
    (slot: Slot): PdfWorkerCall =>
    (request) =>
      new Promise((resolve, reject) => {
        if (!slots.includes(slot)) return reject(new Error('PDF worker stopped'));
        const id = nextId++;
        const timer = setTimeout(() => {
          slot.pending = undefined;
          discard(slot);
          void slot.worker.terminate();
          reject(new PdfWorkerTimeout(`PDF work took longer than ${timeoutMs} ms`));
        }, timeoutMs);
        slot.pending = { id, resolve, reject, timer };
        slot.worker.postMessage({ ...request, id });
      });

  return {
    async use(job) {
      const slot = await acquire();
      try {
        return await job(callOn(slot));
      } finally {
        release(slot);
      }
    },
    warm() {
      while (!closed && slots.length < size) spawn().worker.unref();
    },
    workers() {
      return slots.length;
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) {
        waiting.reject(new Error('The PDF worker pool is closed'));
      }
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
