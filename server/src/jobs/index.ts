import { deleteDueBusinesses, expireTrials } from '../domain/businesses/scheduled';
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

export const JOBS: readonly Job[] = [trialExpiry, businessDeletion];
