import type { DialogRegistry } from '../../../../ui';
import { AcceptTermsDialog } from './AcceptTermsDialog';
import { BusinessDowngradedDialog } from './BusinessDowngradedDialog';
import { FairFlatMigrationDialog } from './FairFlatMigrationDialog';
import { FreeMigrationDialog } from './FreeMigrationDialog';

/** The billing notices' dialogs, under the spec's namespaces (§2: business, other). */
export const billingNoticeDialogs = {
  business: { 'business-downgraded': BusinessDowngradedDialog },
  other: {
    'accept-terms': AcceptTermsDialog,
    'free-migration': FreeMigrationDialog,
    'fair-flat-migration': FairFlatMigrationDialog,
  },
} satisfies DialogRegistry;
