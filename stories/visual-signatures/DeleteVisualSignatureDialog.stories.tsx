import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import { DeleteVisualSignatureDialog } from '../../src/features/visual-signatures/dialogs/DeleteVisualSignatureDialog';
import { Modal } from '../../src/ui';
import { dark } from '../ui/story-helpers';

// other/delete-visual-signature as the dialog host shows it: idle (for the default and for
// another signature), busy, refused (the host keeps it open with the problem) and confirmed.

const meta = {
  title: 'Dialogs/Visual signatures',
  component: DeleteVisualSignatureDialog,
  decorators: [
    (Story) => (
      <Modal isOpen>
        <Story />
      </Modal>
    ),
  ],
  args: {
    props: { alias: 'Personal', isDefault: false },
    loading: false,
    failure: null,
    onAction: fn(),
  },
} satisfies Meta<typeof DeleteVisualSignatureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('alertdialog', { name: 'Delete visual signature' }));

export const DeleteIdle: Story = {
  play: async () => {
    await expect(dialog().getByText(/Delete “Personal”\?/)).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const DeleteIdleDark: Story = { ...DeleteIdle, ...dark };

/** Deleting the default says which one takes its place. */
export const DeleteDefault: Story = {
  args: { props: { alias: 'Work', isDefault: true } },
  play: async () => {
    await expect(dialog().getByText(/oldest other signature becomes the default/)).toBeVisible();
  },
};

export const DeleteLoading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const DeleteError: Story = {
  args: { failure: problemMessages.NOT_FOUND },
  play: async () => {
    const alert = dialog().getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to delete the signature');
  },
};

export const DeleteSuccess: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};
