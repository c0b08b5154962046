import type { StoredBusinessSettings } from '../../db/schema';

export type GroupLimits = StoredBusinessSettings['signerGroups'];

/** A user without a business: a few personal groups (the product's free allowance). */
export const FREE_GROUP_LIMITS: GroupLimits = { maxGroups: 5, maxParticipants: 20 };

/** Which limit a new group or member list breaks, if any; null when within both. */
export function groupLimitBroken(
  limits: GroupLimits,
  { groups, participants }: { groups: number; participants: number },
): string | null {
  if (groups > limits.maxGroups) return `At most ${limits.maxGroups} signer groups are possible`;
  if (participants > limits.maxParticipants) {
    return `A signer group may have at most ${limits.maxParticipants} members`;
  }
  return null;
}
