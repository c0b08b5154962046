import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JOBS } from '../jobs';
import { startScheduler } from '../jobs/scheduler';
import { countRuns } from '../ops/job-metrics';

export interface JobsOptions {
  /** Off in tests, which run a job directly with a moved clock (`runJob`). */
  enabled: boolean;
  now: () => Date;
}

/** Starts the scheduled jobs once the server is ready and stops them (waiting) on close. */
export default fp(
  async function jobsPlugin(app: FastifyInstance, options: JobsOptions) {
    if (!options.enabled) return;
    const scheduler = startScheduler({
      db: app.db,
      blobs: app.blobs,
      now: options.now,
      jobs: JOBS.map((job) => countRuns(job, app.metrics)),
      onError: (job, error) => app.log.error({ err: error, job: job.name }, 'scheduled job failed'),
    });
    // preClose runs before any onClose hook, so no run outlives the database connection.
    app.addHook('preClose', () => scheduler.stop());
  },
  { name: 'jobs', dependencies: ['db', 'documents', 'metrics'] },
);
