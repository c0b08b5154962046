import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  oneTimeTokens,
  sessions,
  signatureRequests,
  signatures,
  users,
  visualSignatures,
  type UserRow,
} from '../../db/schema';
import type { BlobStore } from '../../blobs/blob-store';
import { DomainError } from '../errors';
import { leaveAnyBusiness } from '../businesses/joining';
import { enforce, LIMITS } from '../limits';
import { releaseImage } from '../visual-signatures/images';
import { verifyPassword } from './passwords';
import type { Context } from '../context';

/**
 * Deletes an account after checking its password.
 *
 * - The user's OPEN requests are withdrawn (their waiting signers too), so nobody signs a
 *   request whose sender is gone.
 * - The user's own requests that nobody else takes part in, and drafts, are removed.
 * - Requests others take part in are kept for them. If the user owned any, the account row
 *   stays as a scrubbed tombstone (no e-mail, name, password, attributes), because a request
 *   needs its owner; otherwise the row is removed.
 * - The user's signatures on other people's requests stay with the e-mail address they were
 *   sent to, unlinked from the account: the owner keeps the signer's record.
 * - The user's visual signatures go, and with them the bytes of their hand-drawn images.
 * - The user leaves their business; its last admin is refused (LAST_ADMIN) and nothing changes.
 */
export async function deleteAccount(
  { db, blobs, now }: Pick<Context, 'db' | 'now'> & { blobs: BlobStore },
  { user, password }: { user: UserRow; password: string },
): Promise<void> {
  await enforce({ db, now }, { key: `password:user:${user.id}`, limit: LIMITS.passwordPerAccount });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new DomainError('WRONG_PASSWORD', 'The password is not correct');
  }

  const images = await db
    .selectDistinct({ sha256: visualSignatures.imageSha256 })
    .from(visualSignatures)
    .where(eq(visualSignatures.userId, user.id));
  await db.transaction(async (tx) => {
    // A business is never left without an admin: its last one cannot delete the account.
    await leaveAnyBusiness(tx, { user, now });
    const owned = eq(signatureRequests.ownerId, user.id);
    const openOwned = tx
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(and(owned, eq(signatureRequests.statusOverall, 'OPEN')));
    await tx
      .update(signatures)
      .set({ statusCode: 'WITHDRAWN' })
      .where(
        and(
          inArray(signatures.requestId, openOwned),
          inArray(signatures.statusCode, ['OPEN', 'WAITING']),
        ),
      );
    await tx
      .update(signatureRequests)
      .set({ statusOverall: 'WITHDRAWN', updatedAt: now })
      .where(and(owned, eq(signatureRequests.statusOverall, 'OPEN')));

    // Someone other than the user signs (or was asked to sign) these; they are kept.
    const sharedWithOthers = tx
      .select({ id: signatures.requestId })
      .from(signatures)
      .where(
        and(
          ne(signatures.email, user.email),
          or(sql`${signatures.userId} is null`, ne(signatures.userId, user.id)),
        ),
      );
    await tx
      .delete(signatureRequests)
      .where(
        and(
          owned,
          or(
            eq(signatureRequests.statusOverall, 'DRAFT'),
            sql`${signatureRequests.id} not in ${sharedWithOthers}`,
          ),
        ),
      );

    await tx.update(signatures).set({ userId: null }).where(eq(signatures.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx
      .delete(oneTimeTokens)
      .where(or(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.email, user.email)));

    const [kept] = await tx
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(owned)
      .limit(1);
    // The stamps (names, places, a hand-drawn signature) are personal data either way.
    await tx.delete(visualSignatures).where(eq(visualSignatures.userId, user.id));
    if (!kept) {
      await tx.delete(users).where(eq(users.id, user.id));
      return;
    }
    await tx
      .update(users)
      .set({
        email: `deleted-${randomBytes(12).toString('hex')}@deleted.invalid`,
        // Not an argon2 hash: no password verifies against it.
        passwordHash: '!deleted',
        firstName: '',
        lastName: '',
        emailVerified: false,
        hasSso: false,
        retention: null,
        attributes: {},
        signatureQualities: {},
        permissions: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
  });
  for (const { sha256 } of images) if (sha256) await releaseImage({ db, blobs }, sha256);
}
