import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BusinessDashboardPage } from '../../src/features/business';
import { dark } from '../ui/story-helpers';
import { withRouter } from '../pages/shell/with-router';
import {
  adminPage,
  getStatistics,
  loaded,
  paths,
  pending,
  problem,
  quietStatistics,
  today,
  trialBusiness,
} from './fixtures';

const meta = {
  title: 'Pages/Business/Dashboard',
  component: BusinessDashboardPage,
  tags: ['page'],
  decorators: [adminPage, withRouter],
  parameters: {
    layout: 'fullscreen',
    path: '/business/dashboard',
    msw: { handlers: [getStatistics()] },
  },
  args: { business: trialBusiness, now: today },
} satisfies Meta<typeof BusinessDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** In the trial, a year of activity: this month's figures, both charts and the days left. */
export const Trial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Members' }, loaded)).toBeVisible();
    await expect(region(canvasElement, 'Members').getByText('12')).toBeVisible();
    const month = region(canvasElement, 'This month');
    await expect(month.getByText('43')).toBeVisible();
    await expect(month.getByText('1 day, 3 hours')).toBeVisible();
    await expect(month.getByRole('link', { name: 'View activity' })).toHaveAttribute(
      'href',
      '/business/activity',
    );
    await expect(
      region(canvasElement, 'Signatures per month by level').getByRole('img', {
        name: '712 signatures from December 2025 to November 2026. Most in October 2026: 95.',
      }),
    ).toBeVisible();
    await expect(
      region(canvasElement, 'Completion').getByRole('img', {
        name: 'Of 377 requests sent, 352 were opened by a signer, 336 signed by at least one signer and 330 completed.',
      }),
    ).toBeVisible();
    await expect(
      region(canvasElement, 'Plan').getByText('10 Dec 2026 · 14 days left'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/business/upgrade',
    );
  },
};

export const TrialDark: Story = { ...Trial, ...dark };

/** The monthly signatures as a table: a row per month, with the year, and the totals. */
export const SignaturesAsTable: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(
      await within(canvasElement).findByRole(
        'region',
        { name: 'Signatures per month by level' },
        loaded,
      ),
    );
    await userEvent.click(chart.getByRole('button', { name: 'Show as table' }));
    const table = chart.getByRole('table', { name: 'Signatures per month by level' });
    const october = within(table).getByRole('rowheader', { name: 'Oct 2026' }).closest('tr');
    await expect(
      within(october as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['66', '19', '8', '2', '95']);
    await expect(chart.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
    // On a phone the table scrolls in its own box: the keyboard reaches it.
    await expect(
      chart.getByRole('region', { name: 'Signatures per month by level, as a table' }),
    ).toHaveAttribute('tabindex', '0');
  },
};

/** Paying by invoice. */
export const Paid: Story = {
  args: {
    business: {
      ...trialBusiness,
      paymentMethod: 'MANUAL',
      trialEndsAt: null,
      pricePlan: { name: 'pro', startAt: '2026-01-01T00:00:00.000Z' },
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Members' }, loaded);
    const plan = region(canvasElement, 'Plan');
    await expect(plan.getByText('pro')).toBeVisible();
    await expect(plan.getByText('By invoice')).toBeVisible();
  },
};

/** A new business: nothing sent yet, so no empty charts but a word on what will show. */
export const NewBusiness: Story = {
  parameters: { msw: { handlers: [getStatistics(quietStatistics)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No signature requests yet' }, loaded),
    ).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Members' })).toBeVisible();
  },
};

/** The trial is over: said in warning colour above the figures. */
export const TrialExpired: Story = {
  args: { business: { ...trialBusiness, paymentMethod: 'NEEDS_PAYMENT_METHOD' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The trial has ended/, {}, loaded),
    ).toBeVisible();
  },
};

/** The figures load: placeholders, said to screen readers; the plan is already there. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('get', paths.statistics)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the figures…')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Plan' })).toBeVisible();
  },
};

/** The figures fail: said, and the plan still shows. */
export const StatisticsFailed: Story = {
  parameters: { msw: { handlers: [problem('get', paths.statistics, 500, 'INTERNAL')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/The figures could not be loaded/, {}, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Plan' })).toBeVisible();
  },
};
