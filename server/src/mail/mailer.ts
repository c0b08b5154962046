import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link the message carries; logged in outbox mode so a developer can follow it. */
  link?: string;
  /** Files the message carries (e.g. the signed documents of a completed request). */
  attachments?: MailAttachment[];
  /** Set when the message is queued; a repeated delivery carries the same one. */
  messageId?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** The message as nodemailer takes it, with its Message-ID when it was queued with one. */
const nodemailerMessage = (from: string, message: MailMessage) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  attachments: message.attachments?.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content: Buffer.from(content),
  })),
  messageId: message.messageId,
});

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it every message is written as an .eml file. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: (details: Record<string, unknown>, message: string) => void;
}

/** SMTP when configured, otherwise an outbox folder: every flow works without a mail server. */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(nodemailerMessage(from, message));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(from, message));
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log({ to: message.to, file, link: message.link }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
