import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { signatures, users, type IdentificationRow } from '../../db/schema';
import { withLevel } from './methods';
import type { Subject } from './subject';

type Identity = components['schemas']['VerifiedIdentity'];

// The fields an identification fixes: the certificate names the person as verified.
const FIXED = ['firstName', 'lastName'] as const;

/** The same person: the same name and birth date (a new document number is a renewed ID). */
export function sameIdentity(a: Identity, b: Identity): boolean {
  return sameName(a, b) && a.birthDate === b.birthDate;
}

type Name = Pick<Identity, 'firstName' | 'lastName'>;

/** The same name, whatever the case and surrounding spaces. */
export function sameName(a: Name, b: Name): boolean {
  const same = (x: string, y: string) =>
    x.trim().toLocaleLowerCase('en') === y.trim().toLocaleLowerCase('en');
  return same(a.firstName, b.firstName) && same(a.lastName, b.lastName);
}

/**
 * Once the certificate for the verified identity is active: the subject gains the quality, keeps
 * the identity, and carries the verified name, fixed from then on.
 */
export async function grantIdentification(
  tx: Db,
  {
    row,
    holder: subject,
    now,
  }: { row: IdentificationRow; holder: Exclude<Subject, { audience: 'visitor' }>; now: Date },
): Promise<void> {
  const identity = row.identity!;
  const name = { firstName: identity.firstName, lastName: identity.lastName };
  if (subject.audience === 'account') {
    const [user] = await tx.select().from(users).where(eq(users.id, subject.userId));
    if (!user) return;
    await tx
      .update(users)
      .set({
        ...name,
        identity,
        signatureQualities: withLevel(user.signatureQualities, row.legislation, row.level),
        attributes: { ...user.attributes, immutable_eid_fields: [...FIXED] },
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    return;
  }
  const [signature] = await tx
    .select()
    .from(signatures)
    .where(eq(signatures.id, subject.signatureId));
  if (!signature) return;
  await tx
    .update(signatures)
    .set({
      ...name,
      identity,
      signatureQualities: withLevel(signature.signatureQualities, row.legislation, row.level),
      immutableEidFields: [...new Set([...signature.immutableEidFields, ...FIXED])],
    })
    .where(eq(signatures.id, signature.id));
}
