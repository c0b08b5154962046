import { createHash } from 'node:crypto';
import type { components, operations } from '../../../../openapi/schema.gen';
import { stampPreviewPdf } from '../../pdf/stamp-preview-pdf';
import type { StampContent } from '../../pki/appearance';
import { DEFAULT_PERMISSIONS } from '../accounts/accounts';
import { displayName } from '../requests/notifications';
import { stampContent, type StampSettings } from '../signing/stamp';
import type { PreviewContext } from './context';
import { requireUnlockedFlags } from './options';
import { ownRow } from './records';
import { generatedSettings, settingsOfRow } from './stamp-settings';

type Schemas = components['schemas'];
type Input = Schemas['VisualSignatureInput'];
export type PreviewQuery = NonNullable<operations['previewVisualSignature']['parameters']['query']>;
export interface PreviewSize {
  width: number;
  height: number;
  density: 1 | 2;
}

/** The longest a preview waits for a worker before it fails (previews are tiny pages). */
const RENDER_WAIT_MS = 20_000;

const QUALITIES: Record<NonNullable<Input['quality']>, Schemas['Quality']> = {
  ses: 'SES',
  aes: 'AES',
  qes: 'QES',
  part11: 'PART11',
};
const LEGISLATIONS: Record<NonNullable<Input['legislation']>, Schemas['Legislation']> = {
  eidas: 'EIDAS',
  zertes: 'ZERTES',
};

interface Look {
  settings: StampSettings;
  quality: Input['quality'];
  legislation: Input['legislation'];
}

/** `GET /v1/user/preview-visual-signature`: short keys, over a stored signature when `id` names one. */
export async function previewVisualSignature(
  context: PreviewContext,
  query: PreviewQuery,
): Promise<Buffer> {
  const { db, blobs, user } = context;
  const permissions = user.permissions ?? DEFAULT_PERMISSIONS;
  requireUnlockedFlags(permissions, {
    displayClaim: query.claim,
    displayDate: query.date,
    displayStandards: query.std,
  });
  const row = query.id ? await ownRow({ db }, { userId: user.id, id: query.id }) : null;
  const size = sizeOf(query);
  if (query.ph) {
    // The placeholder: what a user who made no signature gets, in the asked language.
    const settings = generatedSettings(displayName(user), query.lang, permissions);
    return renderLook(context, { settings, quality: query.qual, legislation: query.leg }, size);
  }
  const base = row
    ? await settingsOfRow({ blobs }, row)
    : generatedSettings(displayName(user), 'en', permissions);
  const settings: StampSettings = {
    ...base,
    name: query.name ?? base.name,
    company: query.opt ?? base.company,
    location: query.loc ?? base.location,
    language: query.lang ?? base.language,
    displayClaim: query.claim ?? base.displayClaim,
    displayDate: query.date ?? base.displayDate,
    displayStandards: query.std ?? base.displayStandards,
    displayQr: query.qr ?? base.displayQr,
  };
  return renderLook(
    context,
    {
      settings,
      quality: query.qual ?? row?.quality ?? undefined,
      legislation: query.leg ?? row?.legislation ?? undefined,
    },
    size,
  );
}

/** `POST /v1/user/preview-visual-signature`: an unsaved signature, with a stored one's image. */
export async function previewVisualSignatureFromBody(
  context: PreviewContext,
  { input, id, size }: { input: Input; id?: string | undefined; size: PreviewSize },
): Promise<Buffer> {
  const { db, blobs, user } = context;
  const permissions = user.permissions ?? DEFAULT_PERMISSIONS;
  requireUnlockedFlags(permissions, input);
  const row = id ? await ownRow({ db }, { userId: user.id, id }) : null;
  const image = row ? (await settingsOfRow({ blobs }, row)).imagePng : undefined;
  const settings: StampSettings = {
    name: input.name,
    company: input.company,
    location: input.location,
    language: input.language,
    displayClaim: input.displayClaim,
    displayDate: input.displayDate,
    displayStandards: input.displayStandards,
    displayQr: input.displayQr ?? false,
    ...(image ? { imagePng: image } : {}),
  };
  return renderLook(
    context,
    { settings, quality: input.quality, legislation: input.legislation },
    size,
  );
}

export function sizeOf(query: { width?: number; height?: number; density?: number }): PreviewSize {
  return {
    width: query.width ?? 300,
    height: query.height ?? 140,
    density: query.density === 2 ? 2 : 1,
  };
}

/**
 * The stamp's content exactly as signing builds it (the date is now), drawn into a page of the
 * box's size and rendered by pdf.js. Renders are cached under a hash of what they show.
 */
async function renderLook(context: PreviewContext, look: Look, size: PreviewSize): Promise<Buffer> {
  const { user, now, mail, renderer } = context;
  const content = await stampContent({
    settings: look.settings,
    permissions: user.permissions,
    fallbackName: displayName(user),
    language: look.settings.language,
    quality: QUALITIES[look.quality ?? 'ses'],
    legislation: look.legislation ? LEGISLATIONS[look.legislation] : 'UNDEFINED',
    signedAt: now,
    verificationUrl: mail.link('/verify'),
  });
  const box = { width: size.width, height: size.height };
  const key = contentHash(content, box);
  const result = await renderer.render(
    { sha256: key, page: 1, scale: 100 * size.density, format: 'png' },
    () => stampPreviewPdf(content, box),
    RENDER_WAIT_MS,
  );
  if (result.status !== 'ready') throw new Error('The stamp preview took too long to render');
  return result.image;
}

/** Everything that changes the pixels, so equal hashes mean equal pictures. */
export function contentHash(content: StampContent, box: { width: number; height: number }): string {
  const digest = (bytes?: Uint8Array) =>
    bytes ? createHash('sha256').update(bytes).digest('hex') : null;
  return createHash('sha256')
    .update(
      JSON.stringify({
        kind: 'stamp-preview-1',
        box,
        lines: content.lines,
        qr: digest(content.qrPng),
        image: digest(content.imagePng),
      }),
    )
    .digest('hex');
}
