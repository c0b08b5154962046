import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import { developerDialogs } from '../../src/features/developers/components/dialogs/registry';
import { Modal, type DialogContentProps, type DialogRegistry } from '../../src/ui';
import { clearAnnouncements } from '../live-announcer';
import { dark } from '../ui/story-helpers';

// The API user dialogs as the shell's dialog host shows them: creating (idle, a typo, a taken
// name, busy), the secret shown once (after creating and after a reset, copied), editing the
// description, and the reset and delete confirmations.

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

const dialogs = developerDialogs.business as DialogRegistry[string];
const SECRET = 'pk_9Hq2Lm4Nx6Rt8Vz0Bc3Df5Gh7Jk9Mn1PwYs4Tu6';

const meta = {
  title: 'Dialogs/API users',
  component: Host,
  args: {
    dialog: dialogs['create-api-user'],
    props: {},
    loading: false,
    failure: null,
    onAction: fn(),
  },
  parameters: { controls: { exclude: ['dialog'] } },
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const open = (name: string) => body().getByRole('dialog', { name });
const confirmation = (name: string) => body().getByRole('alertdialog', { name });

/** Username (spaces around it dropped) and description typed, then created. */
export const CreateIdle: Story = {
  play: async ({ args }) => {
    const dialog = within(open('Create an API user'));
    await userEvent.type(dialog.getByLabelText('Username'), ' api-erp-export ');
    await userEvent.type(dialog.getByLabelText('Description'), 'ERP export');
    const create = dialog.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    await userEvent.unhover(create);
    await expect(args.onAction).toHaveBeenCalledWith({
      username: 'api-erp-export',
      description: 'ERP export',
    });
  },
};

export const CreateDark: Story = {
  ...dark,
  play: async () => {
    await expect(open('Create an API user')).toBeVisible();
  },
};

/** Upper case and an underscore are named before anything is sent; so is a missing name. */
export const CreateInvalid: Story = {
  play: async ({ args }) => {
    const dialog = within(open('Create an API user'));
    const create = dialog.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    await expect(await dialog.findByText('Enter a username.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Username'), 'ERP_export');
    await userEvent.click(create);
    await userEvent.unhover(create);
    await expect(
      await dialog.findByText(/Use only lower-case letters, digits and hyphens/),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** The server's 409: said on the username field rather than as a general failure. */
export const CreateTaken: Story = {
  args: { failure: problemMessages.USERNAME_TAKEN },
  play: async () => {
    const dialog = within(open('Create an API user'));
    await expect(
      dialog.getByText('This username is taken. Please choose another one.'),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.queryByText('The API user was not created')).toBeNull();
  },
};

/** Another name typed after the 409: the field is no longer marked. */
export const CreateTakenRenamed: Story = {
  args: CreateTaken.args,
  play: async () => {
    const dialog = within(open('Create an API user'));
    await userEvent.type(dialog.getByLabelText('Username'), 'api-erp-export-2');
    await expect(dialog.queryByText(/This username is taken/)).toBeNull();
    await expect(dialog.getByLabelText('Username')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const CreateSending: Story = {
  args: { loading: true },
  play: async () => {
    await expect(
      within(open('Create an API user')).getByRole('button', { name: 'Create' }),
    ).toBeDisabled();
  },
};

/** Any other refusal stays in the dialog with its reason. */
export const CreateRefused: Story = {
  args: { failure: problemMessages.FORBIDDEN },
  play: async () => {
    const dialog = within(open('Create an API user'));
    await expect(dialog.getByText('The API user was not created')).toBeVisible();
    await expect(dialog.getByText('You are not allowed to do this.')).toBeVisible();
  },
};

/** The new secret: read-only, warned about, copied by its button, which says so. */
export const SecretCreated: Story = {
  args: {
    dialog: dialogs['api-user-secret'],
    props: { username: 'api-erp-export', secret: SECRET, reason: 'created' },
  },
  play: async () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const dialog = within(open('Secret of api-erp-export'));
    const field = dialog.getByLabelText('Secret');
    await expect(field).toHaveValue(SECRET);
    await expect(field).toHaveAttribute('readonly');
    await expect(dialog.getByText(/it will not be shown again/)).toBeVisible();
    const copy = dialog.getByRole('button', { name: 'Copy the secret' });
    await userEvent.click(copy);
    await userEvent.unhover(copy);
    await expect(writeText).toHaveBeenCalledWith(SECRET);
    await expect(await dialog.findByText('Copied.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeEnabled();
  },
};

export const SecretDark: Story = {
  ...dark,
  args: SecretCreated.args,
  play: async () => {
    await expect(open('Secret of api-erp-export')).toBeVisible();
  },
};

/** After a reset the text says the old secret is gone. */
export const SecretAfterReset: Story = {
  args: {
    dialog: dialogs['api-user-secret'],
    props: { username: 'api-erp-export', secret: SECRET, reason: 'reset' },
  },
  play: async () => {
    const dialog = within(open('Secret of api-erp-export'));
    await expect(dialog.getByText(/The old one no longer works/)).toBeVisible();
    await expect(dialog.getByLabelText('Secret')).toHaveValue(SECRET);
  },
};

/** The browser refused the clipboard: the user is told to copy it by hand. */
export const SecretCopyRefused: Story = {
  args: SecretCreated.args,
  play: async () => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const dialog = within(open('Secret of api-erp-export'));
    const copy = dialog.getByRole('button', { name: 'Copy the secret' });
    await userEvent.click(copy);
    await userEvent.unhover(copy);
    await expect(await dialog.findByText(/Copying did not work/)).toBeVisible();
  },
};

export const EditIdle: Story = {
  args: {
    dialog: dialogs['edit-api-user'],
    props: { username: 'api-erp-export', description: 'ERP export' },
  },
  play: async ({ args }) => {
    const dialog = within(open('Edit api-erp-export'));
    const field = dialog.getByLabelText('Description');
    await expect(field).toHaveValue('ERP export');
    await userEvent.type(field, ' (nightly)');
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.unhover(save);
    await expect(args.onAction).toHaveBeenCalledWith({ description: 'ERP export (nightly)' });
  },
};

export const EditRefused: Story = {
  args: { ...EditIdle.args, failure: problemMessages.NOT_FOUND },
  play: async () => {
    const dialog = within(open('Edit api-erp-export'));
    await expect(dialog.getByText('The description was not saved')).toBeVisible();
  },
};

export const Reset: Story = {
  args: { dialog: dialogs['reset-api-user'], props: { username: 'api-erp-export' } },
  play: async ({ args }) => {
    const dialog = within(confirmation('Reset the secret?'));
    await expect(dialog.getByText(/api-erp-export stops working at once/)).toBeVisible();
    const reset = dialog.getByRole('button', { name: 'Reset secret' });
    await userEvent.click(reset);
    await userEvent.unhover(reset);
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const ResetRefused: Story = {
  args: { ...Reset.args, failure: problemMessages.INTERNAL },
  play: async () => {
    await expect(
      within(confirmation('Reset the secret?')).getByText('The secret was not reset'),
    ).toBeVisible();
  },
};

export const Delete: Story = {
  args: { dialog: dialogs['delete-api-user'], props: { username: 'api-erp-export' } },
  play: async ({ args }) => {
    const dialog = within(confirmation('Delete the API user?'));
    await expect(dialog.getByText(/api-erp-export and its secret stop working/)).toBeVisible();
    const remove = dialog.getByRole('button', { name: 'Delete' });
    await userEvent.click(remove);
    await userEvent.unhover(remove);
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const DeleteDark: Story = {
  ...dark,
  args: Delete.args,
  play: async () => {
    await expect(confirmation('Delete the API user?')).toBeVisible();
  },
};
