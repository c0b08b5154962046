import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BusinessDashboardPage } from '../../src/features/business';
import { dark } from '../ui/story-helpers';
import { withRouter } from '../pages/shell/with-router';
import {
  adminPage,
  getStatistics,
  loaded,
  paths,
  problem,
  statistics,
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

/** In the trial: the figures of this month and the days left, with the way to a plan. */
export const Trial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Members' }, loaded)).toBeVisible();
    await expect(region(canvasElement, 'Members').getByText('12')).toBeVisible();
    await expect(
      region(canvasElement, 'Signature requests this month').getByText('41'),
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

/** Paying by invoice, with Part 11 signatures counted. */
export const Paid: Story = {
  args: {
    business: {
      ...trialBusiness,
      paymentMethod: 'MANUAL',
      trialEndsAt: null,
      pricePlan: { name: 'pro', startAt: '2026-01-01T00:00:00.000Z' },
    },
  },
  parameters: {
    msw: {
      handlers: [
        getStatistics({ ...statistics, signatures: { ...statistics.signatures, part11: 2 } }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Members' }, loaded);
    const plan = region(canvasElement, 'Plan');
    await expect(plan.getByText('pro')).toBeVisible();
    await expect(plan.getByText('By invoice')).toBeVisible();
    await expect(
      region(canvasElement, 'Signatures this month by quality').getByText('Part 11'),
    ).toBeVisible();
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
