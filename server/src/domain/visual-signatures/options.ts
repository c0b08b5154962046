import type { components } from '../../../../openapi/schema.gen';
import { DomainError } from '../errors';

type Permissions = components['schemas']['Permissions'];

/** The stamp flags a business may fix for its members, by the permission that governs each. */
export const GOVERNED_FLAGS = {
  displayClaim: 'claim',
  displayDate: 'date',
  displayStandards: 'std',
} as const;

export type GovernedFlag = keyof typeof GOVERNED_FLAGS;
export type GovernedFlags = Partial<Record<GovernedFlag, boolean | undefined>>;

/**
 * The first flag sent with a value its locked permission does not allow, if any. Leaving a
 * locked flag out, or sending its default, is fine: only a change is refused.
 */
export function lockedFlag(permissions: Permissions, sent: GovernedFlags): GovernedFlag | null {
  for (const [flag, setting] of Object.entries(GOVERNED_FLAGS) as [
    GovernedFlag,
    keyof Permissions['visualSignatures'],
  ][]) {
    const rule = permissions.visualSignatures[setting];
    const value = sent[flag];
    if (!rule.canUpdate && value !== undefined && value !== rule.defaultValue) return flag;
  }
  return null;
}

/** Refuses a write that sets a locked flag, naming the field, before anything is stored. */
export function requireUnlockedFlags(permissions: Permissions, sent: GovernedFlags): void {
  const flag = lockedFlag(permissions, sent);
  if (flag) {
    throw new DomainError(
      'VISUAL_SIGNATURE_OPTION_LOCKED',
      `Your organisation fixes ${flag} to ${String(!sent[flag])}`,
      { field: flag },
    );
  }
}

/** A flag left out takes its permission's default value. */
export function resolvedFlags(permissions: Permissions, sent: GovernedFlags) {
  const pick = (flag: GovernedFlag) =>
    sent[flag] ?? permissions.visualSignatures[GOVERNED_FLAGS[flag]].defaultValue;
  return {
    displayClaim: pick('displayClaim'),
    displayDate: pick('displayDate'),
    displayStandards: pick('displayStandards'),
  };
}
