import { describe, expect, it } from 'vitest';
import { signerEntries, type SignerRow } from './signer-entries';

const row = (
  sid: string,
  status_code: SignerRow['status_code'],
  signer_group_id?: string | null,
): SignerRow => ({ sid, status_code, signer_group_id });

const shape = (rows: SignerRow[]) =>
  signerEntries(rows).map((entry) =>
    entry.kind === 'person'
      ? entry.row.sid
      : {
          group: entry.groupId,
          status: entry.status,
          signedBy: entry.signedBy?.sid,
          members: entry.members.map((member) => member.sid),
        },
  );

describe('signerEntries', () => {
  it.each<[string, SignerRow[], ReturnType<typeof shape>]>([
    ['no signers', [], []],
    ['people only, in order', [row('a', 'OPEN'), row('b', 'SIGNED', null)], ['a', 'b']],
    [
      'an open group: one entry with its invited members, where its first row was',
      [row('a', 'OPEN'), row('g1', 'OPEN', 'grp'), row('b', 'OPEN'), row('g2', 'OPEN', 'grp')],
      ['a', { group: 'grp', status: 'OPEN', signedBy: undefined, members: ['g1', 'g2'] }, 'b'],
    ],
    [
      'a signed group: who signed for it, the closed alternatives not shown',
      [row('g1', 'WITHDRAWN', 'grp'), row('g2', 'SIGNED', 'grp')],
      [{ group: 'grp', status: 'SIGNED', signedBy: 'g2', members: ['g2'] }],
    ],
    [
      'a member removed from the group: only the ones still invited',
      [row('g1', 'WITHDRAWN', 'grp'), row('g2', 'OPEN', 'grp')],
      [{ group: 'grp', status: 'OPEN', signedBy: undefined, members: ['g2'] }],
    ],
    [
      'a declined group',
      [row('g1', 'DECLINED', 'grp'), row('g2', 'WITHDRAWN', 'grp')],
      [{ group: 'grp', status: 'DECLINED', signedBy: undefined, members: ['g1'] }],
    ],
    [
      'a withdrawn request: every member, withdrawn',
      [row('g1', 'WITHDRAWN', 'grp'), row('g2', 'WITHDRAWN', 'grp')],
      [{ group: 'grp', status: 'WITHDRAWN', signedBy: undefined, members: ['g1', 'g2'] }],
    ],
    [
      'a group waiting for its turn',
      [row('a', 'OPEN'), row('g1', 'WAITING', 'grp'), row('g2', 'WAITING', 'grp')],
      ['a', { group: 'grp', status: 'WAITING', signedBy: undefined, members: ['g1', 'g2'] }],
    ],
    [
      'two groups stay apart',
      [row('x1', 'OPEN', 'x'), row('y1', 'SIGNED', 'y'), row('x2', 'OPEN', 'x')],
      [
        { group: 'x', status: 'OPEN', signedBy: undefined, members: ['x1', 'x2'] },
        { group: 'y', status: 'SIGNED', signedBy: 'y1', members: ['y1'] },
      ],
    ],
  ])('%s', (_case, rows, expected) => {
    expect(shape(rows)).toEqual(expected);
  });
});
