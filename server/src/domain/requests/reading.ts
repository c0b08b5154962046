import { eq } from 'drizzle-orm';
import type { components } from '../../../../src/api/schema.gen';
import { signatures } from '../../db/schema';
import { accessRequest } from './access';
import { appendEvent } from './audit-trail';
import { actorOf, type RequestContext } from './context';
import { loadSignatureRequest } from './view';

/** Opens a request: the view is part of the audit trail, and a signer's last view is kept. */
export async function viewRequest(
  context: RequestContext,
  requestId: string,
): Promise<components['schemas']['SignatureRequest']> {
  const access = await accessRequest(context.db, requestId, context.caller);
  await context.db.transaction(async (tx) => {
    if (access.signature) {
      await tx
        .update(signatures)
        .set({ lastViewedAt: context.now })
        .where(eq(signatures.id, access.signature.id));
    }
    await appendEvent(
      tx,
      requestId,
      {
        type: 'VIEWED',
        actor: actorOf(context, access),
        signatureId: access.signature?.id ?? null,
      },
      context.now,
    );
  });
  return loadSignatureRequest(context.db, requestId);
}
