import type { SignatureRequestRow } from '../../db/schema';
import type { MailAttachment } from '../../mail/mailer';
import { senderBusinessOf } from '../businesses/membership';
import { storedSettings } from '../businesses/settings';
import type { RequestContext } from './context';
import { signatureProtocolPdf } from './exports';
import { readBlob } from './stored-pdf';
import { currentDocuments } from './view';

/** Above this the files stay behind the mail's link: many mail servers refuse ~25 MB. */
export const MAX_MAIL_ATTACHMENT_BYTES = 15 * 1024 * 1024;

const PDF = 'application/pdf';

/**
 * What the completion mail carries, by the settings of the sender's business: the signed
 * documents when `mailService.attachments.signedDocument` is on, and with them the signature
 * protocol when `mailService.signatureProtocol.enabled`. Nothing for a sender outside a
 * business, and nothing when the files together are too large to mail.
 */
export async function completionAttachments(
  context: Pick<RequestContext, 'db' | 'blobs' | 'now'>,
  request: SignatureRequestRow,
): Promise<MailAttachment[]> {
  const business = await senderBusinessOf({ db: context.db }, request.ownerId);
  if (!business) return [];
  const { mailService } = storedSettings(business);
  if (!mailService.attachments.signedDocument) return [];
  const documents = await currentDocuments(context, request.id);
  const size = documents.reduce((total, { current }) => total + current.size, 0);
  if (size > MAX_MAIL_ATTACHMENT_BYTES) return [];
  const files: MailAttachment[] = await Promise.all(
    documents.map(async ({ current }) => ({
      filename: current.name,
      contentType: PDF,
      content: await readBlob(context.blobs, current.sha256),
    })),
  );
  if (mailService.signatureProtocol.enabled) {
    files.push({
      filename: 'signature-protocol.pdf',
      contentType: PDF,
      content: await signatureProtocolPdf(context, request),
    });
  }
  return files;
}
