import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { signatures } from '../../db/schema';
import { DomainError } from '../errors';
import type { GuestRef } from '../requests/guests';
import { directVisualSignature } from './stamp-settings';

/** `GET /v1/direct/visual-signature`: the stamp the link's guest signs with. */
export async function getDirectVisualSignature(
  { db }: { db: Db },
  guest: GuestRef,
): Promise<components['schemas']['VisualSignature']> {
  const [signature] = await db
    .select()
    .from(signatures)
    .where(and(eq(signatures.id, guest.signatureId), eq(signatures.requestId, guest.requestId)));
  // The credentials were checked a moment ago; the signer may have been removed since.
  if (!signature) throw new DomainError('NOT_FOUND', 'Not found');
  return directVisualSignature(signature);
}
