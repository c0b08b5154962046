import { blockOverduePayments } from '../domain/billing/payment-grace';
import { deleteFinishedRequests } from '../domain/businesses/retention';
import { deleteDueBusinesses, expireTrials } from '../domain/businesses/scheduled';
import { deleteFinishedJobs } from '../queue/cleanup';
import type { Job } from './scheduler';

const MINUTE_MS = 60 * 1000;

/** Every scheduled job of the server; lock keys are arbitrary but fixed and unique. */
export const trialExpiry: Job = {
  name: 'trial-expiry',
  lockKey: 7_236_052_001,
  everyMs: 5 * MINUTE_MS,
  run: expireTrials,
};

export const businessDeletion: Job = {
  name: 'business-deletion',
  lockKey: 7_236_052_002,
  everyMs: 15 * MINUTE_MS,
  run: deleteDueBusinesses,
};

/**
 * A business's automatic deletion of finished requests. The bytes are freed inside the run's
 * transaction: a commit failing after that would keep rows whose files are gone, a risk taken
 * over keeping files no row names.
 */
export const requestRetention: Job = {
  name: 'request-retention',
  lockKey: 7_236_052_003,
  everyMs: 60 * MINUTE_MS,
  run: deleteFinishedRequests,
};

/** Card payments past due for longer than the grace period lock the business (BLOCKED). */
export const paymentGrace: Job = {
  name: 'payment-grace',
  lockKey: 7_236_052_004,
  everyMs: 15 * MINUTE_MS,
  run: blockOverduePayments,
};

/** The job queue's finished rows (queue/cleanup.ts says how long each kind is kept). */
export const queueCleanup: Job = {
  name: 'queue-cleanup',
  lockKey: 7_236_052_005,
  everyMs: 60 * MINUTE_MS,
  run: deleteFinishedJobs,
};

export const JOBS: readonly Job[] = [
  trialExpiry,
  businessDeletion,
  requestRetention,
  paymentGrace,
  queueCleanup,
];
