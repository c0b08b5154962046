import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddSignerGroupDialog } from '../../src/features/prepare/components/AddSignerGroupDialog';
import { Modal } from '../../src/ui';
import { board, finance } from '../signer-groups/fixtures';
import { dark } from '../ui/story-helpers';

// document/add-signer-group as the dialog host shows it: idle, a group picked with its
// members, nothing picked, and added.

const meta = {
  title: 'Dialogs/Add signer group',
  component: AddSignerGroupDialog,
  decorators: [
    (Story) => (
      <Modal isOpen>
        <Story />
      </Modal>
    ),
  ],
  args: { props: { groups: [board, finance] }, loading: false, failure: null, onAction: fn() },
} satisfies Meta<typeof AddSignerGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('dialog', { name: 'Add signer group' }));

async function pick(name: string) {
  await userEvent.click(dialog().getByRole('button', { name: /Signer group/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name }));
}

export const Idle: Story = {
  play: async () => {
    await expect(dialog().getByText(/the first to sign signs for all/)).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Add group' })).toBeEnabled();
  },
};

export const IdleDark: Story = { ...Idle, ...dark };

/** A group picked: who is in it. */
export const Picked: Story = {
  play: async () => {
    await pick('Management board');
    await expect(
      dialog().getByText('Any one of 2 members signs: Marco Member, Nina Member'),
    ).toBeVisible();
    await userEvent.unhover(document.body);
  },
};

/** Nothing picked: the field says so and nothing is added. */
export const NothingPicked: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Add group' }));
    await expect(await dialog().findByText('Choose a group.')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.unhover(document.body);
  },
};

export const Added: Story = {
  play: async ({ args }) => {
    await pick('Finance');
    await userEvent.click(dialog().getByRole('button', { name: 'Add group' }));
    await expect(args.onAction).toHaveBeenCalledWith(finance);
  },
};
