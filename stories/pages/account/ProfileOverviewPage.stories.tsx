import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProfileOverviewPage } from '../../../src/features/auth';
import { profileEntries } from '../../../src/features/shell';
import type { components } from '../../../openapi/schema.gen';
import { withRouter } from '../shell/with-router';

type User = components['schemas']['User'];

const user = {
  id: 'u-dana',
  email: 'dana@paraph.example',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Demo',
  hasSso: false,
  permissions: {} as User['permissions'],
  groupInfo: { groupVersions: {}, groups: [] },
  disabledQualities: [],
  signatureQualities: {} as User['signatureQualities'],
  highestQuality: 'ses',
  signatures: [],
  attributes: { lang: ['de-ch'], free_account_type: ['free_legacy'] },
} satisfies User;

const links = profileEntries({ businessAdmin: false }).filter((entry) => entry.to !== '/profile');

const meta = {
  title: 'Pages/Account/Profile overview',
  component: ProfileOverviewPage,
  tags: ['page'],
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 800 }}>
        <Story />
      </main>
    ),
    withRouter,
  ],
  parameters: { layout: 'fullscreen', path: '/profile' },
  args: { user, freeSignaturesRemaining: 20, links, onDeleted: fn() },
} satisfies Meta<typeof ProfileOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Your profile');
    await expect(canvas.getByText('dana@paraph.example')).toBeVisible();
    await expect(canvas.getByText('Deutsch')).toHaveAttribute('lang', 'de-ch');
    await expect(canvas.getByText('20 left')).toBeVisible();
    const manage = canvas.getByRole('region', { name: 'Manage your account' });
    await expect(
      within(manage)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Visual signature', 'Change password']);
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  },
};

export const UnverifiedWithoutFreePlan: Story = {
  args: {
    user: {
      ...user,
      emailVerified: false,
      highestQuality: null,
      firstName: '',
      lastName: '',
      attributes: {},
    },
    freeSignaturesRemaining: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await expect(canvas.queryByText('Free signatures')).toBeNull();
  },
};

export const FreeUserDark: Story = { ...FreeUser, globals: { theme: 'dark' } };
export const FreeUserInFrench: Story = { globals: { locale: 'fr-ch' } };
