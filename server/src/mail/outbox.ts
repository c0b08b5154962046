import { randomUUID } from 'node:crypto';
import type { NewJob } from '../queue/enqueue';
import type { MailAttachment, MailMessage } from './mailer';

/** The queue's job kind for a mail waiting to be delivered. */
export const MAIL_JOB = 'mail';

/** Delivery of one mail is tried for about an hour (2 s doubling, capped at 10 min) before it fails. */
const MAIL_ATTEMPTS = 12;

interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/**
 * A Message-ID (RFC 5322) under the sender's domain. It is fixed when the mail is queued, so a
 * delivery repeated after a crash carries the same one and the receiver can recognise it.
 */
export function newMessageId(from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'paraph.invalid';
  return `<${randomUUID()}@${domain}>`;
}

/** The job that delivers `message`; its key is the Message-ID, so it is never queued twice. */
export function mailJob(message: MailMessage & { messageId: string }): NewJob {
  const { attachments, ...rest } = message;
  const stored: StoredAttachment[] | undefined = attachments?.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    base64: Buffer.from(attachment.content).toString('base64'),
  }));
  return {
    kind: MAIL_JOB,
    key: `mail:${message.messageId}`,
    payload: { ...rest, ...(stored ? { attachments: stored } : {}) },
    maxAttempts: MAIL_ATTEMPTS,
  };
}

/** The message a mail job carries, as it was queued. */
export function queuedMessage(payload: Record<string, unknown>): MailMessage {
  const { attachments, ...rest } = payload as unknown as Omit<MailMessage, 'attachments'> & {
    attachments?: StoredAttachment[];
  };
  const restored: MailAttachment[] | undefined = attachments?.map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: new Uint8Array(Buffer.from(attachment.base64, 'base64')),
  }));
  return { ...rest, ...(restored ? { attachments: restored } : {}) };
}
