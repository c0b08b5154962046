export { accountLanguage } from './api/signup';
export { accountDeletion } from './api/account';
export { AuthLinkProvider, type RenderAuthLink, type AuthPath } from './components/AuthLink';
export { ChangePasswordPage } from './components/ChangePasswordPage';
export { DeleteAccountForm, DeleteAccountPage } from './components/DeleteAccountPage';
export {
  ProfileOverviewPage,
  type ProfileOverviewPageProps,
} from './components/ProfileOverviewPage';
export { LoginForm, type LoginFormProps, type LoginValues } from './components/LoginForm';
export { LoginPage } from './components/LoginPage';
export { LogoutPage } from './components/LogoutPage';
export { NewPasswordPage } from './components/NewPasswordPage';
export { PasswordResetPage } from './components/PasswordResetPage';
export {
  RegisterForm,
  type RegisterFormProps,
  type RegisterValues,
} from './components/RegisterForm';
export {
  ConfirmationLink,
  type Confirmation,
  type ConfirmationLinkProps,
} from './components/ConfirmationLink';
export { EidPlusRegister, type EidPlusRegisterProps } from './components/EidPlusRegister';
export { SignupConfirmPage, type SignupConfirmPageProps } from './components/SignupConfirmPage';
export { SignupPage, type SignupPageProps } from './components/SignupPage';
export { SignupMailSentPage, type SignupMailSentPageProps } from './components/SignupMailSentPage';
export {
  ByePage,
  CookiesBlockedPage,
  DeclinedPage,
  ExpiredPage,
  NotAvailablePage,
  ResetDonePage,
  ResetMailSentPage,
  SignedPage,
  SsoCompanyErrorPage,
  SsoErrorPage,
  WelcomePage,
} from './components/status-pages';
export { SsoSignupPage } from './components/SsoSignupPage';
export { SessionExpiryWatch } from './components/SessionExpiryWatch';
export { sessionEnd, sessionEndMiddleware } from './session-end';
export { passwordMessages } from './password-messages';
export { termsUrl } from './terms';
