import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton, Menu, MenuItem, MenuSeparator, MenuTrigger, MoreIcon } from '../../src/ui';
import { dark } from './story-helpers';

const meta = { title: 'UI/Menu', component: Menu } satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const onAction = fn();

const menu = (
  <MenuTrigger>
    <IconButton label="Document actions" icon={<MoreIcon />} variant="secondary" />
    <Menu onAction={onAction}>
      <MenuItem id="remind">Send reminder</MenuItem>
      <MenuItem id="download">Download</MenuItem>
      <MenuSeparator />
      <MenuItem id="withdraw" tone="danger">
        Withdraw
      </MenuItem>
    </Menu>
  </MenuTrigger>
);

export const MenuKeyboard: Story = {
  render: () => menu,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Document actions' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menuEl = await body().findByRole('menu');
    await waitFor(() =>
      expect(within(menuEl).getByRole('menuitem', { name: 'Send reminder' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction.mock.lastCall?.[0]).toBe('download');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

export const MenuOpen: Story = {
  render: () => menu,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body().findByRole('menu');
  },
};

export const MenuOpenDark: Story = { ...MenuOpen, ...dark };
