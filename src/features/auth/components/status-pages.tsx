import { statusMessages as m } from '../status-messages';
import { StatusPage } from './StatusPage';

// One job each: the account's status and utility pages, all in the same frame.

export const ResetMailSentPage = () => (
  <StatusPage
    title={m.resetMailSentTitle}
    text={m.resetMailSentText}
    link={{ to: '/login', label: m.toLogin }}
  />
);
export const ResetDonePage = () => (
  <StatusPage
    title={m.resetDoneTitle}
    text={m.resetDoneText}
    link={{ to: '/login', label: m.toLogin }}
  />
);
export const ByePage = () => (
  <StatusPage title={m.byeTitle} text={m.byeText} link={{ to: '/', label: m.toStart }} />
);
export const ExpiredPage = () => (
  <StatusPage
    title={m.expiredTitle}
    text={m.expiredText}
    link={{ to: '/login', label: m.toLogin }}
  />
);
export const WelcomePage = () => (
  <StatusPage
    title={m.welcomeTitle}
    text={m.welcomeText}
    link={{ to: '/dashboard', label: m.toDashboard }}
  />
);
export const CookiesBlockedPage = () => (
  <StatusPage title={m.cookiesTitle} text={m.cookiesText} link={{ to: '/', label: m.tryAgain }} />
);
export const NotAvailablePage = () => (
  <StatusPage
    title={m.notAvailableTitle}
    text={m.notAvailableText}
    link={{ to: '/', label: m.toStart }}
  />
);
export const SignedPage = () => (
  <StatusPage title={m.signedTitle} text={m.signedText} link={{ to: '/', label: m.toStart }} />
);
export const DeclinedPage = () => (
  <StatusPage title={m.declinedTitle} text={m.declinedText} link={{ to: '/', label: m.toStart }} />
);
export const SsoErrorPage = () => (
  <StatusPage
    title={m.ssoErrorTitle}
    text={m.ssoErrorText}
    link={{ to: '/login', label: m.backToLogin }}
  />
);
export const SsoCompanyErrorPage = () => (
  <StatusPage
    title={m.ssoCompanyTitle}
    text={m.ssoCompanyText}
    link={{ to: '/login', label: m.backToLogin }}
  />
);
