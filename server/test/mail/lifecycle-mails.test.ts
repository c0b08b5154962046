import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/templates';
import {
  mailLanguages,
  mailTexts,
  type MailKind,
  type MailRole,
  type MailText,
} from '../../src/mail/texts';

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

const outcomeKinds = ['requestCompleted', 'requestDeclined', 'requestWithdrawn'] as const;
const roles: MailRole[] = ['sender', 'observer', 'signer'];

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

  it.each(outcomeKinds)('%s gives each part its own reason, in every language', (kind) => {
    for (const language of mailLanguages) {
      const text = mailTexts[kind][language];
      const reasons = roles.map((role) => text.footerFor?.[role] ?? '');
      for (const reason of reasons) {
        expect(reason.trim(), `${kind} ${language}`).not.toBe('');
        expect(reason, `${kind} ${language}`).not.toMatch(/\{\w+\}/);
        expect(reason, `${kind} ${language}`).not.toContain('ß');
      }
      // Three parts, three different sentences: none says "sender or observer" to a signer.
      expect(new Set(reasons).size, `${kind} ${language}`).toBe(3);
    }
  });

  it('writes the reason line for the recipient’s part', () => {
    const values = { senderName: 'Anna', title: 'NDA', message: '' };
    const render = (role: MailRole | undefined, language = 'en-gb') =>
      renderMail({ kind: 'requestCompleted', to: 'x@paraph.example', language, values, role });
    const footerOf = (role: MailRole | undefined, language?: string) => {
      const mail = render(role, language);
      expect(mail.html).toContain(mail.text.split('\n\n').at(-2) ?? '-');
      return mail.text.split('\n\n').at(-2);
    };
    expect(footerOf('sender')).toBe('You receive this message because you sent this request.');
    expect(footerOf('observer')).toBe(
      'You receive this message because you follow this request as an observer.',
    );
    expect(footerOf('signer')).toBe('You receive this message because you signed this request.');
    expect(footerOf(undefined)).toBe(
      'You receive this message because you take part in this request.',
    );
    expect(footerOf('signer', 'de-ch')).toBe(
      'Sie erhalten diese Nachricht, weil Sie diese Anfrage unterschrieben haben.',
    );
    expect(footerOf('observer', 'fr-ch')).toBe(
      'Vous recevez ce message parce que vous suivez cette demande en tant qu’observateur.',
    );
    expect(footerOf('sender', 'it')).toBe(
      'Ricevi questo messaggio perché hai inviato questa richiesta.',
    );
    // A mail without reasons per part keeps its one footer whatever the role.
    const invitation = renderMail({
      kind: 'observerAdded',
      to: 'x@paraph.example',
      role: 'signer',
    });
    expect(invitation.text).toContain('As an observer, you do not need to sign anything.');
  });

  it('tells the guest that signing asks for a code mailed to them, in every language', () => {
    const expected = {
      'en-gb': 'When you sign, we send a one-time code to this address',
      'de-ch': 'Wenn Sie unterschreiben, senden wir Ihnen einen Einmalcode an diese Adresse',
      'fr-ch': 'nous vous envoyons un code à usage unique à cette adresse',
      it: 'Quando firmi, ti inviamo un codice monouso a questo indirizzo',
    };
    for (const language of mailLanguages) {
      expect(mailTexts.guestInvitation[language].body.join('\n')).toContain(expected[language]);
    }
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
