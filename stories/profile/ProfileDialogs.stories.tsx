import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { profileDialogs } from '../../src/features/profile/components/dialogs/registry';
import { Modal, type DialogContentProps } from '../../src/ui';
import { dark } from '../ui/story-helpers';

// "Leave business" as the dialog host shows it. Its action arrives with the businesses issue:
// until then the dialog explains and offers only Close, so it has no busy, refused or done
// state to show.

const LeaveBusiness = profileDialogs.profile['leave-business'];

function Host(props: DialogContentProps) {
  return (
    <Modal isOpen>
      <LeaveBusiness {...props} />
    </Modal>
  );
}

const meta = {
  title: 'Dialogs/Profile',
  component: Host,
  args: { props: {}, loading: false, failure: null, onAction: fn() },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeaveBusinessIdle: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Leave business' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText(/Ask an admin of your business/)).toBeVisible();
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).not.toContain('Leave business');
    await waitFor(() => expect(args.onAction).not.toHaveBeenCalled());
  },
};

export const LeaveBusinessDark: Story = { ...LeaveBusinessIdle, ...dark };
