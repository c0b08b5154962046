import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup, Button, Form } from '../../src/ui';
import { dark, longText } from './story-helpers';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the general terms', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckboxDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const CheckboxStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Some selected</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox isInvalid>Invalid</Checkbox>
      <div style={{ width: 280 }}>
        <Checkbox>{longText}</Checkbox>
      </div>
    </div>
  ),
};

export const CheckboxStatesDark: Story = { ...CheckboxStates, ...dark };

export const Group: Story = {
  render: () => (
    <Form>
      <CheckboxGroup label="Notify me when" isRequired errorMessage="Choose at least one value">
        <Checkbox value="signed">A document is signed</Checkbox>
        <Checkbox value="declined">A signer declines</Checkbox>
        <Checkbox value="expired">A request expires</Checkbox>
      </CheckboxGroup>
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Choose at least one value')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'A signer declines' }));
    await expect(canvas.queryByText('Choose at least one value')).toBeNull();
  },
};
