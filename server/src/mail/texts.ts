/** The languages mail is written in; anything else falls back to en-gb. */
export const mailLanguages = ['en-gb', 'de-ch', 'fr-ch', 'it'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/** Why someone on a request gets a mail about it: the reason line follows their part. */
export type MailRole = 'sender' | 'observer' | 'signer';

export interface MailText {
  subject: string;
  /** Paragraphs; `{name}`-style placeholders are filled from the template's values. */
  body: string[];
  action?: string;
  footer: string;
  /** The footer for a recipient whose part is known, in place of the general one. */
  footerFor?: Record<MailRole, string>;
}

export type MailKind =
  | 'confirmEmail'
  | 'resetPassword'
  | 'emailChangeConfirm'
  | 'emailChangeNotice'
  | 'guestTan'
  | 'mobileNumberCode'
  | 'invitationCode'
  | 'invitation'
  | 'guestInvitation'
  | 'reminder'
  | 'delegated'
  | 'requestCompleted'
  | 'requestDeclined'
  | 'requestWithdrawn'
  | 'observerAdded'
  | 'businessInvitation'
  | 'businessSignupInvitation';

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
  emailChangeConfirm: {
    'en-gb': {
      subject: 'Confirm your new e-mail address for Paraph',
      body: [
        'Hello,',
        'you asked to use {email} for your Paraph account. Confirm it to make the change; until then you sign in with your current address.',
        'The link is valid for 24 hours and can be used once, while you are signed in.',
      ],
      action: 'Confirm new e-mail address',
      footer: 'If you did not ask for this, you can ignore this message: nothing changes.',
    },
    'de-ch': {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Paraph',
      body: [
        'Guten Tag',
        'Sie möchten {email} für Ihr Paraph-Konto verwenden. Bestätigen Sie die Adresse, damit die Änderung gilt; bis dahin melden Sie sich mit Ihrer bisherigen Adresse an.',
        'Der Link ist 24 Stunden gültig und kann einmal verwendet werden, während Sie angemeldet sind.',
      ],
      action: 'Neue E-Mail-Adresse bestätigen',
      footer:
        'Wenn Sie das nicht verlangt haben, können Sie diese Nachricht ignorieren: Es ändert sich nichts.',
    },
    'fr-ch': {
      subject: 'Confirmez votre nouvelle adresse e-mail pour Paraph',
      body: [
        'Bonjour,',
        'vous avez demandé à utiliser {email} pour votre compte Paraph. Confirmez-la pour que le changement s’applique ; d’ici là, vous vous connectez avec votre adresse actuelle.',
        'Le lien est valable 24 heures et ne peut être utilisé qu’une seule fois, lorsque vous êtes connecté.',
      ],
      action: 'Confirmer la nouvelle adresse e-mail',
      footer: 'Si vous n’avez rien demandé, vous pouvez ignorer ce message : rien ne change.',
    },
    it: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail per Paraph',
      body: [
        'Buongiorno,',
        'hai chiesto di usare {email} per il tuo account Paraph. Confermalo perché la modifica abbia effetto; fino ad allora accedi con il tuo indirizzo attuale.',
        'Il link è valido 24 ore e può essere usato una sola volta, mentre hai effettuato l’accesso.',
      ],
      action: 'Conferma il nuovo indirizzo e-mail',
      footer: 'Se non l’hai chiesto tu, puoi ignorare questo messaggio: non cambia nulla.',
    },
  },
  // Goes to the current address, so that a hijacked session cannot move the account unnoticed.
  emailChangeNotice: {
    'en-gb': {
      subject: 'A change of your Paraph e-mail address was requested',
      body: [
        'Hello,',
        'someone signed in to your Paraph account asked to change its e-mail address to {email}. The change happens only once the link sent to that address is confirmed.',
      ],
      footer:
        'If this was not you, change your password now: your address stays as it is until then.',
    },
    'de-ch': {
      subject: 'Änderung Ihrer Paraph-E-Mail-Adresse verlangt',
      body: [
        'Guten Tag',
        'in Ihrem Paraph-Konto wurde verlangt, die E-Mail-Adresse in {email} zu ändern. Die Änderung gilt erst, wenn der an diese Adresse gesendete Link bestätigt wird.',
      ],
      footer:
        'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort: Bis dahin bleibt Ihre Adresse unverändert.',
    },
    'fr-ch': {
      subject: 'Un changement de votre adresse e-mail Paraph a été demandé',
      body: [
        'Bonjour,',
        'depuis votre compte Paraph, il a été demandé de changer son adresse e-mail en {email}. Le changement n’a lieu qu’une fois le lien envoyé à cette adresse confirmé.',
      ],
      footer:
        'Si ce n’était pas vous, changez maintenant votre mot de passe : d’ici là, votre adresse reste inchangée.',
    },
    it: {
      subject: 'È stata richiesta una modifica del tuo indirizzo e-mail Paraph',
      body: [
        'Buongiorno,',
        'dal tuo account Paraph è stato chiesto di cambiare l’indirizzo e-mail in {email}. La modifica avviene solo dopo la conferma del link inviato a quell’indirizzo.',
      ],
      footer:
        'Se non sei stato tu, cambia subito la password: fino ad allora il tuo indirizzo resta invariato.',
    },
  },
  // One-time codes stay out of subjects: lock screens and notification previews show those.
  guestTan: {
    'en-gb': {
      subject: 'Your Paraph signing code',
      body: [
        'Hello,',
        'your one-time code to sign “{title}” is {code}.',
        'It is valid for 5 minutes. Never share it with anyone.',
      ],
      footer: 'If you did not try to sign a document, you can ignore this message.',
    },
    'de-ch': {
      subject: 'Ihr Paraph-Signaturcode',
      body: [
        'Guten Tag',
        'Ihr Einmalcode zum Unterschreiben von «{title}» lautet {code}.',
        'Er ist 5 Minuten gültig. Geben Sie ihn niemandem weiter.',
      ],
      footer:
        'Wenn Sie kein Dokument unterschreiben wollten, können Sie diese Nachricht ignorieren.',
    },
    'fr-ch': {
      subject: 'Votre code de signature Paraph',
      body: [
        'Bonjour,',
        'votre code à usage unique pour signer « {title} » est {code}.',
        'Il est valable 5 minutes. Ne le communiquez à personne.',
      ],
      footer: 'Si vous n’avez pas essayé de signer un document, vous pouvez ignorer ce message.',
    },
    it: {
      subject: 'Il tuo codice di firma Paraph',
      body: [
        'Buongiorno,',
        'il tuo codice monouso per firmare «{title}» è {code}.',
        'È valido 5 minuti. Non condividerlo con nessuno.',
      ],
      footer: 'Se non hai provato a firmare un documento, puoi ignorare questo messaggio.',
    },
  },
  mobileNumberCode: {
    'en-gb': {
      subject: 'Confirm your mobile number for Paraph',
      body: [
        'Hello,',
        'your code to confirm the mobile number {mobile} is {code}.',
        'It is valid for 5 minutes. Never share it with anyone.',
      ],
      footer: 'If you did not change your mobile number, you can ignore this message.',
    },
    'de-ch': {
      subject: 'Bestätigen Sie Ihre Mobilnummer für Paraph',
      body: [
        'Guten Tag',
        'Ihr Code zur Bestätigung der Mobilnummer {mobile} lautet {code}.',
        'Er ist 5 Minuten gültig. Geben Sie ihn niemandem weiter.',
      ],
      footer:
        'Wenn Sie Ihre Mobilnummer nicht geändert haben, können Sie diese Nachricht ignorieren.',
    },
    'fr-ch': {
      subject: 'Confirmez votre numéro de mobile pour Paraph',
      body: [
        'Bonjour,',
        'votre code pour confirmer le numéro de mobile {mobile} est {code}.',
        'Il est valable 5 minutes. Ne le communiquez à personne.',
      ],
      footer: 'Si vous n’avez pas modifié votre numéro de mobile, vous pouvez ignorer ce message.',
    },
    it: {
      subject: 'Conferma il tuo numero di cellulare per Paraph',
      body: [
        'Buongiorno,',
        'il tuo codice per confermare il numero di cellulare {mobile} è {code}.',
        'È valido 5 minuti. Non condividerlo con nessuno.',
      ],
      footer: 'Se non hai cambiato il tuo numero di cellulare, puoi ignorare questo messaggio.',
    },
  },
  invitationCode: {
    'en-gb': {
      subject: 'Your Paraph confirmation code',
      body: [
        'Hello,',
        'you were invited to sign “{title}”. Enter this code to confirm your e-mail address: {code}.',
        'It is valid for 15 minutes. Never share it with anyone.',
      ],
      footer: 'If you were not expecting this invitation, you can ignore this message.',
    },
    'de-ch': {
      subject: 'Ihr Paraph-Bestätigungscode',
      body: [
        'Guten Tag',
        'Sie wurden eingeladen, «{title}» zu unterschreiben. Geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen: {code}.',
        'Er ist 15 Minuten gültig. Geben Sie ihn niemandem weiter.',
      ],
      footer:
        'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese Nachricht ignorieren.',
    },
    'fr-ch': {
      subject: 'Votre code de confirmation Paraph',
      body: [
        'Bonjour,',
        'vous avez été invité à signer « {title} ». Saisissez ce code pour confirmer votre adresse e-mail : {code}.',
        'Il est valable 15 minutes. Ne le communiquez à personne.',
      ],
      footer: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message.',
    },
    it: {
      subject: 'Il tuo codice di conferma Paraph',
      body: [
        'Buongiorno,',
        'sei stato invitato a firmare «{title}». Inserisci questo codice per confermare il tuo indirizzo e-mail: {code}.',
        'È valido 15 minuti. Non condividerlo con nessuno.',
      ],
      footer: 'Se non ti aspettavi questo invito, puoi ignorare questo messaggio.',
    },
  },

  // The request lifecycle. `{message}` is the sender's or signer's own note, passed already
  // quoted or empty; it stands alone in its paragraph so that renderMail can drop it when empty.
  invitation: {
    'en-gb': {
      subject: '{senderName} asks you to sign “{title}”',
      body: [
        'Hello,',
        '{senderName} ({senderEmail}) asks you to sign “{title}”.',
        '{message}',
        'Please review the documents and sign them with Paraph.',
      ],
      action: 'Review and sign',
      footer: 'If you were not expecting this request, check with the sender before you sign.',
    },
    'de-ch': {
      subject: '{senderName} bittet Sie, «{title}» zu unterschreiben',
      body: [
        'Guten Tag',
        '{senderName} ({senderEmail}) bittet Sie, «{title}» zu unterschreiben.',
        '{message}',
        'Bitte prüfen Sie die Dokumente und unterschreiben Sie sie mit Paraph.',
      ],
      action: 'Prüfen und unterschreiben',
      footer:
        'Wenn Sie diese Anfrage nicht erwartet haben, klären Sie sie vor dem Unterschreiben mit dem Absender ab.',
    },
    'fr-ch': {
      subject: '{senderName} vous invite à signer « {title} »',
      body: [
        'Bonjour,',
        '{senderName} ({senderEmail}) vous invite à signer « {title} ».',
        '{message}',
        'Veuillez consulter les documents et les signer avec Paraph.',
      ],
      action: 'Consulter et signer',
      footer:
        'Si vous n’attendiez pas cette demande, vérifiez auprès de l’expéditeur avant de signer.',
    },
    it: {
      subject: '{senderName} ti chiede di firmare «{title}»',
      body: [
        'Buongiorno,',
        '{senderName} ({senderEmail}) ti chiede di firmare «{title}».',
        '{message}',
        'Esamina i documenti e firmali con Paraph.',
      ],
      action: 'Esamina e firma',
      footer: 'Se non ti aspettavi questa richiesta, verifica con il mittente prima di firmare.',
    },
  },
  // The primary link is the personal guest link; `{sendtoLink}` lets the invitee keep the
  // request in an account of their own — only one under this same address may claim it.
  guestInvitation: {
    'en-gb': {
      subject: '{senderName} asks you to sign “{title}”',
      body: [
        'Hello,',
        '{senderName} ({senderEmail}) asks you to sign “{title}”.',
        '{message}',
        'You do not need an account: the link below opens the documents for you. When you sign, we send a one-time code to this address to confirm that it is you.',
        'With a Paraph account under this address, you can keep this request in it: {sendtoLink}',
      ],
      action: 'Review and sign',
      footer:
        'The link is personal: do not forward this message. If you were not expecting this request, check with the sender before you sign.',
    },
    'de-ch': {
      subject: '{senderName} bittet Sie, «{title}» zu unterschreiben',
      body: [
        'Guten Tag',
        '{senderName} ({senderEmail}) bittet Sie, «{title}» zu unterschreiben.',
        '{message}',
        'Sie brauchen dafür kein Konto: Der Link unten öffnet die Dokumente für Sie. Wenn Sie unterschreiben, senden wir Ihnen einen Einmalcode an diese Adresse, um zu bestätigen, dass Sie es sind.',
        'Mit einem Paraph-Konto unter dieser Adresse können Sie diese Anfrage dort ablegen: {sendtoLink}',
      ],
      action: 'Prüfen und unterschreiben',
      footer:
        'Der Link ist persönlich: Leiten Sie diese Nachricht nicht weiter. Wenn Sie diese Anfrage nicht erwartet haben, klären Sie sie vor dem Unterschreiben mit dem Absender ab.',
    },
    'fr-ch': {
      subject: '{senderName} vous invite à signer « {title} »',
      body: [
        'Bonjour,',
        '{senderName} ({senderEmail}) vous invite à signer « {title} ».',
        '{message}',
        'Aucun compte n’est nécessaire : le lien ci-dessous vous donne accès aux documents. Au moment de signer, nous vous envoyons un code à usage unique à cette adresse pour confirmer qu’il s’agit bien de vous.',
        'Avec un compte Paraph à cette adresse, vous pouvez y conserver cette demande : {sendtoLink}',
      ],
      action: 'Consulter et signer',
      footer:
        'Le lien est personnel : ne transférez pas ce message. Si vous n’attendiez pas cette demande, vérifiez auprès de l’expéditeur avant de signer.',
    },
    it: {
      subject: '{senderName} ti chiede di firmare «{title}»',
      body: [
        'Buongiorno,',
        '{senderName} ({senderEmail}) ti chiede di firmare «{title}».',
        '{message}',
        'Non serve un account: il link qui sotto ti porta ai documenti. Quando firmi, ti inviamo un codice monouso a questo indirizzo per confermare che sei tu.',
        'Con un account Paraph a questo indirizzo puoi conservarvi questa richiesta: {sendtoLink}',
      ],
      action: 'Esamina e firma',
      footer:
        'Il link è personale: non inoltrare questo messaggio. Se non ti aspettavi questa richiesta, verifica con il mittente prima di firmare.',
    },
  },
  reminder: {
    'en-gb': {
      subject: 'Reminder: “{title}” is waiting for your signature',
      body: ['Hello,', 'A reminder: {senderName} is waiting for your signature on “{title}”.'],
      action: 'Review and sign',
      footer: 'If you were not expecting this request, check with the sender before you sign.',
    },
    'de-ch': {
      subject: 'Erinnerung: «{title}» wartet auf Ihre Unterschrift',
      body: [
        'Guten Tag',
        'Zur Erinnerung: {senderName} wartet auf Ihre Unterschrift für «{title}».',
      ],
      action: 'Prüfen und unterschreiben',
      footer:
        'Wenn Sie diese Anfrage nicht erwartet haben, klären Sie sie vor dem Unterschreiben mit dem Absender ab.',
    },
    'fr-ch': {
      subject: 'Rappel : « {title} » attend votre signature',
      body: ['Bonjour,', 'Pour rappel : {senderName} attend votre signature sur « {title} ».'],
      action: 'Consulter et signer',
      footer:
        'Si vous n’attendiez pas cette demande, vérifiez auprès de l’expéditeur avant de signer.',
    },
    it: {
      subject: 'Promemoria: «{title}» attende la tua firma',
      body: ['Buongiorno,', 'ti ricordiamo che {senderName} attende la tua firma su «{title}».'],
      action: 'Esamina e firma',
      footer: 'Se non ti aspettavi questa richiesta, verifica con il mittente prima di firmare.',
    },
  },
  delegated: {
    'en-gb': {
      subject: '{delegatorName} has handed “{title}” over to you to sign',
      body: [
        'Hello,',
        '{delegatorName} has handed over their signature on “{title}” (sent by {senderName}) to you.',
        '{message}',
        'Please review the documents and sign them with Paraph.',
      ],
      action: 'Review and sign',
      footer: 'If you were not expecting this request, check with the sender before you sign.',
    },
    'de-ch': {
      subject: '{delegatorName} hat Ihnen «{title}» zum Unterschreiben übergeben',
      body: [
        'Guten Tag',
        '{delegatorName} hat Ihnen die Unterschrift für «{title}» (versandt von {senderName}) übertragen.',
        '{message}',
        'Bitte prüfen Sie die Dokumente und unterschreiben Sie sie mit Paraph.',
      ],
      action: 'Prüfen und unterschreiben',
      footer:
        'Wenn Sie diese Anfrage nicht erwartet haben, klären Sie sie vor dem Unterschreiben mit dem Absender ab.',
    },
    'fr-ch': {
      subject: '{delegatorName} vous a transmis « {title} » à signer',
      body: [
        'Bonjour,',
        '{delegatorName} vous a délégué sa signature de « {title} », une demande de {senderName}.',
        '{message}',
        'Veuillez consulter les documents et les signer avec Paraph.',
      ],
      action: 'Consulter et signer',
      footer:
        'Si vous n’attendiez pas cette demande, vérifiez auprès de l’expéditeur avant de signer.',
    },
    it: {
      subject: '{delegatorName} ti ha affidato la firma di «{title}»',
      body: [
        'Buongiorno,',
        '{delegatorName} ti ha delegato la propria firma su «{title}» (richiesta di {senderName}).',
        '{message}',
        'Esamina i documenti e firmali con Paraph.',
      ],
      action: 'Esamina e firma',
      footer: 'Se non ti aspettavi questa richiesta, verifica con il mittente prima di firmare.',
    },
  },
  requestCompleted: {
    'en-gb': {
      subject: '“{title}” has been signed by everyone',
      body: [
        'Hello,',
        '“{title}” has been signed by everyone.',
        'The signed documents and the signature protocol are ready to download.',
      ],
      action: 'Download the documents',
      footer: 'You receive this message because you take part in this request.',
      footerFor: {
        sender: 'You receive this message because you sent this request.',
        observer: 'You receive this message because you follow this request as an observer.',
        signer: 'You receive this message because you signed this request.',
      },
    },
    'de-ch': {
      subject: '«{title}» wurde von allen unterschrieben',
      body: [
        'Guten Tag',
        '«{title}» wurde von allen unterschrieben.',
        'Die unterschriebenen Dokumente und das Signaturprotokoll stehen zum Herunterladen bereit.',
      ],
      action: 'Dokumente herunterladen',
      footer: 'Sie erhalten diese Nachricht, weil Sie an dieser Anfrage beteiligt sind.',
      footerFor: {
        sender: 'Sie erhalten diese Nachricht, weil Sie diese Anfrage versandt haben.',
        observer: 'Sie erhalten diese Nachricht, weil Sie diese Anfrage mitverfolgen.',
        signer: 'Sie erhalten diese Nachricht, weil Sie diese Anfrage unterschrieben haben.',
      },
    },
    'fr-ch': {
      subject: 'Tous les signataires ont signé « {title} »',
      body: [
        'Bonjour,',
        'Tous les signataires ont signé « {title} ».',
        'Les documents signés et le protocole de signature sont prêts à être téléchargés.',
      ],
      action: 'Télécharger les documents',
      footer: 'Vous recevez ce message parce que vous participez à cette demande.',
      footerFor: {
        sender: 'Vous recevez ce message parce que vous avez envoyé cette demande.',
        observer:
          'Vous recevez ce message parce que vous suivez cette demande en tant qu’observateur.',
        signer: 'Vous recevez ce message parce que vous avez signé cette demande.',
      },
    },
    it: {
      subject: 'Tutti hanno firmato «{title}»',
      body: [
        'Buongiorno,',
        'tutti hanno firmato «{title}».',
        'I documenti firmati e il protocollo di firma sono pronti da scaricare.',
      ],
      action: 'Scarica i documenti',
      footer: 'Ricevi questo messaggio perché partecipi a questa richiesta.',
      footerFor: {
        sender: 'Ricevi questo messaggio perché hai inviato questa richiesta.',
        observer: 'Ricevi questo messaggio perché segui questa richiesta come osservatore.',
        signer: 'Ricevi questo messaggio perché hai firmato questa richiesta.',
      },
    },
  },
  requestDeclined: {
    'en-gb': {
      subject: '{actorName} has declined to sign “{title}”',
      body: [
        'Hello,',
        '{actorName} has declined to sign “{title}”.',
        '{message}',
        'The request is now closed and can no longer be signed.',
      ],
      action: 'Open the request',
      footer: 'You receive this message because you take part in this request.',
      footerFor: {
        sender: 'You receive this message because you sent this request.',
        observer: 'You receive this message because you follow this request as an observer.',
        signer: 'You receive this message because you were asked to sign this request.',
      },
    },
    'de-ch': {
      subject: '{actorName} hat die Unterschrift für «{title}» abgelehnt',
      body: [
        'Guten Tag',
        '{actorName} hat die Unterschrift für «{title}» abgelehnt.',
        '{message}',
        'Die Anfrage ist damit abgeschlossen und kann nicht mehr unterschrieben werden.',
      ],
      action: 'Anfrage öffnen',
      footer: 'Sie erhalten diese Nachricht, weil Sie an dieser Anfrage beteiligt sind.',
      footerFor: {
        sender: 'Sie erhalten diese Nachricht, weil Sie diese Anfrage versandt haben.',
        observer: 'Sie erhalten diese Nachricht, weil Sie diese Anfrage mitverfolgen.',
        signer:
          'Sie erhalten diese Nachricht, weil Sie gebeten wurden, diese Anfrage zu unterschreiben.',
      },
    },
    'fr-ch': {
      subject: '{actorName} a refusé de signer « {title} »',
      body: [
        'Bonjour,',
        '{actorName} a refusé de signer « {title} ».',
        '{message}',
        'La demande est donc close et ne peut plus être signée.',
      ],
      action: 'Ouvrir la demande',
      footer: 'Vous recevez ce message parce que vous participez à cette demande.',
      footerFor: {
        sender: 'Vous recevez ce message parce que vous avez envoyé cette demande.',
        observer:
          'Vous recevez ce message parce que vous suivez cette demande en tant qu’observateur.',
        signer: 'Vous recevez ce message parce que vous avez été invité à signer cette demande.',
      },
    },
    it: {
      subject: '{actorName} ha rifiutato di firmare «{title}»',
      body: [
        'Buongiorno,',
        '{actorName} ha rifiutato di firmare «{title}».',
        '{message}',
        'La richiesta è quindi chiusa e non può più essere firmata.',
      ],
      action: 'Apri la richiesta',
      footer: 'Ricevi questo messaggio perché partecipi a questa richiesta.',
      footerFor: {
        sender: 'Ricevi questo messaggio perché hai inviato questa richiesta.',
        observer: 'Ricevi questo messaggio perché segui questa richiesta come osservatore.',
        signer: 'Ricevi questo messaggio perché ti è stato chiesto di firmare questa richiesta.',
      },
    },
  },
  requestWithdrawn: {
    'en-gb': {
      subject: '“{title}” has been withdrawn',
      body: [
        'Hello,',
        '{senderName} has withdrawn the request “{title}”.',
        '{message}',
        'You do not need to do anything: the documents can no longer be signed.',
      ],
      action: 'Open the request',
      footer: 'You receive this message because you were involved in this request.',
      footerFor: {
        sender: 'You receive this message because you sent this request.',
        observer: 'You receive this message because you followed this request as an observer.',
        signer: 'You receive this message because you were asked to sign this request.',
      },
    },
    'de-ch': {
      subject: '«{title}» wurde zurückgezogen',
      body: [
        'Guten Tag',
        '{senderName} hat die Anfrage «{title}» zurückgezogen.',
        '{message}',
        'Sie müssen nichts mehr tun: Die Dokumente können nicht mehr unterschrieben werden.',
      ],
      action: 'Anfrage öffnen',
      footer: 'Sie erhalten diese Nachricht, weil Sie an dieser Anfrage beteiligt waren.',
      footerFor: {
        sender: 'Sie erhalten diese Nachricht, weil Sie diese Anfrage versandt haben.',
        observer: 'Sie erhalten diese Nachricht, weil Sie diese Anfrage mitverfolgt haben.',
        signer:
          'Sie erhalten diese Nachricht, weil Sie gebeten wurden, diese Anfrage zu unterschreiben.',
      },
    },
    'fr-ch': {
      subject: 'La demande « {title} » a été retirée',
      body: [
        'Bonjour,',
        '{senderName} a retiré la demande « {title} ».',
        '{message}',
        'Vous n’avez plus rien à faire : les documents ne peuvent plus être signés.',
      ],
      action: 'Ouvrir la demande',
      footer: 'Vous recevez ce message parce que vous participiez à cette demande.',
      footerFor: {
        sender: 'Vous recevez ce message parce que vous avez envoyé cette demande.',
        observer:
          'Vous recevez ce message parce que vous suiviez cette demande en tant qu’observateur.',
        signer: 'Vous recevez ce message parce que vous avez été invité à signer cette demande.',
      },
    },
    it: {
      subject: 'La richiesta «{title}» è stata ritirata',
      body: [
        'Buongiorno,',
        '{senderName} ha ritirato la richiesta «{title}».',
        '{message}',
        'Non devi fare più nulla: i documenti non possono più essere firmati.',
      ],
      action: 'Apri la richiesta',
      footer: 'Ricevi questo messaggio perché partecipavi a questa richiesta.',
      footerFor: {
        sender: 'Ricevi questo messaggio perché hai inviato questa richiesta.',
        observer: 'Ricevi questo messaggio perché seguivi questa richiesta come osservatore.',
        signer: 'Ricevi questo messaggio perché ti è stato chiesto di firmare questa richiesta.',
      },
    },
  },
  observerAdded: {
    'en-gb': {
      subject: '{senderName} has added you as an observer of “{title}”',
      body: [
        'Hello,',
        '{senderName} has added you as an observer of “{title}”. You will receive the documents once everyone has signed.',
      ],
      action: 'Open the request',
      footer: 'As an observer, you do not need to sign anything.',
    },
    'de-ch': {
      subject: '{senderName} hat Sie zu «{title}» hinzugefügt',
      body: [
        'Guten Tag',
        '{senderName} hat Sie zu «{title}» hinzugefügt, damit Sie die Anfrage verfolgen können. Sie erhalten die Dokumente, sobald alle unterschrieben haben.',
      ],
      action: 'Anfrage öffnen',
      footer: 'Sie müssen nichts unterschreiben.',
    },
    'fr-ch': {
      subject: '{senderName} vous a ajouté comme observateur de « {title} »',
      body: [
        'Bonjour,',
        '{senderName} vous a ajouté comme observateur de « {title} ». Vous recevrez les documents dès que tout le monde aura signé.',
      ],
      action: 'Ouvrir la demande',
      footer: 'En tant qu’observateur, vous n’avez rien à signer.',
    },
    it: {
      subject: '{senderName} ti ha aggiunto come osservatore di «{title}»',
      body: [
        'Buongiorno,',
        '{senderName} ti ha aggiunto come osservatore di «{title}». Riceverai i documenti non appena tutti avranno firmato.',
      ],
      action: 'Apri la richiesta',
      footer: 'Come osservatore non devi firmare nulla.',
    },
  },

  // Business invitations: `{inviterName}` is the inviting admin, `{businessName}` the company.
  // An account accepts in the app; a new address creates its account through the link.
  businessInvitation: {
    'en-gb': {
      subject: '{inviterName} invites you to join {businessName} on Paraph',
      body: [
        'Hello,',
        '{inviterName} invites you to join the business account of {businessName} on Paraph.',
        'Open Paraph to accept or decline the invitation. It is valid for 14 days.',
      ],
      action: 'Open the invitation',
      footer: 'If you were not expecting this invitation, you can ignore this message.',
    },
    'de-ch': {
      subject: '{inviterName} lädt Sie ein, {businessName} auf Paraph beizutreten',
      body: [
        'Guten Tag',
        '{inviterName} lädt Sie ein, dem Firmenkonto von {businessName} auf Paraph beizutreten.',
        'Öffnen Sie Paraph, um die Einladung anzunehmen oder abzulehnen. Sie ist 14 Tage gültig.',
      ],
      action: 'Einladung öffnen',
      footer:
        'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese Nachricht ignorieren.',
    },
    'fr-ch': {
      subject: '{inviterName} vous invite à rejoindre {businessName} sur Paraph',
      body: [
        'Bonjour,',
        '{inviterName} vous invite à rejoindre le compte entreprise de {businessName} sur Paraph.',
        'Ouvrez Paraph pour accepter ou refuser l’invitation. Elle est valable 14 jours.',
      ],
      action: 'Ouvrir l’invitation',
      footer: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message.',
    },
    it: {
      subject: '{inviterName} ti invita a unirti a {businessName} su Paraph',
      body: [
        'Buongiorno,',
        '{inviterName} ti invita a unirti all’account aziendale di {businessName} su Paraph.',
        'Apri Paraph per accettare o rifiutare l’invito. È valido 14 giorni.',
      ],
      action: 'Apri l’invito',
      footer: 'Se non ti aspettavi questo invito, puoi ignorare questo messaggio.',
    },
  },
  businessSignupInvitation: {
    'en-gb': {
      subject: '{inviterName} invites you to join {businessName} on Paraph',
      body: [
        'Hello,',
        '{inviterName} invites you to join the business account of {businessName} on Paraph.',
        'Create your Paraph account with this e-mail address: you join {businessName} as soon as it is made. The link is valid for 14 days and can be used once.',
      ],
      action: 'Create account',
      footer: 'If you were not expecting this invitation, you can ignore this message.',
    },
    'de-ch': {
      subject: '{inviterName} lädt Sie ein, {businessName} auf Paraph beizutreten',
      body: [
        'Guten Tag',
        '{inviterName} lädt Sie ein, dem Firmenkonto von {businessName} auf Paraph beizutreten.',
        'Erstellen Sie Ihr Paraph-Konto mit dieser E-Mail-Adresse: Sobald es erstellt ist, gehören Sie zu {businessName}. Der Link ist 14 Tage gültig und kann einmal verwendet werden.',
      ],
      action: 'Konto erstellen',
      footer:
        'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese Nachricht ignorieren.',
    },
    'fr-ch': {
      subject: '{inviterName} vous invite à rejoindre {businessName} sur Paraph',
      body: [
        'Bonjour,',
        '{inviterName} vous invite à rejoindre le compte entreprise de {businessName} sur Paraph.',
        'Créez votre compte Paraph avec cette adresse e-mail : vous rejoignez {businessName} dès qu’il est créé. Le lien est valable 14 jours et ne peut être utilisé qu’une fois.',
      ],
      action: 'Créer un compte',
      footer: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message.',
    },
    it: {
      subject: '{inviterName} ti invita a unirti a {businessName} su Paraph',
      body: [
        'Buongiorno,',
        '{inviterName} ti invita a unirti all’account aziendale di {businessName} su Paraph.',
        'Crea il tuo account Paraph con questo indirizzo e-mail: entri in {businessName} non appena è creato. Il link è valido 14 giorni e può essere usato una volta.',
      ],
      action: 'Crea account',
      footer: 'Se non ti aspettavi questo invito, puoi ignorare questo messaggio.',
    },
  },
};
