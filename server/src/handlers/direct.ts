import { checkGuestTan, getGuest, sendGuestTan, updateGuest } from '../domain/guests';
import { requireGuest } from '../plugins/auth';
import type { HandlersFor } from './types';

/** Guest signers (role nas): every call acts on the one signature the link's pair names. */
export const directHandlers = {
  getDirectUser: async (request) => getGuest(request.server.db, requireGuest(request)),

  updateDirectUser: async (request) =>
    updateGuest(request.server.db, requireGuest(request), request.body),

  /** The contract says SMS; there is no SMS gateway yet, so the code goes to the guest's e-mail. */
  resendDirectTan: async (request, reply) => {
    const { server } = request;
    const sent = await sendGuestTan(
      { db: server.db, mail: server.mail, now: server.now() },
      requireGuest(request),
    );
    reply.code(202);
    return sent;
  },

  checkDirectTan: async (request, reply) => {
    await checkGuestTan(
      request.server.db,
      requireGuest(request),
      request.body.tan,
      request.server.now(),
    );
    return reply.code(204).send();
  },
} satisfies HandlersFor<
  'getDirectUser' | 'updateDirectUser' | 'resendDirectTan' | 'checkDirectTan'
>;
