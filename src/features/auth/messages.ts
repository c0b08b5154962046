import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Sign in to Paraph' },
  intro: { id: 'auth.login.intro', defaultMessage: 'Prepare, send and sign documents securely.' },
  email: { id: 'auth.login.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Sign in' },
  submitting: { id: 'auth.login.submitting', defaultMessage: 'Signing in…' },
  loggingOut: { id: 'auth.logout.progress', defaultMessage: 'Signing you out…' },
  ssoNote: {
    id: 'auth.login.sso.note',
    defaultMessage:
      'Your company signs you in with its own sign-in page; no Paraph password is needed.',
  },
  ssoContinue: {
    id: 'auth.login.sso.continue',
    defaultMessage: 'Continue with your company’s sign-in',
  },
});
