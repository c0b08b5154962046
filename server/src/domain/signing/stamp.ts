import QRCode from 'qrcode';
import type { components } from '../../../../openapi/schema.gen';
import type { UserRow } from '../../db/schema';
import type { StampContent } from '../../pki/appearance';
import {
  claimText,
  dateLine,
  stampLanguage,
  standardText,
  type StampLanguage,
} from './stamp-texts';

type Schemas = components['schemas'];
type Setting = 'claim' | 'date' | 'std';

/** What a visual signature decides about the stamp (see domain/visual-signatures). */
export interface StampSettings {
  name: string;
  company?: string | null;
  location?: string | null;
  language: string;
  displayClaim?: boolean;
  displayStandards?: boolean;
  displayQr?: boolean;
  displayDate?: boolean;
  /** The hand-drawn signature, a PNG as stored (transparent background). */
  imagePng?: Uint8Array;
}

export interface StampInput {
  /** The signer's chosen (or default) visual signature, if they have one. */
  settings: StampSettings | undefined;
  /** A business may fix some options for its members (canUpdate false). */
  permissions: UserRow['permissions'];
  fallbackName: string;
  language: string | null | undefined;
  quality: Schemas['Quality'];
  legislation: Schemas['Legislation'];
  signedAt: Date;
  /** Where the QR code leads: the request's verification page. */
  verificationUrl: string;
}

/** An option as the user set it, unless their business fixed it. */
function option(
  input: StampInput,
  setting: Setting,
  chosen: boolean | undefined,
  fallback: boolean,
) {
  const permission = input.permissions?.visualSignatures[setting];
  if (permission && !permission.canUpdate) return permission.defaultValue;
  return chosen ?? permission?.defaultValue ?? fallback;
}

/** What the visible stamp shows for one signer, in the signer's language. */
export async function stampContent(input: StampInput): Promise<StampContent> {
  const settings = input.settings;
  const language: StampLanguage = stampLanguage(settings?.language ?? input.language);
  const lines: StampContent['lines'] = [
    { text: settings?.name || input.fallbackName, size: 12, bold: true },
  ];
  if (settings?.company) lines.push({ text: settings.company, size: 9 });
  if (option(input, 'date', settings?.displayDate, true)) {
    lines.push({
      text: dateLine(language, input.signedAt, settings?.location),
      size: 8,
      color: 'muted',
    });
  } else if (settings?.location) {
    lines.push({ text: settings.location, size: 8, color: 'muted' });
  }
  if (option(input, 'claim', settings?.displayClaim, true)) {
    lines.push({ text: claimText(language), size: 8, color: 'accent' });
  }
  if (option(input, 'std', settings?.displayStandards, true)) {
    lines.push({
      text: standardText(language, input.quality, input.legislation),
      size: 7,
      color: 'muted',
    });
  }
  const qrPng =
    settings?.displayQr === false
      ? undefined
      : await QRCode.toBuffer(input.verificationUrl, { type: 'png', margin: 0, scale: 4 });
  return {
    lines,
    ...(qrPng ? { qrPng } : {}),
    ...(settings?.imagePng ? { imagePng: settings.imagePng } : {}),
  };
}
