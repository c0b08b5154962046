import { describe, expect, it } from 'vitest';
import type { SignatureRow } from '../../src/db/schema';
import { groupRowsToClose, signersToOpen } from '../../src/domain/requests/signing-order';

const signer = (id: string, sequence: number | null, statusCode: SignatureRow['statusCode']) =>
  ({ id, sequence, statusCode }) as SignatureRow;
const member = (
  id: string,
  group: string | null,
  statusCode: SignatureRow['statusCode'],
  sequence: number | null = 1,
) => ({ id, sequence, statusCode, signerGroupId: group }) as SignatureRow;
const ids = (rows: SignatureRow[]) => rows.map((row) => row.id);

describe('signing order', () => {
  it('opens parallel signers and the first sequence group at once', () => {
    const rows = [
      signer('a', null, 'WAITING'),
      signer('b', 1, 'WAITING'),
      signer('c', 1, 'WAITING'),
      signer('d', 2, 'WAITING'),
    ];
    expect(ids(signersToOpen(rows))).toEqual(['a', 'b', 'c']);
  });

  it('opens the next group only once every earlier signer has signed', () => {
    expect(
      ids(
        signersToOpen([
          signer('b', 1, 'SIGNED'),
          signer('c', 1, 'OPEN'),
          signer('d', 2, 'WAITING'),
        ]),
      ),
    ).toEqual([]);
    expect(
      ids(
        signersToOpen([
          signer('b', 1, 'SIGNED'),
          signer('c', 1, 'SIGNED'),
          signer('d', 2, 'WAITING'),
        ]),
      ),
    ).toEqual(['d']);
  });

  it('skips gaps in the numbering and opens nothing when everyone signed', () => {
    expect(ids(signersToOpen([signer('b', 3, 'SIGNED'), signer('d', 7, 'WAITING')]))).toEqual([
      'd',
    ]);
    expect(ids(signersToOpen([signer('b', 1, 'SIGNED'), signer('a', null, 'SIGNED')]))).toEqual([]);
  });

  it('moves past a group whose other members closed once one signed', () => {
    expect(
      ids(
        signersToOpen([
          member('a', 'grp_1', 'SIGNED'),
          member('b', 'grp_1', 'WITHDRAWN'),
          member('c', null, 'WAITING', 2),
        ]),
      ),
    ).toEqual(['c']);
  });

  it.each([
    {
      name: 'closes the unanswered members of a group one member signed for',
      rows: [
        member('a', 'grp_1', 'SIGNED'),
        member('b', 'grp_1', 'OPEN'),
        member('c', 'grp_1', 'WAITING'),
      ],
      closed: ['b', 'c'],
    },
    {
      name: 'leaves a group nobody has signed for, and other groups, alone',
      rows: [
        member('a', 'grp_1', 'SIGNED'),
        member('b', 'grp_2', 'OPEN'),
        member('c', null, 'OPEN'),
      ],
      closed: [],
    },
    {
      name: 'leaves already closed or declined rows as they are',
      rows: [
        member('a', 'grp_1', 'SIGNED'),
        member('b', 'grp_1', 'WITHDRAWN'),
        member('c', 'grp_1', 'DECLINED'),
      ],
      closed: [],
    },
  ])('$name', ({ rows, closed }) => {
    expect(ids(groupRowsToClose(rows))).toEqual(closed);
  });
});
