import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import { requestDialogs } from '../../src/features/requests/dialogs/RequestDialogs';
import { Modal, type DialogContentProps, type DialogRegistry } from '../../src/ui';
import { clearAnnouncements } from './fixtures';

// Each dialog as the shell's dialog host shows it: idle, busy with its action, refused by the
// server (the host keeps it open and hands it the problem) and confirmed (the action runs).

interface Args extends DialogContentProps<Record<string, unknown>, unknown> {
  dialog: DialogRegistry[string][string];
}

function Host({ dialog: Content, ...rest }: Args) {
  return (
    <Modal isOpen>
      <Content {...rest} />
    </Modal>
  );
}

const meta = {
  title: 'Dialogs/Requests',
  component: Host,
  args: {
    dialog: requestDialogs.document['add-observer'] as Args['dialog'],
    props: {},
    loading: false,
    failure: null,
    onAction: fn(),
  },
  parameters: { controls: { exclude: ['dialog'] } },
  // An announcement left by the previous story's pending button is not this story's.
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog (a confirmation is an alertdialog). */
const dialog = () => {
  const element = document.body.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!element) throw new Error('No dialog is open');
  return element;
};

/** While the action runs the dialog is busy: its buttons wait. */
const busy = (confirm: string) => async () => {
  await expect(within(dialog()).getByRole('button', { name: confirm })).toBeDisabled();
};

const ready = (confirm: string) => async () => {
  await expect(within(dialog()).getByRole('button', { name: confirm })).toBeEnabled();
};

export const AddObserverIdle: Story = {
  play: async () => {
    await expect(within(document.body).getByRole('dialog', { name: 'Add observer' })).toBeVisible();
  },
};

export const AddObserverLoading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Add observer' })).toBeDisabled();
  },
};

export const AddObserverError: Story = {
  args: { failure: problemMessages.CONFLICT },
  play: async () => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to add observer');
    await expect(alert).toHaveTextContent('This already exists or was changed by someone else.');
  },
};

export const AddObserverSuccess: Story = {
  play: async ({ args }) => {
    const body = within(dialog());
    await userEvent.type(body.getByLabelText(/E-mail/), 'Office@Example.com');
    await userEvent.click(body.getByRole('button', { name: 'Add observer' }));
    await waitFor(() =>
      expect(args.onAction).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'office@example.com' }),
      ),
    );
  },
};

const addSigner = requestDialogs.document['add-signer'];

export const AddSignerIdle: Story = {
  args: { dialog: addSigner },
  play: async () => {
    await expect(within(dialog()).getByLabelText('First name')).toBeVisible();
  },
};

export const AddSignerLoading: Story = {
  args: { dialog: addSigner, loading: true },
  play: busy('Add signer'),
};

export const AddSignerError: Story = {
  args: { dialog: addSigner, failure: problemMessages.CONFLICT },
  play: async () => {
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to invite signer',
    );
  },
};

export const AddSignerSuccess: Story = {
  args: { dialog: addSigner },
  play: async ({ args }) => {
    const body = within(dialog());
    await userEvent.type(body.getByLabelText(/E-mail/), 'max@example.ch');
    await userEvent.type(body.getByLabelText('First name'), 'Max');
    await userEvent.click(body.getByRole('button', { name: 'Add signer' }));
    await waitFor(() =>
      expect(args.onAction).toHaveBeenCalledWith({
        email: 'max@example.ch',
        firstName: 'Max',
        lastName: '',
        message: '',
      }),
    );
  },
};

const delegate = requestDialogs.document.delegate;

export const DelegateIdle: Story = {
  args: { dialog: delegate },
  play: ready('Delegate'),
};
export const DelegateLoading: Story = {
  args: { dialog: delegate, loading: true },
  play: busy('Delegate'),
};
export const DelegateError: Story = {
  args: { dialog: delegate, failure: problemMessages.INVALID_STATE },
  play: async () => {
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'This is not possible in the current state.',
    );
  },
};
export const DelegateSuccess: Story = {
  args: { dialog: delegate },
  play: async ({ args }) => {
    const body = within(dialog());
    await userEvent.type(body.getByLabelText(/E-mail/), 'deputy@example.ch');
    await userEvent.type(body.getByLabelText('Message (optional)'), 'Please sign for me.');
    await userEvent.click(body.getByRole('button', { name: 'Delegate' }));
    await waitFor(() =>
      expect(args.onAction).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'deputy@example.ch', message: 'Please sign for me.' }),
      ),
    );
  },
};

const removeSigner = requestDialogs.document['remove-signer'];
const removeProps = { name: 'Max Muster' };

export const RemoveSignerIdle: Story = {
  args: { dialog: removeSigner, props: removeProps },
  play: async () => {
    await expect(dialog()).toHaveTextContent('Max Muster will no longer be able to sign');
  },
};
export const RemoveSignerLoading: Story = {
  args: { dialog: removeSigner, props: removeProps, loading: true },
  play: busy('Remove'),
};
export const RemoveSignerError: Story = {
  args: { dialog: removeSigner, props: removeProps, failure: problemMessages.INVALID_STATE },
  play: async () => {
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to remove signer',
    );
  },
};
export const RemoveSignerSuccess: Story = {
  args: { dialog: removeSigner, props: removeProps },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

const withdraw = requestDialogs.document.withdraw;

export const WithdrawIdle: Story = {
  args: { dialog: withdraw },
  play: ready('Withdraw'),
};
export const WithdrawLoading: Story = {
  args: { dialog: withdraw, loading: true },
  play: busy('Withdraw'),
};
export const WithdrawError: Story = {
  args: { dialog: withdraw, failure: problemMessages.REQUEST_LOCKED },
  play: async () => {
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to withdraw request',
    );
  },
};
export const WithdrawSuccess: Story = {
  args: { dialog: withdraw },
  play: async ({ args }) => {
    const body = within(dialog());
    await userEvent.type(body.getByLabelText(/Message to the signers/), 'The offer has changed.');
    await userEvent.click(body.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onAction).toHaveBeenCalledWith({ message: 'The offer has changed.' });
  },
};

const deleteDocuments = requestDialogs.other['delete-documents'];
const deleteProps = { title: 'Consulting agreement Q1' };

export const DeleteDocumentsIdle: Story = {
  args: { dialog: deleteDocuments, props: deleteProps },
  play: async () => {
    await expect(dialog()).toHaveTextContent('“Consulting agreement Q1”');
  },
};
export const DeleteDocumentsLoading: Story = {
  args: { dialog: deleteDocuments, props: deleteProps, loading: true },
  play: busy('Delete'),
};
export const DeleteDocumentsError: Story = {
  args: { dialog: deleteDocuments, props: deleteProps, failure: problemMessages.INVALID_STATE },
  play: async () => {
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Failed to delete draft',
    );
  },
};
export const DeleteDocumentsSuccess: Story = {
  args: { dialog: deleteDocuments, props: deleteProps },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
