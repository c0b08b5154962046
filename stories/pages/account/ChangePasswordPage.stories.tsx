import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordPage } from '../../../src/features/auth';
import { clearAnnouncements, frame, problemAt, strongPassword } from './mock-api';

const changed = http.post('*/v1/change-password', () => new HttpResponse(null, { status: 204 }));

const meta = {
  title: 'Pages/Account/Change password',
  component: ChangePasswordPage,
  args: { email: 'dana@paraph.example', weak: false, onChanged: fn() },
  decorators: [frame],
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Change password');
    await expect(canvas.getByText(/your other sessions are signed out/)).toBeVisible();
  },
};

/** The server flagged the password: the user is held here until it is changed. */
export const WeakPassword: Story = {
  args: { weak: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/no longer meets our security requirements/),
    ).toBeVisible();
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getAllByText('This field is required')[0]).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const WrongCurrentPassword: Story = {
  parameters: {
    msw: { handlers: [strongPassword, problemAt('/v1/change-password', 422, 'WRONG_PASSWORD')] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'not the password');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'staple battery horse correct');
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
    await expect(args.onChanged).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: [strongPassword, changed] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'staple battery horse correct');
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledTimes(1));
    clearAnnouncements();
  },
};
