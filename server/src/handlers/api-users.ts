import type { FastifyRequest } from 'fastify';
import {
  createApiUser,
  deleteApiUser,
  listApiUsers,
  resetApiUserSecret,
  updateApiUser,
} from '../domain/api-users/management';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

const clocked = (request: FastifyRequest) => ({ db: request.server.db, now: request.server.now() });

/** The signed-in admin and the business of the path. */
const callerOf = (request: FastifyRequest<{ Params: { id: string } }>) => ({
  caller: requireSession(request).user,
  businessId: request.params.id,
});

export const apiUserHandlers = {
  listApiUsers: async (request) => listApiUsers(clocked(request), callerOf(request)),

  createApiUser: async (request, reply) => {
    const created = await createApiUser(clocked(request), {
      ...callerOf(request),
      body: request.body,
    });
    return reply.code(201).send(created);
  },

  updateApiUser: async (request) =>
    updateApiUser(clocked(request), {
      ...callerOf(request),
      username: request.params.username,
      body: request.body,
    }),

  deleteApiUser: async (request, reply) => {
    await deleteApiUser(clocked(request), {
      ...callerOf(request),
      username: request.params.username,
    });
    return reply.code(204).send();
  },

  resetApiUserSecret: async (request) =>
    resetApiUserSecret(clocked(request), {
      ...callerOf(request),
      username: request.params.username,
    }),
} satisfies HandlersFor<
  'listApiUsers' | 'createApiUser' | 'updateApiUser' | 'deleteApiUser' | 'resetApiUserSecret'
>;
