import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupConfirmPage } from '../../../src/features/auth';
import { clearAnnouncements, frame, pendingAt, problemAt, strongPassword } from './mock-api';

const meta = {
  title: 'Pages/Account/Sign-up confirmation',
  component: SignupConfirmPage,
  args: { token: 'cnf_8Hj2Kl4Mn6Pq8Rs0Tu2Vw4', onRegistered: fn(), onEidPlus: fn() },
  decorators: [frame],
} satisfies Meta<typeof SignupConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, password = 'staple battery horse correct') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/First name/), 'Dana');
  await userEvent.type(canvas.getByLabelText(/Last name/), 'Demo');
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  return canvas;
}

export const Idle: Story = {
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Complete your registration',
    );
    await expect(canvas.getByText(/new.user@paraph.example/)).toBeVisible();
  },
};

export const CheckingLink: Story = {
  parameters: { msw: { handlers: [pendingAt('/v1/valid-confirmation')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Checking your link…' }),
    ).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  parameters: { msw: { handlers: [problemAt('/v1/valid-confirmation', 422, 'TOKEN_EXPIRED')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link has expired.');
    await expect(canvas.getByRole('link', { name: 'Start the sign-up again' })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(3);
    await expect(args.onRegistered).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const TermsNotAccepted: Story = {
  parameters: { msw: { handlers: [strongPassword] } },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Please accept the general terms and conditions.')).toBeVisible();
    await expect(args.onRegistered).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const WeakPassword: Story = {
  // The contract's example answer: TOO_COMMON.
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement, 'password123');
    await expect(
      await canvas.findByText('Too common: this password is widely used or was leaked'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(
      canvas.getByText('This password is too weak. Please choose another one.'),
    ).toBeVisible();
    await expect(args.onRegistered).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [strongPassword, problemAt('/v1/register', 409, 'EMAIL_TAKEN')] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists.',
    );
    await expect(args.onRegistered).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: [strongPassword] } },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledTimes(1));
    clearAnnouncements();
    sessionStorage.removeItem('accessToken');
  },
};

export const TermsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = await canvas.findByRole('link', {
      name: 'general terms and conditions opens in a new tab',
    });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      canvas.getByRole('checkbox', { name: /I accept the general terms and conditions/ }),
    ).not.toBeChecked();
  },
};

/** The meter follows the typing: a length problem at once, the server's verdict on a pause. */
export const PasswordMeterLive: Story = {
  parameters: { msw: { handlers: [strongPassword] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/^Password/);
    await userEvent.type(field, 'staple');
    await expect(canvas.getByText('Too short: use at least 10 characters')).toBeVisible();
    await userEvent.type(field, ' battery horse');
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    // Said once, on the pause: the status region holds the settled verdict.
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Password strength: Strong enough'),
    );
  },
};

/** An eID+ link continues on its own page: handed over, no register form here. */
export const EidPlusLink: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1/valid-confirmation', () =>
          HttpResponse.json({ email: 'new.user@paraph.example', flow: 'eidplus' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onEidPlus).toHaveBeenCalledTimes(1));
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Create account' }),
    ).toBeNull();
  },
};

/** A business sign-up's link: the page names the company it registers, then the business. */
export const BusinessLink: Story = {
  tags: ['page'],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        strongPassword,
        http.post('*/v1/valid-confirmation', () =>
          HttpResponse.json({
            email: 'anna.admin@muster.example',
            flow: 'business',
            businessName: 'Muster AG',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Register Muster AG');
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledWith('business'));
    clearAnnouncements();
    sessionStorage.removeItem('accessToken');
  },
};
