import { describe, expect, it } from 'vitest';
import type { SignatureRow } from '../../src/db/schema';
import { signersToOpen } from '../../src/domain/requests/signing-order';

const signer = (id: string, sequence: number | null, statusCode: SignatureRow['statusCode']) =>
  ({ id, sequence, statusCode }) as SignatureRow;
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
});
