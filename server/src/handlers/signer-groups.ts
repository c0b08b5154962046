import type { FastifyRequest } from 'fastify';
import {
  createSignerGroup,
  deleteSignerGroup,
  getSignerGroup,
  listSignerGroups,
  updateSignerGroup,
  type GroupContext,
} from '../domain/signer-groups/groups';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

function groupContextOf(request: FastifyRequest): GroupContext {
  const { server } = request;
  return {
    db: server.db,
    now: server.now(),
    user: requireSession(request).user,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

export const signerGroupHandlers = {
  listSignerGroups: async (request) => listSignerGroups(groupContextOf(request), request.query),

  getSignerGroup: async (request) =>
    getSignerGroup(groupContextOf(request), {
      groupId: request.params.id,
      includeMembers: request.query.includeMembers ?? false,
    }),

  createSignerGroup: async (request, reply) =>
    reply.code(201).send(await createSignerGroup(groupContextOf(request), request.body)),

  updateSignerGroup: async (request) =>
    updateSignerGroup(groupContextOf(request), { groupId: request.params.id, body: request.body }),

  deleteSignerGroup: async (request, reply) => {
    await deleteSignerGroup(groupContextOf(request), request.params.id);
    return reply.code(204).send();
  },
} satisfies HandlersFor<
  | 'listSignerGroups'
  | 'getSignerGroup'
  | 'createSignerGroup'
  | 'updateSignerGroup'
  | 'deleteSignerGroup'
>;
