export const roles = ['unauthenticated', 'user', 'member', 'admin', 'nas'] as const;
export type Role = (typeof roles)[number];

/** Who may open a route (part of its `staticData`, typed in router-context.ts). */
export interface RouteAccess {
  /** With `strict` only these exact roles count, otherwise inherited ones too. */
  roles: readonly Role[];
  strict?: boolean;
}

/** Status and utility pages anyone may see. */
export const everyone: readonly Role[] = roles;

// Admin also holds member and user access; member also holds user.
const inherited: Record<Role, readonly Role[]> = {
  unauthenticated: ['unauthenticated'],
  nas: ['nas'],
  user: ['user'],
  member: ['member', 'user'],
  admin: ['admin', 'member', 'user'],
};

/** The roles a visitor holds: their own role plus what it inherits, plus `nas` on a guest link. */
export function heldRoles(role: Role, { strict = false, guest = false } = {}): Role[] {
  const held: Role[] = strict ? [role] : [...inherited[role]];
  if (guest && role !== 'nas') held.push('nas');
  return held;
}

export function admits(meta: RouteAccess, role: Role, guest = false) {
  const held = heldRoles(role, { strict: meta.strict, guest });
  return meta.roles.some((allowed) => held.includes(allowed));
}
