import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from '../../src/ui';
import { dark } from './story-helpers';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Choice', children: null },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Radios: Story = {
  render: () => (
    <RadioGroup
      label="Signature standard"
      defaultValue="aes"
      description="Which law the signature follows."
    >
      <Radio value="ses">Simple (SES)</Radio>
      <Radio value="aes">Advanced (AES)</Radio>
      <Radio value="qes">Qualified (QES)</Radio>
      <Radio value="part11" isDisabled>
        21 CFR Part 11 (not in your plan)
      </Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Advanced (AES)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Qualified (QES)' })).toBeChecked();
  },
};

export const RadiosDark: Story = { ...Radios, ...dark, play: undefined };

export const RadiosHorizontalInvalid: Story = {
  render: () => (
    <RadioGroup
      label="Billing cycle"
      orientation="horizontal"
      isInvalid
      errorMessage="Choose a cycle"
    >
      <Radio value="month">Monthly</Radio>
      <Radio value="year">Yearly</Radio>
    </RadioGroup>
  ),
};
