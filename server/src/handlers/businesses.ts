import type { FastifyRequest } from 'fastify';
import { getBusinessCustomExtras } from '../domain/businesses/custom-extras';
import {
  getBusiness,
  getUserBusiness,
  updateBusiness,
  updateBusinessBase,
} from '../domain/businesses/details';
import {
  cancelTrial,
  createBusiness,
  deleteBusiness,
  revokeBusinessDeletion,
} from '../domain/businesses/lifecycle';
import { getBusinessStatistics } from '../domain/businesses/statistics';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

const clocked = (request: FastifyRequest) => ({ db: request.server.db, now: request.server.now() });

/** The signed-in caller and the business of the path. */
const callerOf = (request: FastifyRequest<{ Params: { id: string } }>) => ({
  user: requireSession(request).user,
  businessId: request.params.id,
});

export const businessHandlers = {
  getBusiness: async (request) => getBusiness(clocked(request), callerOf(request)),

  updateBusiness: async (request) =>
    updateBusiness(clocked(request), { ...callerOf(request), body: request.body }),

  updateBusinessBase: async (request) =>
    updateBusinessBase(clocked(request), { ...callerOf(request), body: request.body }),

  getUserBusiness: async (request) =>
    getUserBusiness(clocked(request), requireSession(request).user),

  createBusiness: async (request, reply) => {
    const business = await createBusiness(clocked(request), {
      user: requireSession(request).user,
      body: request.body,
    });
    return reply.code(201).send(business);
  },

  deleteBusiness: async (request, reply) => {
    const business = await deleteBusiness(clocked(request), callerOf(request));
    return reply.code(202).send(business);
  },

  revokeBusinessDeletion: async (request) =>
    revokeBusinessDeletion(clocked(request), callerOf(request)),

  cancelTrial: async (request, reply) => {
    await cancelTrial(clocked(request), callerOf(request));
    return reply.code(204).send();
  },

  getBusinessStatistics: async (request) =>
    getBusinessStatistics(clocked(request), callerOf(request)),

  getBusinessCustomExtras: async (request) =>
    getBusinessCustomExtras(clocked(request), callerOf(request)),
} satisfies HandlersFor<
  | 'getBusiness'
  | 'updateBusiness'
  | 'updateBusinessBase'
  | 'getUserBusiness'
  | 'createBusiness'
  | 'deleteBusiness'
  | 'revokeBusinessDeletion'
  | 'cancelTrial'
  | 'getBusinessStatistics'
  | 'getBusinessCustomExtras'
>;
