import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BusinessProfilePage } from '../../src/features/business';
import { shell } from '../../src/ui';
import { dark } from '../ui/story-helpers';
import { withRouter } from '../pages/shell/with-router';
import { clearAnnouncements } from '../live-announcer';
import {
  adminPage,
  business,
  getBusiness,
  loaded,
  paths,
  pending,
  problem,
  trialBusiness,
} from './fixtures';

// /business/profile: the company's details, the trial with its "cancel trial" dialog, and
// the deletion — its dialog, the refusal kept in it, and the banner that keeps the business.

const meta = {
  title: 'Pages/Business/Profile',
  component: BusinessProfilePage,
  tags: ['page'],
  decorators: [adminPage, withRouter],
  parameters: {
    layout: 'fullscreen',
    path: '/business/profile',
    msw: { handlers: [getBusiness()] },
  },
  args: { business: trialBusiness },
  beforeEach: () => {
    clearAnnouncements();
    return () => shell.closeDialog();
  },
} satisfies Meta<typeof BusinessProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Trialing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, loaded)).toHaveTextContent(
      'Company profile',
    );
    await expect(canvas.getByLabelText(/^Company name/)).toHaveValue('Muster AG');
    await expect(canvas.getByLabelText(/^Support e-mail address/)).toHaveValue(
      'help@muster.example',
    );
    await expect(canvas.getByText('The free trial runs until 10 Dec 2026.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel trial' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete business' })).toBeVisible();
  },
};

export const TrialingDark: Story = { ...Trialing, ...dark };

/** Paying: no trial to cancel. */
export const Paying: Story = {
  args: { business: { ...trialBusiness, paymentMethod: 'STRIPE', trialEndsAt: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, loaded);
    await expect(canvas.queryByRole('button', { name: 'Cancel trial' })).toBeNull();
  },
};

/** Saving the details: the snackbar says so. */
export const DetailsSaved: Story = {
  parameters: {
    msw: {
      handlers: [getBusiness(), http.put(`*${paths.business}`, () => HttpResponse.json(business))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByLabelText(/^Phone number/, {}, loaded);
    await userEvent.clear(phone);
    await userEvent.type(phone, '044 555 9876');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await page.findAllByText('Your changes are saved.'))[0]).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    clearAnnouncements();
  },
};

/** The cancel-trial dialog, open. */
export const CancelTrialDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel trial' }, loaded));
    const dialog = await page.findByRole('alertdialog', { name: 'Cancel the trial?' }, loaded);
    await expect(within(dialog).getByRole('button', { name: 'Keep the trial' })).toBeVisible();
  },
};

/** Cancelling: the dialog waits on the call. */
export const CancelTrialRunning: Story = {
  parameters: { msw: { handlers: [getBusiness(), pending('post', paths.cancelTrial)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel trial' }, loaded));
    const dialog = await page.findByRole('alertdialog', { name: 'Cancel the trial?' }, loaded);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel trial' }));
    // While the call runs, the dialog stays open and its cancel button is disabled.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep the trial' })).toBeDisabled(),
    );
    await expect(dialog).toBeVisible();
  },
};

/** The delete dialog names the business and the 30 days. */
export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete business' }, loaded));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete the business?' }, loaded);
    await expect(dialog).toHaveTextContent('Muster AG will be deleted in 30 days');
  },
};

export const DeleteDialogDark: Story = { ...DeleteDialog, ...dark };

/** Refused (here: 409): the dialog stays open with the reason. */
export const DeleteRefused: Story = {
  parameters: {
    msw: { handlers: [getBusiness(), problem('delete', paths.delete, 409, 'INVALID_STATE')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete business' }, loaded));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete the business?' }, loaded);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete business' }));
    await expect(
      await within(dialog).findByText('This is not possible in the current state.'),
    ).toBeVisible();
  },
};

/** Deletion scheduled: the banner with the date, and keeping the business. */
export const DeletionScheduled: Story = {
  parameters: {
    msw: {
      handlers: [
        getBusiness({ ...business, deletionScheduledAt: '2026-12-26T09:00:00.000Z' }),
        http.post(`*${paths.revoke}`, () => HttpResponse.json(business)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This business will be deleted on 26 Dec 2026.', {}, loaded),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete business' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Keep the business' })).toBeVisible();
  },
};

export const DeletionScheduledDark: Story = { ...DeletionScheduled, ...dark };
