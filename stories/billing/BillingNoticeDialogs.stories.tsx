import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { billingNoticeDialogs } from '../../src/features/billing/notices/dialogs/registry';
import { Modal, type DialogContentProps, type DialogRegistry } from '../../src/ui';
import { dark } from '../ui/story-helpers';
import { clearAnnouncements } from '../live-announcer';

// The billing notices' dialogs as the shell's dialog host shows them: what each says, the
// answers it hands its opener, and busy while the opener works. The opener's part (the
// accept call, its failure snackbar, where each answer leads) is in "Shell/Billing notices".

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

const { business, other } = billingNoticeDialogs as unknown as Record<
  'business' | 'other',
  DialogRegistry[string]
>;
const termsUrl = 'https://paraph.example/terms';

const meta = {
  title: 'Dialogs/Billing notices',
  component: Host,
  args: {
    dialog: business['business-downgraded'],
    props: { business: 'Acme AG', admin: true },
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
const open = (name: string) => within(body().getByRole('dialog', { name }));
/** A twin's play: the dialog is up. */
const shows = (name: string) => async () => {
  await expect(body().getByRole('dialog', { name })).toBeVisible();
};

/** An admin: choose a plan again, or continue as a free user. */
export const BusinessDowngradedAdmin: Story = {
  play: async ({ args }) => {
    const dialog = open('Acme AG has no plan any more');
    await expect(dialog.getByText(/The subscription of Acme AG has ended/)).toBeVisible();
    await expect(dialog.getByText(/Choose a plan to give your team/)).toBeVisible();
    const choose = dialog.getByRole('button', { name: 'Choose a plan' });
    await userEvent.click(choose);
    await userEvent.unhover(choose);
    await expect(args.onAction).toHaveBeenCalledWith('choose-plan');
    // The keyboard reaches Continue next.
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('continue');
  },
};

export const BusinessDowngradedAdminDark: Story = {
  ...dark,
  play: shows('Acme AG has no plan any more'),
};

/** A member: only Continue (choosing a plan is the admins'). */
export const BusinessDowngradedMember: Story = {
  args: { props: { business: 'Acme AG', admin: false } },
  play: async ({ args }) => {
    const dialog = open('Acme AG has no plan any more');
    await expect(dialog.queryByRole('button', { name: 'Choose a plan' })).toBeNull();
    await expect(dialog.queryByText(/Choose a plan to give your team/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(args.onAction).toHaveBeenCalledWith('continue');
  },
};

/** The free plan's terms, with a way to read them first. */
export const AcceptTerms: Story = {
  args: { dialog: other['accept-terms'], props: { termsUrl } },
  play: async ({ args }) => {
    const dialog = open('Accept the terms of the free plan');
    const link = dialog.getByRole('link', { name: /Read the general terms/ });
    await expect(link).toHaveAttribute('href', termsUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    const accept = dialog.getByRole('button', { name: 'Accept the terms' });
    await userEvent.click(accept);
    await userEvent.unhover(accept);
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(dialog.getByRole('button', { name: 'Later' })).toBeEnabled();
  },
};

export const AcceptTermsDark: Story = {
  ...AcceptTerms,
  ...dark,
  play: shows('Accept the terms of the free plan'),
};

/** While the acceptance is sent: both buttons wait. */
export const AcceptTermsSending: Story = {
  args: { dialog: other['accept-terms'], props: { termsUrl }, loading: true },
  play: async () => {
    const dialog = open('Accept the terms of the free plan');
    await expect(dialog.getByRole('button', { name: 'Accept the terms' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Later' })).toBeDisabled();
  },
};

/** A legacy free plan ends: accept the current free terms, or look at the paid plans. */
export const FreeMigration: Story = {
  args: { dialog: other['free-migration'], props: { termsUrl } },
  play: async ({ args }) => {
    const dialog = open('Your free plan is changing');
    await expect(dialog.getByText(/no longer offered/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Read the general terms/ })).toHaveAttribute(
      'href',
      termsUrl,
    );
    const plans = dialog.getByRole('button', { name: 'See the plans' });
    await userEvent.click(plans);
    await userEvent.click(dialog.getByRole('button', { name: 'Accept the terms' }));
    await userEvent.unhover(plans);
    await expect(args.onAction).toHaveBeenNthCalledWith(1, 'upgrade');
    await expect(args.onAction).toHaveBeenNthCalledWith(2, 'accept');
  },
};

export const FreeMigrationDark: Story = {
  ...FreeMigration,
  ...dark,
  play: shows('Your free plan is changing'),
};

/** A retired fair-flat plan: the team plan for the same seats, or later. */
export const FairFlatMigration: Story = {
  args: { dialog: other['fair-flat-migration'], props: { business: 'Acme AG', seats: 7 } },
  play: async ({ args }) => {
    const dialog = open('Your plan is being retired');
    await expect(dialog.getByText(/Acme AG is on the Fair Flat plan/)).toBeVisible();
    await expect(dialog.getByText(/the Team plan with 7 seats costs/)).toBeVisible();
    const price = dialog.getByRole('button', { name: 'See the price' });
    await userEvent.click(price);
    await userEvent.unhover(price);
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** The subscription could not be read: the price of the team plan without a seat count. */
export const FairFlatMigrationSeatsUnknown: Story = {
  args: { dialog: other['fair-flat-migration'], props: { business: 'Acme AG', seats: null } },
  play: async () => {
    await expect(
      open('Your plan is being retired').getByText('See what the Team plan costs your business.'),
    ).toBeVisible();
  },
};

export const FairFlatMigrationDark: Story = {
  ...FairFlatMigration,
  ...dark,
  play: shows('Your plan is being retired'),
};
