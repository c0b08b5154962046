import { asc, desc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { visualSignatures, type VisualSignatureRow } from '../../db/schema';
import { newId } from '../ids';
import { stampLanguage } from '../signing/stamp-texts';
import { MAX_VISUAL_SIGNATURES } from './records';

type UserSignature = components['schemas']['UserSignature'];

/** `User.signatures`: the stamp fields of the visual signatures, the default first. */
export function toUserSignature(row: VisualSignatureRow): UserSignature {
  return {
    name: row.name,
    ...(row.company ? { company: row.company } : {}),
    language: row.language,
    ...(row.location ? { location: row.location } : {}),
    displayClaim: row.displayClaim,
    displayStandards: row.displayStandards,
    displayQr: row.displayQr,
    displayDate: row.displayDate,
  };
}

/**
 * `PUT /v1/user` with `signatures`: entry i rewrites the stamp fields of the i-th visual
 * signature in `User.signatures` order (alias, quality and image stay); entries past the end
 * create new ones (the first of a user without any becomes the default). None is deleted here.
 * The entries come with their permissions already applied (profile's `withPermissions`).
 */
export async function writeProfileSignatures(
  tx: Db,
  { userId, entries, now }: { userId: string; entries: UserSignature[]; now: Date },
): Promise<void> {
  const rows = await tx
    .select()
    .from(visualSignatures)
    .where(eq(visualSignatures.userId, userId))
    .orderBy(
      desc(visualSignatures.isDefault),
      asc(visualSignatures.createdAt),
      asc(visualSignatures.id),
    );
  for (const [index, entry] of entries.slice(0, MAX_VISUAL_SIGNATURES).entries()) {
    const fields = {
      name: entry.name.slice(0, 128),
      company: entry.company?.slice(0, 128) || null,
      location: entry.location?.slice(0, 128) || null,
      language: stampLanguage(entry.language),
      displayClaim: entry.displayClaim ?? true,
      displayStandards: entry.displayStandards ?? true,
      displayQr: entry.displayQr ?? false,
      displayDate: entry.displayDate ?? true,
      placeholder: false,
      updatedAt: now,
    };
    const row = rows[index];
    if (row) {
      await tx.update(visualSignatures).set(fields).where(eq(visualSignatures.id, row.id));
    } else {
      await tx.insert(visualSignatures).values({
        ...fields,
        id: newId('vs'),
        userId,
        alias: (entry.name.trim() || 'Signature').slice(0, 64),
        isDefault: rows.length === 0 && index === 0,
        // Apart by a millisecond each, so their order is the order they were sent in.
        createdAt: new Date(now.getTime() + index),
      });
    }
  }
}
