import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouterState } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hostSources } from '../../src/dialogs';
import { BillingNotices } from '../../src/features/billing';
import { ShellHosts } from '../../src/features/shell';
import { shell } from '../../src/ui';
import { loaded, problem } from '../business/fixtures';
import { clearAnnouncements } from '../live-announcer';
import { withRouter } from '../pages/shell/with-router';
import { acme, subscription, subscriptionIs, user, userIs } from './fixtures';

// The billing notices as the signed-in shell shows them: the user (and for a fair-flat admin
// the subscription) from the API, the dialog through the shell's host, each answer followed
// (the page it opens is shown as the current address; the acceptance sent to the API).

/** Where the router is now: the story's stand-in for the page an answer opens. */
function Address() {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <p>
      Address: <code data-testid="address">{href}</code>
    </p>
  );
}

/** Every acceptance the stories' API received, newest last. */
const accepted: unknown[] = [];
const acceptOk = http.post('*/v1/user/accept', async ({ request }) => {
  accepted.push(await request.json());
  return new HttpResponse(null, { status: 204 });
});
const acceptRefused = problem('post', '/v1/user/accept', 409, 'CONFLICT');
let subscriptionReads = 0;
const countedSubscription = http.get('*/v2/businesses/:id/subscriptions', () => {
  subscriptionReads += 1;
  return HttpResponse.json(subscription('team'));
});

const meta = {
  title: 'Shell/Billing notices',
  component: BillingNotices,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Address />
        <Story />
        {/* The dialog host and the snackbars, as the app's root renders them. */}
        <ShellHosts sources={hostSources} />
      </main>
    ),
    withRouter,
  ],
  args: { enabled: true, termsUrl: 'https://paraph.example/terms' },
  beforeEach: () => {
    // Each story starts as a new browser session: nothing shown yet.
    window.sessionStorage.removeItem('paraph.billingNotices');
    accepted.length = 0;
    subscriptionReads = 0;
    shell.closeDialog();
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof BillingNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialogNamed = (name: string) => body().findByRole('dialog', { name }, loaded);
const address = () => body().getByTestId('address');
const noDialog = () => waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
/** Long enough for a notice that would (wrongly) come to open. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

/** An admin of a business whose subscription ended chooses a plan again. */
export const DowngradedAdminChoosesPlan: Story = {
  parameters: { msw: { handlers: [userIs(user(acme('admin', 'CANCELED')))] } },
  play: async () => {
    const dialog = await dialogNamed('Acme AG has no plan any more');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose a plan' }));
    await waitFor(() => expect(address()).toHaveTextContent('/business/upgrade'));
    await noDialog();
  },
};

/** A member continues as a free user, and accepts the free plan's terms next. */
export const DowngradedMemberAcceptsTerms: Story = {
  parameters: { msw: { handlers: [userIs(user(acme('member', 'CANCELED'))), acceptOk] } },
  play: async () => {
    const downgraded = await dialogNamed('Acme AG has no plan any more');
    await expect(within(downgraded).queryByRole('button', { name: 'Choose a plan' })).toBeNull();
    await userEvent.click(within(downgraded).getByRole('button', { name: 'Continue' }));
    const terms = await dialogNamed('Accept the terms of the free plan');
    await userEvent.click(within(terms).getByRole('button', { name: 'Accept the terms' }));
    await noDialog();
    await expect(accepted).toEqual([{ gtc: true }]);
    await expect(address()).toHaveTextContent('/dashboard');
  },
};

/** The acceptance fails: the spec's snackbar, and the dialog stays to try again. */
export const AcceptTermsFails: Story = {
  parameters: { msw: { handlers: [userIs(user(acme('member', 'CANCELED'))), acceptRefused] } },
  play: async () => {
    const downgraded = await dialogNamed('Acme AG has no plan any more');
    await userEvent.click(within(downgraded).getByRole('button', { name: 'Continue' }));
    const terms = await dialogNamed('Accept the terms of the free plan');
    const accept = within(terms).getByRole('button', { name: 'Accept the terms' });
    await userEvent.click(accept);
    await expect(
      await body().findByText('Something went wrong. Please contact support.'),
    ).toBeVisible();
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.unhover(accept);
    await expect(body().getByRole('dialog', { name: 'Accept the terms of the free plan' })).toBe(
      terms,
    );
  },
};

/** Someone who accepted the terms before just continues. */
export const DowngradedTermsAlreadyAccepted: Story = {
  parameters: {
    msw: {
      handlers: [
        userIs(user(acme('member', 'CANCELED'), { accepted_gtc: ['2025-03-01T08:00:00.000Z'] })),
        acceptOk,
      ],
    },
  },
  play: async () => {
    const downgraded = await dialogNamed('Acme AG has no plan any more');
    await userEvent.click(within(downgraded).getByRole('button', { name: 'Continue' }));
    await noDialog();
    await settle();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(accepted).toEqual([]);
  },
};

const legacyFreeUser = user(null, { free_account_type: ['free_legacy'] });

/** A legacy free user accepts the current free plan's terms. */
export const FreeMigrationAccepted: Story = {
  parameters: { msw: { handlers: [userIs(legacyFreeUser), acceptOk] } },
  play: async () => {
    const dialog = await dialogNamed('Your free plan is changing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept the terms' }));
    await noDialog();
    await expect(accepted).toEqual([{ gtc: true }]);
  },
};

