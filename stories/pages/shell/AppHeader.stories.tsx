import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppHeader } from '../../../src/features/shell';
import { businessAdmin, freeUser, noCreditsLeft } from './shell-fixtures';
import { withRouter } from './with-router';

const body = () => within(document.body);

const meta = {
  title: 'Pages/Shell/Header',
  component: AppHeader,
  tags: ['page'],
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    account: freeUser,
    navigation: { businessAdmin: false },
    onLanguageChange: fn(),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Account menu of Dana Demo' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Paraph' })).toHaveAttribute('href', '/');
  },
};

export const NoFreeSignaturesLeft: Story = { args: { account: noCreditsLeft } };

export const BusinessAdmin: Story = {
  args: {
    account: businessAdmin,
    navigation: { businessAdmin: true },
    defaultMenuOpen: true,
  },
  play: async () => {
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Business' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  play: async () => {
    const menu = await body().findByRole('menu');
    // The account pages, then sign-out: a plain user has no business entry.
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Profile',
      'Settings',
      'Visual signature',
      'Signature standards',
      'Change password',
      'Sign out',
    ]);
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await expect(
      within(menu).getByRole('menuitemradio', { name: 'Same as the system' }),
    ).toBeChecked();
    // The arrow keys move through the items, once the opened menu has taken the focus.
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
    await expect(menu).toContainElement(document.activeElement as HTMLElement);
  },
};

export const ChoosingALanguage: Story = {
  args: { defaultMenuOpen: true },
  play: async ({ args }) => {
    const menu = await body().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('de-ch');
  },
};

export const DrawerOpen: Story = {
  args: { defaultDrawerOpen: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const drawer = await body().findByRole('dialog', { name: 'Navigation' });
    // Once it has slid in.
    await waitFor(() => expect(within(drawer).getByText('20 free signatures left')).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The signature standards are a page of their own now; the business pages stay hidden.
    await expect(within(drawer).getByRole('link', { name: 'Signature standards' })).toBeVisible();
    await expect(within(drawer).queryByRole('link', { name: 'Business' })).toBeNull();
  },
};

export const DrawerClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await body().findByRole('dialog', { name: 'Navigation' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FreeUserDark: Story = { ...FreeUser, globals: { theme: 'dark' } };
export const UserMenuOpenDark: Story = {
  args: { defaultMenuOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    await body().findByRole('menu');
  },
};
export const DrawerOpenDark: Story = {
  ...DrawerOpen,
  globals: { ...DrawerOpen.globals, theme: 'dark' },
};
