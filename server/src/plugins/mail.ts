import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';
import { MAIL_JOB, mailJob, newMessageId, queuedMessage } from '../mail/outbox';
import type { MailService } from '../mail/service';
import { isUndeliverable } from '../mail/undeliverable';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailOptions {
  /** A ready mailer (tests capture messages with one); otherwise built from the fields below. */
  mailer?: Mailer;
  /** smtp:// or smtps://; without it messages are written as .eml files to `outboxDir`. */
  smtpUrl?: string;
  from?: string;
  /** The web app's address for links in mails. */
  publicUrl?: string;
  /** The outbox folder; a temporary one (removed on close) when omitted. */
  outboxDir?: string;
}

const DEFAULT_FROM = 'Paraph <no-reply@paraph.example>';
const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:3000';

/**
 * Decorates `app.mail`: a message is queued in the database (an outbox) and the job queue's
 * worker delivers it, retrying with backoff. Delivery does not hold up the answer: an answer
 * that waited for SMTP would take longer for registered addresses than for unknown ones and
 * reveal which exist. Queued mail survives a crash and goes out after the restart.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance, options: MailOptions) {
    let temporaryOutbox: string | undefined;
    let mailer = options.mailer;
    const from = options.from ?? DEFAULT_FROM;
    if (!mailer) {
      const outboxDir =
        options.outboxDir ?? (temporaryOutbox = await mkdtemp(join(tmpdir(), 'paraph-outbox-')));
      mailer = createMailer({
        smtpUrl: options.smtpUrl,
        outboxDir,
        from,
        log: (details, message) => app.log.info(details, message),
      });
    }
    const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
    const active = mailer;
    app.queue.handle(MAIL_JOB, (payload) => active.send(queuedMessage(payload)));

    app.decorate('mail', {
      async send(message, db) {
        if (isUndeliverable(message.to)) return;
        await app.queue.enqueue(db, mailJob({ ...message, messageId: newMessageId(from) }));
      },
      link(path, query = {}) {
        const url = new URL(path, `${publicUrl}/`);
        for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
        return url.toString();
      },
    } satisfies MailService);

    // The queue stops its worker (runs in flight finish) before any onClose hook.
    app.addHook('onClose', async () => {
      active.close();
      if (temporaryOutbox) await rm(temporaryOutbox, { recursive: true, force: true });
    });
  },
  { name: 'mail', dependencies: ['queue'] },
);
