import { updateBusinessMember } from '../domain/businesses/cost-center';
import {
  inviteBusinessMembers,
  listBusinessInvitations,
  revokeBusinessInvitation,
} from '../domain/businesses/invitations';
import {
  changeMemberRoles,
  listBusinessAdmins,
  listBusinessMembers,
  removeBusinessMembers,
} from '../domain/businesses/members';
import { requireSession } from '../plugins/auth';
import { contextOf } from './context';
import type { HandlersFor } from './types';

export const memberHandlers = {
  listBusinessAdmins: async (request) =>
    listBusinessAdmins(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
    }),

  listBusinessMembers: async (request) =>
    listBusinessMembers(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
    }),

  changeMembersToAdmins: async (request) =>
    changeMemberRoles(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      userIds: request.body.user_ids,
      role: 'admin',
    }),

  changeAdminsToMembers: async (request) =>
    changeMemberRoles(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      userIds: request.body.user_ids,
      role: 'member',
    }),

  inviteBusinessMembers: async (request, reply) => {
    const invitations = await inviteBusinessMembers(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      invites: request.body.users,
    });
    return reply.code(201).send(invitations);
  },

  removeBusinessMembers: async (request, reply) => {
    await removeBusinessMembers(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      userIds: request.body.user_ids,
    });
    return reply.code(204).send();
  },

  updateBusinessMember: async (request) =>
    updateBusinessMember(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      userId: request.params.userId,
      update: request.body,
    }),

  listBusinessInvitations: async (request) =>
    listBusinessInvitations(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
    }),

  revokeBusinessInvitation: async (request, reply) => {
    await revokeBusinessInvitation(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      invitationId: request.params.invite,
    });
    return reply.code(204).send();
  },
} satisfies HandlersFor<
  | 'listBusinessAdmins'
  | 'listBusinessMembers'
  | 'changeMembersToAdmins'
  | 'changeAdminsToMembers'
  | 'inviteBusinessMembers'
  | 'removeBusinessMembers'
  | 'updateBusinessMember'
  | 'listBusinessInvitations'
  | 'revokeBusinessInvitation'
>;
