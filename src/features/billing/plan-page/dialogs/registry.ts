import type { DialogRegistry, OverlayRegistry } from '../../../../ui';
import { AddSeatsOverlay } from './AddSeatsOverlay';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { RemoveSeatsDialog } from './RemoveSeatsDialog';

/** The billing page's dialogs, in the spec's `business` namespace. */
export const billingPlanDialogs = {
  business: {
    'cancel-subscription': CancelSubscriptionDialog,
    'remove-seats': RemoveSeatsDialog,
  },
} satisfies DialogRegistry;

/** The spec's "add seats" full-screen overlay. */
export const billingPlanOverlays = { 'add-seats': AddSeatsOverlay } satisfies OverlayRegistry;
