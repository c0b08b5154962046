import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { watchQueue } from '../ops/queue-metrics';
import { enqueue, type NewJob } from '../queue/enqueue';
import { startWorker, type JobHandler, type Worker } from '../queue/worker';

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

export interface JobQueue {
  /** Who runs jobs of `kind`; plugins register theirs before the app is ready. */
  handle(kind: string, handler: JobHandler): void;
  /** Queues a job in `db` (the caller's transaction when it has one); see queue/enqueue.ts. */
  enqueue(db: Db, job: NewJob): Promise<boolean>;
  /** Resolves once this node has run every job that is due. */
  drain(): Promise<void>;
}

export interface QueueOptions {
  /** Jobs this node runs at once (4). */
  concurrency?: number;
  /** How long a claimed job is this node's before another may take it over (2 minutes). */
  leaseMs?: number;
  /** How often the queue is looked at besides wake-ups after an answer (1 s). */
  pollMs?: number;
  /**
   * Tests: an answer waits until the jobs queued while it was made have run, so a test reads
   * the mail a call sent right after the call. Off in production, where an answer never waits
   * for delivery.
   */
  runBeforeAnswer?: boolean;
}

/**
 * The durable job queue's worker on this node: started once every plugin has registered its
 * handlers, stopped before the database closes (runs in flight finish, queued jobs stay).
 */
export default fp(
  async function queuePlugin(app: FastifyInstance, options: QueueOptions) {
    const handlers: Record<string, JobHandler> = {};
    const queueMetrics = watchQueue(app.metrics, app.db);
    let worker: Worker | undefined;
    // Something was queued since the last wake-up: its transaction has committed by the time
    // an answer goes out, so that is when the worker looks (another node finds it by polling).
    let queuedSinceWake = false;
    const wake = () => {
      if (!queuedSinceWake || !worker) return;
      queuedSinceWake = false;
      worker.wake();
    };

    app.decorate('queue', {
      handle(kind, handler) {
        handlers[kind] = handler;
      },
      async enqueue(db, job) {
        const queued = await enqueue(db, job, app.now());
        queuedSinceWake ||= queued;
        return queued;
      },
      drain: () => worker?.drain() ?? Promise.resolve(),
    } satisfies JobQueue);

    app.addHook('onReady', async () => {
      worker = startWorker({
        db: app.db,
        node: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
        handlers,
        concurrency: options.concurrency ?? 4,
        leaseMs: options.leaseMs ?? 2 * 60_000,
        pollMs: options.pollMs ?? 1_000,
        now: app.now,
        // The kind and id only: payloads carry mail bodies with codes and links.
        onError: (error, job) => {
          if (job) queueMetrics.attemptFailed(job.kind);
          app.log.error({ err: error, job: job && { id: job.id, kind: job.kind } }, 'job failed');
        },
      });
    });
    if (options.runBeforeAnswer) {
      app.addHook('onSend', async () => {
        if (!queuedSinceWake) return;
        queuedSinceWake = false;
        await worker?.drain();
      });
    } else {
      app.addHook('onResponse', async () => wake());
    }
    // preClose runs before any onClose hook, so no run outlives the database connection.
    app.addHook('preClose', async () => worker?.stop());
  },
  { name: 'queue', dependencies: ['db', 'metrics'] },
);
