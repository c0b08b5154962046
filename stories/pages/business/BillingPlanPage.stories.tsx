import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BillingPlanPage } from '../../../src/features/billing';
import { formatMoney } from '../../../src/features/shell';
import { shell } from '../../../src/ui';
import { clearAnnouncements } from '../../live-announcer';
import { phone, scrollsSideways } from '../../ui/story-helpers';
import { NOW, billingHandlers, countries, leave, subscriptions } from './billing-mock';
import { BUSINESS, pageFrame, problem } from './members-mock';

// /business/billing/plan in every state of the plan: trial, active monthly, yearly with
// discounts, cancelling, payment issues, locked, cancelled, invoiced, without a card; the card
// page's return (saved, failed), a failed load, and the actions that open dialogs or leave.

const page = () => within(document.body);
const heading = () => page().findByRole('heading', { level: 1, name: 'Plan and billing' });

const meta = {
  title: 'Pages/Business/Plan and billing',
  component: BillingPlanPage,
  decorators: pageFrame,
  parameters: {
    layout: 'fullscreen',
    path: '/business/billing/plan',
    msw: { handlers: billingHandlers(subscriptions.active) },
  },
  args: { businessId: BUSINESS, formatMoney, countries, now: NOW, leave, cardReturn: null },
  beforeEach: () => {
    leave.mockClear();
    shell.snackbars.clear();
    shell.closeDialog();
    clearAnnouncements();
  },
} satisfies Meta<typeof BillingPlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const plan = () => within(page().getByRole('region', { name: 'Plan' }));

/** A trial with its days left; cancelling it is the business's "cancel trial" dialog. */
export const Trial: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: billingHandlers(subscriptions.trial, { invoiceList: [] }) } },
  play: async () => {
    await heading();
    await expect(await page().findByText('Trial, 8 days left')).toBeVisible();
    await expect(plan().getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/business/upgrade',
    );
    await expect(page().queryByRole('button', { name: 'Add seats' })).toBeNull();
    await expect(await page().findByText('No invoices yet.')).toBeVisible();
    const cancelTrial = plan().getByRole('button', { name: 'Cancel trial' });
    await userEvent.click(cancelTrial);
    await waitFor(() =>
      expect(shell.getState().dialog).toMatchObject({
        namespace: 'business',
        name: 'cancel-trial',
      }),
    );
    shell.closeDialog();
    await userEvent.unhover(cancelTrial);
  },
};

/** A paying team: plan in its colour, period, price per month for its seats, card, invoices. */
export const ActiveMonthly: Story = {
  tags: ['page'],
  play: async () => {
    await heading();
    await expect(await page().findByText('CHF 150.00 per month (5 seats)')).toBeVisible();
    await expect(plan().getByText('Team')).toBeVisible();
    await expect(plan().getByText('Active')).toBeVisible();
    await expect(page().getByText('Visa •••• 4242')).toBeVisible();
    await expect(page().getByText('08/2029')).toBeVisible();
    await expect(page().getByRole('meter', { name: 'Seats used' })).toBeVisible();
    await expect(await page().findByText('PRH-2026-0311')).toBeVisible();
    await expect(
      page().getByRole('link', { name: 'View invoice PRH-2026-0311 (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(await page().findByText('ACME-7QK2')).toBeVisible();
    await expect(page().queryByText('Payment issues')).toBeNull();
  },
};

/** A yearly pro plan with a special discount (active) and a used-up promo code. */
export const YearlyWithDiscount: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: billingHandlers(subscriptions.yearlyWithDiscount) } },
  play: async () => {
    await heading();
    await expect(await page().findByText('CHF 5,400.00 per year (12 seats)')).toBeVisible();
    await expect(page().getByText('SMG_PARTNER')).toBeVisible();
    await expect(page().getByText('Special discount')).toBeVisible();
    await expect(page().getByText('Used up')).toBeVisible();
  },
};

