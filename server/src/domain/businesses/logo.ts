import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { businesses } from '../../db/schema';
import { DomainError } from '../errors';
import type { ImageTarget } from '../visual-signatures/image-file';
import { requireBusinessAdmin } from './access';
import type { BusinessContext } from './context';
import { toSettings } from './settings';
import { releaseStoredImage, storeImage } from './stored-image';

type Schemas = components['schemas'];

/** A header-sized logo: what a signing page's header and a mail's top line show. */
const LOGO: ImageTarget = { label: 'A logo', width: 400, height: 120, clearPaper: false };

/** Stores the image (checked, re-encoded, scaled to fit 400 × 120) as the company logo. */
export async function uploadBusinessLogo(
  context: BusinessContext,
  { businessId, bytes }: { businessId: string; bytes: Uint8Array },
): Promise<Schemas['BusinessSettings']> {
  const { business } = await requireBusinessAdmin(context.db, context.user, businessId);
  const logo = await storeImage(context.blobs, bytes, LOGO);
  let saved;
  try {
    [saved] = await context.db
      .update(businesses)
      .set({ logo, updatedAt: context.now })
      .where(eq(businesses.id, businessId))
      .returning();
  } catch (error) {
    await releaseStoredImage(context, logo.sha256);
    throw error;
  }
  if (business.logo && business.logo.sha256 !== logo.sha256) {
    await releaseStoredImage(context, business.logo.sha256);
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
  await releaseStoredImage(context, business.logo.sha256);
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
