import type { BlobStore } from '../blobs/blob-store';
import type { Db } from '../db/database';
import { visualSignatures } from '../db/schema';
import { newId } from './ids';
import { normalizeSignatureImage } from './visual-signatures/image-file';

/** A hand-drawn "Dana Demo" on white paper, as the app's drawing pad would export it. */
const DRAWN_SIGNATURE = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="140">
<rect width="100%" height="100%" fill="#fff"/>
<path d="M20 100 C 30 20, 70 20, 60 100 S 20 110, 40 70 M70 95 C 80 60, 95 60, 98 95 M98 80 C 110 60, 125 60, 122 95 C 135 60, 150 60, 152 95
M170 100 C 180 20, 220 20, 210 100 S 170 110, 190 70 M220 90 C 235 70, 250 75, 232 95 C 250 100, 262 85, 265 80 M268 95 L 275 65 C 280 60, 290 60, 292 95 C 300 60, 310 60, 312 95
M320 85 C 330 70, 345 75, 335 95 C 325 100, 318 80, 340 60" fill="none" stroke="#1b2a4a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

/**
 * The demo account's two stamps, so the product shows the feature from the first start: a
 * typed one as the default, and one with a hand-drawn signature.
 */
export async function seedDemoVisualSignatures(
  { db, blobs, now }: { db: Db; blobs: BlobStore; now: Date },
  { userId, name }: { userId: string; name: string },
): Promise<void> {
  const image = await normalizeSignatureImage(Buffer.from(DRAWN_SIGNATURE));
  const { sha256 } = await blobs.put(image);
  const shared = {
    userId,
    name,
    language: 'en' as const,
    displayClaim: true,
    displayStandards: true,
    displayDate: true,
    updatedAt: now,
  };
  await db.insert(visualSignatures).values([
    {
      ...shared,
      id: newId('vs'),
      alias: 'Work',
      company: 'Paraph Demo AG',
      location: 'Zürich',
      displayQr: true,
      isDefault: true,
      createdAt: now,
    },
    {
      ...shared,
      id: newId('vs'),
      alias: 'Handwritten',
      location: 'Bern',
      displayQr: false,
      imageSha256: sha256,
      createdAt: new Date(now.getTime() + 1),
    },
  ]);
}
