import { defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  deleteTitle: { id: 'auth.delete.title', defaultMessage: 'Delete account' },
  deleteIntro: {
    id: 'auth.delete.intro',
    defaultMessage:
      'Deleting your account cannot be undone. Open requests you sent are withdrawn and you are signed out.',
  },
  password: { id: 'auth.delete.password', defaultMessage: 'Your password' },
  confirm: { id: 'auth.delete.submit', defaultMessage: 'Delete my account' },
  deleting: { id: 'auth.delete.deleting', defaultMessage: 'Deleting…' },
  forgotPassword: { id: 'auth.login.forgot_password', defaultMessage: 'Forgot your password?' },
  noAccount: { id: 'auth.login.no_account', defaultMessage: 'New to Paraph?' },
  createAccount: { id: 'auth.login.create_account', defaultMessage: 'Create an account' },
});
