import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { users, visualSignatures } from '../../db/schema';
import { DEFAULT_PERMISSIONS } from '../accounts/accounts';
import { DomainError } from '../errors';
import { newId } from '../ids';
import type { VisualSignatureContext } from './context';
import { releaseImage } from './images';
import { requireUnlockedFlags, resolvedFlags } from './options';
import { MAX_VISUAL_SIGNATURES, defaultRow, ownRow, rowsOf, toVisualSignature } from './records';

type Schemas = components['schemas'];
type Input = Schemas['VisualSignatureInput'];

export async function listVisualSignatures({
  db,
  user,
}: Pick<VisualSignatureContext, 'db' | 'user'>): Promise<Schemas['VisualSignatures']> {
  const rows = await rowsOf({ db }, user.id);
  return {
    defaultSignatureId: rows.find((row) => row.isDefault)?.id ?? null,
    signatures: rows.map(toVisualSignature),
  };
}

export async function getVisualSignature(
  { db, user }: Pick<VisualSignatureContext, 'db' | 'user'>,
  id: string,
): Promise<Schemas['VisualSignature']> {
  return toVisualSignature(await ownRow({ db }, { userId: user.id, id }));
}

export async function getDefaultVisualSignature({
  db,
  user,
}: Pick<VisualSignatureContext, 'db' | 'user'>): Promise<Schemas['VisualSignature']> {
  const row = await defaultRow({ db }, user.id);
  if (!row) throw new DomainError('NOT_FOUND', 'You have no default visual signature yet');
  return toVisualSignature(row);
}

/** The stored columns an input decides; locked flags are refused before this is called. */
function valuesOf(
  input: Input,
  permissions: Schemas['Permissions'],
): Omit<typeof visualSignatures.$inferInsert, 'id' | 'userId'> {
  return {
    alias: input.alias,
    name: input.name,
    company: input.company || null,
    location: input.location || null,
    language: input.language,
    quality: input.quality ?? null,
    legislation: input.legislation ?? null,
    provider: input.provider || null,
    ...resolvedFlags(permissions, input),
    displayQr: input.displayQr ?? false,
    placeholder: false,
  };
}

/** Serialises a user's changes to their set, so "first becomes default" holds under races. */
async function lockOwner(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function makeDefault(tx: Db, { userId, id }: { userId: string; id: string }) {
  await tx
    .update(visualSignatures)
    .set({ isDefault: false })
    .where(and(eq(visualSignatures.userId, userId), ne(visualSignatures.id, id)));
  await tx.update(visualSignatures).set({ isDefault: true }).where(eq(visualSignatures.id, id));
}

/** Adds one; the user's first, or one sent with `default`, becomes the default. */
export async function createVisualSignature(
  { db, now, user }: Pick<VisualSignatureContext, 'db' | 'now' | 'user'>,
  input: Input,
): Promise<Schemas['VisualSignature']> {
  const permissions = user.permissions ?? DEFAULT_PERMISSIONS;
  requireUnlockedFlags(permissions, input);
  const id = await db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    const [existing] = await tx
      .select({ n: count() })
      .from(visualSignatures)
      .where(eq(visualSignatures.userId, user.id));
    const n = existing?.n ?? 0;
    if (n >= MAX_VISUAL_SIGNATURES) {
      throw new DomainError(
        'CONFLICT',
        `A user may keep at most ${MAX_VISUAL_SIGNATURES} visual signatures`,
      );
    }
    const created = newId('vs');
    await tx.insert(visualSignatures).values({
      ...valuesOf(input, permissions),
      id: created,
      userId: user.id,
      createdAt: now,
      updatedAt: now,
    });
    if (n === 0 || input.default) await makeDefault(tx, { userId: user.id, id: created });
    return created;
  });
  return toVisualSignature(await ownRow({ db }, { userId: user.id, id }));
}

/** Replaces the fields of one; the image stays, and `default: true` moves the default here. */
export async function updateVisualSignature(
  { db, now, user }: Pick<VisualSignatureContext, 'db' | 'now' | 'user'>,
  { id, input }: { id: string; input: Input },
): Promise<Schemas['VisualSignature']> {
  const permissions = user.permissions ?? DEFAULT_PERMISSIONS;
  await ownRow({ db }, { userId: user.id, id });
  requireUnlockedFlags(permissions, input);
  await db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    await tx
      .update(visualSignatures)
      .set({ ...valuesOf(input, permissions), updatedAt: now })
      .where(and(eq(visualSignatures.id, id), eq(visualSignatures.userId, user.id)));
    if (input.default) await makeDefault(tx, { userId: user.id, id });
  });
  return toVisualSignature(await ownRow({ db }, { userId: user.id, id }));
}

/** Deleting the default promotes the oldest remaining one (or leaves none). */
export async function deleteVisualSignature(
  context: Pick<VisualSignatureContext, 'db' | 'blobs' | 'user'>,
  id: string,
): Promise<void> {
  const { db, user } = context;
  const row = await ownRow({ db }, { userId: user.id, id });
  await db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    await tx.delete(visualSignatures).where(eq(visualSignatures.id, id));
    if (!row.isDefault) return;
    const [oldest] = await tx
      .select({ id: visualSignatures.id })
      .from(visualSignatures)
      .where(eq(visualSignatures.userId, user.id))
      .orderBy(asc(visualSignatures.createdAt), asc(visualSignatures.id))
      .limit(1);
    if (oldest) await makeDefault(tx, { userId: user.id, id: oldest.id });
  });
  if (row.imageSha256) await releaseImage(context, row.imageSha256);
}
