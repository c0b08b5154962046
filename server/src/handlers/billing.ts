import type { FastifyRequest } from 'fastify';
import { cancelSubscription } from '../domain/billing/cancel';
import type { BillingContext } from '../domain/billing/context';
import { confirmDirectUpgrade, previewDirectUpgrade } from '../domain/billing/direct-upgrade';
import { listPricePlans } from '../domain/billing/plans';
import { validatePromoCode } from '../domain/billing/promo';
import { previewSeats, updateSeats } from '../domain/billing/seats';
import {
  createDirectUpgradeSetupIntent,
  createStripeSetupIntent,
} from '../domain/billing/setup-intents';
import { previewUpgrade, upgradeSubscription } from '../domain/billing/upgrade';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

/** The signed-in caller, the clock, the database and the payment providers. */
export function billingContextOf(request: FastifyRequest): BillingContext {
  const { server } = request;
  return {
    db: server.db,
    now: server.now(),
    user: requireSession(request).user,
    provider: server.payments.provider,
    invoicing: server.payments.invoicing,
    appOrigin: new URL(server.mail.link('')).origin,
  };
}

const ctx = billingContextOf;

/** Plans, prices, upgrades, seats and cancelling: the money path (business ops: admins only). */
export const billingHandlers = {
  listPricePlans: async (request) => listPricePlans({ db: request.server.db }),

  validatePromoCode: async (request) =>
    validatePromoCode(
      { db: request.server.db, now: request.server.now(), user: requireSession(request).user },
      { businessId: request.params.id, body: request.body },
    ),

  createStripeSetupIntent: async (request, reply) => {
    reply.code(201);
    return createStripeSetupIntent(ctx(request), {
      businessId: request.params.id,
      body: request.body,
    });
  },
  createDirectUpgradeSetupIntent: async (request, reply) => {
    reply.code(201);
    return createDirectUpgradeSetupIntent(ctx(request), { body: request.body });
  },

  previewUpgrade: async (request) =>
    previewUpgrade(ctx(request), { businessId: request.params.id, body: request.body }),
  upgradeSubscription: async (request) =>
    upgradeSubscription(ctx(request), { businessId: request.params.id, body: request.body }),

  previewDirectUpgrade: async (request) =>
    previewDirectUpgrade(ctx(request), { body: request.body }),
  confirmDirectUpgrade: async (request, reply) => {
    const plan = await confirmDirectUpgrade(ctx(request), { body: request.body });
    reply.code(201);
    return plan;
  },

  previewSeats: async (request) =>
    previewSeats(ctx(request), { businessId: request.params.id, body: request.body }),
  updateSeats: async (request) =>
    updateSeats(ctx(request), { businessId: request.params.id, body: request.body }),

  cancelSubscription: async (request) =>
    cancelSubscription(ctx(request), { businessId: request.params.id }),
} satisfies HandlersFor<
  | 'listPricePlans'
  | 'validatePromoCode'
  | 'createStripeSetupIntent'
  | 'createDirectUpgradeSetupIntent'
  | 'previewUpgrade'
  | 'upgradeSubscription'
  | 'previewDirectUpgrade'
  | 'confirmDirectUpgrade'
  | 'previewSeats'
  | 'updateSeats'
  | 'cancelSubscription'
>;
