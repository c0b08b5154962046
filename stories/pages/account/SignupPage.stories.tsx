import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupPage } from '../../../src/features/auth';
import { clearAnnouncements, frame, pendingAt, problemAt } from './mock-api';

const meta = {
  title: 'Pages/Account/Sign-up',
  component: SignupPage,
  args: { onSent: fn() },
  decorators: [frame],
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Create your Paraph account',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [problemAt('/v1/request-confirmation', 429, 'RATE_LIMITED')] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'new.user@paraph.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    await expect(args.onSent).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [pendingAt('/v1/request-confirmation')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'new.user@paraph.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
    await expect(await canvas.findByRole('button', { name: /Sending/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    clearAnnouncements();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'New.User@Paraph.Example');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSent).toHaveBeenCalledTimes(1));
    clearAnnouncements();
  },
};

export const German: Story = {
  globals: { locale: 'de-ch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ihr Paraph-Konto erstellen',
    );
  },
};
