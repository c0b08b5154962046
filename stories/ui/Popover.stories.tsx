import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Popover, PopoverTrigger, Text } from '../../src/ui';
import { dark } from './story-helpers';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { label: 'Details', children: null },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const PopoverOpen: Story = {
  render: () => (
    <PopoverTrigger>
      <Button variant="secondary">Signature details</Button>
      <Popover label="Signature details">
        <Text>Signed with AES by anna.keller@example.ch on 3 Mar 2026, 14:05.</Text>
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    await expect(await body().findByRole('dialog', { name: 'Signature details' })).toBeVisible();
  },
};

export const PopoverDark: Story = { ...PopoverOpen, ...dark };

export const PopoverClosesOnEscape: Story = {
  ...PopoverOpen,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    await body().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
