import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import {
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
  SsoSignupPage,
  WelcomePage,
} from '../../../src/features/auth';
import { frame } from './mock-api';

// Each is a whole page: shot at 390 and 1440 px, light and dark, too.
const meta = {
  title: 'Pages/Account/Status pages',
  tags: ['page'],
  decorators: [frame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status page: its heading and the one link on. */
function page(Page: ComponentType, heading: string, link: string, href: string): Story {
  return {
    render: () => <Page />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      await expect(canvas.getByRole('link', { name: link })).toHaveAttribute('href', href);
    },
  };
}

export const ResetMailSent = page(ResetMailSentPage, 'Check your inbox', 'Sign in', '/login');
export const ResetDone = page(ResetDonePage, 'Your password is changed', 'Sign in', '/login');
export const Bye = page(ByePage, 'Your account is deleted', 'Go to the start page', '/');
export const Expired = page(ExpiredPage, 'Your session has expired', 'Sign in', '/login');
export const Welcome = page(WelcomePage, 'Welcome to Paraph', 'Go to the dashboard', '/dashboard');
export const CookiesBlocked = page(CookiesBlockedPage, 'Cookies are blocked', 'Try again', '/');
export const NotAvailable = page(NotAvailablePage, 'Not available', 'Go to the start page', '/');
export const Signed = page(SignedPage, 'Document signed', 'Go to the start page', '/');
export const Declined = page(DeclinedPage, 'Signing declined', 'Go to the start page', '/');
export const SsoSignup: Story = {
  // The mock API answers the spec examples: a signed-in user and their company's sign-in.
  render: () => <SsoSignupPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sign in with your company account',
    );
    await expect(
      await canvas.findByRole('link', { name: 'Continue with your company’s sign-in' }),
    ).toHaveAttribute('href', 'https://login.acme.example/saml2/idp/sso?client=paraph');
    await expect(canvas.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  },
};
export const SsoError = page(
  SsoErrorPage,
  'Single sign-on did not work',
  'Back to sign-in',
  '/login',
);
export const SsoCompanyError = page(
  SsoCompanyErrorPage,
  'Your company’s set-up does not allow this sign-in',
  'Back to sign-in',
  '/login',
);
export const ByeInGerman: Story = {
  // The language is the point here, not the width: the 800 px shot is enough.
  tags: ['!page'],
  render: () => <ByePage />,
  globals: { locale: 'de-ch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ihr Konto ist gelöscht',
    );
  },
};
