import type { Db } from '../../db/database';
import type { MailService } from '../../mail/service';
import type { BlobStore } from '../../blobs/blob-store';
import type { Access, Caller } from './access';
import type { Actor } from './audit-trail';

/** What a request operation needs: storage, mail, the time, and who calls from where. */
export interface RequestContext {
  db: Db;
  blobs: BlobStore;
  mail: MailService;
  now: Date;
  caller: Caller;
  ip: string | null;
  userAgent: string | null;
}

/** The caller as the audit trail records them: an account, or the guest's invited address. */
export function actorOf(context: RequestContext, access: Access): Actor {
  const { caller } = context;
  return {
    userId: caller.kind === 'user' ? caller.user.id : null,
    email: caller.kind === 'user' ? caller.user.email : (access.signature?.email ?? null),
    ip: context.ip,
    userAgent: context.userAgent,
  };
}
