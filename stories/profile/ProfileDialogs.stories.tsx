import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { problemMessages } from '../../src/api/problem';
import { profileDialogs } from '../../src/features/profile/components/dialogs/registry';
import { Modal, type DialogContentProps } from '../../src/ui';
import { dark } from '../ui/story-helpers';

// "Leave business" as the dialog host shows it: for a member and for an admin, busy while
// DELETE /v1/user/business runs, and refused with LAST_ADMIN (the only admin).

const LeaveBusiness = profileDialogs.profile['leave-business'];

function Host(props: DialogContentProps<{ role: 'admin' | 'member' }>) {
  return (
    <Modal isOpen>
      <LeaveBusiness {...props} />
    </Modal>
  );
}

const meta = {
  title: 'Dialogs/Profile',
  component: Host,
  args: { props: { role: 'member' }, loading: false, failure: null, onAction: fn() },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('alertdialog', { name: 'Leave business' });

/** A member: what leaving means; confirming runs the action. */
export const LeaveBusinessIdle: Story = {
  play: async ({ args }) => {
    await expect(dialog()).toBeVisible();
    await expect(within(dialog()).getByText(/Afterwards you are a free user/)).toBeVisible();
    await expect(within(dialog()).queryByText(/only admin/)).toBeNull();
    const confirm = within(dialog()).getByRole('button', { name: 'Leave business' });
    await userEvent.click(confirm);
    await expect(args.onAction).toHaveBeenCalledOnce();
    await userEvent.unhover(confirm);
    confirm.blur();
  },
};

export const LeaveBusinessDark: Story = { ...LeaveBusinessIdle, ...dark };

/** An admin is told up front that the only admin must hand over first. */
export const LeaveBusinessAdmin: Story = {
  args: { props: { role: 'admin' } },
  play: async () => {
    await expect(within(dialog()).getByText(/If you are the only admin/)).toBeVisible();
  },
};

export const LeaveBusinessLeaving: Story = {
  args: { loading: true },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Leave business' })).toBeDisabled();
  },
};

/** The only admin: the server's LAST_ADMIN in the dialog, which stays open. */
export const LeaveBusinessLastAdmin: Story = {
  args: { props: { role: 'admin' }, failure: problemMessages.LAST_ADMIN },
  play: async () => {
    await expect(within(dialog()).getByText('You are still in the business')).toBeVisible();
    await expect(within(dialog()).getByText('A business needs at least one admin.')).toBeVisible();
  },
};
