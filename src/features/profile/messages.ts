import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'profile.settings.title', defaultMessage: 'Settings' },
    intro: {
      id: 'profile.settings.intro',
      defaultMessage:
        'Each part saves on its own: change one, save it, and the rest stays as it is.',
    },
    save: { id: 'profile.settings.save', defaultMessage: 'Save' },
    saving: { id: 'profile.settings.saving', defaultMessage: 'Saving…' },

    languageTitle: { id: 'profile.language.title', defaultMessage: 'Language' },
    languageText: {
      id: 'profile.language.text',
      defaultMessage: 'The app and the mails we send you use this language on every device.',
    },
    languageLabel: { id: 'profile.language.label', defaultMessage: 'Language' },

    notificationsTitle: {
      id: 'profile.notifications.title',
      defaultMessage: 'E-mail notifications',
    },
    notificationsLabel: {
      id: 'profile.notifications.label',
      defaultMessage: 'Which mails about your requests do you want?',
    },
    notifyAll: { id: 'profile.notifications.all', defaultMessage: 'All of them' },
    notifyAllText: {
      id: 'profile.notifications.all_text',
      defaultMessage: 'Every change: views, signatures, reminders and outcomes.',
    },
    notifyImportant: { id: 'profile.notifications.important', defaultMessage: 'Important ones' },
    notifyImportantText: {
      id: 'profile.notifications.important_text',
      defaultMessage: 'When something needs you and when a request is finished.',
    },
    notifyNone: { id: 'profile.notifications.none', defaultMessage: 'None' },
    notifyNoneText: {
      id: 'profile.notifications.none_text',
      defaultMessage: 'Only what you cannot do without, such as codes and password resets.',
    },

    defaultsTitle: { id: 'profile.defaults.title', defaultMessage: 'Signing defaults' },
    defaultsText: {
      id: 'profile.defaults.text',
      defaultMessage: 'What a new signature request starts with; each request can still change it.',
    },
    qualityLabel: { id: 'profile.defaults.quality', defaultMessage: 'Signature quality' },
    legislationLabel: { id: 'profile.defaults.legislation', defaultMessage: 'Legislation' },
    noDefault: { id: 'profile.defaults.none', defaultMessage: 'No default' },
    qualitySes: { id: 'profile.defaults.quality_ses', defaultMessage: 'Simple (SES)' },
    qualityAes: { id: 'profile.defaults.quality_aes', defaultMessage: 'Advanced (AES)' },
    qualityQes: { id: 'profile.defaults.quality_qes', defaultMessage: 'Qualified (QES)' },
    legislationZertes: {
      id: 'profile.defaults.legislation_zertes',
      defaultMessage: 'Swiss law (ZertES)',
    },
    legislationEidas: {
      id: 'profile.defaults.legislation_eidas',
      defaultMessage: 'EU law (eIDAS)',
    },

    legislationTitle: { id: 'profile.legislation.title', defaultMessage: 'Default legislation' },
    legislationIntro: {
      id: 'profile.legislation.intro',
      defaultMessage:
        'The law your new requests are signed under, unless you choose another one for a request.',
    },
    legislationBack: { id: 'profile.legislation.back', defaultMessage: 'Signature standards' },

    nameTitle: { id: 'profile.name.title', defaultMessage: 'Name' },
    nameText: {
      id: 'profile.name.text',
      defaultMessage: 'Shown to the people you send requests to and in your signatures.',
    },
    firstName: { id: 'profile.name.first', defaultMessage: 'First name' },
    lastName: { id: 'profile.name.last', defaultMessage: 'Last name' },

    mobileTitle: { id: 'profile.mobile.title', defaultMessage: 'Mobile number' },
    mobileText: {
      id: 'profile.mobile.text',
      defaultMessage:
        'Used to confirm advanced and qualified signatures. A new number is saved once you enter the code we send to it.',
    },
    mobileCurrent: { id: 'profile.mobile.current', defaultMessage: 'Current number' },
    mobileNone: { id: 'profile.mobile.none', defaultMessage: 'No mobile number yet' },
    mobileNew: { id: 'profile.mobile.new', defaultMessage: 'New mobile number' },
    mobileHint: {
      id: 'profile.mobile.hint',
      defaultMessage: 'With the country code, e.g. +41 79 555 01 23',
    },
    mobileInvalid: {
      id: 'profile.mobile.invalid',
      defaultMessage: 'Enter the number with its country code, e.g. +41 79 555 01 23.',
    },
    mobileSendCode: { id: 'profile.mobile.send_code', defaultMessage: 'Send code' },
    mobileCode: { id: 'profile.mobile.code', defaultMessage: 'Code' },
    mobileCodeInvalid: {
      id: 'profile.mobile.code_invalid',
      defaultMessage: 'The code has 6 digits.',
    },
    mobileConfirm: { id: 'profile.mobile.confirm', defaultMessage: 'Confirm number' },
    mobileResend: { id: 'profile.mobile.resend', defaultMessage: 'Send a new code' },
    mobileOtherNumber: { id: 'profile.mobile.other_number', defaultMessage: 'Use another number' },
    mobileRemove: { id: 'profile.mobile.remove', defaultMessage: 'Remove number' },
    mobileCodeLocked: {
      id: 'profile.mobile.code_locked',
      defaultMessage: 'Too many wrong codes. Ask for a new code.',
    },
    mobileCodeExpired: {
      id: 'profile.mobile.code_expired',
      defaultMessage: 'This code is no longer valid. Ask for a new code.',
    },
    mobileCodeFailed: {
      id: 'profile.mobile.code_failed',
      defaultMessage: 'The number is not saved',
    },

    leaveTitle: { id: 'profile.leave.title', defaultMessage: 'Leave business' },
    leaveText: {
      id: 'profile.leave.text',
      defaultMessage:
        'Leaving your business ends your access to its requests, seals and plan; your own account stays.',
    },
    leaveAfter: {
      id: 'profile.leave.after',
      defaultMessage:
        'Afterwards you are a free user: your own requests stay yours, and you sign with the free signatures of your account.',
    },
    leaveLastAdmin: {
      id: 'profile.leave.last_admin',
      defaultMessage:
        'If you are the only admin, make someone else an admin on the members page first.',
    },
    leaveConfirm: { id: 'profile.leave.confirm', defaultMessage: 'Leave business' },
    leaveFailed: { id: 'profile.leave.failed', defaultMessage: 'You are still in the business' },
    leaveCancel: { id: 'profile.leave.cancel', defaultMessage: 'Stay' },
    emailTitle: { id: 'profile.email.title', defaultMessage: 'E-mail address' },
    emailText: {
      id: 'profile.email.text',
      defaultMessage:
        'You sign in and receive mail with this address. A new one is used once you confirm the link we send to it.',
    },
    emailCurrent: { id: 'profile.email.current', defaultMessage: 'Current address' },
    emailNew: { id: 'profile.email.new', defaultMessage: 'New e-mail address' },
    emailInvalid: {
      id: 'profile.email.invalid',
      defaultMessage: 'Enter an e-mail address such as name@example.com.',
    },
    emailSend: { id: 'profile.email.send', defaultMessage: 'Send confirmation link' },
    emailRefused: {
      id: 'profile.email.refused',
      defaultMessage: 'The link was not sent.',
    },
    confirmChecking: {
      id: 'profile.confirm.checking',
      defaultMessage: 'Confirming your new e-mail address…',
    },
    confirmDoneTitle: {
      id: 'profile.confirm.done_title',
      defaultMessage: 'E-mail address changed',
    },
    confirmExpiredTitle: {
      id: 'profile.confirm.expired_title',
      defaultMessage: 'This link has expired',
    },
    confirmExpiredText: {
      id: 'profile.confirm.expired_text',
      defaultMessage:
        'Links to confirm an address are valid for 24 hours. Your address has not changed; send a new link from your settings.',
    },
    confirmSendNew: { id: 'profile.confirm.send_new', defaultMessage: 'Send a new link' },
    confirmInvalidTitle: {
      id: 'profile.confirm.invalid_title',
      defaultMessage: 'This link cannot be used',
    },
    confirmInvalidText: {
      id: 'profile.confirm.invalid_text',
      defaultMessage:
        'It was already used, a newer link replaced it, or it belongs to another account. Your address has not changed.',
    },
    confirmToSettings: { id: 'profile.confirm.to_settings', defaultMessage: 'Go to settings' },
    confirmToProfile: { id: 'profile.confirm.to_profile', defaultMessage: 'Go to your profile' },
  }),
  codeSent: defineMessage<{ mobile: string }>({
    id: 'profile.mobile.code_sent',
    defaultMessage: 'We sent a code to {mobile}. It is valid for 5 minutes.',
  }),
  emailSent: defineMessage<{ email: string }>({
    id: 'profile.email.sent',
    defaultMessage:
      'We sent a confirmation link to {email}. Open it within 24 hours while signed in; until then your address stays as it is.',
  }),
  confirmDoneText: defineMessage<{ email: string }>({
    id: 'profile.confirm.done_text',
    defaultMessage: 'Your e-mail address is now {email}. Use it the next time you sign in.',
  }),
};
