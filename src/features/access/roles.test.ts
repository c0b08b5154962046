import { describe, expect, it } from 'vitest';
import { admits, heldRoles } from './roles';

describe('role inheritance', () => {
  it.each([
    ['admin', ['admin', 'member', 'user']],
    ['member', ['member', 'user']],
    ['user', ['user']],
    ['nas', ['nas']],
    ['unauthenticated', ['unauthenticated']],
  ] as const)('%s holds %j', (role, held) => {
    expect(heldRoles(role)).toEqual(held);
  });

  it('admits inherited roles on ordinary routes', () => {
    expect(admits({ roles: ['user'] }, 'admin')).toBe(true);
    expect(admits({ roles: ['member'] }, 'admin')).toBe(true);
    expect(admits({ roles: ['member'] }, 'user')).toBe(false);
    expect(admits({ roles: ['admin'] }, 'member')).toBe(false);
  });

  it('admits only the exact role on strict routes', () => {
    const register = { roles: ['user'], strict: true } as const;
    expect(admits(register, 'user')).toBe(true);
    expect(admits(register, 'member')).toBe(false);
    expect(admits(register, 'admin')).toBe(false);
    const upgrade = { roles: ['user', 'admin'], strict: true } as const;
    expect(admits(upgrade, 'admin')).toBe(true);
    expect(admits(upgrade, 'member')).toBe(false);
  });

  it('grants nas to whoever holds a guest link', () => {
    expect(admits({ roles: ['nas'] }, 'unauthenticated')).toBe(false);
    expect(admits({ roles: ['nas'] }, 'unauthenticated', true)).toBe(true);
    expect(admits({ roles: ['nas'] }, 'user', true)).toBe(true);
  });
});
