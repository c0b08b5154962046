import { describe, expect, it } from 'vitest';
import { removableMembers, roleActionOf, type RoleAction } from './roles';

const person = (id: string, role: 'admin' | 'member') => ({ id, role });
const ada = person('ada', 'admin');
const alex = person('alex', 'admin');
const mo = person('mo', 'member');
const mia = person('mia', 'member');

describe('roleActionOf', () => {
  it.each<[string, { id: string; role: 'admin' | 'member' }, (typeof ada)[], RoleAction]>([
    ['a member can become an admin', mo, [ada, mo], 'makeAdmin'],
    ['the only admin cannot be demoted', ada, [ada, mo, mia], 'lastAdmin'],
    ['the only admin alone in the business', ada, [ada], 'lastAdmin'],
    ['one of two admins can be demoted', ada, [ada, alex, mo], 'makeMember'],
    ['the other of two admins too', alex, [ada, alex], 'makeMember'],
  ])('%s', (_, member, members, expected) => {
    expect(roleActionOf(member, members)).toBe(expected);
  });
});

describe('removableMembers', () => {
  it.each([
    ['everyone but oneself', [ada, alex, mo, mia], 'ada', [alex, mo, mia]],
    ['never the only admin', [ada, mo, mia], 'mo', [mia]],
    ['nobody when alone', [ada], 'ada', []],
    ['both other people', [ada, mo, mia], 'ada', [mo, mia]],
  ])('%s', (_, members, self, expected) => {
    expect(removableMembers(members, self)).toEqual(expected);
  });
});
