import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import type { MailMessage, Mailer } from '../../src/mail/mailer';
import { mailJob, queuedMessage } from '../../src/mail/outbox';
import { backoffMs } from '../../src/queue/leases';
import { buildApp, createClock, type TestApp } from '../build';
import { createUser, post } from '../fixtures';

/** A mail server that refuses the first `refusals` deliveries, then takes every message. */
function flakyMailer(refusals: number) {
  const tries: MailMessage[] = [];
  const delivered: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      tries.push(message);
      if (tries.length <= refusals) throw new Error('421 try again later');
      delivered.push(message);
    },
    close() {},
  };
  return { mailer, tries, delivered };
}

describe('the mail outbox', () => {
  const clock = createClock();
  const server = flakyMailer(2);
  let t: TestApp;

  beforeAll(async () => {
    t = await buildApp({ now: clock.now, mail: { mailer: server.mailer } });
    await t.app.ready();
  });
  afterAll(() => t?.close());

  const jobOf = async (messageId: string | undefined) => {
    const [row] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${messageId}`));
    return row;
  };

  it('delivers a mail once, with the same Message-ID on every try, after refusals', async () => {
    const user = await createUser(t.app);
    expect((await post(t.app, '/v1/request-reset', { email: user.email })).statusCode).toBe(202);
    expect(server.tries).toHaveLength(1);

    clock.advance(backoffMs(1));
    await t.app.queue.drain();
    clock.advance(backoffMs(2));
    await t.app.queue.drain();
    clock.advance(backoffMs(3));
    await t.app.queue.drain();

    expect(server.delivered).toHaveLength(1);
    const [mail] = server.delivered;
    expect(mail?.to).toBe(user.email);
    expect(mail?.messageId).toMatch(/^<[\w-]+@paraph\.example>$/);
    expect(server.tries.map((tried) => tried.messageId)).toEqual([
      mail?.messageId,
      mail?.messageId,
      mail?.messageId,
    ]);
    // Delivered: the row stays (its key), the body with its reset link does not.
    expect(await jobOf(mail?.messageId)).toMatchObject({ state: 'done', payload: {} });
  });

  it('sends nothing when the transaction the mail was queued in rolls back', async () => {
    const before = server.tries.length;
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.mail.send(
          { to: 'rolled-back@example.test', subject: 's', text: 't', html: '<p>t</p>' },
          tx,
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.queue.drain();
    expect(server.tries).toHaveLength(before);
  });

  it('keeps attachments byte for byte in the queued message', () => {
    const content = new Uint8Array([0, 1, 2, 250, 255]);
    const job = mailJob({
      to: 'a@example.test',
      subject: 's',
      text: 't',
      html: 'h',
      messageId: '<m@paraph.example>',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content }],
    });
    const restored = queuedMessage(JSON.parse(JSON.stringify(job.payload)));
    expect(restored.attachments?.[0]?.content).toEqual(content);
    expect(restored.messageId).toBe('<m@paraph.example>');
    expect(job.key).toBe('mail:<m@paraph.example>');
  });
});
