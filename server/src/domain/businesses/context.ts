import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { MailService } from '../../mail/service';

/** What a business operation needs: storage, links (mail's public URL), the time, the caller. */
export interface BusinessContext {
  db: Db;
  blobs: BlobStore;
  mail: Pick<MailService, 'link'>;
  now: Date;
  user: UserRow;
}
