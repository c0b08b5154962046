import { toUserView } from '../domain/accounts';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

export const userHandlers = {
  getUser: async (request) => toUserView(requireSession(request).user),
} satisfies HandlersFor<'getUser'>;
