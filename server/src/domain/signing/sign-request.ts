import { X509Certificate } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import type { Db } from '../../db/database';
import { documents, signatures, users, type DocumentRow } from '../../db/schema';
import { signPdf } from '../../pki/pades';
import { DomainError } from '../errors';
import { newId } from '../ids';
import { accessRequest, type Access } from '../requests/access';
import { appendEvent } from '../requests/audit-trail';
import { actorOf } from '../requests/context';
import { inviteSigners, notifyCompleted } from '../requests/notifications';
import { advanceRequest } from '../requests/signing-order';
import { readBlob, releaseBlob } from '../requests/stored-pdf';
import { currentDocuments } from '../requests/view';
import { consumeCredit, requireCredit } from './credits';
import { placementFor } from './placement';
import type { AppliedQuality } from './quality';
import { requireLockHeld, withRequestLock } from './request-lock';
import type { SigningContext } from './services';
import type { Signer } from './signer';
import { stampContent } from './stamp';

type Schemas = components['schemas'];
type Item = Schemas['SignBatchItem'];
type Result = NonNullable<Schemas['SigningResult']['results']>[number];

/**
 * Uses up the one-time code that authorised this signing, inside the transaction that records
 * the signature; it throws when the code is gone, which rolls the signature back.
 */
export type SpendCode = (tx: Db) => Promise<void>;

/** The request may be signed by this caller now: open, their turn, not yet answered. */
export function requireSignable(access: Access): NonNullable<Access['signature']> {
  const own = access.signature;
  if (!own) throw new DomainError('FORBIDDEN', 'You are not a signer of this request');
  if (access.request.statusOverall !== 'OPEN') {
    throw new DomainError('INVALID_STATE', 'This request can no longer be signed');
  }
  if (own.statusCode === 'WAITING') {
    throw new DomainError('INVALID_STATE', 'It is not your turn to sign yet');
  }
  if (own.statusCode === 'WITHDRAWN' && own.signerGroupId) {
    throw new DomainError(
      'INVALID_STATE',
      'Your signer group has signed through another member, or you are no longer in it',
    );
  }
  if (own.statusCode !== 'OPEN')
    throw new DomainError('INVALID_STATE', 'You have already answered');
  return own;
}

/**
 * Signs every document of one request for the caller, as one more incremental PAdES signature
 * on each current version, and records the new versions. The request is locked meanwhile, so
 * a second signer waits and then signs on top of this signer's versions.
 */
