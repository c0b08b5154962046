import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { MailService } from '../../mail/service';
import type { PageRenderer } from '../../pdf/page-renderer';

/** What a visual-signature operation needs: storage, the time and the signed-in owner. */
export interface VisualSignatureContext {
  db: Db;
  blobs: BlobStore;
  now: Date;
  user: UserRow;
}

/** Previews also draw: the QR code's link and the pdf.js renderer. */
export interface PreviewContext extends VisualSignatureContext {
  mail: Pick<MailService, 'link'>;
  renderer: PageRenderer;
}
