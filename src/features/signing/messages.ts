import { defineMessage, defineMessages } from 'react-intl';

const plain = defineMessages({
  sign: { id: 'signing.sign', defaultMessage: 'Sign' },
  decline: { id: 'signing.decline', defaultMessage: 'Decline' },
  cancel: { id: 'signing.cancel', defaultMessage: 'Cancel' },
  close: { id: 'signing.close', defaultMessage: 'Close' },
  actionsLabel: { id: 'signing.actionsLabel', defaultMessage: 'Signing' },

  upgradeTitle: { id: 'signing.upgrade.title', defaultMessage: 'Upgrade your signature' },
  upgradeUnverified: {
    id: 'signing.upgrade.unverified',
    defaultMessage: 'Please confirm your e-mail address before you sign.',
  },
  upgradeAction: { id: 'signing.upgrade.action', defaultMessage: 'Set up signature standards' },
  upgradeAccountText: {
    id: 'signing.upgrade.accountText',
    defaultMessage: 'Set up your signature standards first, then come back to sign.',
  },
  upgradeGuestText: {
    id: 'signing.upgrade.guestText',
    defaultMessage:
      'Identify yourself once with an official identity document; afterwards you come back here to sign.',
  },
  upgradeGuestAction: { id: 'signing.upgrade.guestAction', defaultMessage: 'Identify now' },

  mobileAesTitle: {
    id: 'signing.mobileAes.title',
    defaultMessage: 'A one-time code confirms your signature',
  },
  mobileAesSettings: {
    id: 'signing.mobileAes.settings',
    defaultMessage: 'Add a mobile number in your settings',
  },

  part11VerifyTitle: {
    id: 'signing.part11Verify.title',
    defaultMessage: 'Confirm your regulated signature',
  },
  part11VerifyText: {
    id: 'signing.part11Verify.text',
    defaultMessage: 'Your signature records the following under 21 CFR Part 11.',
  },
  part11VerifyDate: { id: 'signing.part11Verify.date', defaultMessage: 'Date and time' },
  part11VerifyConfirm: {
    id: 'signing.part11Verify.confirm',
    defaultMessage:
      'I confirm that this electronic signature is the legally binding equivalent of my handwritten signature.',
  },
  part11VerifyRequired: {
    id: 'signing.part11Verify.required',
    defaultMessage: 'Please confirm the meaning of your signature to continue.',
  },

  visualTitle: { id: 'signing.visual.title', defaultMessage: 'Your signature details' },
  visualText: {
    id: 'signing.visual.text',
    defaultMessage: 'Your signature stamp shows your name and location. Please add them once.',
  },
  visualName: { id: 'signing.visual.name', defaultMessage: 'Name on the signature' },
  visualLocation: { id: 'signing.visual.location', defaultMessage: 'Location' },
  visualCompany: { id: 'signing.visual.company', defaultMessage: 'Company (optional)' },
  save: { id: 'signing.save', defaultMessage: 'Save and continue' },

  termsTitle: { id: 'signing.terms.title', defaultMessage: 'Terms of use' },
  termsText: {
    id: 'signing.terms.text',
    defaultMessage:
      'Before your first signature, please accept the general terms and conditions of Paraph.',
  },
  termsAccept: {
    id: 'signing.terms.accept',
    defaultMessage: 'I accept the general terms and conditions',
  },
  termsRequired: {
    id: 'signing.terms.required',
    defaultMessage: 'Please accept the terms to continue.',
  },
  termsAction: { id: 'signing.terms.action', defaultMessage: 'Accept and continue' },

  tanTitle: { id: 'signing.tan.title', defaultMessage: 'Enter your one-time password' },
  tanTextGeneric: {
    id: 'signing.tan.textGeneric',
    defaultMessage: 'We sent you a 6-digit code. It is valid for 5 minutes.',
  },
  tanLabel: { id: 'signing.tan.label', defaultMessage: 'One-time password' },
  tanFormat: { id: 'signing.tan.format', defaultMessage: 'Enter the 6 digits of the code.' },
  tanSubmit: { id: 'signing.tan.submit', defaultMessage: 'Sign now' },
  tanResend: { id: 'signing.tan.resend', defaultMessage: 'Send a new code' },

  part11Title: { id: 'signing.part11.title', defaultMessage: 'Regulated signature (Part 11)' },
  part11Text: {
    id: 'signing.part11.text',
    defaultMessage:
      'This request is signed under 21 CFR Part 11. Your signature records your name and the reason for signing.',
  },
  part11Name: { id: 'signing.part11.name', defaultMessage: 'Signing name' },
  part11Reason: { id: 'signing.part11.reason', defaultMessage: 'Reason for signing' },
  continue: { id: 'signing.continue', defaultMessage: 'Continue' },

  declineTitle: { id: 'signing.decline.title', defaultMessage: 'Decline the signature request' },
  declineText: {
    id: 'signing.decline.text',
    defaultMessage: 'The sender is told that you declined, with your message.',
  },
  declineMessage: { id: 'signing.decline.message', defaultMessage: 'Message to the sender' },
  declineAction: { id: 'signing.decline.action', defaultMessage: 'Decline request' },

  progressTitle: { id: 'signing.progress.title', defaultMessage: 'Signing…' },
  progressText: {
    id: 'signing.progress.text',
    defaultMessage: 'Your signature is being applied to the documents. This takes a moment.',
  },
  successTitle: { id: 'signing.success.title', defaultMessage: 'Signed' },
  successText: {
    id: 'signing.success.text',
    defaultMessage: 'Your signature was applied. Everyone involved is informed by e-mail.',
  },
  failureTitle: { id: 'signing.failure.title', defaultMessage: 'Signing failed' },
  lockedTitle: { id: 'signing.locked.title', defaultMessage: 'Someone else is signing' },
  lockedText: {
    id: 'signing.locked.text',
    defaultMessage:
      'Another signer is signing this request right now. Please try again in a moment.',
  },
  tanExpiredTitle: { id: 'signing.tanExpired.title', defaultMessage: 'The code has expired' },
  tanExpiredText: {
    id: 'signing.tanExpired.text',
    defaultMessage: 'One-time passwords are valid for 5 minutes. Request a new code to sign.',
  },
  tanInvalidTitle: { id: 'signing.tanInvalid.title', defaultMessage: 'The code is not correct' },
  tanInvalidText: {
    id: 'signing.tanInvalid.text',
    defaultMessage: 'Please check the code and enter it again.',
  },
  tanLockedTitle: { id: 'signing.tanLocked.title', defaultMessage: 'Signing is locked' },
  tanLockedText: {
    id: 'signing.tanLocked.text',
    defaultMessage:
      'Too many wrong codes were entered. For your security, signing is locked for 30 minutes.',
  },
  exhaustedTitle: {
    id: 'signing.exhausted.title',
    defaultMessage: 'No free signatures left',
  },
  exhaustedText: {
    id: 'signing.exhausted.text',
    defaultMessage: 'You have used all the signatures of your free plan. Upgrade to keep signing.',
  },
  tryAgain: { id: 'signing.tryAgain', defaultMessage: 'Try again' },
  backToRequest: { id: 'signing.backToRequest', defaultMessage: 'Back to the request' },
  failureNetwork: {
    id: 'signing.failure.network',
    defaultMessage:
      'The connection to the server was interrupted. Your signature was not applied. Check your connection and try again.',
  },
  failureServer: {
    id: 'signing.failure.server',
    defaultMessage:
      'Something went wrong on our side. Your signature was not applied. Please try again.',
  },
  failureRateLimited: {
    id: 'signing.failure.rateLimited',
    defaultMessage: 'There were too many attempts in a short time. Wait a moment, then try again.',
  },
  withdrawnTitle: { id: 'signing.failure.withdrawn.title', defaultMessage: 'Request withdrawn' },
  withdrawnText: {
    id: 'signing.failure.withdrawn.text',
    defaultMessage: 'This request was withdrawn by its sender. It can no longer be signed.',
  },
  declinedTitle: { id: 'signing.failure.declined.title', defaultMessage: 'Request declined' },
  declinedText: {
    id: 'signing.failure.declined.text',
    defaultMessage: 'This request was declined by a signer. It can no longer be signed.',
  },
  completedTitle: { id: 'signing.failure.completed.title', defaultMessage: 'Already signed' },
  completedText: {
    id: 'signing.failure.completed.text',
    defaultMessage: 'This request has already been signed and is complete.',
  },
  notYourTurnText: {
    id: 'signing.failure.state.text',
    defaultMessage:
      'This request cannot be signed by you right now: it is not your turn, or your signature is no longer open.',
  },
  enterAgain: { id: 'signing.enterAgain', defaultMessage: 'Enter the code again' },
  newCode: { id: 'signing.newCode', defaultMessage: 'Request a new code' },
  upgrade: { id: 'signing.upgradePlan', defaultMessage: 'Upgrade' },

  countdownStopped: {
    id: 'signing.countdown.stopped',
    defaultMessage: 'The automatic redirect is stopped.',
  },
  stay: { id: 'signing.countdown.stay', defaultMessage: 'Stay on this page' },
  leaveNow: { id: 'signing.countdown.leave', defaultMessage: 'Continue now' },

  guestDocuments: { id: 'signing.guest.documents', defaultMessage: 'Documents' },
  guestSkip: { id: 'signing.guest.skip', defaultMessage: 'Skip to the document' },
  guestNextBox: { id: 'signing.guest.nextBox', defaultMessage: 'Next: your signature box' },
  guestOwnBox: { id: 'signing.guest.ownBox', defaultMessage: 'Your signature box' },
  guestBoxHint: {
    id: 'signing.guest.boxHint',
    defaultMessage: 'Your signature goes into the marked box. Check the document, then sign.',
  },
  guestRefresh: { id: 'signing.guest.refresh', defaultMessage: 'Refresh' },
  guestPreview: {
    id: 'signing.guest.preview',
    defaultMessage: 'Preview: you can read the documents here, signing is not possible.',
  },
  guestSigned: { id: 'signing.guest.signed', defaultMessage: 'You have signed this request.' },
  guestDeclined: {
    id: 'signing.guest.declined',
    defaultMessage: 'You have declined this request.',
  },
  guestWaiting: {
    id: 'signing.guest.waiting',
    defaultMessage: 'It is not your turn to sign yet. You will get an e-mail when it is.',
  },
  guestClosed: {
    id: 'signing.guest.closed',
    defaultMessage: 'This request can no longer be signed.',
  },
  guestLoadFailed: {
    id: 'signing.guest.loadFailed',
    defaultMessage: 'This signing link is not valid or no longer available.',
  },
});

