import type { components } from '../../../openapi/schema.gen';

type Member = components['schemas']['Member'];

/** What the role switch offers on a row: promote, demote, or nothing for the only admin. */
export type RoleAction = 'makeAdmin' | 'makeMember' | 'lastAdmin';

/**
 * A business always keeps an admin: the only admin cannot be demoted (the server refuses with
 * LAST_ADMIN too, which the page still shows when two admins demote each other at once).
 */
export function roleActionOf(
  member: Pick<Member, 'role'>,
  members: readonly Pick<Member, 'role'>[],
): RoleAction {
  if (member.role === 'member') return 'makeAdmin';
  const admins = members.filter((each) => each.role === 'admin').length;
  return admins > 1 ? 'makeMember' : 'lastAdmin';
}

/**
 * Who the "remove members" dialog offers: everyone but the admin at the keyboard (leaving is
 * the profile's "leave business") and but the only admin, so a removal never leaves the
 * business without one.
 */
export function removableMembers<T extends Pick<Member, 'id' | 'role'>>(
  members: readonly T[],
  selfId: string,
): T[] {
  return members.filter(
    (member) => member.id !== selfId && roleActionOf(member, members) !== 'lastAdmin',
  );
}
