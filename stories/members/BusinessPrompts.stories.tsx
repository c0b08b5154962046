import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../openapi/schema.gen';
import { hostSources } from '../../src/dialogs';
import { BusinessPrompts } from '../../src/features/members';
import { loaded } from '../business/fixtures';
import { ShellHosts } from '../../src/features/shell';
import { shell } from '../../src/ui';
import { clearAnnouncements } from '../live-announcer';

// What the signed-in shell asks or tells about businesses, wired as in the app: the user and
// their invitations from the API, the dialog through the shell's host, the answer sent back.

type User = components['schemas']['User'];
type UserBusiness = components['schemas']['UserBusiness'];

const user = (business: UserBusiness | null, attributes: User['attributes'] = {}): User => ({
  id: 'u-nora',
  email: 'nora@acme.example',
  emailVerified: true,
  firstName: 'Nora',
  lastName: 'Neu',
  hasSso: false,
  permissions: {
    visualSignatures: {
      claim: { canUpdate: true, defaultValue: true },
      date: { canUpdate: true, defaultValue: true },
      std: { canUpdate: true, defaultValue: true },
    },
  },
  groupInfo: { groupVersions: {}, groups: [] },
  disabledQualities: [],
  signatureQualities: {},
  highestQuality: 'ses',
  signatures: [],
  business,
  attributes: { lang: ['en-gb'], ...attributes },
});

const lockedBusiness: UserBusiness = {
  id: 'biz_4Tq9LmZx2Wc7Rp1K',
  name: 'Acme AG',
  role: 'member',
  paymentMethod: 'BLOCKED',
  trialEndsAt: null,
  pricePlan: { name: 'team', startAt: '2026-01-01T00:00:00.000Z' },
  deletionScheduledAt: null,
  userPilotEnabled: false,
  part11Enabled: false,
};

const invitation = {
  businessId: 'biz_4Tq9LmZx2Wc7Rp1K',
  businessName: 'Acme AG',
  role: 'member',
  invitedBy: 'Alex Admin',
  invitedAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-04T09:00:00.000Z',
};

const userIs = (answer: User) => http.get('*/v1/user', () => HttpResponse.json(answer));
const invitationsAre = (invitations: unknown[]) =>
  http.get('*/v1/user/invitations', () => HttpResponse.json({ invitations }));

const meta = {
  title: 'Shell/Business prompts',
  component: BusinessPrompts,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
        {/* The dialog host and the snackbars, as the app's root renders them. */}
        <ShellHosts sources={hostSources} />
      </main>
    ),
  ],
  args: { enabled: true },
  beforeEach: () => {
    // Each story starts as a new session: nothing shown yet.
    window.sessionStorage.removeItem('paraph.businessPrompts');
    window.localStorage.removeItem('paraph.businessPrompts');
    shell.closeDialog();
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof BusinessPrompts>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A free user with an invitation joins: POST /v1/user/accept, then a welcome. */
export const InvitationAccepted: Story = {
  parameters: {
    msw: {
      handlers: [
        userIs(user(null)),
        invitationsAre([invitation]),
        http.post('*/v1/user/accept', () => new HttpResponse(null, { status: 204 })),
      ],
    },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Join Acme AG?' }, loaded);
    const join = within(dialog).getByRole('button', { name: 'Join' });
    await userEvent.click(join);
    await expect(await body().findByText('Welcome to Acme AG.')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Nothing is asked on pages where the prompts are off (guest and direct-sign pages). */
export const OffOnGuestPages: Story = {
  args: { enabled: false },
  parameters: { msw: { handlers: [userIs(user(null)), invitationsAre([invitation])] } },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** A member of a locked business is told once, with leaving as the way out. */
export const LockedMember: Story = {
  parameters: { msw: { handlers: [userIs(user(lockedBusiness)), invitationsAre([])] } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Your business is locked' }, loaded);
    await expect(within(dialog).getByText(/Acme AG is locked/)).toBeVisible();
  },
};

/** Removed by an admin: a snackbar that stays until dismissed, once. */
export const RemovedFromBusiness: Story = {
  parameters: {
    msw: {
      handlers: [
        userIs(user(null, { removed_from_business: ['2026-11-25T08:00:00.000Z'] })),
        invitationsAre([]),
      ],
    },
  },
  play: async () => {
    await expect(
      await body().findByText(/An admin removed you from your business/, {}, loaded),
    ).toBeVisible();
  },
};
