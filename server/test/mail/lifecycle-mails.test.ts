import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/templates';
import { mailLanguages, mailTexts, type MailKind, type MailText } from '../../src/mail/texts';

const lifecycleKinds: MailKind[] = [
  'invitation',
  'guestInvitation',
  'reminder',
  'delegated',
  'requestCompleted',
  'requestDeclined',
  'requestWithdrawn',
  'observerAdded',
];

const placeholders = (text: MailText) =>
  new Set(
    [text.subject, ...text.body, text.action ?? '', text.footer].flatMap((part) =>
      [...part.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
    ),
  );

describe('request lifecycle mails', () => {
  it.each(Object.keys(mailTexts) as MailKind[])('%s is written in every language', (kind) => {
    for (const language of mailLanguages) {
      const text = mailTexts[kind][language];
      expect(text.subject.trim(), `${kind} ${language} subject`).not.toBe('');
      expect(text.body.join('').trim(), `${kind} ${language} body`).not.toBe('');
      expect(text.footer.trim(), `${kind} ${language} footer`).not.toBe('');
    }
  });

  it.each(Object.keys(mailTexts) as MailKind[])(
    '%s uses the same placeholders in every language, none in the unfilled footer',
    (kind) => {
      const reference = placeholders(mailTexts[kind]['en-gb']);
      for (const language of mailLanguages) {
        const text = mailTexts[kind][language];
        expect(placeholders(text), `${kind} ${language}`).toEqual(reference);
        expect(text.footer, `${kind} ${language} footer`).not.toMatch(/\{\w+\}/);
      }
    },
  );

  it.each(Object.keys(mailTexts) as MailKind[])('%s writes Swiss German with ss', (kind) => {
    const text = mailTexts[kind]['de-ch'];
    expect([text.subject, ...text.body, text.action, text.footer].join('\n')).not.toContain('ß');
  });

  it.each(lifecycleKinds)('%s has a button in every language', (kind) => {
    if (kind === 'requestWithdrawn') return; // the link is optional there
    for (const language of mailLanguages) expect(mailTexts[kind][language].action).toBeTruthy();
  });

  it('drops the message paragraph when there is no message', () => {
    const values = { senderName: 'Anna Muster', senderEmail: 'anna@paraph.example', title: 'NDA' };
    const mail = renderMail({
      kind: 'invitation',
      to: 'signer@paraph.example',
      language: 'en-gb',
      values: { ...values, message: '' },
      link: 'https://sign.paraph.example/s/1',
    });
    expect(mail.subject).toBe('Anna Muster asks you to sign “NDA”');
    expect(mail.text).not.toMatch(/\n\n\s*\n\n/);
    expect(mail.text).not.toContain('{message}');
    expect(mail.html).not.toContain('<p></p>');
    expect(mail.text).toContain('Review and sign: https://sign.paraph.example/s/1');

    const withMessage = renderMail({
      kind: 'invitation',
      to: 'signer@paraph.example',
      language: 'de-ch',
      values: { ...values, message: '«Bitte bis Freitag <danke>»' },
    });
    expect(withMessage.text).toContain('Anna Muster (anna@paraph.example) bittet Sie');
    expect(withMessage.text).toContain('\n\n«Bitte bis Freitag <danke>»\n\n');
    expect(withMessage.html).toContain('<p>«Bitte bis Freitag &lt;danke&gt;»</p>');
  });

  it('drops a whitespace-only paragraph too, and keeps the others', () => {
    const mail = renderMail({
      kind: 'requestDeclined',
      to: 'owner@paraph.example',
      language: 'fr-ch',
      values: { actorName: 'Luc', title: 'Offre', message: '  ' },
    });
    expect(mail.html.match(/<p>/g)).toHaveLength(3);
    expect(
      mail.text.startsWith('Bonjour,\n\nLuc a refusé de signer « Offre ».\n\nLa demande'),
    ).toBe(true);
  });

  it('gives the guest both the signing link and the link to their own account', () => {
    const mail = renderMail({
      kind: 'guestInvitation',
      to: 'guest@paraph.example',
      language: 'it',
      values: {
        senderName: 'Anna',
        senderEmail: 'anna@paraph.example',
        title: 'Contratto',
        message: '',
        sendtoLink: 'https://sign.paraph.example/sendto?t=x&y=1',
      },
      link: 'https://sign.paraph.example/guest/abc',
    });
    expect(mail.text).toContain(
      'puoi conservarvi questa richiesta: https://sign.paraph.example/sendto?t=x&y=1',
    );
    expect(mail.html).toContain('https://sign.paraph.example/sendto?t=x&amp;y=1');
    expect(mail.html).toContain('href="https://sign.paraph.example/guest/abc"');
  });
});
