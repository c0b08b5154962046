import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { BlobStore } from '../blobs/blob-store';
import type { Db } from '../db/database';
import { documents, signatureRequests, signatures, users } from '../db/schema';
import { signPdf } from '../pki/pades';
import { newId } from './ids';
import { displayName } from './requests/notifications';
import { readBlob } from './requests/stored-pdf';
import type { SigningServices } from './signing/services';
import { DEMO_CREDENTIALS } from './demo';

/**
 * The demo's completed requests get real signed versions, so downloading the signed PDF and
 * verifying it work from the first start. Only requests of the demo account that are SIGNED
 * but have no signed version yet are touched, so this runs once.
 */
export async function signDemoRequests({
  db,
  blobs,
  signing,
}: {
  db: Db;
  blobs: BlobStore;
  signing: SigningServices;
}) {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CREDENTIALS.email));
  if (!demo) return;
  const completed = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(eq(signatureRequests.ownerId, demo.id), eq(signatureRequests.statusOverall, 'SIGNED')),
    );
  for (const { id: requestId } of completed) {
    const rows = await db.select().from(documents).where(eq(documents.requestId, requestId));
    if (!rows.length || rows.some((row) => row.signed)) continue;
    const signers = await db
      .select()
      .from(signatures)
      .where(and(eq(signatures.requestId, requestId), eq(signatures.statusCode, 'SIGNED')))
      .orderBy(asc(signatures.signedAt));
    const authority = await signing.authority();
    const timestampAuthority = await signing.timestamps();
    for (const original of rows.filter((row) => row.parentId === null)) {
      let current = original;
      for (const signer of signers) {
        const credentials = await authority.issueSignerCertificate({
          name: displayName(signer),
          email: signer.email,
          quality: 'SES',
        });
        const signedAt = signer.signedAt ?? new Date();
        const bytes = await signPdf(await readBlob(blobs, current.sha256), {
          signer: credentials,
          name: displayName(signer),
          reason: 'I approve this document',
          contactInfo: signer.email,
          signingTime: signedAt,
          timestampAuthority,
          fieldName: `Paraph-${signer.id}`,
        });
        const { sha256, size } = await blobs.put(bytes);
        const [version] = await db
          .insert(documents)
          .values({
            ...current,
            id: newId('doc'),
            parentId: current.id,
            sha256,
            size,
            signed: true,
            createdAt: signedAt,
          })
          .returning();
        if (version) current = version;
      }
    }
    await db
      .update(signatures)
      .set({ signedQuality: 'SES', signedLegislation: 'UNDEFINED' })
      .where(
        and(
          inArray(
            signatures.id,
            signers.map((signer) => signer.id),
          ),
          isNull(signatures.signedQuality),
        ),
      );
  }
}