/** Cancelled at the period's end: "Keep my plan" buys the same plan again, which revokes it. */
export const Cancelling: Story = {
  tags: ['page'],
  parameters: {
    msw: {
      handlers: [
        http.put(`*/v2/businesses/${BUSINESS}/subscriptions/upgrade`, async ({ request }) => {
          keepBody(await request.json());
          return HttpResponse.json(subscriptions.active.pricePlan);
        }),
        ...billingHandlers(subscriptions.cancelling),
      ],
    },
  },
  play: async () => {
    await heading();
    await expect(await page().findByText('Cancelled, active until 10 Dec 2026')).toBeVisible();
    await expect(plan().queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    const keep = plan().getByRole('button', { name: 'Keep my plan' });
    await userEvent.click(keep);
    await waitFor(() =>
      expect(keepBody).toHaveBeenCalledWith({
        plan: 'team',
        cycle: 'monthly',
        amountSeats: 5,
        currency: 'CHF',
      }),
    );
    await expect(await page().findByText('Your plan continues.')).toBeVisible();
    await userEvent.unhover(keep);
  },
};
const keepBody = fn();

/** past_due: the payment issues alert, whose button goes to the card page. */
export const PaymentIssues: Story = {
  tags: ['page'],
  parameters: {
    msw: {
      handlers: [
        http.post(`*/v2/businesses/${BUSINESS}/subscriptions/stripe_setup_intent`, () =>
          HttpResponse.json(
            {
              id: 'seti_1',
              clientSecret: 'seti_1_secret_2',
              redirectUrl: 'https://app.paraph.example/sandbox/payments/setup/seti_1',
            },
            { status: 201 },
          ),
        ),
        ...billingHandlers(subscriptions.pastDue),
      ],
    },
  },
  play: async () => {
    await heading();
    await expect(await page().findByText('Payment issues')).toBeVisible();
    const update = page().getByRole('button', { name: 'Update card' });
    await userEvent.click(update);
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(
        'https://app.paraph.example/sandbox/payments/setup/seti_1',
      ),
    );
    await userEvent.unhover(update);
  },
};

/** Locked after unpaid invoices: said in the plan, no payment-issues alert on top. */
export const Blocked: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: billingHandlers(subscriptions.blocked) } },
  play: async () => {
    await heading();
    await expect(await page().findByText(/The business is locked/)).toBeVisible();
    await expect(page().queryByText('Payment issues')).toBeNull();
    await expect(plan().getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: billingHandlers(subscriptions.cancelled) } },
  play: async () => {
    await heading();
    await expect(await page().findByText(/The subscription has ended/)).toBeVisible();
    await expect(plan().getByText('No plan')).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  },
};

/** An enterprise plan paid by invoice: the invoicing portal instead of a card. */
export const ManualInvoicing: Story = {
  tags: ['page'],
  parameters: {
    msw: {
      handlers: [
        http.post(`*/v2/businesses/${BUSINESS}/chargebee/portal_session`, () =>
          HttpResponse.json(
            { redirectUrl: 'https://invoicing.example/portal?token=cbp_1' },
            { status: 201 },
          ),
        ),
        ...billingHandlers(subscriptions.manual, { invoiceList: [] }),
      ],
    },
  },
  play: async () => {
    await heading();
    await expect(await page().findByText('Enterprise')).toBeVisible();
    await expect(page().getByText('By invoice')).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Replace card' })).toBeNull();
    const portal = page().getByRole('button', { name: 'Open invoicing portal' });
    await userEvent.click(portal);
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('https://invoicing.example/portal?token=cbp_1'),
    );
    await userEvent.unhover(portal);
  },
};

export const NoCard: Story = {
  tags: ['page'],
  parameters: { msw: { handlers: billingHandlers(subscriptions.noCard) } },
  play: async () => {
    await heading();
    await expect(await page().findByText('No card saved yet.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Add card' })).toBeEnabled();
  },
};

