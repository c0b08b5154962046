import { describe, expect, it } from 'vitest';
import { FREE_GROUP_LIMITS, groupLimitBroken } from '../../src/domain/signer-groups/limits';
import { memberColumns } from '../../src/domain/signer-groups/members';
import { closingPlan } from '../../src/domain/signer-groups/open-requests';

describe('signer group rules', () => {
  it.each([
    { groups: 5, participants: 20, broken: false },
    { groups: 6, participants: 1, broken: true },
    { groups: 1, participants: 21, broken: true },
  ])('free limits: $groups groups of $participants → broken $broken', (counts) => {
    expect(groupLimitBroken(FREE_GROUP_LIMITS, counts) !== null).toBe(counts.broken);
  });

  it('lower-cases addresses, keeps the order and refuses one twice', () => {
    expect(
      memberColumns([
        { email: 'Dana@Acme.example', first_name: ' Dana ' },
        { email: 'max@acme.example' },
      ]),
    ).toEqual([
      { email: 'dana@acme.example', firstName: 'Dana', lastName: null, position: 0 },
      { email: 'max@acme.example', firstName: null, lastName: null, position: 1 },
    ]);
    expect(() => memberColumns([{ email: 'a@x.example' }, { email: 'A@X.example' }])).toThrow(
      /listed twice/,
    );
  });

  const row = (id: string, requestId: string, email: string) => ({
    id,
    requestId,
    email,
    statusCode: 'OPEN',
  });

  it.each([
    {
      name: 'closes the removed members request by request',
      rows: [row('1', 'r1', 'a'), row('2', 'r1', 'b'), row('3', 'r2', 'a'), row('4', 'r2', 'c')],
      removed: ['a'],
      closing: ['1', '3'],
      stranded: null,
    },
    {
      name: 'refuses when a request would keep nobody of the group',
      rows: [row('1', 'r1', 'a'), row('2', 'r1', 'b'), row('3', 'r2', 'a')],
      removed: ['a'],
      closing: [],
      stranded: 'r2',
    },
    {
      name: 'changes nothing when nobody removed is in a request',
      rows: [row('1', 'r1', 'a')],
      removed: ['z'],
      closing: [],
      stranded: null,
    },
  ])('$name', ({ rows, removed, closing, stranded }) => {
    const plan = closingPlan(rows, new Set(removed));
    expect(plan.closing.map((item) => item.id)).toEqual(closing);
    expect(plan.stranded).toBe(stranded);
  });
});
