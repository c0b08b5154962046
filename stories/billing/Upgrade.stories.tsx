import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UpgradePage } from '../../src/features/billing';
import { shell } from '../../src/ui';
import { clearAnnouncements } from '../live-announcer';
import { withRouter } from '../pages/shell/with-router';
import { dark } from '../ui/story-helpers';
import { adminPage, loaded, pending, problem, trialBusiness } from '../business/fixtures';
import {
  activeSubscription,
  keepDraft,
  memberBusiness,
  payingBusiness,
  planPrice,
  preview,
  returned,
  routeProps,
  scheduledPreview,
  setupIntent,
  trialSubscription,
  upgradePaths,
  upgradeReads,
} from './upgrade-fixtures';

// /upgrade and /business/upgrade: the plans in their colours, the server's price of the
// choices (waiting, refused, a change scheduled for the period's end), promo and referral
// codes, paying with the saved card or through the card page and back, the member's view and
// the free plan downgrade dialog.

const meta = {
  title: 'Pages/Billing/Upgrade',
  component: UpgradePage,
  decorators: [adminPage, withRouter],
  parameters: {
    layout: 'fullscreen',
    path: '/upgrade',
    msw: { handlers: upgradeReads() },
  },
  args: {
    ...routeProps,
    business: null,
    onUpgraded: fn(),
    onReturnRead: fn(),
    leave: fn(),
  },
  beforeEach: () => {
    clearAnnouncements();
    return () => shell.closeDialog();
  },
} satisfies Meta<typeof UpgradePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

async function priced(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('CHF 648.60', {}, loaded)).toBeVisible();
  return canvas;
}

