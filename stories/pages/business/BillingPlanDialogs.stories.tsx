import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { problemMessages } from '../../../src/api/problem';
import { billingPlanDialogs } from '../../../src/features/billing/plan-page/dialogs/registry';
import { Modal, type DialogContentProps, type DialogRegistry } from '../../../src/ui';
import { clearAnnouncements } from '../../live-announcer';
import { dark } from '../../ui/story-helpers';

// The billing page's dialogs as the dialog host shows them: "cancel subscription" (with the
// period's end, a refusal) and "remove seats" (checked against seats taken and the plan's
// minimum, then sent).

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

const dialogs = billingPlanDialogs.business as DialogRegistry[string];
const seats = { total: 8, used: 5, minimum: 3 };

const meta = {
  title: 'Dialogs/Plan and billing',
  component: Host,
  args: {
    dialog: dialogs['cancel-subscription'],
    props: { endsAt: '2026-12-10T09:00:00.000Z' },
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
const alert = (name: string) => within(body().getByRole('alertdialog', { name }));

/** Says until when the plan stays; the danger button cancels. */
export const CancelSubscription: Story = {
  play: async ({ args }) => {
    const cancel = alert('Cancel subscription?');
    await expect(cancel.getByText(/Your plan stays until 10 December 2026/)).toBeVisible();
    const confirm = cancel.getByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(confirm);
    await userEvent.unhover(confirm);
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const CancelSubscriptionDark: Story = {
  ...dark,
  play: async () => {
    await expect(body().getByRole('alertdialog', { name: 'Cancel subscription?' })).toBeVisible();
  },
};

/** A refusal stays in the dialog with its reason. */
export const CancelSubscriptionFailed: Story = {
  args: { failure: problemMessages.NO_SUBSCRIPTION },
  play: async () => {
    await expect(
      alert('Cancel subscription?').getByText('The subscription could not be cancelled.'),
    ).toBeVisible();
  },
};

/** Fewer than the seats taken, or than the plan's minimum, is said before anything is sent. */
export const RemoveSeatsValidation: Story = {
  args: { dialog: dialogs['remove-seats'], props: { seats } },
  play: async ({ args }) => {
    const remove = alert('Remove seats');
    await expect(remove.getByText(/Nothing is refunded/)).toBeVisible();
    const field = remove.getByRole('textbox', { name: 'Seats in total' });
    await expect(field).toHaveValue('7');
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    const confirm = remove.getByRole('button', { name: 'Remove seats' });
    await userEvent.click(confirm);
    await expect(
      await remove.findByText('5 seats are taken. Remove members or invitations first.'),
    ).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '8');
    await userEvent.click(confirm);
    await expect(await remove.findByText('Enter fewer than 8 seats.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '6');
    await userEvent.click(confirm);
    await userEvent.unhover(confirm);
    await expect(args.onAction).toHaveBeenCalledWith({ seats: 6 });
  },
};

/** The plan's minimum counts even when fewer seats are taken. */
export const RemoveSeatsBelowMinimum: Story = {
  args: { dialog: dialogs['remove-seats'], props: { seats: { total: 6, used: 1, minimum: 3 } } },
  play: async ({ args }) => {
    const remove = alert('Remove seats');
    const field = remove.getByRole('textbox', { name: 'Seats in total' });
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    await userEvent.click(remove.getByRole('button', { name: 'Remove seats' }));
    await expect(await remove.findByText('This plan needs at least 3 seats.')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
