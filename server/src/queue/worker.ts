import type { Db } from '../db/database';
import type { JobRow } from '../db/schema';
import { claimDue, fail, finish } from './leases';

/** Runs one kind of job; throwing makes the run a failed attempt. */
export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

export interface WorkerOptions {
  db: Db;
  /** This node's name in `locked_by`; unique per process. */
  node: string;
  handlers: Record<string, JobHandler>;
  /** Jobs this node runs at once. */
  concurrency: number;
  /** How long a claim lasts: longer than any run, or a slow run is taken over. */
  leaseMs: number;
  /** How often the queue is looked at without a wake-up (other nodes' jobs, retries). */
  pollMs: number;
  now: () => Date;
  onError: (error: unknown, job?: JobRow) => void;
}

export interface Worker {
  /** Looks for due jobs now (something was queued); cheap when called often. */
  wake(): void;
  /** Resolves once nothing is due and nothing runs: tests read the results after it. */
  drain(): Promise<void>;
  /** Stops claiming and waits for the runs in flight; queued jobs stay for the next start. */
  stop(): Promise<void>;
}

/** One worker per node: claims due jobs up to its concurrency, runs them, records the outcome. */
export function startWorker(options: WorkerOptions): Worker {
  const { db, node, handlers, concurrency, leaseMs, now, onError } = options;
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let pumping: Promise<void> | undefined;
  // A wake-up while a claim is under way: its query may have run before the new job committed.
  let again = false;

  const run = async (job: JobRow) => {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job.payload, job);
    } catch (error) {
      onError(error, job);
      await fail(db, job, error, now()).catch((failure: unknown) => onError(failure, job));
      return;
    }
    await finish(db, job, now()).catch((failure: unknown) => onError(failure, job));
  };

  const claimWhileRoom = async () => {
    do {
      again = false;
      while (!stopping && inFlight.size < concurrency) {
        const claimed = await claimDue(db, {
          node,
          limit: concurrency - inFlight.size,
          now: now(),
          leaseMs,
        });
        if (!claimed.length) break;
        for (const job of claimed) {
          const running = run(job).finally(() => {
            inFlight.delete(running);
            pump();
          });
          inFlight.add(running);
        }
      }
    } while (again && !stopping && inFlight.size < concurrency);
  };

  const pump = (): Promise<void> => {
    if (stopping) return Promise.resolve();
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = claimWhileRoom()
      .catch((error: unknown) => onError(error))
      .finally(() => {
        pumping = undefined;
      });
    return pumping;
  };

  const timer = setInterval(pump, options.pollMs);
  timer.unref();

  return {
    wake: () => void pump(),
    async drain() {
      for (;;) {
        await pump();
        if (pumping) continue;
        if (!inFlight.size) return;
        await Promise.allSettled([...inFlight]);
      }
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await pumping;
      await Promise.allSettled([...inFlight]);
    },
  };
}
