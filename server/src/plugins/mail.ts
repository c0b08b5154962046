import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';
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
 * Decorates `app.mail`. Delivery does not hold up the answer: an answer that waited for SMTP
 * would take longer for registered addresses than for unknown ones and reveal which exist.
 * Pending deliveries are awaited on close so a shutdown does not drop them.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance, options: MailOptions) {
    let temporaryOutbox: string | undefined;
    let mailer = options.mailer;
    if (!mailer) {
      const outboxDir =
        options.outboxDir ?? (temporaryOutbox = await mkdtemp(join(tmpdir(), 'paraph-outbox-')));
      mailer = createMailer({
        smtpUrl: options.smtpUrl,
        outboxDir,
        from: options.from ?? DEFAULT_FROM,
        log: (details, message) => app.log.info(details, message),
      });
    }
    const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
    const pending = new Set<Promise<void>>();
    const active = mailer;

    app.decorate('mail', {
      send(message) {
        if (isUndeliverable(message.to)) return;
        const delivery = active.send(message).catch((error: unknown) => {
          // The recipient only: subjects and bodies may carry codes and links.
          app.log.error({ err: error, to: message.to }, 'mail delivery failed');
        });
        pending.add(delivery);
        void delivery.finally(() => pending.delete(delivery));
      },
      link(path, query = {}) {
        const url = new URL(path, `${publicUrl}/`);
        for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
        return url.toString();
      },
    } satisfies MailService);

    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
      active.close();
      if (temporaryOutbox) await rm(temporaryOutbox, { recursive: true, force: true });
    });
  },
  { name: 'mail' },
);
