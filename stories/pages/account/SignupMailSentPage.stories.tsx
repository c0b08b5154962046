import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignupMailSentPage } from '../../../src/features/auth';
import { UnauthenticatedLayout } from '../../../src/features/shell';
import { shell, SnackbarRegion } from '../../../src/ui';
import { withRouter } from '../shell/with-router';
import { clearAnnouncements, problemAt } from './mock-api';

const meta = {
  title: 'Pages/Account/Sign-up mail sent',
  component: SignupMailSentPage,
  tags: ['page'],
  decorators: [
    (Story) => (
      <>
        <UnauthenticatedLayout>
          <Story />
        </UnauthenticatedLayout>
        {/* The app's snackbars, where "Send again" reports back. */}
        <SnackbarRegion snackbars={shell.snackbars} />
      </>
    ),
    withRouter,
  ],
  parameters: { layout: 'fullscreen', path: '/signup/mail-sent' },
  args: { email: 'new.user@paraph.example' },
} satisfies Meta<typeof SignupMailSentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const accepted = http.post(
  '*/v1/request-confirmation',
  () => new HttpResponse(null, { status: 202 }),
);

/** The address the link went to, sending it again, and a way back to the form. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Check your inbox');
    await expect(canvas.getByText(/We sent a link to/)).toHaveTextContent(
      'We sent a link to new.user@paraph.example.',
    );
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Use a different address' })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

export const SentAgain: Story = {
  parameters: { msw: { handlers: [accepted] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        'We sent the link again. Only the newest link works.',
      ),
    );
    await userEvent.unhover(canvas.getByRole('button', { name: 'Send again' }));
    clearAnnouncements();
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [problemAt('/v1/request-confirmation', 429, 'RATE_LIMITED')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        'Too many attempts. Please wait a moment and try again.',
      ),
    );
    await userEvent.unhover(canvas.getByRole('button', { name: 'Send again' }));
    clearAnnouncements();
  },
};

/** Reached without an address (a bookmark, another device): the general text, no resend. */
export const WithoutAddress: Story = {
  args: { email: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Check your inbox');
    await expect(canvas.queryByRole('button', { name: 'Send again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Use a different address' })).toBeVisible();
  },
};

export const SentDark: Story = { ...Sent, globals: { theme: 'dark' } };
