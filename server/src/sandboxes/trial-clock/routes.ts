import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/errors';
import { requireSession } from '../../plugins/auth';
import { MAX_TRIAL_CLOCK_DAYS, moveTrialClock } from './trial-clock';

/** Whole days from 1 to MAX_TRIAL_CLOCK_DAYS, or null. */
function daysFrom(value: unknown): number | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_TRIAL_CLOCK_DAYS
    ? value
    : null;
}

/**
 * `POST /sandbox/businesses/trial-clock` `{days}` with a business admin's bearer token: the
 * business's trial clock, which tests and demos move instead of waiting (not part of our API).
 */
export default async function trialClockRoutes(app: FastifyInstance) {
  const { bearerAuth } = app.securityHandlers;
  if (!bearerAuth) throw new Error('The trial clock needs the auth plugin’s bearerAuth');
  app.post<{ Body: Record<string, unknown> | undefined }>(
    '/sandbox/businesses/trial-clock',
    { preHandler: bearerAuth },
    async (request) => {
      const { user } = requireSession(request);
      const days = daysFrom(request.body?.days);
      if (days === null) {
        throw new DomainError(
          'VALIDATION_FAILED',
          `Days must be a whole number from 1 to ${MAX_TRIAL_CLOCK_DAYS}`,
          { field: 'days' },
        );
      }
      return moveTrialClock({ db: app.db, blobs: app.blobs, now: app.now() }, { user, days });
    },
  );
}
