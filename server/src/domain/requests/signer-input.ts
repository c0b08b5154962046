import { inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { users, type DocumentRow } from '../../db/schema';
import { normalizeEmail } from '../accounts/accounts';
import { DomainError } from '../errors';
import { requireUsableGroup } from '../signer-groups/access';
import { membersOf } from '../signer-groups/view';
import type { RequestContext } from './context';

type Schemas = components['schemas'];

const invalid = (field: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, { field });

/**
 * Signers' addresses must be unique within a request, a group's members included (one person
 * holds one signature). `fieldAt` names the input an address came from.
 */
export function assertUniqueEmails(
  emails: string[],
  field: string,
  fieldAt: (index: number) => number = (index) => index,
): void {
  const seen = new Set<string>();
  for (const [index, email] of emails.entries()) {
    if (seen.has(email)) {
      throw invalid(`${field}.${fieldAt(index)}`, `${email} is already in this request`);
    }
    seen.add(email);
  }
}

/**
 * Every signature box must sit on a page of a document of the request, and a named form field
 * must be one of its empty signature fields. `documentIds` maps the
 * ids the caller used to the request's own document ids (they differ when documents were
 * copied into a new draft).
 */
export function placementsFor(
  input: Schemas['SignerInput'],
  documentsById: Map<string, DocumentRow>,
  field: string,
): Schemas['DocumentSignature'][] {
  return (input.document_signatures ?? []).map((placement, index) => {
    const document = documentsById.get(placement.document_id);
    if (!document) {
      throw invalid(`${field}.document_signatures.${index}.document_id`, 'Unknown document');
    }
    for (const [at, position] of (placement.visual_signature?.positions ?? []).entries()) {
      if (position.page >= document.pageCount) {
        throw invalid(
          `${field}.document_signatures.${index}.visual_signature.positions.${at}.page`,
          `The document has only ${document.pageCount} pages`,
        );
      }
    }
    const formField = placement.visual_signature?.form_field;
    if (formField && !document.signatureFields.some((f) => f.name === formField && !f.signed)) {
      throw invalid(
        `${field}.document_signatures.${index}.visual_signature.form_field`,
        'The document has no empty signature field of this name',
      );
    }
    return { ...placement, document_id: document.originId };
  });
}

const LANGUAGES = { en: 'en-gb', de: 'de-ch', fr: 'fr-ch', it: 'it' } as const;

/** The columns of a person's signer row from the contract's input (not a group's). */
export function signerColumns(
  input: Schemas['SignerInput'],
  documentsById: Map<string, DocumentRow>,
  field: string,
) {
  const identity = input.signer_identity_data;
  if (!identity || input.signer_group_id) {
    throw invalid(`${field}.signer_identity_data`, 'Name one person here, not a signer group');
  }
  return {
    email: normalizeEmail(identity.email_address),
    firstName: identity.first_name ?? null,
    lastName: identity.last_name ?? null,
    mobile: identity.mobile_number ?? null,
    language: identity.language ? LANGUAGES[identity.language] : null,
    sequence: input.sequence ?? null,
    notify: input.notify ?? true,
    signerGroupId: null as string | null,
    documentSignatures: placementsFor(input, documentsById, field),
  };
}

export type SignerColumns = ReturnType<typeof signerColumns>;

/**
 * The signer rows one input makes: one for a person; for a signer group the sender may use,
 * one per member (same sequence and boxes, `signer_group_id` set), any of whom signs for it.
 * A group the sender cannot use is "not found", as it is everywhere else.
 */
export async function signerRowsFor(
  { db }: Pick<RequestContext, 'db'>,
  {
    sender,
    input,
    documentsById,
    field,
  }: {
    sender: { id: string };
    input: Schemas['SignerInput'];
    documentsById: Map<string, DocumentRow>;
    field: string;
  },
): Promise<SignerColumns[]> {
  const groupId = input.signer_group_id;
  if (!groupId) return [signerColumns(input, documentsById, field)];
  if (input.signer_identity_data) {
    throw invalid(field, 'Give either a signer or a signer group, not both');
  }
  const group = await requireUsableGroup({ db, user: sender }, groupId).catch((error: unknown) => {
    if (error instanceof DomainError) {
      throw new DomainError(error.code, error.message, { field: `${field}.signer_group_id` });
    }
    throw error;
  });
  const members = (await membersOf({ db }, [group.id])).get(group.id) ?? [];
  const documentSignatures = placementsFor(input, documentsById, field);
  return members.map((member) => ({
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    mobile: null,
    language: null,
    sequence: input.sequence ?? null,
    notify: input.notify ?? true,
    signerGroupId: group.id,
    documentSignatures,
  }));
}

/** Account ids for addresses that have an account, so signers see requests on their dashboard. */
export async function accountIds(
  { db }: Pick<RequestContext, 'db'>,
  emails: string[],
): Promise<Map<string, string>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}