/** Every string of the signing flow; those with values are typed by their values. */
export const messages = {
  ...plain,
  upgradeNeeds: defineMessage<{ quality: string; legislation: string }>({
    id: 'signing.upgrade.needs',
    defaultMessage:
      'This request needs {quality, select, qes {a qualified} aes {an advanced} other {a verified}} signature{legislation, select, ZERTES { under Swiss law (ZertES)} EIDAS { under EU law (eIDAS)} other {}}.',
  }),
  mobileAesPhone: defineMessage<{ quality: string; number: string }>({
    id: 'signing.mobileAes.phone',
    defaultMessage:
      '{quality, select, qes {A qualified} other {An advanced}} signature is confirmed with a one-time code. When you continue, we send it by text message to {number}.',
  }),
  mobileAesEmail: defineMessage<{ quality: string }>({
    id: 'signing.mobileAes.email',
    defaultMessage:
      '{quality, select, qes {A qualified} other {An advanced}} signature is confirmed with a one-time code. No mobile number is stored in your account, so when you continue we send the code to your e-mail address.',
  }),
  tanText: defineMessage<{ destination: string }>({
    id: 'signing.tan.text',
    defaultMessage: 'We sent a 6-digit code to {destination}. It is valid for 5 minutes.',
  }),
  tanResent: defineMessage<{ destination: string }>({
    id: 'signing.tan.resent',
    defaultMessage: 'A new code is on its way to {destination}.',
  }),
  countdown: defineMessage<{ seconds: number }>({
    id: 'signing.countdown',
    defaultMessage:
      'You will be redirected in {seconds, plural, one {# second} other {# seconds}}.',
  }),
  guestFrom: defineMessage<{ name: string }>({
    id: 'signing.guest.from',
    defaultMessage: 'From {name}',
  }),
  guestDownload: defineMessage<{ name: string }>({
    id: 'signing.guest.download',
    defaultMessage: 'Download {name}',
  }),
};

/** Language names in their own language, as language pickers show them. */
export const languageNames = defineMessages({
  label: { id: 'signing.language.label', defaultMessage: 'Language' },
  'en-gb': { id: 'signing.language.en-gb', defaultMessage: 'English' },
  'de-ch': { id: 'signing.language.de-ch', defaultMessage: 'Deutsch' },
  'fr-ch': { id: 'signing.language.fr-ch', defaultMessage: 'Français' },
  it: { id: 'signing.language.it', defaultMessage: 'Italiano' },
});
