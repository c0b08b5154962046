import type { components } from '../../openapi/schema.gen';

type Status = components['schemas']['SignatureStatus'];

/** What a signature row needs to be grouped: the request view's and the list's rows alike. */
export interface SignerRow {
  sid: string;
  status_code: Status;
  signer_group_id?: string | null;
}

/** One signer of a request as people see it: a person, or a signer group counted once. */
export type SignerEntry<Row extends SignerRow> =
  | { kind: 'person'; row: Row }
  | {
      kind: 'group';
      groupId: string;
      /** The group's state: signed once a member signed, declined once one declined. */
      status: Status;
      /** The member who signed for the group. */
      signedBy?: Row;
      /**
       * Who is shown under the group: the one who signed, else the members still invited;
       * closed alternatives (WITHDRAWN rows of a group) only when every row is closed.
       */
      members: Row[];
    };

const open = (row: SignerRow) => row.status_code !== 'WITHDRAWN';

/** The group's state from its rows, in the order a signer's state wins. */
function groupStatus<Row extends SignerRow>(rows: Row[]): Status {
  for (const status of ['SIGNED', 'DECLINED', 'OPEN', 'WAITING', 'DRAFT'] as const) {
    if (rows.some((row) => row.status_code === status)) return status;
  }
  return 'WITHDRAWN';
}

/**
 * The request's signers with the rows of a signer group folded into one entry at the place of
 * its first row; rows without a group stay one entry each, in their order.
 */
export function signerEntries<Row extends SignerRow>(rows: readonly Row[]): SignerEntry<Row>[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    if (!row.signer_group_id) continue;
    const members = groups.get(row.signer_group_id);
    if (members) members.push(row);
    else groups.set(row.signer_group_id, [row]);
  }
  const entries: SignerEntry<Row>[] = [];
  for (const row of rows) {
    const groupId = row.signer_group_id;
    if (!groupId) {
      entries.push({ kind: 'person', row });
      continue;
    }
    const members = groups.get(groupId);
    // The group's entry was made at its first row.
    if (!members) continue;
    groups.delete(groupId);
    const signedBy = members.find((member) => member.status_code === 'SIGNED');
    const invited = members.filter(open);
    entries.push({
      kind: 'group',
      groupId,
      status: groupStatus(members),
      ...(signedBy ? { signedBy } : {}),
      members: signedBy ? [signedBy] : invited.length > 0 ? invited : members,
    });
  }
  return entries;
}

/** The entry's key, stable across reloads. */
export const entryKey = (entry: SignerEntry<SignerRow>): string =>
  entry.kind === 'person' ? entry.row.sid : `group:${entry.groupId}`;
