/** The languages mail is written in; anything else falls back to en-gb. */
export const mailLanguages = ['en-gb', 'de-ch', 'fr-ch', 'it'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

export interface MailText {
  subject: string;
  /** Paragraphs; `{name}`-style placeholders are filled from the template's values. */
  body: string[];
  action?: string;
  footer: string;
}

export type MailKind = 'confirmEmail' | 'resetPassword' | 'guestTan' | 'invitationCode';

export const mailTexts: Record<MailKind, Record<MailLanguage, MailText>> = {
  confirmEmail: {
    'en-gb': {
      subject: 'Confirm your e-mail address for Paraph',
      body: [
        'Hello,',
        'please confirm your e-mail address to finish creating your Paraph account.',
        'The link can be used once.',
      ],
      action: 'Confirm e-mail address',
      footer: 'If you did not ask for an account, you can ignore this message.',
    },
    'de-ch': {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Paraph',
      body: [
        'Guten Tag',
        'bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Paraph-Konto fertig zu erstellen.',
        'Der Link kann einmal verwendet werden.',
      ],
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Wenn Sie kein Konto beantragt haben, können Sie diese Nachricht ignorieren.',
    },
    'fr-ch': {
      subject: 'Confirmez votre adresse e-mail pour Paraph',
      body: [
        'Bonjour,',
        'veuillez confirmer votre adresse e-mail pour terminer la création de votre compte Paraph.',
        'Le lien ne peut être utilisé qu’une seule fois.',
      ],
      action: 'Confirmer l’adresse e-mail',
      footer: 'Si vous n’avez pas demandé de compte, vous pouvez ignorer ce message.',
    },
    it: {
      subject: 'Conferma il tuo indirizzo e-mail per Paraph',
      body: [
        'Buongiorno,',
        'conferma il tuo indirizzo e-mail per completare la creazione del tuo account Paraph.',
        'Il link può essere usato una sola volta.',
      ],
      action: 'Conferma indirizzo e-mail',
      footer: 'Se non hai richiesto un account, puoi ignorare questo messaggio.',
    },
  },
  resetPassword: {
    'en-gb': {
      subject: 'Reset your Paraph password',
      body: [
        'Hello,',
        'someone asked to reset the password of your Paraph account. The link is valid for one hour and can be used once.',
      ],
      action: 'Choose a new password',
      footer: 'If this was not you, ignore this message: your password stays as it is.',
    },
    'de-ch': {
      subject: 'Setzen Sie Ihr Paraph-Passwort zurück',
      body: [
        'Guten Tag',
        'es wurde verlangt, das Passwort Ihres Paraph-Kontos zurückzusetzen. Der Link ist eine Stunde gültig und kann einmal verwendet werden.',
      ],
      action: 'Neues Passwort wählen',
      footer:
        'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    },
    'fr-ch': {
      subject: 'Réinitialisez votre mot de passe Paraph',
      body: [
        'Bonjour,',
        'une réinitialisation du mot de passe de votre compte Paraph a été demandée. Le lien est valable une heure et ne peut être utilisé qu’une seule fois.',
      ],
      action: 'Choisir un nouveau mot de passe',
      footer: 'Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.',
    },
    it: {
      subject: 'Reimposta la password di Paraph',
      body: [
        'Buongiorno,',
        'è stato richiesto di reimpostare la password del tuo account Paraph. Il link è valido per un’ora e può essere usato una sola volta.',
      ],
      action: 'Scegli una nuova password',
      footer: 'Se non sei stato tu, ignora questo messaggio: la tua password resta invariata.',
    },
  },
  guestTan: {
    'en-gb': {
      subject: 'Your Paraph signing code: {code}',
      body: [
        'Hello,',
        'your one-time code to sign “{title}” is {code}.',
        'It is valid for 5 minutes. Never share it with anyone.',
      ],
      footer: 'If you did not try to sign a document, you can ignore this message.',
    },
    'de-ch': {
      subject: 'Ihr Paraph-Signaturcode: {code}',
      body: [
        'Guten Tag',
        'Ihr Einmalcode zum Unterschreiben von «{title}» lautet {code}.',
        'Er ist 5 Minuten gültig. Geben Sie ihn niemandem weiter.',
      ],
      footer:
        'Wenn Sie kein Dokument unterschreiben wollten, können Sie diese Nachricht ignorieren.',
    },
    'fr-ch': {
      subject: 'Votre code de signature Paraph : {code}',
      body: [
        'Bonjour,',
        'votre code à usage unique pour signer « {title} » est {code}.',
        'Il est valable 5 minutes. Ne le communiquez à personne.',
      ],
      footer: 'Si vous n’avez pas essayé de signer un document, vous pouvez ignorer ce message.',
    },
    it: {
      subject: 'Il tuo codice di firma Paraph: {code}',
      body: [
        'Buongiorno,',
        'il tuo codice monouso per firmare «{title}» è {code}.',
        'È valido 5 minuti. Non condividerlo con nessuno.',
      ],
      footer: 'Se non hai provato a firmare un documento, puoi ignorare questo messaggio.',
    },
  },
  invitationCode: {
    'en-gb': {
      subject: 'Your Paraph confirmation code: {code}',
      body: [
        'Hello,',
        'you were invited to sign “{title}”. Enter this code to confirm your e-mail address: {code}.',
        'It is valid for 15 minutes. Never share it with anyone.',
      ],
      footer: 'If you were not expecting this invitation, you can ignore this message.',
    },
    'de-ch': {
      subject: 'Ihr Paraph-Bestätigungscode: {code}',
      body: [
        'Guten Tag',
        'Sie wurden eingeladen, «{title}» zu unterschreiben. Geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen: {code}.',
        'Er ist 15 Minuten gültig. Geben Sie ihn niemandem weiter.',
      ],
      footer:
        'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese Nachricht ignorieren.',
    },
    'fr-ch': {
      subject: 'Votre code de confirmation Paraph : {code}',
      body: [
        'Bonjour,',
        'vous avez été invité à signer « {title} ». Saisissez ce code pour confirmer votre adresse e-mail : {code}.',
        'Il est valable 15 minutes. Ne le communiquez à personne.',
      ],
      footer: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message.',
    },
    it: {
      subject: 'Il tuo codice di conferma Paraph: {code}',
      body: [
        'Buongiorno,',
        'sei stato invitato a firmare «{title}». Inserisci questo codice per confermare il tuo indirizzo e-mail: {code}.',
        'È valido 15 minuti. Non condividerlo con nessuno.',
      ],
      footer: 'Se non ti aspettavi questo invito, puoi ignorare questo messaggio.',
    },
  },
};
