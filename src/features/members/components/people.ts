import type { components } from '../../../../openapi/schema.gen';

type Member = components['schemas']['Member'];

/** A member's name as the lists show it; the address when the account has no name yet. */
export const personName = (member: Pick<Member, 'firstName' | 'lastName' | 'email'>) =>
  `${member.firstName} ${member.lastName}`.trim() || member.email;
