import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AddSeatsOverlay,
  type AddSeatsProps,
} from '../../../src/features/billing/plan-page/dialogs/AddSeatsOverlay';
import { formatMoney } from '../../../src/features/shell';
import { shell, SnackbarRegion, type OverlayContentProps } from '../../../src/ui';
import { clearAnnouncements } from '../../live-announcer';
import { dark } from '../../ui/story-helpers';
import { seatsPreview } from './billing-mock';
import { BUSINESS, problem } from './members-mock';

// The "add seats" overlay: the prorated charge previewed for the number typed, the payment as
// of that preview; a price that moved meanwhile (409 PREVIEW_STALE) previewed again; a refused
// payment said in the overlay.

const path = `*/v2/businesses/${BUSINESS}/subscriptions/seats`;
const previewed = fn();
const updated = fn();
const previewHandler = (startsAt?: string) =>
  http.post(`${path}/preview`, async ({ request }) => {
    const { seats } = (await request.json()) as { seats: number };
    previewed(seats);
    return HttpResponse.json(seatsPreview(seats, 5, startsAt));
  });
const updateHandler = http.put(path, async ({ request }) => {
  updated(await request.json());
  return HttpResponse.json({});
});

function Host(args: OverlayContentProps<AddSeatsProps>) {
  return (
    <>
      <AddSeatsOverlay {...args} />
      <SnackbarRegion snackbars={shell.snackbars} />
    </>
  );
}

const meta = {
  title: 'Overlays/Add seats',
  component: Host,
  args: {
    props: { businessId: BUSINESS, seats: { total: 5, used: 4, minimum: 2 }, formatMoney },
    loading: false,
    persistent: false,
    onOpenChange: fn(),
    onAction: fn(),
  },
  parameters: { msw: { handlers: [previewHandler(), updateHandler] } },
  beforeEach: () => {
    previewed.mockClear();
    updated.mockClear();
    shell.snackbars.clear();
    clearAnnouncements();
  },
} satisfies Meta<typeof Host>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlay = () => within(document.body.querySelector('[role="dialog"]') as HTMLElement);

/** One more seat than bought, its charge for the rest of the period, then paid. */
export const Preview: Story = {
  play: async ({ args }) => {
    await expect(await overlay().findByText('CHF 15.13')).toBeVisible();
    await expect(overlay().getByText('10 Dec 2026')).toBeVisible();
    await expect(overlay().getByRole('textbox', { name: 'Seats in total' })).toHaveValue('6');
    await expect(previewed).toHaveBeenCalledWith(6);
    const pay = overlay().getByRole('button', { name: 'Pay and add seats' });
    await userEvent.click(pay);
    await waitFor(() =>
      expect(updated).toHaveBeenCalledWith({ seats: 6, timestamp: '2026-11-26T12:00:00.000Z' }),
    );
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('complete'));
    await userEvent.unhover(pay);
  },
};

export const PreviewDark: Story = {
  ...dark,
  play: async () => {
    await expect(await overlay().findByText('CHF 15.13')).toBeVisible();
  },
};

/** Typing a new number asks again once typing stops. */
export const MoreSeats: Story = {
  play: async () => {
    await overlay().findByText('CHF 15.13');
    const field = overlay().getByRole('textbox', { name: 'Seats in total' });
    await userEvent.clear(field);
    await userEvent.type(field, '8');
    await userEvent.tab();
    await expect(await overlay().findByText('CHF 45.40')).toBeVisible();
    await expect(previewed).toHaveBeenLastCalledWith(8);
  },
};

/** The price moved: a fresh preview and the overlay says to confirm again. */
export const StalePreview: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(path, () => problem(409, 'PREVIEW_STALE'), { once: true }),
        previewHandler(),
        updateHandler,
      ],
    },
  },
  play: async ({ args }) => {
    await overlay().findByText('CHF 15.13');
    const pay = overlay().getByRole('button', { name: 'Pay and add seats' });
    await userEvent.click(pay);
    await expect(
      await overlay().findByText(
        'The price has changed since it was shown. Check the new price and confirm again.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(previewed).toHaveBeenCalledTimes(2));
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.unhover(pay);
  },
};

/** A refused payment is said in the overlay, which stays open. */
export const PaymentFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.put(path, () => problem(422, 'PAYMENT_FAILED')), previewHandler()],
    },
  },
  play: async ({ args }) => {
    await overlay().findByText('CHF 15.13');
    const pay = overlay().getByRole('button', { name: 'Pay and add seats' });
    await userEvent.click(pay);
    await expect(await overlay().findByText('The seats could not be added.')).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.unhover(pay);
  },
};

export const PreviewFailed: Story = {
  parameters: {
    msw: { handlers: [http.post(`${path}/preview`, () => problem(422, 'PLAN_NOT_AVAILABLE'))] },
  },
  play: async () => {
    await expect(await overlay().findByText('The price could not be calculated.')).toBeVisible();
    await expect(overlay().getByRole('button', { name: 'Pay and add seats' })).toBeDisabled();
  },
};
