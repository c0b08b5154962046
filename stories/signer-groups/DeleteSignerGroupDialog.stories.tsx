import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import { DeleteSignerGroupDialog } from '../../src/features/signer-groups/dialogs/DeleteSignerGroupDialog';
import { Modal } from '../../src/ui';
import { dark } from '../ui/story-helpers';

// other/delete-signer-group as the dialog host shows it: idle, busy, refused and confirmed.

const meta = {
  title: 'Dialogs/Signer groups',
  component: DeleteSignerGroupDialog,
  decorators: [
    (Story) => (
      <Modal isOpen>
        <Story />
      </Modal>
    ),
  ],
  args: { props: { name: 'Management board' }, loading: false, failure: null, onAction: fn() },
} satisfies Meta<typeof DeleteSignerGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('alertdialog', { name: 'Delete signer group' }));

/** Says what deleting does to open requests: they keep the group's members. */
export const DeleteIdle: Story = {
  play: async () => {
    await expect(dialog().getByText(/Delete "Management board"\?/)).toBeVisible();
    await expect(dialog().getByText(/Open requests sent to it keep its members/)).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Delete group' })).toBeEnabled();
  },
};

export const DeleteIdleDark: Story = { ...DeleteIdle, ...dark };

export const DeleteLoading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Delete group' })).toBeDisabled();
  },
};

export const DeleteRefused: Story = {
  args: { failure: problemMessages.NOT_FOUND },
  play: async () => {
    await expect(dialog().getByText('The signer group was not deleted.')).toBeVisible();
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Delete group' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};