/** A free user: the four plans, team yearly chosen, its price, and the company to create. */
export const DirectPlans: Story = {
  tags: ['page'],
  play: async ({ canvasElement }) => {
    const canvas = await priced(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Upgrade to a business plan',
    );
    await expect(canvas.getByRole('radio', { name: 'Team' })).toBeChecked();
    await expect(canvas.getByText('CHF 300.00 per seat and year')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Yearly (save up to 17 %)' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toHaveValue('2');
    await expect(canvas.getByText('Starts today')).toBeVisible();
    await expect(canvas.getByLabelText(/^Company name/)).toBeRequired();
  },
};

export const DirectPlansDark: Story = { ...DirectPlans, ...dark };

/** The fair-flat migration dialog's link: plan, cycle and seats preselected, with a referral. */
export const Preselected: Story = {
  args: { search: { plan: 'pro', cycle: 'monthly', seats: 8, ref: 'ACME-7K2Q' } },
  play: async ({ canvasElement }) => {
    const canvas = await priced(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Pro' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toHaveValue('8');
    await expect(
      canvas.getByText('Referral code ACME-7K2Q: 10 % off your first invoice'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ACME-7K2Q' }));
    await expect(canvas.queryByText(/Referral code/)).toBeNull();
  },
};

/** Choosing another plan: the old price is never shown while the new one is asked for. */
export const PreviewLoading: Story = {
  parameters: {
    msw: {
      handlers: [pending('post', upgradePaths.directPreview), ...upgradeReads()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Calculating the price', {}, loaded)).toBeVisible();
    await expect(canvas.queryByText('Charged now')).toBeNull();
  },
};

/** The price cannot be had: said, with a way to ask again; paying waits for a price. */
export const PreviewError: Story = {
  parameters: {
    msw: {
      handlers: [
        problem('post', upgradePaths.preview, 422, 'PLAN_NOT_AVAILABLE'),
        ...upgradeReads(trialSubscription),
      ],
    },
  },
  args: { business: trialBusiness, search: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/The price could not be calculated/, {}, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enter a card and pay' })).toBeDisabled();
  },
};

/** An admin on a running plan: current plan marked, currency fixed, card on file. */
export const BusinessAdmin: Story = {
  tags: ['page'],
  parameters: { path: '/business/upgrade' },
  args: { business: payingBusiness },
  play: async ({ canvasElement }) => {
    const canvas = await priced(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Change your plan');
    await expect(canvas.getByText('Current plan')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Pro' })).toBeChecked();
    await expect(canvas.getByText('Your subscription is paid in CHF.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay with •••• 4242' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Switch to Free' })).toBeVisible();
  },
};

export const BusinessAdminDark: Story = { ...BusinessAdmin, ...dark };

/** A cheaper choice is scheduled: nothing charged now, "from" the period's end. */
export const ScheduledChange: Story = {
  parameters: {
    path: '/business/upgrade',
    msw: { handlers: upgradeReads(activeSubscription, scheduledPreview) },
  },
  args: { business: payingBusiness },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'From 20 Dec 2026: the change is made at the end of your current period.',
        {},
        loaded,
      ),
    ).toBeVisible();
    await expect(canvas.getAllByText('CHF 0.00').length).toBeGreaterThan(0);
    // Nothing is charged now: the saved card is not "paid with".
    await expect(canvas.getByRole('button', { name: 'Confirm the change' })).toBeEnabled();
  },
};

async function applyPromo(canvasElement: HTMLElement, code: string) {
  const canvas = await priced(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Promo code/), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply code' }));
  return canvas;
}

/** A business's promo code is checked first, then priced. */
export const PromoValid: Story = {
  parameters: {
    path: '/business/upgrade',
    msw: {
      handlers: [
        http.post(`*${upgradePaths.promo}`, () =>
          HttpResponse.json({
            valid: true,
            promoCode: 'WELCOME20',
            discountType: 'percent_20',
            percentOff: 20,
          }),
        ),
        ...upgradeReads(activeSubscription),
      ],
    },
  },
  args: { business: payingBusiness },
  play: async ({ canvasElement }) => {
    const canvas = await applyPromo(canvasElement, 'welcome20');
    await expect(
      await canvas.findByText('Promo code WELCOME20 applied: 20 % off', {}, loaded),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A code that does not apply: said at the field. */
export const PromoInvalid: Story = {
  parameters: {
    path: '/business/upgrade',
    msw: {
      handlers: [
        http.post(`*${upgradePaths.promo}`, () =>
          HttpResponse.json({ valid: false, promoCode: 'TEAM10' }),
        ),
        ...upgradeReads(activeSubscription),
      ],
    },
  },
  args: { business: payingBusiness },
  play: async ({ canvasElement }) => {
    const canvas = await applyPromo(canvasElement, 'TEAM10');
    await expect(
      await canvas.findByText('This promo code is not valid for this plan.', {}, loaded),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Without a business the price is the check: PROMO_CODE_INVALID, and priced without it. */
export const DirectPromoInvalid: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${upgradePaths.directPreview}`, async ({ request }) => {
          const body = (await request.json()) as { promoCode?: string };
          return body.promoCode
            ? HttpResponse.json(
                { type: 'about:blank', status: 422, code: 'PROMO_CODE_INVALID', message: 'x' },
                { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
              )
            : HttpResponse.json(preview);
        }),
        ...upgradeReads(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await applyPromo(canvasElement, 'NOPE99');
    await expect(
      await canvas.findByText('This promo code is not valid for this plan.', {}, loaded),
    ).toBeVisible();
    await expect(await canvas.findByText('CHF 648.60', {}, loaded)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Paying with the saved card changes the plan and opens the welcome page. */
export const PaidWithSavedCard: Story = {
  parameters: {
    path: '/business/upgrade',
    msw: {
      handlers: [
        http.put(`*${upgradePaths.upgrade}`, () => HttpResponse.json(planPrice)),
        http.get('*/v1/user', () => new HttpResponse(null, { status: 204 })),
        ...upgradeReads(),
      ],
    },
  },
  args: { business: payingBusiness },
  play: async ({ canvasElement, args }) => {
    const canvas = await priced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with •••• 4242' }));
    await waitFor(() => expect(args.onUpgraded).toHaveBeenCalled());
  },
};

/** A free user's company, then the provider's card page. */
export const DirectToCardPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await priced(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Company name/), 'Muster AG');
    await userEvent.type(canvas.getByLabelText(/^Company e-mail address/), 'office@muster.example');
    await userEvent.click(canvas.getByRole('checkbox', { name: /general terms/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /data processing agreement/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to the card' }));
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(setupIntent.redirectUrl));
    await expect(JSON.parse(sessionStorage.getItem('billing-upgrade') ?? '{}')).toMatchObject({
      choices: { plan: 'team', seats: 2 },
      business: { name: 'Muster AG' },
    });
    sessionStorage.removeItem('billing-upgrade');
  },
};

/** Back from the card page with a card: paying, nothing to press meanwhile. */
export const Confirming: Story = {
  parameters: {
    msw: { handlers: [pending('post', upgradePaths.directConfirm), ...upgradeReads()] },
  },
  args: { search: returned('succeeded') },
  beforeEach: () => keepDraft(true),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Confirming your payment' }, loaded),
    ).toBeVisible();
    // Read in an effect, which may run just after the panel is on screen.
    await waitFor(() => expect(args.onReturnRead).toHaveBeenCalled());
  },
};

/** Back with a card, paid: the business exists and the welcome page opens. */
export const ReturnSucceeded: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${upgradePaths.directConfirm}`, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          return body.setupIntentId === setupIntent.id && body.amountSeats === 3
            ? HttpResponse.json(planPrice, { status: 201 })
            : new HttpResponse(null, { status: 400 });
        }),
        http.get('*/v1/user', () => new HttpResponse(null, { status: 204 })),
        ...upgradeReads(),
      ],
    },
  },
  args: { search: returned('succeeded') },
  beforeEach: () => keepDraft(true),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onUpgraded).toHaveBeenCalled(), loaded);
    await expect(sessionStorage.getItem('billing-upgrade')).toBeNull();
  },
};

/** Back with a card, but the charge is refused: said, with the choices and company kept. */
export const ReturnPaymentFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        problem('post', upgradePaths.directConfirm, 422, 'PAYMENT_FAILED'),
        ...upgradeReads(),
      ],
    },
  },
  args: { search: returned('succeeded') },
  beforeEach: () => keepDraft(true),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/The upgrade did not go through/, {}, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toHaveValue('3');
    await expect(canvas.getByText('Your business: Muster AG, office@muster.example')).toBeVisible();
    await expect(args.onUpgraded).not.toHaveBeenCalled();
  },
};

