import { eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { documents, signatureRequests, signatures, users } from '../../db/schema';
import { senderOf } from '../businesses/membership';
import { normalizeEmail } from '../accounts/accounts';
import { newId } from '../ids';
import { appendEvent } from './audit-trail';
import type { RequestContext } from './context';

type Schemas = components['schemas'];

export interface NewSigner {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  status: Schemas['SignatureStatus'];
  sequence?: number | null;
  signedAt?: Date | null;
}

/** A stored original: the bytes are already in the blob store under `sha256`. */
export interface NewDocument {
  name: string;
  sha256: string;
  size: number;
  pageCount: number;
  pageWidth?: number | null;
  pageHeight?: number | null;
}

export interface NewSignatureRequest {
  ownerId: string;
  title: string;
  message?: string;
  status: Schemas['StatusOverall'];
  quality?: Schemas['Quality'];
  legislation?: Schemas['Legislation'];
  createdAt: Date;
  updatedAt?: Date;
  expirationDate?: Date | null;
  documents: NewDocument[];
  signers: NewSigner[];
}

/** Stores a request with its documents and signers; signers with an account are linked to it. */
export async function createSignatureRequest(
  { db }: Pick<RequestContext, 'db'>,
  input: NewSignatureRequest,
): Promise<string> {
  const requestId = newId('sr');
  const signers = input.signers.map((signer) => ({
    ...signer,
    email: normalizeEmail(signer.email),
  }));
  await db.transaction(async (tx) => {
    const accounts = signers.length
      ? await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(
            inArray(
              users.email,
              signers.map((signer) => signer.email),
            ),
          )
      : [];
    const userIdByEmail = new Map(accounts.map((account) => [account.email, account.id]));
    // Like a draft sent through the API, a member's request belongs to their business and is
    // booked to their cost centre as it is now.
    const sender = await senderOf({ db: tx }, input.ownerId);

    await tx.insert(signatureRequests).values({
      id: requestId,
      ownerId: input.ownerId,
      title: input.title,
      message: input.message ?? '',
      statusOverall: input.status,
      quality: input.quality ?? 'SES',
      legislation: input.legislation ?? 'UNDEFINED',
      businessId: sender?.business.id ?? null,
      costCenter: sender?.costCenter ?? null,
      createdAt: input.createdAt,
      updatedAt: input.updatedAt ?? input.createdAt,
      expirationDate: input.expirationDate ?? null,
    });
    if (input.documents.length) {
      await tx.insert(documents).values(
        input.documents.map((document, position) => {
          const id = newId('doc');
          return {
            ...document,
            id,
            originId: id,
            requestId,
            uploadedBy: input.ownerId,
            position,
            createdAt: input.createdAt,
          };
        }),
      );
    }
    // Seeded requests start their audit trail like any other.
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, input.ownerId));
    const actor = { userId: input.ownerId, email: owner?.email ?? null, ip: null, userAgent: null };
    await appendEvent(tx, { requestId, event: { type: 'CREATED', actor }, at: input.createdAt });
    if (input.status !== 'DRAFT') {
      await appendEvent(tx, {
        requestId,
        event: { type: 'INITIATED', actor },
        at: input.createdAt,
      });
    }
    if (signers.length) {
      await tx.insert(signatures).values(
        signers.map((signer) => ({
          id: newId('sig'),
          requestId,
          email: signer.email,
          userId: userIdByEmail.get(signer.email) ?? null,
          firstName: signer.firstName ?? null,
          lastName: signer.lastName ?? null,
          statusCode: signer.status,
          sequence: signer.sequence ?? null,
          signedAt: signer.signedAt ?? null,
        })),
      );
    }
  });
  return requestId;
}
