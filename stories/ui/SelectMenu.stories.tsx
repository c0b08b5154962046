import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectMenu, type SelectMenuProps } from '../../src/ui';
import { column, dark } from './story-helpers';

type Order = 'updated' | 'created' | 'title';

const options = [
  { id: 'updated', label: 'Last updated' },
  { id: 'created', label: 'Newest first' },
  { id: 'title', label: 'Title A–Z' },
] as const satisfies SelectMenuProps<Order>['options'];

/** The page owns the choice, as the dashboard's sort does (in the URL). */
function Sort(props: Pick<SelectMenuProps<Order>, 'onSelectionChange'>) {
  const [order, setOrder] = useState<Order>('updated');
  return (
    <SelectMenu
      label="Sort by"
      options={options}
      selectedKey={order}
      onSelectionChange={(next) => {
        setOrder(next);
        props.onSelectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SelectMenu',
  component: Sort,
  decorators: [column()],
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof Sort>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Sort by Last updated' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu');
    await expect(menu).toHaveAccessibleName('Sort by');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Last updated' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Title A–Z' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('title');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAccessibleName('Sort by Title A–Z');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('created');
    await waitFor(() => expect(within(canvasElement).getByRole('button')).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body().findByRole('menu');
  },
};

export const OpenDark: Story = { ...Open, ...dark };
