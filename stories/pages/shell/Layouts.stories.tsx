import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AdminLayout,
  DefaultLayout,
  MainLayout,
  NoLayout,
  SimpleLayout,
  UnauthenticatedLayout,
} from '../../../src/features/shell';
import { businessAdmin, freeUser, SamplePage } from './shell-fixtures';
import { withRouter } from './with-router';

const meta = {
  title: 'Pages/Shell/Layouts',
  tags: ['page'],
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const hasMain = async (canvasElement: HTMLElement) =>
  expect(within(canvasElement).getByRole('main')).toBeVisible();

/** Header over one column: the dashboard, upload, a request. */
export const Default: Story = {
  render: () => (
    <DefaultLayout account={freeUser} onLanguageChange={fn()}>
      <SamplePage title="Signature requests" />
    </DefaultLayout>
  ),
  play: async ({ canvasElement }) => {
    await hasMain(canvasElement);
    await expect(within(canvasElement).getByRole('banner')).toBeVisible();
  },
};

/** The account pages with the profile sub-navigation. */
export const Main: Story = {
  parameters: { path: '/profile' },
  render: () => (
    <MainLayout account={freeUser} onLanguageChange={fn()}>
      <SamplePage title="Your profile" />
    </MainLayout>
  ),
  play: async ({ canvasElement }) => {
    await hasMain(canvasElement);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Account' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Profile',
      'Settings',
      'Visual signature',
      'Signature standards',
      'Change password',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** An account page below the overview: its own entry of the sub-navigation is the current one. */
export const MainOnASubPage: Story = {
  parameters: { path: '/profile/visual-signature' },
  render: () => (
    <MainLayout account={freeUser} onLanguageChange={fn()}>
      <SamplePage title="Visual signature" />
    </MainLayout>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Account' });
    await expect(within(nav).getByRole('link', { name: 'Visual signature' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The business area with its sidebar. */
export const Admin: Story = {
  parameters: { path: '/business/members' },
  render: () => (
    <AdminLayout account={businessAdmin} onLanguageChange={fn()}>
      <SamplePage title="Members" />
    </AdminLayout>
  ),
  play: async ({ canvasElement }) => {
    await hasMain(canvasElement);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Business' });
    await expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The business profile's pages: the sidebar and the business-profile sub-navigation. */
export const AdminBusinessProfile: Story = {
  parameters: { path: '/business/profile/aes-for-business' },
  render: () => (
    <AdminLayout account={businessAdmin} businessProfile onLanguageChange={fn()}>
      <SamplePage title="AES for business" />
    </AdminLayout>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Business profile' });
    await expect(within(nav).getByRole('link', { name: 'AES for business' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A business page that turns the sidebar off (the welcome page). */
export const AdminWithoutSidebar: Story = {
  parameters: { path: '/business/welcome' },
  render: () => (
    <AdminLayout account={businessAdmin} sidebar={false} onLanguageChange={fn()}>
      <SamplePage title="Welcome to Paraph Business" />
    </AdminLayout>
  ),
  play: async ({ canvasElement }) => {
    await hasMain(canvasElement);
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Business' })).toBeNull();
  },
};

/** Status and utility pages: the brand bar, a centred column, no account header. */
export const Simple: Story = {
  render: () => (
    <SimpleLayout>
      <SamplePage title="You are signed out" />
    </SimpleLayout>
  ),
  play: async ({ canvasElement }) => {
    await hasMain(canvasElement);
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
    // The first Tab stop skips the bar; the skip link hides again once the focus moves on.
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveAttribute('href', '#main');
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    (skip as HTMLElement).blur();
  },
};

/** Sign-in and registration: the mark over a centred column. */
export const Unauthenticated: Story = {
  render: () => (
    <UnauthenticatedLayout>
      <SamplePage title="Sign in to Paraph" />
    </UnauthenticatedLayout>
  ),
  play: async ({ canvasElement }) => hasMain(canvasElement),
};

/** The page brings its own frame (guest signing, error pages). */
export const None: Story = {
  render: () => (
    <NoLayout>
      <main style={{ padding: 24 }}>
        <SamplePage title="A page with its own frame" />
      </main>
    </NoLayout>
  ),
  play: async ({ canvasElement }) => hasMain(canvasElement),
};

const dark = { globals: { theme: 'dark' } } as const;
export const DefaultDark: Story = { ...Default, ...dark };
export const MainDark: Story = { ...Main, ...dark };
export const AdminBusinessProfileDark: Story = { ...AdminBusinessProfile, ...dark };
export const SimpleDark: Story = { ...Simple, ...dark };
export const UnauthenticatedDark: Story = { ...Unauthenticated, ...dark };
