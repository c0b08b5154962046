import { eq } from 'drizzle-orm';
import { seals } from '../../db/schema';
import { requireBusinessAdmin } from '../businesses/access';
import type { BusinessContext } from '../businesses/context';
import { storeImage } from '../businesses/stored-image';
import { DomainError } from '../errors';
import { IMAGE_LIMITS, type ImageTarget } from '../visual-signatures/image-file';
import { releaseImage } from '../visual-signatures/images';
import { sealOf } from './records';
import type { SealAddress } from './seals';

/**
 * What the stamp embeds beside the seal's name, as a signature image is (a company stamp is
 * often scanned from paper, so a plain white background becomes transparent).
 */
const SEAL_IMAGE: ImageTarget = {
  label: 'A seal image',
  width: IMAGE_LIMITS.storedWidth,
  height: IMAGE_LIMITS.storedHeight,
  clearPaper: true,
};

/** Stores the image (checked like every image, re-encoded) as the seal's stamp image. */
export async function uploadSealImage(
  context: BusinessContext,
  { bytes, ...address }: SealAddress & { bytes: Uint8Array },
): Promise<void> {
  await requireBusinessAdmin(context, address.businessId);
  const seal = await sealOf({ db: context.db }, address);
  const image = await storeImage(context, { bytes, target: SEAL_IMAGE });
  try {
    await context.db
      .update(seals)
      .set({ image, updatedAt: context.now })
      .where(eq(seals.id, seal.id));
  } catch (error) {
    await releaseImage(context, image.sha256);
    throw error;
  }
  if (seal.image && seal.image.sha256 !== image.sha256) {
    await releaseImage(context, seal.image.sha256);
  }
}

/** The seal's stamps show its name alone again. */
export async function deleteSealImage(context: BusinessContext, address: SealAddress) {
  await requireBusinessAdmin(context, address.businessId);
  const seal = await sealOf({ db: context.db }, address);
  if (!seal.image) return;
  await context.db
    .update(seals)
    .set({ image: null, updatedAt: context.now })
    .where(eq(seals.id, seal.id));
  await releaseImage(context, seal.image.sha256);
}

/** The image's bytes, for the business's admins (404 when the seal has none). */
export async function sealImage(
  context: Pick<BusinessContext, 'db' | 'blobs' | 'user'>,
  address: SealAddress,
): Promise<Buffer> {
  await requireBusinessAdmin(context, address.businessId);
  const seal = await sealOf({ db: context.db }, address);
  const png = seal.image ? await context.blobs.get(seal.image.sha256) : null;
  if (!png) throw new DomainError('NOT_FOUND', 'The seal has no image');
  return png;
}