/** Back from the card page with a saved card: said once, and the query leaves the URL. */
export const CardReturnSuccess: Story = {
  tags: ['page'],
  args: {
    cardReturn: { setupIntentId: 'seti_1', status: 'succeeded' },
    onCardReturnShown: fn(),
  },
  play: async ({ args }) => {
    await heading();
    await expect(await page().findByText('Your card was saved.')).toBeVisible();
    await expect(args.onCardReturnShown).toHaveBeenCalledOnce();
  },
};

export const CardReturnFailure: Story = {
  args: { cardReturn: { setupIntentId: 'seti_1', status: 'failed' } },
  play: async () => {
    await heading();
    await expect(
      await page().findByText('The card was not saved. Try again or use another card.'),
    ).toBeVisible();
  },
};

/** Cancelling opens the spec's "cancel subscription" dialog with the period's end. */
export const CancelSubscription: Story = {
  play: async () => {
    await heading();
    const section = within(await page().findByRole('region', { name: 'Plan' }));
    const cancel = section.getByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(cancel);
    await waitFor(() =>
      expect(shell.getState().dialog).toMatchObject({
        namespace: 'business',
        name: 'cancel-subscription',
        props: { endsAt: '2026-12-10T09:00:00.000Z' },
      }),
    );
    shell.closeDialog();
    await userEvent.unhover(cancel);
  },
};

/** The seat buttons open the "add seats" overlay and the "remove seats" dialog. */
export const SeatActions: Story = {
  play: async () => {
    await heading();
    const seats = within(await page().findByRole('region', { name: 'Seats' }));
    await expect(seats.getByText('4 of 5 seats used')).toBeVisible();
    await userEvent.click(seats.getByRole('button', { name: 'Add seats' }));
    await waitFor(() =>
      expect(shell.getState().overlay).toMatchObject({
        name: 'add-seats',
        props: { businessId: BUSINESS, seats: { total: 5, used: 4, minimum: 2 } },
      }),
    );
    shell.dismissOverlay();
    const remove = seats.getByRole('button', { name: 'Remove seats' });
    await userEvent.click(remove);
    await waitFor(() =>
      expect(shell.getState().dialog).toMatchObject({
        namespace: 'business',
        name: 'remove-seats',
      }),
    );
    shell.closeDialog();
    await userEvent.unhover(remove);
  },
};

/** A VAT number the server refuses is marked on its field; the rest stays as typed. */
export const VatRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*/v2/businesses/${BUSINESS}/billing`, () => problem(422, 'VAT_ID_INVALID')),
        ...billingHandlers(subscriptions.active),
      ],
    },
  },
  play: async () => {
    await heading();
    const address = within(await page().findByRole('region', { name: 'Billing address' }));
    const vat = await address.findByLabelText('VAT number (optional)');
    await userEvent.clear(vat);
    await userEvent.type(vat, 'de999');
    await expect(vat).toHaveValue('DE999');
    await userEvent.click(address.getByRole('button', { name: 'Save address' }));
    await expect(
      await address.findByText('This VAT number is not valid for the country.'),
    ).toBeVisible();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(address.getByLabelText('City')).toHaveValue('Zürich');
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*/v2/businesses/${BUSINESS}/subscriptions`, () => problem(500, 'INTERNAL')),
        ...billingHandlers(subscriptions.active),
      ],
    },
  },
  play: async () => {
    await expect(
      await page().findByText('The plan and billing details could not be loaded.'),
    ).toBeVisible();
    await expect(page().getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const OnPhone: Story = {
  ...phone,
  parameters: { msw: { handlers: billingHandlers(subscriptions.yearlyWithDiscount) } },
  play: async () => {
    await heading();
    await expect(await page().findByText('PRH-2026-0311')).toBeVisible();
    await expect(scrollsSideways()).toBe(false);
  },
};
