import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WelcomePage } from '../../src/features/business';
import { dark } from '../ui/story-helpers';
import { withRouter } from '../pages/shell/with-router';
import { trialBusiness } from './fixtures';

const meta = {
  title: 'Pages/Business/Welcome',
  component: WelcomePage,
  tags: ['page'],
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withRouter,
  ],
  parameters: { layout: 'fullscreen', path: '/business/welcome' },
  args: { business: trialBusiness },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new admin's first steps, and the trial's end. */
export const Trial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome, Muster AG is ready',
    );
    await expect(canvas.getByText('Your free trial runs until 10 Dec 2026.')).toBeVisible();
    for (const [name, href] of [
      ['Invite colleagues', '/business/members'],
      ['Add a domain', '/business/members/domains'],
      ['Open settings', '/business/settings'],
      ['Go to the business dashboard', '/business/dashboard'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const TrialDark: Story = { ...Trial, ...dark };

/** A business without a trial end date (invoiced from the start). */
export const NoTrialEnd: Story = {
  args: { business: { ...trialBusiness, trialEndsAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your free trial has started.')).toBeVisible();
  },
};
