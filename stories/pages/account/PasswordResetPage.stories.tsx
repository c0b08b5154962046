import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordResetPage } from '../../../src/features/auth';
import { clearAnnouncements, frame, problemAt } from './mock-api';

const meta = {
  title: 'Pages/Account/Password reset',
  component: PasswordResetPage,
  args: { onSent: fn() },
  decorators: [frame],
} satisfies Meta<typeof PasswordResetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Forgot your password?',
    );
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [problemAt('/v1/request-reset', 429, 'RATE_LIMITED')] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'demo@paraph.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts');
    await expect(args.onSent).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'demo@paraph.example');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(1));
    clearAnnouncements();
  },
};
