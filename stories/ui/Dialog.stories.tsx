import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, Modal, Text, TextField, modalSizes } from '../../src/ui';
import { dark, longText, selectControl } from './story-helpers';

const meta = {
  title: 'UI/Dialog',
  component: Modal,
  args: { size: 'md', isOpen: true, children: null, onOpenChange: fn() },
  argTypes: { size: selectControl(modalSizes) },
  render: ({ size, isOpen, onOpenChange }) => (
    <Modal size={size} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Withdraw the request?"
        actions={
          <>
            <Button variant="secondary" slot="close">
              Cancel
            </Button>
            <Button variant="danger">Withdraw</Button>
          </>
        }
      >
        <Text>
          Signers can no longer open the document. Signatures already given stay in the log.
        </Text>
      </Dialog>
    </Modal>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Withdraw the request?' });
    // Focus moves into the dialog and stays there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OpenDark: Story = { ...Open, ...dark, play: undefined };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Loading: Story = {
  render: () => (
    <Modal isOpen>
      <Dialog title="Adding signer" loading actions={<Button loading>Add</Button>}>
        <TextField label="E-mail" defaultValue="anna.keller@example.ch" />
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(body().getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  render: () => (
    <Modal isOpen size="sm">
      <Dialog title={longText}>
        {Array.from({ length: 12 }, (_, i) => (
          <Text key={i}>{longText}</Text>
        ))}
      </Dialog>
    </Modal>
  ),
};

function WithTrigger({ onAction }: { onAction: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button>Delete account</Button>
      <Modal size="sm">
        <Dialog
          role="alertdialog"
          title="Delete your account?"
          loading={loading}
          actions={
            <>
              <Button variant="secondary" slot="close">
                Keep it
              </Button>
              <Button
                variant="danger"
                onPress={async () => {
                  setLoading(true);
                  await onAction();
                  setLoading(false);
                  setOpen(false);
                }}
              >
                Delete
              </Button>
            </>
          }
        >
          <Text>This cannot be undone.</Text>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** The dialog host's sequence: action → loading → handler → close, focus back on the trigger. */
export const ActionFlow: Story = {
  args: { onOpenChange: fn(async () => {}) },
  render: (args) => <WithTrigger onAction={async () => void args.onOpenChange?.(true)} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete account' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
