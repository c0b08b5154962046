import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BusinessSignupMailSentPage } from '../../src/features/business';
import { UnauthenticatedLayout } from '../../src/features/shell';
import { shell, SnackbarRegion } from '../../src/ui';
import { dark } from '../ui/story-helpers';
import { withRouter } from '../pages/shell/with-router';

const EMAIL = 'anna.admin@muster.example';
const company = {
  name: 'Muster AG',
  email: 'office@muster.example',
  country: 'CH',
  gtc_accepted: true,
  dpa_accepted: true,
};

const meta = {
  title: 'Pages/Business/Sign-up mail sent',
  component: BusinessSignupMailSentPage,
  tags: ['page'],
  decorators: [
    (Story) => (
      <>
        <UnauthenticatedLayout>
          <Story />
        </UnauthenticatedLayout>
        <SnackbarRegion snackbars={shell.snackbars} />
      </>
    ),
    withRouter,
  ],
  parameters: { layout: 'fullscreen', path: '/business/signup/mail-sent' },
  args: { email: EMAIL, language: 'en-gb' },
  // What the company step kept in this tab for "send again".
  beforeEach: () => {
    window.sessionStorage.setItem(
      'business-signup',
      JSON.stringify({ email: EMAIL, business: company }),
    );
    return () => window.sessionStorage.removeItem('business-signup');
  },
} satisfies Meta<typeof BusinessSignupMailSentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address and the company named, sending again, and a way to start over. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Check your inbox');
    await expect(canvas.getByText(/We sent a link to/)).toHaveTextContent(
      `We sent a link to ${EMAIL}. Open it to create your account and register Muster AG.`,
    );
    await expect(
      canvas.getByRole('link', { name: 'Start again with another address' }),
    ).toHaveAttribute('href', '/business/signup');
  },
};

export const SentDark: Story = { ...Sent, ...dark };

/** Sent again: a fresh link for the same company. */
export const SentAgain: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/request-confirmation', async ({ request }) => {
          const body = (await request.json()) as {
            confirm?: boolean;
            business?: { name?: string };
          };
          const ok = body.confirm === true && body.business?.name === 'Muster AG';
          return new HttpResponse(null, { status: ok ? 202 : 400 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Send the link again' }),
    );
    await waitFor(() => expect(document.body).toHaveTextContent('We sent a new link.'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Opened from elsewhere (no address, or another tab): no resend, only the way to start over. */
export const Unknown: Story = {
  args: { email: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/We sent you a link/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  },
};
