import type { FastifyInstance } from 'fastify';
import { insertBusinessSeal } from '../../src/domain/seals/create';
import { createBusiness } from '../businesses/setup';

/**
 * A business straight in the tables (see createBusiness) with the seal registration gives
 * every business, named after it.
 */
export async function createSealedBusiness(
  app: FastifyInstance,
  options: Parameters<typeof createBusiness>[1] = {},
) {
  const made = await createBusiness(app, options);
  const seal = await insertBusinessSeal(app.db, { business: made.business, now: app.now() });
  return { ...made, seal };
}
