import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import { memberDialogs } from '../../src/features/members/components/dialogs/registry';
import { Modal, type DialogContentProps, type DialogRegistry } from '../../src/ui';
import { dark } from '../ui/story-helpers';
import { clearAnnouncements } from '../live-announcer';

// The business dialogs of the members feature as the shell's dialog host shows them: idle,
// busy, refused by the server (the host keeps the dialog open with the problem) and confirmed.

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

const dialogs = memberDialogs.business as DialogRegistry[string];

const meta = {
  title: 'Dialogs/Business members',
  component: Host,
  args: {
    dialog: dialogs['add-member'],
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

/** Addresses typed in any separator, the role chosen by keyboard, then invited. */
export const AddMemberIdle: Story = {
  play: async ({ args }) => {
    const dialog = within(open('Add members'));
    const field = dialog.getByLabelText('E-mail addresses');
    await userEvent.type(field, 'Nora@acme.example, mo@acme.example');
    await userEvent.click(dialog.getByRole('radio', { name: 'Member' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: 'Admin' })).toBeChecked();
    const invite = dialog.getByRole('button', { name: 'Invite' });
    await userEvent.click(invite);
    await userEvent.unhover(invite);
    await expect(args.onAction).toHaveBeenCalledWith({
      emails: ['nora@acme.example', 'mo@acme.example'],
      role: 'admin',
    });
  },
};

export const AddMemberDark: Story = {
  ...dark,
  play: async () => {
    await expect(open('Add members')).toBeVisible();
  },
};

/** A typo is named before anything is sent. */
export const AddMemberInvalid: Story = {
  play: async ({ args }) => {
    const dialog = within(open('Add members'));
    await userEvent.type(dialog.getByLabelText('E-mail addresses'), 'nora@acme.example nora');
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(await dialog.findByText('Not an e-mail address: nora')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const AddMemberSending: Story = {
  args: { loading: true },
  play: async () => {
    await expect(
      within(open('Add members')).getByRole('button', { name: 'Invite' }),
    ).toBeDisabled();
  },
};

export const AddMemberSeatsTaken: Story = {
  args: { failure: problemMessages.SEAT_LIMIT_REACHED },
  play: async () => {
    const dialog = within(open('Add members'));
    await expect(dialog.getByText('The invitations were not sent')).toBeVisible();
    await expect(dialog.getByText('All seats are taken. Please add seats first.')).toBeVisible();
  },
};

export const AddMemberInAnotherBusiness: Story = {
  args: { failure: problemMessages.ALREADY_IN_A_BUSINESS },
  play: async () => {
    await expect(
      within(open('Add members')).getByText(/already belongs to another business/),
    ).toBeVisible();
  },
};

const people = [
  { id: 'u-mo', name: 'Mo Member', email: 'mo@acme.example' },
  { id: 'u-mia', name: 'Mia Muster', email: 'mia@acme.example' },
  { id: 'u-li', name: '', email: 'li@acme.example' },
];

/** Several chosen with the keyboard alone: Tab to each box, Space ticks it. */
export const RemoveMembersIdle: Story = {
  args: { dialog: dialogs['remove-members'], props: { people } },
  play: async ({ args }) => {
    const dialog = within(confirmation('Remove members'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await dialog.findByText('Choose at least one person.')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    dialog.getByRole('checkbox', { name: 'Mo Member (mo@acme.example)' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('checkbox', { name: 'li@acme.example' })).toHaveFocus();
    await userEvent.keyboard(' ');
    const confirm = dialog.getByRole('button', { name: 'Remove 2 people' });
    await userEvent.click(confirm);
    await userEvent.unhover(confirm);
    await expect(args.onAction).toHaveBeenCalledWith({ userIds: ['u-mo', 'u-li'] });
  },
};

export const RemoveMembersDark: Story = {
  args: { dialog: dialogs['remove-members'], props: { people } },
  ...dark,
  play: async () => {
    await expect(confirmation('Remove members')).toBeVisible();
  },
};

export const RemoveMembersRefused: Story = {
  args: {
    dialog: dialogs['remove-members'],
    props: { people },
    failure: problemMessages.LAST_ADMIN,
  },
  play: async () => {
    const dialog = within(confirmation('Remove members'));
    await expect(dialog.getByText('Nobody was removed')).toBeVisible();
    await expect(dialog.getByText('A business needs at least one admin.')).toBeVisible();
  },
};

/** A member of a business whose trial ended: explained, with leaving as the way out. */
export const LockedMemberTrial: Story = {
  args: {
    dialog: dialogs['business-locked-member'],
    props: { business: 'Acme AG', reason: 'trial' },
  },
  play: async ({ args }) => {
    const dialog = within(open('Your business is locked'));
    await expect(dialog.getByText(/The trial of Acme AG has ended/)).toBeVisible();
    const leave = dialog.getByRole('button', { name: 'Leave the business' });
    await userEvent.click(leave);
    await userEvent.unhover(leave);
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const LockedMemberBlocked: Story = {
  args: {
    dialog: dialogs['business-locked-member'],
    props: { business: 'Acme AG', reason: 'blocked' },
  },
  ...dark,
  play: async () => {
    await expect(
      within(open('Your business is locked')).getByText(/Acme AG is locked/),
    ).toBeVisible();
  },
};

const invitation = {
  businessId: 'biz_4Tq9LmZx2Wc7Rp1K',
  businessName: 'Acme AG',
  role: 'member',
  invitedBy: 'Alex Admin',
  invitedAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
};

/** The invited user: join, decline, or decide on a later sign-in. */
export const InvitationIdle: Story = {
  args: { dialog: dialogs['business-invitation'], props: { invitation } },
  play: async ({ args }) => {
    const dialog = within(open('Join Acme AG?'));
    await expect(dialog.getByText(/Alex Admin invited you to Acme AG as a member/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Join' }));
    await expect(args.onAction).toHaveBeenCalledWith('accept');
    const decline = dialog.getByRole('button', { name: 'Decline' });
    await userEvent.click(decline);
    await userEvent.unhover(decline);
    await expect(args.onAction).toHaveBeenLastCalledWith('decline');
  },
};

export const InvitationDark: Story = {
  args: {
    dialog: dialogs['business-invitation'],
    props: { invitation: { ...invitation, role: 'admin', invitedBy: undefined } },
  },
  ...dark,
  play: async () => {
    await expect(
      within(open('Join Acme AG?')).getByText(/You are invited to Acme AG as an admin/),
    ).toBeVisible();
  },
};

export const InvitationRefused: Story = {
  args: {
    dialog: dialogs['business-invitation'],
    props: { invitation },
    failure: problemMessages.SEAT_LIMIT_REACHED,
  },
  play: async () => {
    const dialog = within(open('Join Acme AG?'));
    await expect(dialog.getByText('The invitation could not be answered')).toBeVisible();
  },
};

/** A domain that is no domain is named before anything is sent. */
export const AddDomainIdle: Story = {
  args: { dialog: dialogs['add-domain'] },
  play: async ({ args }) => {
    const dialog = within(open('Add a domain'));
    const field = dialog.getByLabelText('Domain');
    await userEvent.type(field, 'acme');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(
      await dialog.findByText('Enter a domain name such as acme.example.'),
    ).toBeVisible();
    await userEvent.type(field, '.EXAMPLE');
    const add = dialog.getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    await userEvent.unhover(add);
    await expect(args.onAction).toHaveBeenCalledWith({ domain: 'acme.example' });
  },
};

export const AddDomainNotVerified: Story = {
  args: { dialog: dialogs['add-domain'], failure: problemMessages.DOMAIN_NOT_VERIFIED },
  play: async () => {
    const dialog = within(open('Add a domain'));
    await expect(dialog.getByText('The domain was not added')).toBeVisible();
    await expect(dialog.getByText(/does not carry the verification record yet/)).toBeVisible();
  },
};

export const AddDomainTaken: Story = {
  args: { dialog: dialogs['add-domain'], failure: problemMessages.DOMAIN_TAKEN },
  ...dark,
  play: async () => {
    await expect(
      within(open('Add a domain')).getByText('This domain already belongs to another business.'),
    ).toBeVisible();
  },
};

export const RemoveDomain: Story = {
  args: { dialog: dialogs['remove-domain'], props: { domain: 'acme.example' } },
  play: async ({ args }) => {
    const dialog = within(confirmation('Remove the domain'));
    await expect(dialog.getByText(/People with an address at acme.example/)).toBeVisible();
    const remove = dialog.getByRole('button', { name: 'Remove' });
    await userEvent.click(remove);
    await userEvent.unhover(remove);
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

const ssoProps = { domains: ['acme.example', 'acme.ch'] };
const ssoCurrent = {
  domain: 'acme.example',
  issuer: 'https://login.acme.example',
  clientId: 'paraph',
  sandbox: false,
};

/** Setting up single sign-on, the domain chosen by keyboard; the secret is sent as typed. */
export const SetUpSsoIdle: Story = {
  args: { dialog: dialogs['set-sso'], props: ssoProps },
  play: async ({ args }) => {
    const dialog = within(open('Set up single sign-on'));
    dialog.getByRole('button', { name: /Domain/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = within(await body().findByRole('listbox'));
    await userEvent.click(listbox.getByRole('option', { name: 'acme.ch' }));
    await userEvent.type(dialog.getByLabelText('Issuer URL'), 'https://login.acme.ch');
    await userEvent.type(dialog.getByLabelText('Client ID'), 'paraph');
    await userEvent.type(dialog.getByLabelText('Client secret'), 's3cr3t');
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.unhover(save);
    await expect(args.onAction).toHaveBeenCalledWith({
      domain: 'acme.ch',
      issuer: 'https://login.acme.ch',
      clientId: 'paraph',
      clientSecret: 's3cr3t',
    });
  },
};

/** Nothing chosen, an http issuer: each field says what is wrong and nothing is sent. */
export const SetUpSsoInvalid: Story = {
  args: { dialog: dialogs['set-sso'], props: ssoProps },
  play: async ({ args }) => {
    const dialog = within(open('Set up single sign-on'));
    await userEvent.type(dialog.getByLabelText('Issuer URL'), 'http://login.acme.example');
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.unhover(save);
    await expect(await dialog.findByText('Choose a domain.')).toBeVisible();
    await expect(dialog.getByText(/starting with https:\/\//)).toBeVisible();
    await expect(dialog.getByText(/Enter the client ID/)).toBeVisible();
    await expect(dialog.getByText(/Enter the client secret/)).toBeVisible();
    await expect(dialog.getByLabelText('Issuer URL')).toHaveValue('http://login.acme.example');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** The server refuses the domain: the problem shows in the dialog, the fields keep their text. */
export const SetUpSsoRefused: Story = {
  args: {
    dialog: dialogs['set-sso'],
    props: { ...ssoProps, current: ssoCurrent },
    failure: problemMessages.DOMAIN_NOT_VERIFIED,
  },
  play: async () => {
    const dialog = within(open('Change single sign-on'));
    await expect(dialog.getByText('Single sign-on was not saved')).toBeVisible();
    await expect(dialog.getByText(/does not carry the verification record/)).toBeVisible();
    await expect(dialog.getByLabelText('Issuer URL')).toHaveValue(ssoCurrent.issuer);
  },
};

/** Changing: what is known is filled in; the secret is never shown, so it is typed again. */
export const ChangeSso: Story = {
  args: { dialog: dialogs['set-sso'], props: { ...ssoProps, current: ssoCurrent } },
  ...dark,
  play: async ({ args }) => {
    const dialog = within(open('Change single sign-on'));
    await expect(dialog.getByLabelText('Client ID')).toHaveValue('paraph');
    await expect(dialog.getByLabelText('Client secret')).toHaveValue('');
    await expect(dialog.getByText(/Type the secret again/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Client secret'), 'n3w');
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await userEvent.unhover(save);
    await expect(args.onAction).toHaveBeenCalledWith({
      domain: 'acme.example',
      issuer: ssoCurrent.issuer,
      clientId: 'paraph',
      clientSecret: 'n3w',
    });
  },
};

export const RemoveSso: Story = {
  args: { dialog: dialogs['remove-sso'], props: { domain: 'acme.example' } },
  play: async ({ args }) => {
    const dialog = within(confirmation('Remove single sign-on'));
    await expect(dialog.getByText(/acme.example sign in with a password again/)).toBeVisible();
    const remove = dialog.getByRole('button', { name: 'Remove' });
    await userEvent.click(remove);
    await userEvent.unhover(remove);
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

const costCenter = { name: 'Mo Member', costCenter: 'Legal' };

/** The member's cost centre, changed; an emptied field clears it. */
export const CostCenterIdle: Story = {
  args: { dialog: dialogs['edit-cost-center'], props: costCenter },
  play: async ({ args }) => {
    const dialog = within(open('Edit cost centre'));
    await expect(dialog.getByText(/Requests Mo Member sends from now on/)).toBeVisible();
    const field = dialog.getByLabelText(/^Cost centre/);
    await expect(field).toHaveValue('Legal');
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith({ costCenter: null });
  },
};

export const CostCenterDark: Story = {
  args: { dialog: dialogs['edit-cost-center'], props: costCenter },
  ...dark,
  play: async () => {
    await expect(open('Edit cost centre')).toBeVisible();
  },
};

export const CostCenterSaving: Story = {
  args: { dialog: dialogs['edit-cost-center'], props: costCenter, loading: true },
  play: async () => {
    await expect(
      within(open('Edit cost centre')).getByRole('button', { name: 'Save' }),
    ).toBeDisabled();
  },
};

/** The member left meanwhile: the reason in the dialog, the text kept. */
export const CostCenterRefused: Story = {
  args: {
    dialog: dialogs['edit-cost-center'],
    props: costCenter,
    failure: problemMessages.NOT_FOUND,
  },
  play: async () => {
    const dialog = within(open('Edit cost centre'));
    await expect(dialog.getByText('The cost centre was not saved')).toBeVisible();
    await expect(dialog.getByLabelText(/^Cost centre/)).toHaveValue('Legal');
  },
};
