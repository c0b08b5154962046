import type { DialogRegistry, OverlayRegistry } from '../../../../ui';
import { ConnectIdAustriaDialog } from './ConnectIdAustriaDialog';
import { NameMismatchOverlay } from './NameMismatchOverlay';
import { SupplyEidDataDialog } from './SupplyEidDataDialog';

/** The identification's dialogs, under the namespace `identification`. */
export const identificationDialogs = {
  identification: {
    'connect-id-austria': ConnectIdAustriaDialog,
    'supply-eid-data': SupplyEidDataDialog,
  },
} satisfies DialogRegistry;

export const identificationOverlays = {
  'identification-name-mismatch': NameMismatchOverlay,
} satisfies OverlayRegistry;
