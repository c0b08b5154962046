import { listPricePlans } from '../domain/billing/plans';
import { validatePromoCode } from '../domain/billing/promo';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

/** Plans, prices, upgrades, seats and cancelling: the money path (business ops: admins only). */
export const billingHandlers = {
  listPricePlans: async (request) => listPricePlans({ db: request.server.db }),

  validatePromoCode: async (request) =>
    validatePromoCode(
      { db: request.server.db, now: request.server.now(), user: requireSession(request).user },
      { businessId: request.params.id, body: request.body },
    ),
} satisfies HandlersFor<'listPricePlans' | 'validatePromoCode'>;
