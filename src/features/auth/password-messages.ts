import { defineMessage, defineMessages } from 'react-intl';
import type { components } from '../../../openapi/schema.gen';

type PasswordError = components['schemas']['PasswordErrorCode'];

export const passwordMessages = defineMessages({
  strength: { id: 'auth.password.strength', defaultMessage: 'Strength' },
  checking: { id: 'auth.password.checking', defaultMessage: 'Checking…' },
  strong: { id: 'auth.password.strong', defaultMessage: 'Strong enough' },
  hint: {
    id: 'auth.password.hint',
    defaultMessage: 'At least 10 characters; avoid common words and your e-mail address.',
  },
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Forgot your password?' },
  resetIntro: {
    id: 'auth.reset.intro',
    defaultMessage: 'Enter your e-mail address. We will send you a link to choose a new password.',
  },
  resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Send reset link' },
  resetSubmitting: { id: 'auth.reset.submitting', defaultMessage: 'Sending…' },
  backToLogin: { id: 'auth.reset.back_to_login', defaultMessage: 'Back to sign in' },
  newTitle: { id: 'auth.reset.new_title', defaultMessage: 'Choose a new password' },
  newIntro: {
    id: 'auth.reset.new_intro',
    defaultMessage: 'After the change you are signed out everywhere and sign in with the new one.',
  },
  newPassword: { id: 'auth.reset.new_password', defaultMessage: 'New password' },
  save: { id: 'auth.reset.save', defaultMessage: 'Set new password' },
  saving: { id: 'auth.reset.saving', defaultMessage: 'Saving…' },
  requestAgain: { id: 'auth.reset.request_again', defaultMessage: 'Request a new link' },
  changeTitle: { id: 'auth.change.title', defaultMessage: 'Change password' },
  changeIntro: {
    id: 'auth.change.intro',
    defaultMessage: 'After the change, your other sessions are signed out; this one stays.',
  },
  changeWeakIntro: {
    id: 'auth.change.weak_intro',
    defaultMessage:
      'Your password no longer meets our security requirements. Choose a new one to continue.',
  },
  currentPassword: { id: 'auth.change.current', defaultMessage: 'Current password' },
  changeSave: { id: 'auth.change.save', defaultMessage: 'Change password' },
  changeSaving: { id: 'auth.change.saving', defaultMessage: 'Changing…' },
  changed: { id: 'auth.change.done', defaultMessage: 'Your password has been changed.' },
});

/** Why the server refuses a password (POST /v1/check-password). */
export const passwordErrors = defineMessages({
  TOO_SHORT: {
    id: 'auth.password.too_short',
    defaultMessage: 'Too short: use at least 10 characters',
  },
  TOO_LONG: {
    id: 'auth.password.too_long',
    defaultMessage: 'Too long: use at most 256 characters',
  },
  TOO_COMMON: {
    id: 'auth.password.too_common',
    defaultMessage: 'Too common: this password is widely used or was leaked',
  },
  TOO_WEAK: { id: 'auth.password.too_weak', defaultMessage: 'Too weak: easy to guess' },
  CONTAINS_EMAIL: {
    id: 'auth.password.contains_email',
    defaultMessage: 'Must not contain your e-mail address',
  },
} satisfies Record<PasswordError, { id: string; defaultMessage: string }>);

/** What a screen reader hears once the typing pauses. */
export const strengthSpoken = defineMessage<{ verdict: string }>({
  id: 'auth.password.spoken',
  defaultMessage: 'Password strength: {verdict}',
});
