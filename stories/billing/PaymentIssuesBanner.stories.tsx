import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import type { components } from '../../openapi/schema.gen';
import { PaymentIssuesBanner } from '../../src/features/billing';
import { AdminLayout } from '../../src/features/shell';
import { businessAdmin, SamplePage } from '../pages/shell/shell-fixtures';
import { withRouter } from '../pages/shell/with-router';
import { dark } from '../ui/story-helpers';
import { loaded } from '../business/fixtures';
import { acme, subscription, subscriptionIs } from './fixtures';

// The admin layout's payment issues banner (spec §4): shown while the subscription's status is
// anything but active or incomplete_expired and the business is not locked; read by admins
// of a card-paying business only.

type UserBusiness = components['schemas']['UserBusiness'];

function BusinessPage({ business }: { business: UserBusiness }) {
  return (
    <AdminLayout
      account={businessAdmin}
      onLanguageChange={fn()}
      notice={<PaymentIssuesBanner business={business} />}
    >
      <SamplePage title="Members" />
    </AdminLayout>
  );
}

let subscriptionReads = 0;
const countedSubscription = http.get('*/v2/businesses/:id/subscriptions', () => {
  subscriptionReads += 1;
  return HttpResponse.json(subscription('team', 'past_due'));
});

const meta = {
  title: 'Pages/Billing/Payment issues banner',
  component: BusinessPage,
  decorators: [withRouter],
  args: { business: acme('admin', 'team') },
  parameters: { layout: 'fullscreen', path: '/business/members' },
  beforeEach: () => {
    subscriptionReads = 0;
  },
} satisfies Meta<typeof BusinessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));
const noBanner = async () => {
  await page().findByRole('heading', { name: 'Members', level: 1 });
  await settle();
  await expect(page().queryByText(/problem with the payments/)).toBeNull();
};

/** A renewal failed (past_due): the banner leads to the billing page. */
export const PastDue: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: [subscriptionIs(subscription('team', 'past_due'))] } },
  play: async () => {
    const text = await page().findByText(/problem with the payments for Acme AG/, {}, loaded);
    const banner = within(text.closest('[role="status"]') as HTMLElement);
    await expect(banner.getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/business/billing/plan',
    );
    // Inside the page's main region, above the page.
    await expect(page().getByRole('main')).toContainElement(text);
  },
};

export const PastDueDark: Story = { ...PastDue, ...dark };

/** Paid up: nothing above the page. */
export const Active: Story = {
  parameters: { msw: { handlers: [subscriptionIs(subscription('team', 'active'))] } },
  play: noBanner,
};

/** Unpaid, but the business is locked already (the members page says so): no banner. */
export const Locked: Story = {
  args: { business: acme('admin', 'team', 'BLOCKED') },
  parameters: { msw: { handlers: [countedSubscription] } },
  play: async () => {
    await noBanner();
    await expect(subscriptionReads).toBe(0);
  },
};

/** A trial has no subscription to pay: not read, no banner. */
export const Trial: Story = {
  args: { business: acme('admin', 'trial', 'TRIALING') },
  parameters: { msw: { handlers: [countedSubscription] } },
  play: async () => {
    await noBanner();
    await expect(subscriptionReads).toBe(0);
  },
};

/** A member cannot read the subscription: never asked. */
export const Member: Story = {
  args: { business: acme('member', 'team') },
  parameters: { msw: { handlers: [countedSubscription] } },
  play: async () => {
    await noBanner();
    await expect(subscriptionReads).toBe(0);
  },
};
