import type { components, operations } from '../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type VisualSignature = Schemas['VisualSignature'];
export type VisualSignatureInput = Schemas['VisualSignatureInput'];
export type SignatureLanguage = Schemas['SignatureLanguage'];
export type VisualSignaturePermissions = Schemas['Permissions']['visualSignatures'];
export type PreviewQuery = NonNullable<operations['previewVisualSignature']['parameters']['query']>;
type User = Schemas['User'];

export const signatureLanguages = ['en', 'de', 'fr', 'it'] as const satisfies SignatureLanguage[];
const qualities = ['ses', 'aes', 'qes', 'part11'] as const;
const legislations = ['eidas', 'zertes'] as const;

/** What the "edit signature" overlay's fields hold while the user edits. */
export interface SignatureDraft {
  alias: string;
  name: string;
  company: string;
  location: string;
  language: SignatureLanguage;
  displayQr: boolean;
  displayDate: boolean;
  displayClaim: boolean;
  displayStandards: boolean;
  // Not edited in the overlay; kept so saving does not drop what the signature had.
  quality?: VisualSignature['quality'];
  legislation?: VisualSignature['legislation'];
  provider?: string;
}

/** The options a user's permissions may fix, with the permission's key. */
export const lockableOptions = {
  displayClaim: 'claim',
  displayDate: 'date',
  displayStandards: 'std',
} as const satisfies Record<string, keyof VisualSignaturePermissions>;
export type LockableOption = keyof typeof lockableOptions;

/** Whether the user may not change an option (spec: only where canUpdate is true). */
export function isLocked(permissions: VisualSignaturePermissions, option: LockableOption): boolean {
  return !permissions[lockableOptions[option]].canUpdate;
}

/** The value an option has: where it is locked, the permission's value, whatever was stored. */
export function optionValue(
  draft: SignatureDraft,
  permissions: VisualSignaturePermissions,
  option: LockableOption,
): boolean {
  return isLocked(permissions, option)
    ? permissions[lockableOptions[option]].defaultValue
    : draft[option];
}

const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined) =>
  allowed.find((entry) => entry === value);

/**
 * A new signature: the name the user's stamp shows today (the `visual_signature_name`
 * attribute, else their name), English, date, claim and standards shown, no QR code, and the
 * user's default quality and legislation where they have chosen one.
 */
export function newDraft(
  user: Pick<User, 'firstName' | 'lastName' | 'attributes'>,
): SignatureDraft {
  const attribute = (key: keyof User['attributes']) =>
    user.attributes[key]?.[0]?.trim() || undefined;
  const name = attribute('visual_signature_name') ?? `${user.firstName} ${user.lastName}`.trim();
  return {
    alias: name,
    name,
    company: '',
    location: '',
    language: 'en',
    displayQr: false,
    displayDate: true,
    displayClaim: true,
    displayStandards: true,
    quality: oneOf(qualities, attribute('default_quality')),
    legislation: oneOf(legislations, attribute('default_legislation')),
  };
}

/** The fields of a stored signature, to edit. */
export function draftOf(signature: VisualSignature): SignatureDraft {
  return {
    alias: signature.alias,
    name: signature.name,
    company: signature.company ?? '',
    location: signature.location ?? '',
    language: signature.language,
    displayQr: signature.displayQr,
    displayDate: signature.displayDate,
    displayClaim: signature.displayClaim,
    displayStandards: signature.displayStandards,
    quality: signature.quality,
    legislation: signature.legislation,
    provider: signature.provider,
  };
}

const text = (value: string | undefined) => value?.trim() || undefined;

/**
 * What is saved. A locked option is left out: the server keeps it at the permission's value
 * and refuses a write that tries to change it, so sending it could only fail.
 */
export function toInput(
  draft: SignatureDraft,
  permissions: VisualSignaturePermissions,
  makeDefault: boolean,
): VisualSignatureInput {
  const input: VisualSignatureInput = {
    alias: draft.alias.trim(),
    name: draft.name.trim(),
    company: text(draft.company),
    location: text(draft.location),
    language: draft.language,
    quality: draft.quality,
    legislation: draft.legislation,
    provider: text(draft.provider),
    displayQr: draft.displayQr,
    default: makeDefault,
  };
  for (const option of Object.keys(lockableOptions) as LockableOption[]) {
    if (!isLocked(permissions, option)) input[option] = draft[option];
  }
  return dropUndefined(input);
}

/** The stamp's preview size in CSS pixels (spec: 300 by 140). */
export const previewSize = { width: 300, height: 140 } as const;

/**
 * The preview query (the spec's short keys, and `qr`) for a signature at one pixel density.
 * Empty lines and locked options are left out, so the server draws what signing would draw;
 * `id` starts from the stored signature, so its handwritten image is drawn too.
 */
export function previewQuery(
  draft: SignatureDraft,
  permissions: VisualSignaturePermissions,
  {
    placeholder = false,
    density = 1,
    id,
  }: { placeholder?: boolean; density?: 1 | 2; id?: string } = {},
): PreviewQuery {
  const flag = (option: LockableOption) =>
    isLocked(permissions, option) ? undefined : draft[option];
  return dropUndefined({
    name: text(draft.name),
    opt: text(draft.company),
    loc: text(draft.location),
    lang: draft.language,
    qual: draft.quality,
    leg: draft.legislation,
    prov: text(draft.provider),
    claim: flag('displayClaim'),
    std: flag('displayStandards'),
    date: flag('displayDate'),
    qr: draft.displayQr,
    ph: placeholder || undefined,
    id,
    width: previewSize.width * density,
    height: previewSize.height * density,
  });
}

/**
 * One spelling per query or body (keys sorted, empty values left out): the preview cache's key,
 * so the same fields typed again come from the cache.
 */
export function previewSearch(query: PreviewQuery | VisualSignatureInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
