import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteAccountPage } from '../../../src/features/auth';
import { clearAnnouncements, frame, problemAt } from './mock-api';

const meta = {
  title: 'Pages/Account/Delete account',
  component: DeleteAccountPage,
  args: { onDeleted: fn() },
  decorators: [frame],
} satisfies Meta<typeof DeleteAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Delete account',
    );
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const WrongPassword: Story = {
  parameters: { msw: { handlers: [problemAt('/v1/user/delete', 422, 'WRONG_PASSWORD')] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your password/), 'not the password');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
    await expect(args.onDeleted).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your password/), 'paraph-demo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    clearAnnouncements();
  },
};
