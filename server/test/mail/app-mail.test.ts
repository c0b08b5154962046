import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type TestApp } from '../build';
import { createUser, post } from '../fixtures';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

describe('the app mailing through a real SMTP server', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildApp({
      mail: {
        smtpUrl: smtp.url,
        from: 'Paraph <no-reply@paraph.test>',
        publicUrl: 'https://sign.paraph.test/',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the reset mail, whose link resets the password', async () => {
    const user = await createUser(t.app, { attributes: { lang: ['it'] } });
    expect((await post(t.app, '/v1/request-reset', { email: user.email })).statusCode).toBe(202);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));

    const mail = await simpleParser(smtp.received[0] as Buffer);
    expect(mail.subject).toBe('Reimposta la password di Paraph');
    expect(mail.from?.text).toContain('no-reply@paraph.test');
    const link = /https:\/\/sign\.paraph\.test\/password-reset\/new\?token=[\w-]+/.exec(
      mail.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);

    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const reset = await post(t.app, '/v1/reset-password', {
      token,
      new: 'granite willow pepper 64',
    });
    expect(reset.statusCode).toBe(204);
  });
});

describe('the app without an SMTP server', () => {
  let outbox = '';
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'paraph-app-outbox-'));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildApp({ logger: { level: 'info', stream }, mail: { outboxDir: outbox } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(outbox, { recursive: true, force: true });
  });

  it('writes the confirmation mail to the outbox and logs its link for the developer', async () => {
    const email = `outbox-${Date.now()}@example.test`;
    await post(t.app, '/v1/request-confirmation', { email, lang: 'fr-ch' });
    await vi.waitFor(async () => expect(await readdir(outbox)).toHaveLength(1));
    const [file] = await readdir(outbox);
    const mail = await simpleParser(await readFile(join(outbox, file ?? '')));
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Paraph');
    await vi.waitFor(() => expect(lines.join('')).toContain('/signup/confirm?token='));
  });
});
