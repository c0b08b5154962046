import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewPasswordPage } from '../../../src/features/auth';
import { clearAnnouncements, frame, problemAt, strongPassword } from './mock-api';

const meta = {
  title: 'Pages/Account/New password',
  component: NewPasswordPage,
  args: { token: 'rst_4Fg6Hj8Kl0Zx2Cv4Bn6M', onReset: fn() },
  decorators: [frame],
} satisfies Meta<typeof NewPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Choose a new password',
    );
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(args.onReset).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const MissingToken: Story = {
  args: { token: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This link is not valid.',
    );
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [strongPassword, problemAt('/v1/reset-password', 422, 'TOKEN_EXPIRED')] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'staple battery horse correct');
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link has expired.');
    await expect(args.onReset).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: [strongPassword] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'staple battery horse correct');
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(args.onReset).toHaveBeenCalledTimes(1));
    clearAnnouncements();
  },
};
