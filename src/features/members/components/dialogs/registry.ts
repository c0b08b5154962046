import type { DialogRegistry } from '../../../../ui';
import { AddMemberDialog } from './AddMemberDialog';
import { BusinessInvitationDialog } from './BusinessInvitationDialog';
import { CostCenterDialog } from './CostCenterDialog';
import { AddDomainDialog, RemoveDomainDialog } from './DomainDialogs';
import { LockedMemberDialog } from './LockedMemberDialog';
import { RemoveMembersDialog } from './RemoveMembersDialog';
import { RemoveSsoDialog, SsoDialog } from './SsoDialogs';

/** The members feature's dialogs, in the spec's `business` namespace (spec §2). */
export const memberDialogs = {
  business: {
    'add-member': AddMemberDialog,
    'remove-members': RemoveMembersDialog,
    'edit-cost-center': CostCenterDialog,
    'business-locked-member': LockedMemberDialog,
    'business-invitation': BusinessInvitationDialog,
    'add-domain': AddDomainDialog,
    'remove-domain': RemoveDomainDialog,
    'set-sso': SsoDialog,
    'remove-sso': RemoveSsoDialog,
  },
} satisfies DialogRegistry;
