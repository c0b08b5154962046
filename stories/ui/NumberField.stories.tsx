import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from '../../src/ui';
import { column, dark } from './story-helpers';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  decorators: [column(240)],
  args: { label: 'Seats', defaultValue: 3, minValue: 1, maxValue: 50 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Seats' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('5');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(input).toHaveValue('4');
  },
};

export const Currency: Story = {
  args: {
    label: 'Price',
    defaultValue: 1290.5,
    formatOptions: { style: 'currency', currency: 'CHF' },
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Not enough seats for your members' },
};
export const Dark: Story = { ...dark };
