import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { identificationHandlers, type StateScenario } from '../../../src/api/mocks/identification';
import { SignupPage } from '../../../src/features/auth';
import { EidPlusSignup } from '../../../src/routes/-components/eidplus-signup';
import { withRouter } from '../shell/with-router';
import { leave } from '../../identification/fixtures';
import { pageColumn } from '../../ui/story-helpers';
import { clearAnnouncements, problemAt, strongPassword } from './mock-api';

// The eID+ sign-up: the e-mail form, then from the mailed link the methods of both laws, the
// provider's progress (waiting, activating, failed), the register form with the verified name
// and a link that does not work.

const TOKEN = 'cnf_8Hj2Kl4Mn6Pq8Rs0Tu2Vw4';
const onRegistered = fn();

const meta = {
  title: 'Pages/Account/eID+ sign-up',
  tags: ['page'],
  decorators: [pageColumn(760), withRouter],
  parameters: { layout: 'fullscreen', path: `/signup/flows/eidplus/confirm?token=${TOKEN}` },
  beforeEach: () => {
    leave.mockClear();
    onRegistered.mockClear();
    sessionStorage.clear();
    clearAnnouncements();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mailed link is an eID+ sign-up's. */
const eidPlusLink = http.post('*/v1/valid-confirmation', () =>
  HttpResponse.json({ email: 'new.user@paraph.example', flow: 'eidplus' }),
);

/** Back from the provider after ZertES in person, with the identification in `state`. */
const returned = (state: StateScenario) => ({
  parameters: {
    msw: { handlers: [eidPlusLink, ...identificationHandlers({ audience: 'visitor', state })] },
  },
  render: () => (
    <EidPlusSignup
      token={TOKEN}
      search={{ identification: 'idn_Vb7Kq2Lm9Xw4Tz1c', law: 'zertes', method: 'loc' }}
      onRegistered={onRegistered}
      leave={leave}
    />
  ),
});

export const EmailForm: Story = {
  render: () => <SignupPage flow="eidplus" onSent={onRegistered} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sign up with eID+');
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'new.user@paraph.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('new.user@paraph.example'));
    clearAnnouncements();
  },
};

export const Methods: Story = {
  parameters: {
    msw: { handlers: [eidPlusLink, ...identificationHandlers({ audience: 'visitor' })] },
  },
  render: () => (
    <EidPlusSignup token={TOKEN} search={{}} onRegistered={onRegistered} leave={leave} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign up with eID+' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'eIDAS' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'ZertES' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'ID Austria' })).toBeVisible();
    // Nothing paid for a visitor: no video identification.
    await expect(canvas.queryByText('Video identification')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Continue with In person at a partner location' }),
    );
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    clearAnnouncements();
  },
};

export const StartRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        eidPlusLink,
        ...identificationHandlers({ audience: 'visitor', start: 'not-offered' }),
      ],
    },
  },
  render: Methods.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Continue with In person at a partner location' }),
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(leave).not.toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const Waiting: Story = {
  ...returned('inprogress'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Waiting for the provider' }),
    ).toBeVisible();
    // The sign-up has no way to cancel: a new start replaces it.
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const Activating: Story = {
  ...returned('activatingQES'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Activating your certificate' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  ...returned('rejected'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/signup/flows/eidplus/confirm?token=${TOKEN}`,
    );
  },
};

export const Register: Story = {
  ...returned('done'),
  parameters: {
    msw: {
      handlers: [
        eidPlusLink,
        strongPassword,
        ...identificationHandlers({ audience: 'visitor', state: 'done' }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Complete your registration' }),
    ).toBeVisible();
    // The verified name is shown, not asked for.
    await expect(canvas.getByText('Dana Maria')).toBeVisible();
    await expect(canvas.getByText('Demo')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /First name/ })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'staple battery horse correct');
    await expect(await canvas.findByText('Strong enough')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    clearAnnouncements();
    sessionStorage.removeItem('accessToken');
  },
};

export const BadLink: Story = {
  parameters: {
    msw: { handlers: [problemAt('/v1/valid-confirmation', 422, 'TOKEN_EXPIRED')] },
  },
  render: Methods.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link has expired.');
    await expect(canvas.getByRole('link', { name: 'Start the sign-up again' })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};
