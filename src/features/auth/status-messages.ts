import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

/** Titles, texts and way-on links of the account's status pages. */
export const statusMessages = defineMessages({
  signupMailSentTitle: {
    id: 'auth.status.signup_mail_sent.title',
    defaultMessage: 'Check your inbox',
  },
  signupMailSentText: {
    id: 'auth.status.signup_mail_sent.text',
    defaultMessage:
      'We have sent you an e-mail with a confirmation link. Follow it to complete your registration. Nothing there? Check your spam folder or start again.',
  },
  sendAgain: { id: 'auth.status.signup_mail_sent.send_again', defaultMessage: 'Send again' },
  sentAgain: {
    id: 'auth.status.signup_mail_sent.sent_again',
    defaultMessage: 'We sent the link again. Only the newest link works.',
  },
  otherAddress: {
    id: 'auth.status.signup_mail_sent.other_address',
    defaultMessage: 'Use a different address',
  },
  resetMailSentTitle: {
    id: 'auth.status.reset_mail_sent.title',
    defaultMessage: 'Check your inbox',
  },
  resetMailSentText: {
    id: 'auth.status.reset_mail_sent.text',
    defaultMessage:
      'If an account exists for this address, we have sent it a link to choose a new password. The link is valid for one hour.',
  },
  resetDoneTitle: {
    id: 'auth.status.reset_done.title',
    defaultMessage: 'Your password is changed',
  },
  resetDoneText: {
    id: 'auth.status.reset_done.text',
    defaultMessage: 'You have been signed out everywhere. Sign in with your new password.',
  },
  byeTitle: { id: 'auth.status.bye.title', defaultMessage: 'Your account is deleted' },
  byeText: {
    id: 'auth.status.bye.text',
    defaultMessage: 'Thank you for using Paraph. You are welcome back at any time.',
  },
  expiredTitle: { id: 'auth.status.expired.title', defaultMessage: 'Your session has expired' },
  expiredText: {
    id: 'auth.status.expired.text',
    defaultMessage: 'For your security you have been signed out. Please sign in again.',
  },
  welcomeTitle: { id: 'auth.status.welcome.title', defaultMessage: 'Welcome to Paraph' },
  welcomeText: {
    id: 'auth.status.welcome.text',
    defaultMessage:
      'Your account is ready. Upload a document and send it for signing, or sign what others have sent you.',
  },
  cookiesTitle: { id: 'auth.status.cookies.title', defaultMessage: 'Cookies are blocked' },
  cookiesText: {
    id: 'auth.status.cookies.text',
    defaultMessage:
      'Paraph needs cookies and browser storage to keep you signed in. Please allow them for this site, then try again.',
  },
  notAvailableTitle: { id: 'auth.status.not_available.title', defaultMessage: 'Not available' },
  notAvailableText: {
    id: 'auth.status.not_available.text',
    defaultMessage: 'This function is not available for your account.',
  },
  signedTitle: { id: 'auth.status.signed.title', defaultMessage: 'Document signed' },
  signedText: {
    id: 'auth.status.signed.text',
    defaultMessage: 'Thank you. Your signature has been added and the sender is informed.',
  },
  declinedTitle: { id: 'auth.status.declined.title', defaultMessage: 'Signing declined' },
  declinedText: {
    id: 'auth.status.declined.text',
    defaultMessage: 'You have declined to sign. The sender is informed.',
  },
  signOut: { id: 'auth.status.sign_out', defaultMessage: 'Sign out' },
  ssoTitle: { id: 'auth.status.sso.title', defaultMessage: 'Sign in with your company account' },
  ssoText: {
    id: 'auth.status.sso.text',
    defaultMessage:
      'Your company signs you in through its own identity provider, and the set-up of your account is not finished yet. Continue with your company’s sign-in once to finish it.',
  },
  ssoNote: {
    id: 'auth.status.sso.note',
    defaultMessage: 'You return to Paraph signed in, with your account ready.',
  },
  ssoErrorTitle: {
    id: 'auth.status.sso_error.title',
    defaultMessage: 'Single sign-on did not work',
  },
  ssoErrorText: {
    id: 'auth.status.sso_error.text',
    defaultMessage:
      'Your company’s sign-in did not sign you in: it was refused or cancelled, or it took too long. Try again from the sign-in page. If it keeps failing, contact your IT team.',
  },
  ssoCompanyTitle: {
    id: 'auth.status.sso_company.title',
    defaultMessage: 'Your company’s set-up does not allow this sign-in',
  },
  ssoCompanyText: {
    id: 'auth.status.sso_company.text',
    defaultMessage:
      'Your company’s sign-in confirmed who you are, but Paraph cannot let this account in: the address is not at your company’s domain, it is not confirmed, or the account belongs to another business. Contact your company’s administrator.',
  },
  backToLogin: { id: 'auth.status.link.back_to_login', defaultMessage: 'Back to sign-in' },
  toStart: { id: 'auth.status.link.start', defaultMessage: 'Go to the start page' },
  toLogin: { id: 'auth.status.link.login', defaultMessage: 'Sign in' },
  toDashboard: { id: 'auth.status.link.dashboard', defaultMessage: 'Go to the dashboard' },
  tryAgain: { id: 'auth.status.link.try_again', defaultMessage: 'Try again' },
  back: { id: 'auth.status.link.back', defaultMessage: 'Back' },
});

/** The mail-sent page's text naming the address (an element: set in bold). */
export const signupMailSentTo = defineMessage<{ email: MessageValue }>({
  id: 'auth.status.signup_mail_sent.to',
  defaultMessage:
    'We sent a link to {email}. Follow it to complete your registration. Nothing there? Check your spam folder, or send it again.',
});
