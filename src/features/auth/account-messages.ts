import { defineMessage, defineMessages } from 'react-intl';

export const profileMessages = {
  ...defineMessages({
    title: { id: 'auth.profile.title', defaultMessage: 'Your profile' },
    intro: {
      id: 'auth.profile.intro',
      defaultMessage: 'Your account at a glance, and where to change it.',
    },
    details: { id: 'auth.profile.details', defaultMessage: 'Account' },
    email: { id: 'auth.profile.email', defaultMessage: 'E-mail' },
    verified: { id: 'auth.profile.verified', defaultMessage: 'Verified' },
    unverified: { id: 'auth.profile.unverified', defaultMessage: 'Not verified' },
    language: { id: 'auth.profile.language', defaultMessage: 'Language' },
    plan: { id: 'auth.profile.plan', defaultMessage: 'Free signatures' },
    manage: { id: 'auth.profile.manage', defaultMessage: 'Manage your account' },
    qualities: { id: 'auth.profile.qualities', defaultMessage: 'Signature qualities' },
    noQualities: {
      id: 'auth.profile.no_qualities',
      defaultMessage: 'None until your e-mail address is verified',
    },
    mobile: { id: 'auth.profile.mobile', defaultMessage: 'Mobile number' },
    business: { id: 'auth.profile.business', defaultMessage: 'Business' },
    businessAdmin: { id: 'auth.profile.business_admin', defaultMessage: 'Admin of your business' },
    businessMember: {
      id: 'auth.profile.business_member',
      defaultMessage: 'Member of a business',
    },
    leaveBusiness: { id: 'auth.profile.leave_business', defaultMessage: 'Leave business' },
  }),
  freeSignatures: defineMessage<{ count: number }>({
    id: 'auth.profile.free_signatures',
    defaultMessage: '{count, plural, =0 {None left} one {# left} other {# left}}',
  }),
};

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
