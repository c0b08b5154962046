import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Meter, PasswordField } from '../../src/ui';
import { column, dark } from './story-helpers';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  decorators: [column()],
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'paraph-2026');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    // The toggle is a real button: keyboard users reach it with Tab and press it with Enter.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithStrengthHint: Story = {
  args: {
    autoComplete: 'new-password',
    description: 'At least 10 characters.',
    strengthHint: <Meter label="Strength" value={60} tone="warning" valueLabel="Fair" />,
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Wrong password' } };
export const InvalidDark: Story = { ...Invalid, ...dark };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret' } };
