import type { DialogRegistry } from '../../../../ui';
import { DeclineDialog } from './DeclineDialog';
import { Part11Dialog } from './Part11Dialog';
import { TanEntryDialog } from './TanEntryDialog';
import { TermsOfUseDialog } from './TermsOfUseDialog';
import { UpgradeStandardsDialog } from './UpgradeStandardsDialog';
import { VisualSignatureDataDialog } from './VisualSignatureDataDialog';

/** The signing flow's dialogs by namespace and name (kebab-case of the spec's names). */
export const signingDialogs = {
  document: {
    'upgrade-standards': UpgradeStandardsDialog,
    'visual-signature-data': VisualSignatureDataDialog,
    'terms-of-use': TermsOfUseDialog,
    'tan-entry': TanEntryDialog,
  },
  other: {
    'decline-signing-request': DeclineDialog,
    'part-11-info': Part11Dialog,
  },
} satisfies DialogRegistry;
