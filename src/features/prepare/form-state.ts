import type { components } from '../../../openapi/schema.gen';
import type { SignatureRequest, SignerInput } from './api/request';

type Schemas = components['schemas'];
export type SignerLanguage = Schemas['SignatureLanguage'];
export const signerLanguages = ['en', 'de', 'fr', 'it'] as const satisfies SignerLanguage[];
export const qualities = ['SES', 'AES', 'QES', 'PART11'] as const;
export type RequiredQuality = (typeof qualities)[number];
export const legislations = ['ZERTES', 'EIDAS'] as const;

/**
 * The standards a sender may choose: Part 11 only when their business has switched it on (the
 * server refuses it otherwise), or when the draft already asks for it, so the form still shows
 * what is saved.
 */
export const offeredQualities = (
  part11Enabled: boolean,
  current: RequiredQuality,
): readonly RequiredQuality[] =>
  part11Enabled || current === 'PART11' ? qualities : qualities.filter((q) => q !== 'PART11');

/** Advanced and qualified signatures are made under a legislation; simple and Part 11 ones not. */
export const hasLegislation = (quality: RequiredQuality) => quality === 'AES' || quality === 'QES';

/**
 * A new box's size in PDF points: the stamp's 300 × 140 (spec §9) at 80 %, so two fit side by
 * side on A4 within the margins. The stamp scales its image, QR code and text to any box.
 */
export const DEFAULT_BOX = { width: 240, height: 112 };

/** A signature box on a page, in PDF points from the page's top-left; `page` is 0-based. */
export interface Box {
  id: string;
  documentId: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An empty signature field of a document, signed into by the signer it is assigned to. */
export interface FieldChoice {
  documentId: string;
  /** The field's fully qualified name (the contract's `form_field`). */
  name: string;
}

export interface SignerDraft {
  /** Stable across edits (the server's sid changes when an address changes). */
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  language: SignerLanguage;
  mobile: string;
  /** A signer group in place of a person: any one of its members signs (no address then). */
  groupId: string | null;
  /** The group's name, shown for a group signer. */
  groupName?: string;
  boxes: Box[];
  /** At most one per document. */
  fields: FieldChoice[];
}

export interface InviteForm {
  title: string;
  message: string;
  ordered: boolean;
  signers: SignerDraft[];
  observers: { key: string; email: string }[];
  quality: RequiredQuality;
  legislation: (typeof legislations)[number];
}

export const newKey = (): string => crypto.randomUUID();

export const emptySigner = (): SignerDraft => ({
  key: newKey(),
  email: '',
  firstName: '',
  lastName: '',
  language: 'en',
  mobile: '',
  groupId: null,
  boxes: [],
  fields: [],
});

const asQuality = (quality: Schemas['Quality']): RequiredQuality =>
  quality === 'QES' || quality === 'PART11'
    ? quality
    : quality === 'AES' || quality === 'AES_MINIMAL'
      ? 'AES'
      : 'SES';

/**
 * The form as the saved draft has it. The rows of a signer group (one per member) are one
 * signer again, named from `groupNames` when the sender can see the group.
 */
export function formFromRequest(
  request: SignatureRequest,
  groupNames: ReadonlyMap<string, string> = new Map(),
): InviteForm {
  const seenGroups = new Set<string>();
  const rows = request.signatures.filter((signature) => {
    const groupId = signature.signer_group_id;
    if (!groupId) return true;
    if (seenGroups.has(groupId)) return false;
    seenGroups.add(groupId);
    return true;
  });
  const signers = [...rows].sort(
    (a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER),
  );
  return {
    title: request.title,
    message: request.message,
    ordered: signers.some((signer) => signer.sequence != null),
    signers: signers.map((signer) => ({
      key: signer.sid,
      ...(signer.signer_group_id
        ? {
            email: '',
            firstName: '',
            lastName: '',
            groupName: groupNames.get(signer.signer_group_id) ?? '',
          }
        : {
            email: signer.signer_identity_data.email_address,
            firstName: signer.signer_identity_data.first_name ?? '',
            lastName: signer.signer_identity_data.last_name ?? '',
          }),
      language: signer.signer_identity_data.language ?? signer.language ?? 'en',
      mobile: signer.signer_identity_data.mobile_number ?? '',
      groupId: signer.signer_group_id ?? null,
      boxes: signer.document_signatures.flatMap((placement) =>
        (placement.visual_signature?.positions ?? []).map((position) => ({
          id: newKey(),
          documentId: placement.document_id,
          page: position.page,
          x: position.x,
          y: position.y,
          width: position.width,
          height: position.height,
        })),
      ),
      fields: signer.document_signatures.flatMap((placement) =>
        placement.visual_signature?.form_field
          ? [{ documentId: placement.document_id, name: placement.visual_signature.form_field }]
          : [],
      ),
    })),
    observers: request.observers.flatMap((observer) =>
      observer.user_info ? [{ key: observer.id, email: observer.user_info.email }] : [],
    ),
    quality: asQuality(request.quality),
    legislation: request.legislation === 'EIDAS' ? 'EIDAS' : 'ZERTES',
  };
}

/** The details PUT /v3/signature-requests/{id} replaces. */
export function detailsInput(form: InviteForm): Schemas['SignatureRequestInput'] {
  return {
    title: form.title.trim(),
    message: form.message,
    quality: form.quality,
    legislation: hasLegislation(form.quality) ? form.legislation : 'UNDEFINED',
  };
}

/** One signer as the contract takes it, with boxes and the signature field grouped per document. */
export function signerInput(signer: SignerDraft, index: number, ordered: boolean): SignerInput {
  const byDocument = new Map<string, Schemas['VisualSignaturePlacement']>();
  const placementOf = (documentId: string) => {
    let placement = byDocument.get(documentId);
    if (!placement) byDocument.set(documentId, (placement = {}));
    return placement;
  };
  for (const field of signer.fields) placementOf(field.documentId).form_field = field.name;
  for (const box of signer.boxes) {
    const placement = placementOf(box.documentId);
    const positions = (placement.positions ??= []);
    positions.push({
      page: box.page,
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
      rotation: 0,
    });
  }
  // A group's members sign with their own identities: the group is named by its id alone.
  const who = signer.groupId
    ? { signer_group_id: signer.groupId }
    : {
        signer_identity_data: {
          email_address: signer.email.trim(),
          first_name: signer.firstName.trim() || null,
          last_name: signer.lastName.trim() || null,
          mobile_number: signer.mobile.trim() || null,
          language: signer.language,
        },
      };
  return {
    ...who,
    ...(ordered ? { sequence: index + 1 } : {}),
    document_signatures: [...byDocument].map(([document_id, visual_signature]) => ({
      document_id,
      visual_signature,
    })),
  };
}

/** "Max Muster", else the address, else nothing. */
export const signerName = (signer: SignerDraft): string =>
  signer.groupId
    ? (signer.groupName ?? '')
    : `${signer.firstName} ${signer.lastName}`.trim() || signer.email.trim();

/** A signer group as a signer of the form. */
export const groupSigner = (group: { id: string; name: string }): SignerDraft => ({
  ...emptySigner(),
  groupId: group.id,
  groupName: group.name,
});

export const normalEmail = (email: string): string => email.trim().toLowerCase();
