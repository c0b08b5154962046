import type { components } from '../../../../openapi/schema.gen';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import type { SignatureRow, UserRow, VisualSignatureRow } from '../../db/schema';
import { DEFAULT_PERMISSIONS } from '../accounts/accounts';
import { displayName } from '../requests/notifications';
import type { StampSettings } from '../signing/stamp';
import { stampLanguage } from '../signing/stamp-texts';
import { defaultRow, ownRow } from './records';

type Schemas = components['schemas'];

/** What a stored visual signature decides about the stamp, with its image's bytes if any. */
export async function settingsOfRow(
  { blobs }: { blobs: BlobStore },
  row: VisualSignatureRow,
): Promise<StampSettings> {
  const image = row.imageSha256 ? await blobs.get(row.imageSha256) : null;
  // A missing blob is a storage fault; the stamp then shows the name rather than failing to sign.
  return {
    name: row.name,
    company: row.company,
    location: row.location,
    language: row.language,
    displayClaim: row.displayClaim,
    displayStandards: row.displayStandards,
    displayQr: row.displayQr,
    displayDate: row.displayDate,
    ...(image ? { imagePng: new Uint8Array(image) } : {}),
  };
}

/** The stamp of someone with no stored visual signature: their name and the permitted defaults. */
export function generatedSettings(
  name: string,
  language: string | null | undefined,
  permissions: Schemas['Permissions'] = DEFAULT_PERMISSIONS,
): StampSettings {
  const { claim, date, std } = permissions.visualSignatures;
  return {
    name,
    language: stampLanguage(language),
    displayClaim: claim.defaultValue,
    displayDate: date.defaultValue,
    displayStandards: std.defaultValue,
    displayQr: false,
  };
}

/**
 * What an account holder signs with: the visual signature they chose (404 when it is not
 * theirs), else their default, else the generated one.
 */
export async function signingSettingsOf(
  { db, blobs }: { db: Db; blobs: BlobStore },
  { account, visualSignatureId }: { account: UserRow; visualSignatureId?: string | undefined },
): Promise<StampSettings> {
  const row = visualSignatureId
    ? await ownRow({ db }, { userId: account.id, id: visualSignatureId })
    : await defaultRow({ db }, account.id);
  if (row) return settingsOfRow({ blobs }, row);
  return generatedSettings(
    displayName(account),
    account.attributes.lang?.[0],
    account.permissions ?? DEFAULT_PERMISSIONS,
  );
}

/** A guest's visual signature: generated from the name the sender gave, never stored. */
export function directVisualSignature(guest: SignatureRow): Schemas['VisualSignature'] {
  const settings = guestSettings(guest);
  return {
    // Derived from the signer's id: stable for the link, and never one of the stored ids.
    id: `vs_guest_${guest.id.replace(/^sig_/, '')}`,
    alias: 'Guest',
    name: settings.name,
    language: stampLanguage(guest.language),
    hasCustomImage: false,
    displayClaim: settings.displayClaim ?? true,
    displayStandards: settings.displayStandards ?? true,
    displayQr: false,
    displayDate: settings.displayDate ?? true,
    placeholder: true,
    image: null,
    default: true,
  };
}

/** What a guest signs with: exactly their direct visual signature. */
export function guestSettings(guest: SignatureRow): StampSettings {
  return generatedSettings(displayName(guest), guest.language);
}
