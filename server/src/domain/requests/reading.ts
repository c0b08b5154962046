import { eq } from 'drizzle-orm';
import type { components } from '../../../../src/api/schema.gen';
import { signatures } from '../../db/schema';
import { accessRequest } from './access';
import { appendEvent } from './audit-trail';
import type { Access } from './access';
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

/** A download is part of the audit trail, with what exactly was handed out. */
export async function recordDownload(
  context: RequestContext,
  access: Access,
  data: Record<string, unknown>,
): Promise<void> {
  await context.db.transaction((tx) =>
    appendEvent(
      tx,
      access.request.id,
      {
        type: 'DOWNLOADED',
        actor: actorOf(context, access),
        signatureId: access.signature?.id ?? null,
        data,
      },
      context.now,
    ),
  );
}
