import type { DialogRegistry } from '../../../../../ui';
import { FreePlanDowngradeDialog } from './FreePlanDowngradeDialog';

/** The upgrade pages' dialog, under the spec's business namespace. */
export const upgradeDialogs = {
  business: { 'free-plan-downgrade': FreePlanDowngradeDialog },
} satisfies DialogRegistry;