/** The card page said no: nothing charged, the choices as they were. */
export const ReturnCardFailed: Story = {
  parameters: { path: '/business/upgrade', msw: { handlers: upgradeReads(trialSubscription) } },
  args: { business: trialBusiness, search: returned('failed') },
  beforeEach: () => keepDraft(false),
  play: async ({ canvasElement, args }) => {
    const canvas = await priced(canvasElement);
    await expect(canvas.getByText(/The card was not saved, and nothing was charged/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Seats' })).toHaveValue('3');
    await expect(canvas.getByRole('button', { name: 'Enter a card and pay' })).toBeEnabled();
    // Read in an effect, which may run just after the panel is on screen.
    await waitFor(() => expect(args.onReturnRead).toHaveBeenCalled());
  },
};

/** A member: the plan is the admins' to change. */
export const MemberView: Story = {
  tags: ['page'],
  parameters: { path: '/business/upgrade' },
  args: { business: memberBusiness },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Only admins change the plan',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  },
};

/** An admin of a paying business choosing Free: the free plan downgrade dialog. */
export const FreePlanDowngrade: Story = {
  parameters: { path: '/business/upgrade' },
  args: { business: payingBusiness },
  play: async ({ canvasElement }) => {
    const canvas = await priced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Free' }));
    const dialog = await page.findByRole(
      'alertdialog',
      { name: 'Switch to the free plan?' },
      loaded,
    );
    await expect(within(dialog).getByText(/Your plan ends on 20 Dec 2026/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toBeVisible();
  },
};

/** Switching to Free: the subscription ends at the period's end, said in a snackbar. */
export const FreePlanDowngradeDone: Story = {
  parameters: {
    path: '/business/upgrade',
    msw: {
      handlers: [
        http.delete(`*${upgradePaths.subscription}`, () =>
          HttpResponse.json({
            ...planPrice,
            next: { base: { type: 'CANCELED', startAt: '2026-12-20T09:00:00.000Z' } },
          }),
        ),
        http.get('*/v1/user', () => new HttpResponse(null, { status: 204 })),
        ...upgradeReads(),
      ],
    },
  },
  args: { business: payingBusiness },
  play: async ({ canvasElement }) => {
    const canvas = await priced(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Free' }));
    const dialog = await page.findByRole(
      'alertdialog',
      { name: 'Switch to the free plan?' },
      loaded,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Free' }));
    await expect(
      (await page.findAllByText('Your plan ends at the end of the current period.', {}, loaded))[0],
    ).toBeVisible();
    clearAnnouncements();
  },
};
