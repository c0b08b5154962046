import { login, logout } from '../domain/accounts';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

export const authHandlers = {
  login: async (request) => login(request.server.db, request.body, request.server.now()),

  logout: async (request, reply) => {
    const { session } = requireSession(request);
    await logout(request.server.db, session.tokenHash, request.server.now());
    return reply.code(204).send();
  },
} satisfies HandlersFor<'login' | 'logout'>;
