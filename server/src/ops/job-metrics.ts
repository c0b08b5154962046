import type { Job } from '../jobs/scheduler';
import type { Metrics } from './metrics';

/** The job, counting its runs (lock taken) and failures on this node. */
export function countRuns(job: Job, metrics: Pick<Metrics, 'jobRuns' | 'jobFailures'>): Job {
  return {
    ...job,
    async run(context) {
      metrics.jobRuns.inc({ job: job.name });
      try {
        return await job.run(context);
      } catch (error) {
        metrics.jobFailures.inc({ job: job.name });
        throw error;
      }
    },
  };
}
