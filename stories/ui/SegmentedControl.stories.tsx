import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedItem } from '../../src/ui';
import { column, dark } from './story-helpers';

const filters: SegmentedItem[] = [
  { id: 'all', label: 'All', count: 48 },
  { id: 'waiting', label: 'Waiting', count: 7 },
  { id: 'completed', label: 'Completed', count: 39 },
  { id: 'declined', label: 'Declined', count: 2 },
  { id: 'expired', label: 'Expired', count: 0, isDisabled: true },
];

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Filter by status',
    items: filters,
    defaultSelectedKey: 'waiting',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterChips: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Filter by status' });
    const waiting = within(group).getByRole('radio', { name: 'Waiting 7' });
    await expect(waiting).toBeChecked();
    // One Tab stop: focus lands on the selected chip; the arrow keys move the choice.
    await userEvent.tab();
    await expect(waiting).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const completed = within(group).getByRole('radio', { name: 'Completed 39' });
    await expect(completed).toBeChecked();
    await expect(waiting).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('completed');
    // Selection is more than colour: the selected chip is filled, the others outlined.
    const chip = (radio: HTMLElement) => getComputedStyle(radio.closest('label')!);
    const [on, off] = [chip(completed), chip(waiting)];
    await expect(on.backgroundColor).not.toBe(off.backgroundColor);
    // It cannot be switched off, and a disabled chip cannot be picked.
    await userEvent.click(completed);
    await userEvent.unhover(completed);
    await expect(completed).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Expired 0' })).toBeDisabled();
  },
};

export const FilterChipsDark: Story = { ...FilterChips, ...dark };

/** On a narrow column the chips wrap onto a second line. */
export const Wrapping: Story = { decorators: [column(300)] };
