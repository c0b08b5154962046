/** What the shell shows of the signed-in account; the app builds it with the access rules. */
export interface ShellAccount {
  /** Picks the avatar colour. */
  id: string;
  name: string;
  email: string;
  /** The access feature's `isBusinessAdmin`. */
  businessAdmin: boolean;
  /** Free signatures left for a free user (`freeAccountOf`); null for everyone else. */
  freeSignaturesRemaining: number | null;
}

/** The name to show: first and last name, or the e-mail when the account has none. */
export const displayName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
