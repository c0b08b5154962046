import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { components } from '../../../../openapi/schema.gen';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { businesses } from '../../db/schema';
import { DomainError } from '../errors';
import { releaseImage } from '../visual-signatures/images';
import { normalizeImage, type ImageTarget } from '../visual-signatures/image-file';
import { requireBusinessAdmin } from './access';
import type { BusinessContext } from './context';
import { toSettings } from './settings';

type Schemas = components['schemas'];

/** A header-sized logo: what a signing page's header and a mail's top line show. */
const LOGO: ImageTarget = { label: 'A logo', width: 400, height: 120, clearPaper: false };

/** Stores the image (checked, re-encoded, scaled to fit 400 × 120) as the company logo. */
export async function uploadBusinessLogo(
  context: BusinessContext,
  { businessId, bytes }: { businessId: string; bytes: Uint8Array },
): Promise<Schemas['BusinessSettings']> {
  const { business } = await requireBusinessAdmin(context.db, context.user, businessId);
  const png = await normalizeImage(bytes, LOGO);
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const { sha256 } = await context.blobs.put(png);
  const logo = { sha256, contentType: 'image/png', width, height };
  let saved;
  try {
    [saved] = await context.db
      .update(businesses)
      .set({ logo, updatedAt: context.now })
      .where(eq(businesses.id, businessId))
      .returning();
  } catch (error) {
    await releaseLogo(context, sha256);
    throw error;
  }
  if (business.logo && business.logo.sha256 !== sha256) {
    await releaseLogo(context, business.logo.sha256);
  }
  return toSettings(context.mail, saved ?? { ...business, logo });
}

/** Signing pages and mails show the business's name alone again. */
export async function deleteBusinessLogo(
  context: BusinessContext,
  businessId: string,
): Promise<Schemas['BusinessSettings']> {
  const { business } = await requireBusinessAdmin(context.db, context.user, businessId);
  if (!business.logo) return toSettings(context.mail, business);
  const [saved] = await context.db
    .update(businesses)
    .set({ logo: null, updatedAt: context.now })
    .where(eq(businesses.id, businessId))
    .returning();
  await releaseLogo(context, business.logo.sha256);
  return toSettings(context.mail, saved ?? { ...business, logo: null });
}

/**
 * The logo's bytes, for anyone: it is as public as the business's name on a signing page.
 * A business without a logo (or none at all) is the same 404.
 */
export async function businessLogoImage(
  { db, blobs }: { db: Db; blobs: BlobStore },
  businessId: string,
): Promise<{ png: Buffer; sha256: string }> {
  const [row] = await db
    .select({ logo: businesses.logo })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const png = row?.logo ? await blobs.get(row.logo.sha256) : null;
  if (!row?.logo || !png) throw new DomainError('NOT_FOUND', 'Logo not found');
  return { png, sha256: row.logo.sha256 };
}

/**
 * Deletes logo bytes once no business's logo uses them (two businesses may upload the same
 * file; the store is by content), nor a visual signature (by the same rule).
 */
async function releaseLogo({ db, blobs }: { db: Db; blobs: BlobStore }, sha256: string) {
  const [stillUsed] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(sql`${businesses.logo}->>'sha256' = ${sha256}`)
    .limit(1);
  if (!stillUsed) await releaseImage({ db, blobs }, sha256);
}
