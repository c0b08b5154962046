import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/schema.gen';
import { signatures } from '../../db/schema';
import { accessRequest } from './access';
import { appendEvent } from './audit-trail';
import type { Access } from './access';
import { actorOf, type RequestContext } from './context';
import { loadSignatureRequest } from './view';

/** A request as its reader sees it. A read writes nothing (see recordView). */
export async function readRequest(
  context: RequestContext,
  requestId: string,
): Promise<components['schemas']['SignatureRequest']> {
  await accessRequest(context, requestId);
  return loadSignatureRequest(context, requestId);
}

/**
 * A person was shown the request: one VIEWED event, and a signer's last view is kept. Called
 * explicitly by the page, never by a GET — the app preloads and refetches reads, and the
 * protocol is evidence of what a person saw. Every call is recorded: each visit is a separate
 * act, and telling a visit from a remount is the client's job (it skips remounts).
 */
export async function recordView(context: RequestContext, requestId: string): Promise<void> {
  const access = await accessRequest(context, requestId);
  await context.db.transaction(async (tx) => {
    if (access.signature) {
      await tx
        .update(signatures)
        .set({ lastViewedAt: context.now })
        .where(eq(signatures.id, access.signature.id));
    }
    await appendEvent(tx, {
      requestId,
      event: {
        type: 'VIEWED',
        actor: actorOf(context, access),
        signatureId: access.signature?.id ?? null,
      },
      at: context.now,
    });
  });
}

/** A download is part of the audit trail, with what exactly was handed out. */
export async function recordDownload(
  context: RequestContext,
  { access, data }: { access: Access; data: Record<string, unknown> },
): Promise<void> {
  await context.db.transaction((tx) =>
    appendEvent(tx, {
      requestId: access.request.id,
      event: {
        type: 'DOWNLOADED',
        actor: actorOf(context, access),
        signatureId: access.signature?.id ?? null,
        data,
      },
      at: context.now,
    }),
  );
}
