import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../src/mail/mailer';
import { renderMail } from '../../src/mail/templates';
import { mailLanguages } from '../../src/mail/texts';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const message = renderMail({
  kind: 'confirmEmail',
  to: 'new.user@paraph.example',
  language: 'de-ch',
  link: 'http://127.0.0.1:3000/signup/confirm?token=abc',
});

describe('mail through a real SMTP server', () => {
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp?.close());

  it('delivers the message with both parts, in the recipient language', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: '/nonexistent',
      from: 'Paraph <no-reply@paraph.example>',
      log: vi.fn(),
    });
    await mailer.send(message);
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    const mail = await simpleParser(smtp.received[0] as Buffer);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Paraph');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('new.user@paraph.example');
    expect(mail.text).toContain('http://127.0.0.1:3000/signup/confirm?token=abc');
    expect(mail.html).toContain('href="http://127.0.0.1:3000/signup/confirm?token=abc"');
  });
});

describe('mail without an SMTP server', () => {
  let outbox = '';
  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'paraph-outbox-'));
  });
  afterAll(() => rm(outbox, { recursive: true, force: true }));

  it('writes an .eml file to the outbox and logs the link', async () => {
    const log = vi.fn();
    const mailer = createMailer({
      outboxDir: outbox,
      from: 'Paraph <no-reply@paraph.example>',
      log,
    });
    await mailer.send(message);
    const [file] = await readdir(outbox);
    expect(file).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(join(outbox, file as string)));
    expect(mail.text).toContain('token=abc');
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ link: message.link }),
      expect.any(String),
    );
  });
});

describe('mail templates', () => {
  it('falls back to en-gb and escapes user text in HTML', () => {
    const mail = renderMail({
      kind: 'guestTan',
      to: 'guest@paraph.example',
      language: 'xx',
      values: { code: '123456', title: '<b>Offer</b>' },
    });
    expect(mail.subject).toBe('Your Paraph signing code');
    expect(mail.text).toContain('“<b>Offer</b>”');
    expect(mail.html).toContain('&lt;b&gt;Offer&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Offer</b>');
  });

  it.each(mailLanguages)('keeps one-time codes out of the subject in %s', (language) => {
    for (const kind of ['guestTan', 'invitationCode'] as const) {
      const mail = renderMail({ kind, to: 'a@b.example', language, values: { code: '493817' } });
      // Subjects show on lock screens and in notification previews.
      expect(mail.subject, `${kind} ${language}`).not.toContain('493817');
      expect(mail.text, `${kind} ${language}`).toContain('493817');
      expect(mail.html, `${kind} ${language}`).toContain('493817');
    }
  });

  it('matches a two-letter language to its locale', () => {
    expect(renderMail({ kind: 'resetPassword', to: 'a@b.example', language: 'fr' }).subject).toBe(
      'Réinitialisez votre mot de passe Paraph',
    );
    expect(renderMail({ kind: 'resetPassword', to: 'a@b.example', language: 'it' }).subject).toBe(
      'Reimposta la password di Paraph',
    );
  });
});
