import { deleteAccount } from '../domain/accounts/account-deletion';
import { suggestEmails } from '../domain/accounts/email-suggestions';
import {
  acceptTerms,
  getProfile,
  registerReferral,
  updateProfile,
} from '../domain/accounts/profile';
import { qualitiesDetail } from '../domain/qualities';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';

export const userHandlers = {
  getUser: async (request) => getProfile(request.server.db, requireSession(request).user),

  updateUser: async (request) =>
    updateProfile(
      request.server.db,
      requireSession(request).user,
      request.body,
      request.server.now(),
    ),

  getSignatureQualitiesDetail: async (request) => {
    const profile = await getProfile(request.server.db, requireSession(request).user);
    return qualitiesDetail(profile.signatureQualities);
  },

  deleteAccount: async (request, reply) => {
    const { user } = requireSession(request);
    await deleteAccount(request.server.db, user, request.body.password, request.server.now());
    return reply.code(204).send();
  },

  acceptTerms: async (request, reply) => {
    const { user } = requireSession(request);
    await acceptTerms(request.server.db, user, request.body, request.server.now());
    return reply.code(204).send();
  },

  registerReferral: async (request, reply) => {
    const { user } = requireSession(request);
    await registerReferral(request.server.db, user, request.body.ucc, request.server.now());
    return reply.code(204).send();
  },

  autocompleteEmail: async (request) =>
    suggestEmails(request.server.db, requireSession(request).user, request.query.input),
} satisfies HandlersFor<
  | 'getUser'
  | 'updateUser'
  | 'getSignatureQualitiesDetail'
  | 'deleteAccount'
  | 'acceptTerms'
  | 'registerReferral'
  | 'autocompleteEmail'
>;
