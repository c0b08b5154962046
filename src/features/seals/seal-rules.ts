import type { components } from '../../../openapi/schema.gen';

type Member = components['schemas']['Member'];

/** The contract's limit on a seal's display name. */
export const MAX_DISPLAY_NAME = 128;

/** What is wrong with a display name as typed (surrounding spaces do not count), or null. */
export function displayNameProblem(text: string): 'empty' | 'tooLong' | null {
  const name = text.trim();
  if (name === '') return 'empty';
  return [...name].length > MAX_DISPLAY_NAME ? 'tooLong' : null;
}

/** A person as the seal's lists show them. */
export interface SealPerson {
  id: string;
  /** The name, the address when the account has none; null for someone no longer a member. */
  name: string | null;
  email: string | null;
}

const personOf = (member: Member): SealPerson => ({
  id: member.id,
  name: `${member.firstName} ${member.lastName}`.trim() || member.email,
  email: member.email,
});

const byName = (a: SealPerson, b: SealPerson) =>
  (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id);

/**
 * The people on the seal, named from the business's members. Someone who left the business
 * stays listed (without a name) until removed, so the list never hides who may apply it.
 */
export function sealPeople(sealMembers: readonly string[], members: readonly Member[]) {
  const known = new Map(members.map((member) => [member.id, member]));
  return sealMembers
    .map((id) => {
      const member = known.get(id);
      return member ? personOf(member) : { id, name: null, email: null };
    })
    .sort(byName);
}

/** The business's members who may not apply the seal yet: whom "Add members" offers. */
export function sealCandidates(sealMembers: readonly string[], members: readonly Member[]) {
  const on = new Set(sealMembers);
  return members
    .filter((member) => !on.has(member.id))
    .map(personOf)
    .sort(byName);
}
