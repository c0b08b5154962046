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
  business: null,
  attributes: { lang: ['de-ch'], free_account_type: ['free_legacy'] },
} satisfies User;

const links = profileEntries().filter((entry) => entry.to !== '/profile');

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
  args: {
    user,
    freeSignaturesRemaining: 20,
    links,
    business: null,
    onLeaveBusiness: fn(),
    onDeleted: fn(),
  },
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
    ).toEqual(['Settings', 'Visual signature', 'Signature standards', 'Change password']);
    await expect(canvas.getByText('SES')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Leave business' })).toBeNull();
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
    await expect(canvas.getByText('None until your e-mail address is verified')).toBeVisible();
  },
};

/** A business member with advanced and qualified signatures: the member may leave. */
export const BusinessMember: Story = {
  args: {
    user: {
      ...user,
      signatureQualities: {
        ses: { any: { quality: 'ses' } },
        aes: { any: { quality: 'aes' } },
        qes: { zertes: { quality: 'qes' } },
      },
      highestQuality: 'qes',
      attributes: { lang: ['en-gb'], mobile: ['+41795550123'] },
    },
    freeSignaturesRemaining: null,
    business: { role: 'member' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const level of ['SES', 'AES', 'QES']) await expect(canvas.getByText(level)).toBeVisible();
    await expect(canvas.getByText('Member of a business')).toBeVisible();
    await expect(canvas.getByText('+41795550123')).toBeVisible();
    const leave = canvas.getByRole('button', { name: 'Leave business' });
    leave.click();
    await expect(args.onLeaveBusiness).toHaveBeenCalledOnce();
    leave.blur();
  },
};

export const BusinessMemberDark: Story = { ...BusinessMember, globals: { theme: 'dark' } };

export const FreeUserDark: Story = { ...FreeUser, globals: { theme: 'dark' } };
export const FreeUserInFrench: Story = { globals: { locale: 'fr-ch' } };