/** The same acceptance failing: the snackbar, and the dialog stays. */
export const FreeMigrationAcceptFails: Story = {
  parameters: { msw: { handlers: [userIs(legacyFreeUser), acceptRefused] } },
  play: async () => {
    const dialog = await dialogNamed('Your free plan is changing');
    const accept = within(dialog).getByRole('button', { name: 'Accept the terms' });
    await userEvent.click(accept);
    await expect(
      await body().findByText('Something went wrong. Please contact support.'),
    ).toBeVisible();
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.unhover(accept);
  },
};

/** …or looks at the paid plans instead. */
export const FreeMigrationSeesPlans: Story = {
  parameters: { msw: { handlers: [userIs(legacyFreeUser)] } },
  play: async () => {
    const dialog = await dialogNamed('Your free plan is changing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'See the plans' }));
    await waitFor(() => expect(address()).toHaveTextContent('/upgrade'));
    await noDialog();
  },
};

const fairFlatAdmin = [
  userIs(user(acme('admin', 'fair_flat'))),
  subscriptionIs(subscription('fair_flat')),
];

/** A fair-flat admin sees the team plan's price for the same cycle and seats. */
export const FairFlatSeesPrice: Story = {
  parameters: { msw: { handlers: fairFlatAdmin } },
  play: async () => {
    const dialog = await dialogNamed('Your plan is being retired');
    await expect(within(dialog).getByText(/Team plan with 7 seats/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'See the price' }));
    await waitFor(() =>
      expect(address()).toHaveTextContent('/business/upgrade?plan=team&cycle=yearly&seats=7'),
    );
    await noDialog();
  },
};

/** "Later": put off for the rest of the session. */
export const FairFlatLater: Story = {
  parameters: { msw: { handlers: fairFlatAdmin } },
  play: async () => {
    const dialog = await dialogNamed('Your plan is being retired');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await noDialog();
    await settle();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(address()).toHaveTextContent('/dashboard');
  },
};

/** An admin on a running plan: nothing to tell, and the subscription is not even read. */
export const NothingToTell: Story = {
  parameters: { msw: { handlers: [userIs(user(acme('admin', 'team'))), countedSubscription] } },
  play: async () => {
    await settle();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(subscriptionReads).toBe(0);
  },
};

/** Off for visitors and on guest and direct-sign pages. */
export const OffOnGuestPages: Story = {
  args: { enabled: false },
  parameters: { msw: { handlers: [userIs(legacyFreeUser)] } },
  play: async () => {
    await settle();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
