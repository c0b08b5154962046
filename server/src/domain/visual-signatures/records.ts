import { and, asc, desc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { visualSignatures, type VisualSignatureRow } from '../../db/schema';
import { DomainError } from '../errors';

type Schemas = components['schemas'];

/** At most this many per user (the contract's list bound). */
export const MAX_VISUAL_SIGNATURES = 20;

/** The contract's view of a row; the image is reached through the signature's own preview. */
export function toVisualSignature(row: VisualSignatureRow): Schemas['VisualSignature'] {
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    ...(row.company ? { company: row.company } : {}),
    ...(row.location ? { location: row.location } : {}),
    language: row.language,
    ...(row.quality ? { quality: row.quality } : {}),
    ...(row.legislation ? { legislation: row.legislation } : {}),
    ...(row.provider ? { provider: row.provider } : {}),
    hasCustomImage: row.imageSha256 !== null,
    displayClaim: row.displayClaim,
    displayStandards: row.displayStandards,
    displayQr: row.displayQr,
    displayDate: row.displayDate,
    placeholder: row.placeholder,
    image: row.imageSha256
      ? `/v1/user/preview-visual-signature?id=${encodeURIComponent(row.id)}`
      : null,
    default: row.isDefault,
  };
}

/** The user's visual signatures, the default first, then oldest first. */
export function rowsOf({ db }: { db: Db }, userId: string): Promise<VisualSignatureRow[]> {
  return db
    .select()
    .from(visualSignatures)
    .where(eq(visualSignatures.userId, userId))
    .orderBy(
      desc(visualSignatures.isDefault),
      asc(visualSignatures.createdAt),
      asc(visualSignatures.id),
    );
}

/** One of the user's own; anyone else's is "not found", never "forbidden". */
export async function ownRow(
  { db }: { db: Db },
  { userId, id }: { userId: string; id: string },
): Promise<VisualSignatureRow> {
  const [row] = await db
    .select()
    .from(visualSignatures)
    .where(and(eq(visualSignatures.id, id), eq(visualSignatures.userId, userId)));
  if (!row) throw new DomainError('NOT_FOUND', 'Visual signature not found');
  return row;
}

export async function defaultRow(
  { db }: { db: Db },
  userId: string,
): Promise<VisualSignatureRow | null> {
  const [row] = await db
    .select()
    .from(visualSignatures)
    .where(and(eq(visualSignatures.userId, userId), eq(visualSignatures.isDefault, true)));
  return row ?? null;
}
