import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { businesses, type BusinessRow } from '../../db/schema';
import { DomainError } from '../errors';
import type { ImageTarget } from '../visual-signatures/image-file';
import { releaseImage } from '../visual-signatures/images';
import { requireBusinessAdmin } from './access';
import type { BusinessContext } from './context';
import { recordSettingsChanged } from './events';
import { toSettings } from './settings';
import { storeImage } from './stored-image';

type Schemas = components['schemas'];

/** A header-sized logo: what a signing page's header and a mail's top line show. */
const LOGO: ImageTarget = { label: 'A logo', width: 400, height: 120, clearPaper: false };

/** Stores the image (checked, re-encoded, scaled to fit 400 × 120) as the company logo. */
export async function uploadBusinessLogo(
  context: BusinessContext,
  { businessId, bytes }: { businessId: string; bytes: Uint8Array },
): Promise<Schemas['BusinessSettings']> {
  const { business } = await requireBusinessAdmin(context, businessId);
  const logo = await storeImage(context, { bytes, target: LOGO });
  let saved;
  try {
    saved = await saveLogo(context, { businessId, logo });
  } catch (error) {
    await releaseImage(context, logo.sha256);
    throw error;
  }
  if (business.logo && business.logo.sha256 !== logo.sha256) {
    await releaseImage(context, business.logo.sha256);
  }
  return toSettings(context.mail, saved ?? { ...business, logo });
}

/** Signing pages and mails show the business's name alone again. */
export async function deleteBusinessLogo(
  context: BusinessContext,
  businessId: string,
): Promise<Schemas['BusinessSettings']> {
  const { business } = await requireBusinessAdmin(context, businessId);
  if (!business.logo) return toSettings(context.mail, business);
  const saved = await saveLogo(context, { businessId, logo: null });
  await releaseImage(context, business.logo.sha256);
  return toSettings(context.mail, saved ?? { ...business, logo: null });
}

/** Stores the logo's change with its trace in the business's audit trail. */
function saveLogo(
  { db, now, user }: BusinessContext,
  { businessId, logo }: { businessId: string; logo: BusinessRow['logo'] },
): Promise<BusinessRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set({ logo, updatedAt: now })
      .where(eq(businesses.id, businessId))
      .returning();
    await recordSettingsChanged(tx, { businessId, at: now, actor: user, details: 'logo' });
    return row;
  });
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