export async function signOneRequest(
  context: SigningContext,
  {
    item,
    signer,
    applied,
    spendCode,
  }: { item: Item; signer: Signer; applied: AppliedQuality; spendCode?: SpendCode },
): Promise<Result> {
  const requestId = item.signatureRequestId;
  const first = await accessRequest(context, requestId);
  const holder = requireSignable(first).id;
  // The lease runs on the wall clock: it is about live processes, not the request's time.
  const lockClock = () => new Date();
  const outcome = await withRequestLock(
    {
      db: context.db,
      requestId,
      holder,
      clock: lockClock,
      options: { waitMs: context.signing.lockWaitMs },
    },
    async () => {
      // Read again under the lock: the request may have been withdrawn while this signer waited.
      const access = await accessRequest(context, requestId);
      const own = requireSignable(access);
      const now = context.now;
      // Checked again per request: an earlier request of the batch may have used the last credit.
      if (signer.account)
        await requireCredit(context, await freshAccount(context, signer.account.id));
      const authority = await context.signing.authority();
      const credentials = await authority.issueSignerCertificate({
        name: signer.name,
        email: signer.email,
        quality: applied.quality,
        legislation: applied.legislation,
        identity: signer.identity ?? undefined,
        ...(signer.seal ? { seal: { organisation: signer.seal.organisation } } : {}),
      });
      const timestampAuthority = await context.signing.timestamps();
      const reason =
        item.signingReason ??
        signer.account?.attributes.p11_signing_reason?.[0] ??
        'I approve this document';
      const signingName =
        item.signingName ?? signer.account?.attributes.p11_signing_name?.[0] ?? signer.name;
      const verificationUrl = context.mail.link(`/verify/${requestId}`);

      const versions: DocumentRow[] = [];
      for (const { current } of await currentDocuments(context, requestId)) {
        const placement = placementFor(item.documentSignatures, own.documentSignatures, [
          current.originId,
          current.id,
        ]);
        const [position] = placement?.positions ?? [];
        const formField = placement?.form_field;
        const content =
          position || formField
            ? await stampContent({
                settings: signer.settings,
                permissions: signer.permissions,
                fallbackName: signer.name,
                language: signer.language,
                quality: applied.quality,
                legislation: applied.legislation,
                signedAt: now,
                verificationUrl,
              })
            : undefined;
        const original = await readBlob(context.blobs, current.sha256);
        const signingStarted = performance.now();
        const signed = await signPdf(original, {
          signer: credentials,
          name: signingName,
          reason,
          contactInfo: signer.email,
          location: signer.settings.location ?? undefined,
          signingTime: now,
          timestampAuthority,
          fieldName: `Paraph-${own.id}`,
          formField: formField && content ? { name: formField, content } : null,
          appearance:
            position && content
              ? { page: position.page, rect: position, rotation: position.rotation, content }
              : null,
        });
        context.signing.recordSigningSeconds?.((performance.now() - signingStarted) / 1000);
        const { sha256, size } = await context.blobs.put(signed);
        versions.push({
          ...current,
          id: newId('doc'),
          parentId: current.id,
          sha256,
          size,
          signed: true,
          // Strictly after the version it was made from: "current" is the newest by created_at,
          // and `now` was read before this signer waited for the lock (or a test froze it).
          createdAt: new Date(
            Math.max(now.getTime() + versions.length, current.createdAt.getTime() + 1),
          ),
        });
      }

      const certificate = credentials.certificate;
      try {
        return await context.db.transaction(async (tx) => {
          await requireLockHeld(tx, { requestId, holder, now: lockClock() });
          await spendCode?.(tx);
          if (versions.length) await tx.insert(documents).values(versions);
          const [recorded] = await tx
            .update(signatures)
            .set({
              statusCode: 'SIGNED',
              signedAt: now,
              signedQuality: applied.quality,
              signedLegislation: applied.legislation,
            })
            .where(and(eq(signatures.id, own.id), eq(signatures.statusCode, 'OPEN')))
            .returning({ id: signatures.id });
          // Closed meanwhile (e.g. taken off a signer group while signing): nothing is recorded.
          if (!recorded) {
            throw new DomainError('INVALID_STATE', 'Your signature was closed while signing');
          }
          if (signer.kind === 'user' && signer.account) await consumeCredit(tx, signer.account);
          const actor = actorOf(context, access);
          await appendEvent(tx, {
            requestId,
            event: {
              type: 'SIGNED',
              actor,
              signatureId: own.id,
              data: {
                quality: applied.quality,
                legislation: applied.legislation,
                documents: versions.map((version) => ({
                  id: version.id,
                  sha256: version.sha256,
                  pageCount: version.pageCount,
                  size: version.size,
                })),
                certificate: certificateSummary(certificate),
              },
            },
            at: now,
          });
          // The next signers are invited by the sender (an address, as `invited_by` reads).
          const [owner] = await tx
            .select({ email: users.email })
            .from(users)
            .where(eq(users.id, access.request.ownerId));
          const advanced = await advanceRequest(tx, {
            requestId,
            actor,
            invitedBy: owner?.email ?? '',
            now,
          });
          return { access, versions, advanced };
        });
      } catch (error) {
        // The signed files are not needed when their versions were not recorded.
        for (const version of versions) await releaseBlob(context, version.sha256);
        throw error;
      }
    },
  );

  if (outcome.advanced.completed) {
    await notifyCompleted(context, outcome.access.request);
  }
  if (outcome.advanced.opened.length) {
    await inviteSigners(context, {
      request: outcome.access.request,
      signatures: outcome.advanced.opened,
    });
  }
  return {
    signatureRequestId: requestId,
    status: 'SIGNED',
    documents: outcome.versions.map((version) => ({
      document_id: version.originId,
      version_id: version.id,
    })),
  };
}

function certificateSummary(pem: string) {
  const certificate = new X509Certificate(pem);
  return {
    subject: certificate.subject.replace(/\n/g, ', '),
    serial: certificate.serialNumber,
    issuer: certificate.issuer.replace(/\n/g, ', '),
  };
}

async function freshAccount(context: SigningContext, userId: string) {
  const [account] = await context.db.select().from(users).where(eq(users.id, userId));
  if (!account) throw new DomainError('NOT_FOUND', 'Account not found');
  return account;
}
