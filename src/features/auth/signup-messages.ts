import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const signupMessages = defineMessages({
  title: { id: 'auth.signup.title', defaultMessage: 'Create your Paraph account' },
  intro: {
    id: 'auth.signup.intro',
    defaultMessage: 'Enter your e-mail address. We will send you a link to confirm it.',
  },
  submit: { id: 'auth.signup.submit', defaultMessage: 'Send confirmation link' },
  submitting: { id: 'auth.signup.submitting', defaultMessage: 'Sending…' },
  haveAccount: { id: 'auth.signup.have_account', defaultMessage: 'Already have an account?' },
  signIn: { id: 'auth.signup.sign_in', defaultMessage: 'Sign in' },
  checking: { id: 'auth.signup.checking_link', defaultMessage: 'Checking your link…' },
  registerTitle: { id: 'auth.signup.register_title', defaultMessage: 'Complete your registration' },
  registerBusinessTitle: {
    id: 'auth.signup.register_business_title',
    defaultMessage: 'Register {name}',
  },
  firstName: { id: 'auth.signup.first_name', defaultMessage: 'First name' },
  lastName: { id: 'auth.signup.last_name', defaultMessage: 'Last name' },
  password: { id: 'auth.signup.password', defaultMessage: 'Password' },
  language: { id: 'auth.signup.language', defaultMessage: 'Language' },
  newTab: { id: 'auth.signup.new_tab', defaultMessage: 'opens in a new tab' },
  register: { id: 'auth.signup.register', defaultMessage: 'Create account' },
  registering: { id: 'auth.signup.registering', defaultMessage: 'Creating your account…' },
  badLinkTitle: { id: 'auth.signup.bad_link_title', defaultMessage: 'This link does not work' },
  restart: { id: 'auth.signup.restart', defaultMessage: 'Start the sign-up again' },
});

/** The eID+ sign-up's own words where it differs from the plain one. */
export const eidPlusMessages = defineMessages({
  title: { id: 'auth.signup.eidplus.title', defaultMessage: 'Sign up with eID+' },
  intro: {
    id: 'auth.signup.eidplus.intro',
    defaultMessage:
      'Enter your e-mail address. We will send you a link to confirm it; then you prove who you are and create your account with the confirmed name.',
  },
});

/** Language names are written in their own language, as in every language menu. */
export const languageNames = defineMessages({
  'en-gb': { id: 'auth.language.en_gb', defaultMessage: 'English' },
  'de-ch': { id: 'auth.language.de_ch', defaultMessage: 'Deutsch' },
  'fr-ch': { id: 'auth.language.fr_ch', defaultMessage: 'Français' },
});

export const registerIntro = defineMessage<{ email: string }>({
  id: 'auth.signup.register_intro',
  defaultMessage: 'Your e-mail address {email} is confirmed. A few more details and you are done.',
});

/** The terms checkbox's label; `terms` wraps its words in the link to the terms. */
export const gtcLabel = defineMessage<{ terms: MessageTag }>({
  id: 'auth.signup.gtc',
  defaultMessage: 'I accept the <terms>general terms and conditions</terms>',
});
