import type { Subscription } from './plan-status';

export type SeatCounts = Subscription['seats'];

/** The most seats one business can buy (the contract's limit). */
export const MAX_SEATS = 10000;

/** Adding seats starts at one more than bought. */
export const fewestToAdd = (seats: SeatCounts) => seats.total + 1;

export type RemoveSeatsProblem = 'notFewer' | 'belowUsed' | 'belowMinimum' | 'whole';

/**
 * The "remove seats" dialog's rule, checked before any call: fewer than now, a whole number,
 * never below the seats taken (members, admins, pending invitations) nor the plan's minimum.
 */
export function removeSeatsProblem(count: number, seats: SeatCounts): RemoveSeatsProblem | null {
  if (!Number.isInteger(count)) return 'whole';
  if (count >= seats.total) return 'notFewer';
  if (count < seats.used) return 'belowUsed';
  if (count < seats.minimum) return 'belowMinimum';
  return null;
}

/** The fewest seats the business may keep. */
export const fewestToKeep = (seats: SeatCounts) => Math.max(seats.used, seats.minimum, 1);
