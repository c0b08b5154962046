import { describe, expect, it } from 'vitest';
import {
  canAddRow,
  canCreateGroup,
  groupInput,
  validateGroup,
  type GroupDraft,
  type MemberRow,
} from './group-draft';

const row = (key: string, email: string, firstName = '', lastName = ''): MemberRow => ({
  key,
  email,
  firstName,
  lastName,
});
const draft = (members: MemberRow[], name = 'Board', description = ''): GroupDraft => ({
  name,
  description,
  members,
});

describe('validateGroup', () => {
  it.each([
    ['a valid group', draft([row('a', 'ann@x.example')]), 5, { members: {} }],
    [
      'a missing name',
      draft([row('a', 'ann@x.example')], '  '),
      5,
      { name: 'required', members: {} },
    ],
    [
      'a name too long',
      draft([row('a', 'ann@x.example')], 'n'.repeat(129)),
      5,
      { name: 'tooLong', members: {} },
    ],
    [
      'a description too long',
      draft([row('a', 'ann@x.example')], 'Board', 'd'.repeat(513)),
      5,
      { description: 'tooLong', members: {} },
    ],
    ['no members', draft([row('a', '')]), 5, { members: {}, list: 'empty' }],
    ['a name without address', draft([row('a', '', 'Ann')]), 5, { members: { a: 'required' } }],
    ['a bad address', draft([row('a', 'ann@')]), 5, { members: { a: 'email' } }],
    [
      'the same address twice, in any case',
      draft([row('a', 'ann@x.example'), row('b', ' ANN@x.example ')]),
      5,
      { members: { b: 'duplicate' } },
    ],
    [
      'more members than the business allows',
      draft([row('a', 'ann@x.example'), row('b', 'bob@x.example')]),
      1,
      { members: {}, list: 'tooMany' },
    ],
    [
      'blank rows, which do not count',
      draft([row('a', 'ann@x.example'), row('b', ' ')]),
      1,
      { members: {} },
    ],
  ])('%s', (_case, input, max, expected) => {
    expect(validateGroup(input, max)).toEqual(expected);
  });
});

describe('groupInput', () => {
  it('trims, lower-cases and drops blank rows and empty names', () => {
    expect(
      groupInput(draft([row('a', ' Ann@X.example ', ' Ann ', ''), row('b', '')], ' Board ', '  ')),
    ).toEqual({ name: 'Board', members: [{ email: 'ann@x.example', first_name: 'Ann' }] });
  });

  it('keeps a description', () => {
    expect(groupInput(draft([row('a', 'a@x.example')], 'B', ' Any one ')).description).toBe(
      'Any one',
    );
  });
});

describe('limits', () => {
  it.each([
    [0, 5, true],
    [4, 5, true],
    [5, 5, false],
    [0, 0, false],
  ])('%i groups of at most %i: may create %s', (count, maxGroups, expected) => {
    expect(canCreateGroup(count, { maxGroups, maxParticipants: 20 })).toBe(expected);
  });

  it.each([
    [1, 2, true],
    [2, 2, false],
  ])('%i rows of at most %i: may add %s', (rows, maxParticipants, expected) => {
    const members = Array.from({ length: rows }, (_, index) => row(String(index), ''));
    expect(canAddRow(draft(members), { maxGroups: 5, maxParticipants })).toBe(expected);
  });
});
