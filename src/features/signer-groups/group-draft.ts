import type { components } from '../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type SignerGroup = Schemas['SignerGroup'];
export type SignerGroupInput = Schemas['SignerGroupInput'];
export type GroupLimits = Schemas['SignerGroupLimits'];

/** One member row of the overlay; `key` keeps a row's identity while rows come and go. */
export interface MemberRow {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface GroupDraft {
  name: string;
  description: string;
  members: MemberRow[];
}

export type FieldProblem = 'required' | 'email' | 'duplicate' | 'tooLong';

export interface GroupErrors {
  name?: FieldProblem;
  description?: FieldProblem;
  /** By row key. */
  members: Record<string, FieldProblem>;
  /** About the list as a whole. */
  list?: 'empty' | 'tooMany';
}

// The contract's bounds (openapi/components/schemas/signer-groups.yaml) and e-mail pattern.
export const MAX_NAME = 128;
export const MAX_DESCRIPTION = 512;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newRow = (): MemberRow => ({
  key: crypto.randomUUID(),
  email: '',
  firstName: '',
  lastName: '',
});

/** A new group starts with one empty member row to type into. */
export const newDraft = (): GroupDraft => ({ name: '', description: '', members: [newRow()] });

/** The draft of a group being edited (read with its members). */
export const draftOf = (group: SignerGroup): GroupDraft => ({
  name: group.name,
  description: group.description ?? '',
  members: (group.members ?? []).map((member) => ({
    key: crypto.randomUUID(),
    email: member.email,
    firstName: member.first_name ?? '',
    lastName: member.last_name ?? '',
  })),
});

/** A row nothing was typed into is left out rather than refused. */
const isBlank = (row: MemberRow) =>
  !row.email.trim() && !row.firstName.trim() && !row.lastName.trim();

/** What must be fixed before the group can be saved, within the business's participant limit. */
export function validateGroup(draft: GroupDraft, maxParticipants: number): GroupErrors {
  const errors: GroupErrors = { members: {} };
  if (!draft.name.trim()) errors.name = 'required';
  else if (draft.name.trim().length > MAX_NAME) errors.name = 'tooLong';
  if (draft.description.length > MAX_DESCRIPTION) errors.description = 'tooLong';
  const seen = new Set<string>();
  const rows = draft.members.filter((row) => !isBlank(row));
  for (const row of rows) {
    const email = row.email.trim().toLowerCase();
    if (!email) errors.members[row.key] = 'required';
    else if (!EMAIL.test(email)) errors.members[row.key] = 'email';
    else if (seen.has(email)) errors.members[row.key] = 'duplicate';
    seen.add(email);
  }
  if (rows.length === 0) errors.list = 'empty';
  else if (rows.length > maxParticipants) errors.list = 'tooMany';
  return errors;
}

export const hasErrors = (errors: GroupErrors): boolean =>
  Boolean(errors.name || errors.description || errors.list) ||
  Object.keys(errors.members).length > 0;

/** The body of POST/PUT /v3/groups: trimmed, addresses lower-cased, blank rows dropped. */
export function groupInput(draft: GroupDraft): SignerGroupInput {
  const description = draft.description.trim();
  return {
    name: draft.name.trim(),
    ...(description ? { description } : {}),
    members: draft.members
      .filter((row) => !isBlank(row))
      .map((row) => ({
        email: row.email.trim().toLowerCase(),
        ...(row.firstName.trim() ? { first_name: row.firstName.trim() } : {}),
        ...(row.lastName.trim() ? { last_name: row.lastName.trim() } : {}),
      })),
  };
}

/** Whether another group may be created: the business's groups against its limit. */
export const canCreateGroup = (count: number, limits: GroupLimits): boolean =>
  count < limits.maxGroups;

/** Whether the overlay may offer one more member row. */
export const canAddRow = (draft: GroupDraft, limits: GroupLimits): boolean =>
  draft.members.length < limits.maxParticipants;
