import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import { sealDialogs } from '../../src/features/seals/components/dialogs/registry';
import { Modal, type DialogContentProps, type DialogRegistry } from '../../src/ui';
import { clearAnnouncements } from '../live-announcer';
import { dark } from '../ui/story-helpers';

// The seal page's dialogs as the shell's dialog host shows them: idle, invalid (nothing sent),
// and refused by the server (the host keeps the dialog open with the problem, the input kept).

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

const dialogs = sealDialogs.business as DialogRegistry[string];

const meta = {
  title: 'Dialogs/Seals',
  component: Host,
  args: {
    dialog: dialogs['rename-seal'],
    props: { displayName: 'Acme AG' },
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

/** The current name is there to edit; the new one is sent without surrounding spaces. */
export const RenameIdle: Story = {
  play: async ({ args }) => {
    const dialog = within(open('Rename the seal'));
    const field = dialog.getByLabelText('Display name');
    await expect(field).toHaveValue('Acme AG');
    await userEvent.clear(field);
    await userEvent.type(field, '  Acme AG invoices {Enter}');
    await expect(args.onAction).toHaveBeenCalledWith({ displayName: 'Acme AG invoices' });
  },
};

export const RenameDark: Story = {
  ...dark,
  play: async () => {
    await expect(open('Rename the seal')).toBeVisible();
  },
};

/** An empty name is named before anything is sent. */
export const RenameInvalid: Story = {
  play: async ({ args }) => {
    const dialog = within(open('Rename the seal'));
    await userEvent.clear(dialog.getByLabelText('Display name'));
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.unhover(save);
    await expect(await dialog.findByText('Enter a name for the seal.')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Refused by the server: the reason in the dialog, the name as typed. */
export const RenameRefused: Story = {
  args: { props: { displayName: 'Acme AG invoices' }, failure: problemMessages.FORBIDDEN },
  play: async () => {
    const dialog = within(open('Rename the seal'));
    await expect(dialog.getByText('The seal was not renamed.')).toBeVisible();
    await expect(dialog.getByLabelText('Display name')).toHaveValue('Acme AG invoices');
  },
};

export const RemoveImageIdle: Story = {
  args: { dialog: dialogs['remove-seal-image'], props: {} },
  play: async ({ args }) => {
    const dialog = within(confirmation('Remove the seal’s image?'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const RemoveImageRefused: Story = {
  args: {
    dialog: dialogs['remove-seal-image'],
    props: {},
    failure: problemMessages.INTERNAL,
  },
  play: async () => {
    const dialog = within(confirmation('Remove the seal’s image?'));
    await expect(dialog.getByText('The image was not removed.')).toBeVisible();
  },
};

const people = [
  { id: 'u-mia', name: 'Mia Muster', email: 'mia@acme.example' },
  { id: 'u-nora', name: 'nora@acme.example', email: 'nora@acme.example' },
];

/** The members not on the seal yet, ticked by keyboard, then added. */
export const AddMembersIdle: Story = {
  args: { dialog: dialogs['add-seal-members'], props: { people } },
  play: async ({ args }) => {
    const dialog = within(open('Add members to the seal'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Mia Muster (mia@acme.example)' }));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: 'nora@acme.example' })).toBeChecked();
    const add = dialog.getByRole('button', { name: 'Add 2 members' });
    await userEvent.click(add);
    await userEvent.unhover(add);
    await expect(args.onAction).toHaveBeenCalledWith({ userIds: ['u-mia', 'u-nora'] });
  },
};

export const AddMembersDark: Story = {
  ...dark,
  args: { dialog: dialogs['add-seal-members'], props: { people } },
  play: async () => {
    await expect(open('Add members to the seal')).toBeVisible();
  },
};

/** Nobody chosen: said in the dialog, nothing sent. */
export const AddMembersInvalid: Story = {
  args: { dialog: dialogs['add-seal-members'], props: { people } },
  play: async ({ args }) => {
    const dialog = within(open('Add members to the seal'));
    const add = dialog.getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    await userEvent.unhover(add);
    await expect(await dialog.findByText('Choose at least one member.')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Someone left the business meanwhile: NOT_A_BUSINESS_MEMBER in the dialog. */
export const AddMembersRefused: Story = {
  args: {
    dialog: dialogs['add-seal-members'],
    props: { people },
    failure: problemMessages.NOT_A_BUSINESS_MEMBER,
  },
  play: async () => {
    const dialog = within(open('Add members to the seal'));
    await expect(dialog.getByText('The members were not added.')).toBeVisible();
    await expect(
      dialog.getByText(/Only members of the business can be allowed to use its seal/),
    ).toBeVisible();
  },
};

/** Every member is on the seal already: the dialog says so and offers no list. */
export const AddMembersNobodyLeft: Story = {
  args: { dialog: dialogs['add-seal-members'], props: { people: [] } },
  play: async () => {
    const dialog = within(open('Add members to the seal'));
    await expect(
      dialog.getByText('Every member of the business may already apply the seal.'),
    ).toBeVisible();
    await expect(dialog.queryByRole('checkbox')).toBeNull();
  },
};
