import { deleteAccount } from '../domain/accounts/account-deletion';
import { confirmEmailChange, startEmailChange } from '../domain/accounts/email-change';
import { suggestEmails } from '../domain/accounts/email-suggestions';
import { confirmMobileNumber, startMobileVerification } from '../domain/accounts/mobile-number';
import {
  acceptTerms,
  getProfile,
  registerReferral,
  updateProfile,
} from '../domain/accounts/profile';
import {
  declineUserInvitation,
  leaveBusiness,
  listUserInvitations,
} from '../domain/businesses/joining';
import { qualitiesDetail } from '../domain/qualities';
import { requireSession, requireUser } from '../plugins/auth';
import { contextOf } from './context';
import type { HandlersFor } from './types';

export const userHandlers = {
  getUser: async (request) => getProfile({ db: request.server.db }, requireUser(request)),

  updateUser: async (request) =>
    updateProfile(
      { db: request.server.db, now: request.server.now() },
      { user: requireSession(request).user, update: request.body },
    ),

  startMobileVerification: async (request) =>
    startMobileVerification(
      { db: request.server.db, now: request.server.now(), mobile: request.server.signing.mobile },
      { user: requireSession(request).user, mobile: request.body.mobile },
    ),

  confirmMobileNumber: async (request) =>
    confirmMobileNumber(
      { db: request.server.db, now: request.server.now(), mobile: request.server.signing.mobile },
      { user: requireSession(request).user, ...request.body },
    ),

  startEmailChange: async (request, reply) => {
    const started = await startEmailChange(contextOf(request), {
      user: requireSession(request).user,
      email: request.body.email,
    });
    return reply.code(202).send(started);
  },

  confirmEmailChange: async (request) =>
    confirmEmailChange(
      { db: request.server.db, now: request.server.now() },
      { user: requireSession(request).user, token: request.body.token },
    ),

  getSignatureQualitiesDetail: async (request) => {
    const profile = await getProfile({ db: request.server.db }, requireSession(request).user);
    return qualitiesDetail(profile.signatureQualities);
  },

  deleteAccount: async (request, reply) => {
    const { user } = requireSession(request);
    await deleteAccount(
      { db: request.server.db, blobs: request.server.blobs, now: request.server.now() },
      { user, password: request.body.password },
    );
    return reply.code(204).send();
  },

  acceptTerms: async (request, reply) => {
    const { user } = requireSession(request);
    await acceptTerms(
      { db: request.server.db, now: request.server.now() },
      { user, terms: request.body },
    );
    return reply.code(204).send();
  },

  registerReferral: async (request, reply) => {
    const { user } = requireSession(request);
    await registerReferral(
      { db: request.server.db, now: request.server.now() },
      { user, ucc: request.body.ucc },
    );
    return reply.code(204).send();
  },

  autocompleteEmail: async (request) =>
    suggestEmails(
      { db: request.server.db },
      { user: requireSession(request).user, query: request.query.input },
    ),

  leaveBusiness: async (request, reply) => {
    await leaveBusiness(contextOf(request), { user: requireSession(request).user });
    return reply.code(204).send();
  },

  listUserInvitations: async (request) =>
    listUserInvitations(contextOf(request), { user: requireSession(request).user }),

  declineUserInvitation: async (request, reply) => {
    await declineUserInvitation(contextOf(request), {
      user: requireSession(request).user,
      businessId: request.params.businessId,
    });
    return reply.code(204).send();
  },
} satisfies HandlersFor<
  | 'getUser'
  | 'updateUser'
  | 'startMobileVerification'
  | 'confirmMobileNumber'
  | 'startEmailChange'
  | 'confirmEmailChange'
  | 'getSignatureQualitiesDetail'
  | 'deleteAccount'
  | 'acceptTerms'
  | 'registerReferral'
  | 'autocompleteEmail'
  | 'leaveBusiness'
  | 'listUserInvitations'
  | 'declineUserInvitation'
>;
