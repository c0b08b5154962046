import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExtrasPage } from '../../src/features/business';
import { shell } from '../../src/ui';
import { clearAnnouncements } from '../live-announcer';
import { withRouter } from '../pages/shell/with-router';
import { dark, phone, scrollsSideways } from '../ui/story-helpers';
import {
  aesOn,
  extrasOf,
  extrasPaths,
  getExtras,
  payingBusiness,
  putAes,
  savedExtras,
  verifiedBusiness,
} from './extras-mock';
import { adminPage, getBusiness, loaded, pending, problem } from './fixtures';

// /business/extras: AES for business never set up, on, set up but off (turned on at once),
// a payment issue, loading and a failed read.

const meta = {
  title: 'Pages/Business/Extras',
  component: ExtrasPage,
  decorators: [adminPage, withRouter],
  parameters: {
    layout: 'fullscreen',
    path: '/business/extras',
    msw: { handlers: [getExtras(extrasOf({ enabled: false })), getBusiness(verifiedBusiness)] },
  },
  args: { business: payingBusiness },
  beforeEach: () => {
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof ExtrasPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Never set up: the switch leads to the form, "Set up" is the way in. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Not set up yet. Set it up to turn it on.', {}, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Use AES for business' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Set up' })).toHaveAttribute(
      'href',
      '/business/profile/aes-for-business',
    );
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.queryByText(/There is a problem with your payment/)).toBeNull();
  },
};

/** On: the representative, the register and the domains; switched off directly. */
export const On: Story = {
  tags: ['page'],
  parameters: {
    msw: { handlers: [getExtras(extrasOf(aesOn)), getBusiness(verifiedBusiness), putAes()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Dana Muster, dana.muster@muster.example', {}, loaded),
    ).toBeVisible();
    await expect(canvas.getByText('CHE-123.456.789')).toBeVisible();
    await expect(canvas.getByText('muster.example')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Use AES for business' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toBeVisible();
  },
};

export const OnDark: Story = { ...On, ...dark, tags: [] };

/** At phone width nothing scrolls sideways. */
export const OnPhone: Story = {
  ...phone,
  parameters: { ...On.parameters, ...phone.parameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('CHE-123.456.789', {}, loaded);
    await expect(scrollsSideways()).toBe(false);
  },
};

/** Switching it off keeps the details; the snackbar says so. */
export const TurnOff: Story = {
  parameters: {
    msw: { handlers: [...savedExtras(extrasOf(aesOn)), getBusiness(verifiedBusiness)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Use AES for business' }, loaded);
    await userEvent.click(toggle);
    await expect(await page.findByText('AES for business is off.', {}, loaded)).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(canvas.getByText('CHE-123.456.789')).toBeVisible();
  },
};

/** Set up but off: the complete setup turns on at once, by keyboard. */
export const TurnOnDirectly: Story = {
  parameters: {
    msw: {
      handlers: [
        ...savedExtras(extrasOf({ ...aesOn, enabled: false })),
        getBusiness(verifiedBusiness),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Use AES for business' }, loaded);
    await expect(canvas.getByText('Off')).toBeVisible();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(await page.findByText('AES for business is on.', {}, loaded)).toBeVisible();
    await waitFor(() => expect(toggle).toBeChecked());
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

/** The subscription is past due: the warning leads to plan and billing. */
export const PaymentIssue: Story = {
  tags: ['page'],
  parameters: {
    msw: {
      handlers: [
        getExtras(
          extrasOf(aesOn, {
            subscriptionStatus: 'past_due',
            subscriptionErrorCode: 'card_declined',
          }),
        ),
        getBusiness(verifiedBusiness),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/There is a problem with your payment/, {}, loaded),
    ).toBeVisible();
    await expect(canvas.getByText('Past due')).toBeVisible();
    await expect(canvas.getByText('card_declined')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Plan and billing' })).toHaveAttribute(
      'href',
      '/business/billing/plan',
    );
  },
};

/** Locked: the lock says it itself, so no payment warning here. */
export const PaymentIssueWhileLocked: Story = {
  parameters: PaymentIssue.parameters,
  args: { business: { ...payingBusiness, paymentMethod: 'BLOCKED' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Past due', {}, loaded)).toBeVisible();
    await expect(canvas.queryByText(/There is a problem with your payment/)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [pending('get', extrasPaths.extras), getBusiness(verifiedBusiness)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Extras' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The extras could not be read: why, and a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        problem('get', extrasPaths.extras, 500, 'INTERNAL'),
        getBusiness(verifiedBusiness),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The extras could not be loaded.', {}, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
