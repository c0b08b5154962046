import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '../../src/ui';
import { column, dark } from './story-helpers';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  decorators: [column()],
  args: { label: 'Search documents', placeholder: 'Title or signer', onSubmit: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search documents' });
    await userEvent.type(input, 'lease{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('lease');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'x{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const Filled: Story = { args: { defaultValue: 'Rental agreement' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Dark: Story = { ...dark, args: { defaultValue: 'Rental agreement' } };
