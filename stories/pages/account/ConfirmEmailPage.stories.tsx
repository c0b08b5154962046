import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ConfirmEmailPage } from '../../../src/features/profile';
import { withRouter } from '../shell/with-router';
import { problemAt } from './mock-api';

// Where the link of an e-mail change lands: the address changed, the link expired, or it
// cannot be used (used, replaced, another account's, or no token at all).

const NEW_EMAIL = 'dana.new@paraph.example';
const TOKEN = 'tok_0123456789abcdefghij';
const PATH = '/v1/user/email-change/confirm';

const changed = http.post(`*${PATH}`, () =>
  HttpResponse.json({
    id: 'u-dana',
    email: NEW_EMAIL,
    emailVerified: true,
    firstName: 'Dana',
    lastName: 'Demo',
    hasSso: false,
    permissions: {
      visualSignatures: {
        claim: { canUpdate: true, defaultValue: true },
        date: { canUpdate: true, defaultValue: true },
        std: { canUpdate: true, defaultValue: true },
      },
    },
    groupInfo: { groupVersions: {}, groups: [] },
    disabledQualities: [],
    signatureQualities: {},
    highestQuality: 'ses',
    signatures: [],
    attributes: { lang: ['en-gb'] },
  }),
);

const meta = {
  title: 'Pages/Account/Confirm e-mail change',
  component: ConfirmEmailPage,
  tags: ['page'],
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 640, margin: '0 auto' }}>
        <Story />
      </main>
    ),
    withRouter,
  ],
  parameters: { layout: 'fullscreen', path: `/profile/confirm?token=${TOKEN}` },
  args: { token: TOKEN },
} satisfies Meta<typeof ConfirmEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changed: Story = {
  parameters: { msw: { handlers: [changed] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'E-mail address changed',
    );
    await expect(
      canvas.getByText(`Your e-mail address is now ${NEW_EMAIL}.`, { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

/** Older than 24 hours: the way on is a new link from the settings. */
export const Expired: Story = {
  parameters: { msw: { handlers: [problemAt(PATH, 422, 'TOKEN_EXPIRED')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'This link has expired',
    );
    await expect(canvas.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
  },
};

/** Used, replaced by a newer one, or another account's. */
export const Invalid: Story = {
  parameters: { msw: { handlers: [problemAt(PATH, 422, 'TOKEN_INVALID')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'This link cannot be used',
    );
    await expect(canvas.getByText(/It was already used/)).toBeVisible();
  },
};

/** A link without its token (cut off in the mail client): the same, and nothing is sent. */
export const MissingToken: Story = {
  args: { token: undefined },
  parameters: { path: '/profile/confirm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This link cannot be used',
    );
  },
};

export const ChangedDark: Story = { ...Changed, globals: { theme: 'dark' } };
