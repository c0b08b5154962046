import type { components } from '../../../../openapi/schema.gen';
import { normalizeEmail } from '../accounts/accounts';
import { DomainError } from '../errors';

type Schemas = components['schemas'];

export interface MemberColumns {
  email: string;
  firstName: string | null;
  lastName: string | null;
  position: number;
}

/**
 * The stored form of a member list: addresses lower-cased (as accounts and signers keep them),
 * in the order given. The same address twice is a mistake the sender should see (400).
 */
export function memberColumns(members: Schemas['GroupMember'][]): MemberColumns[] {
  const seen = new Set<string>();
  return members.map((member, position) => {
    const email = normalizeEmail(member.email);
    if (seen.has(email)) {
      throw new DomainError('VALIDATION_FAILED', `${email} is listed twice`, {
        field: `members.${position}.email`,
      });
    }
    seen.add(email);
    return {
      email,
      firstName: member.first_name?.trim() || null,
      lastName: member.last_name?.trim() || null,
      position,
    };
  });
}
