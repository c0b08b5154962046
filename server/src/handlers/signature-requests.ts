import { listSignatureRequests } from '../domain/requests';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

export const signatureRequestHandlers = {
  listSignatureRequests: async (request) =>
    listSignatureRequests(request.server.db, requireSession(request).user, request.query),
} satisfies HandlersFor<'listSignatureRequests'>;
