import type { shellDialogs, shellOverlays } from './features/shell/components/BaseDialogs';
import type {
  identificationDialogs,
  identificationOverlays,
} from './features/identification/components/dialogs/registry';
import type { billingNoticeDialogs } from './features/billing/notices/dialogs/registry';
import type { businessDialogs } from './features/business/components/dialogs/registry';
import type {
  billingPlanDialogs,
  billingPlanOverlays,
} from './features/billing/plan-page/dialogs/registry';
import type { upgradeDialogs } from './features/billing/upgrade/components/dialogs/registry';
import type { developerDialogs } from './features/developers/components/dialogs/registry';
import type { memberDialogs } from './features/members/components/dialogs/registry';
import type { prepareDialogs } from './features/prepare/dialogs';
import type { profileDialogs } from './features/profile/components/dialogs/registry';
import type { requestDialogs } from './features/requests/dialogs/RequestDialogs';
import type { sealDialogs } from './features/seals/components/dialogs/registry';
import type { signingDialogs } from './features/signing/components/dialogs/registry';
import type { signingOverlays } from './features/signing/components/overlays/SigningOverlays';
import type {
  visualSignatureDialogs,
  visualSignatureOverlays,
} from './features/visual-signatures/dialogs/registry';
import type {
  signerGroupDialogs,
  signerGroupOverlays,
} from './features/signer-groups/dialogs/registry';
import { withRemainingMessagesLoaded } from './i18n/lazy-views';
import type { DialogSpecs, HostSource, OverlaySpecs } from './ui';

/**
 * Every feature's dialogs (by namespace and name) and full-screen overlays, gathered here
 * because features never import one another, and loaded only when one is first opened (with
 * the rest of the messages: the first page's catalogue has only the first page's).
 */
export const hostSources: HostSource[] = (
  [
    () =>
      import('./features/shell/components/BaseDialogs').then((m) => ({
        dialogs: m.shellDialogs,
        overlays: m.shellOverlays,
      })),
    () => import('./features/prepare/dialogs').then((m) => ({ dialogs: m.prepareDialogs })),
    () =>
      import('./features/requests/dialogs/RequestDialogs').then((m) => ({
        dialogs: m.requestDialogs,
      })),
    () =>
      import('./features/profile/components/dialogs/registry').then((m) => ({
        dialogs: m.profileDialogs,
      })),
    () =>
      Promise.all([
        import('./features/signing/components/dialogs/registry'),
        import('./features/signing/components/overlays/SigningOverlays'),
      ]).then(([dialogs, overlays]) => ({
        dialogs: dialogs.signingDialogs,
        overlays: overlays.signingOverlays,
      })),
    () =>
      import('./features/visual-signatures/dialogs/registry').then((m) => ({
        dialogs: m.visualSignatureDialogs,
        overlays: m.visualSignatureOverlays,
      })),
    () =>
      import('./features/identification/components/dialogs/registry').then((m) => ({
        dialogs: m.identificationDialogs,
        overlays: m.identificationOverlays,
      })),
    () =>
      import('./features/members/components/dialogs/registry').then((m) => ({
        dialogs: m.memberDialogs,
      })),
    () =>
      import('./features/business/components/dialogs/registry').then((m) => ({
        dialogs: m.businessDialogs,
      })),
    () =>
      import('./features/billing/plan-page/dialogs/registry').then((m) => ({
        dialogs: m.billingPlanDialogs,
        overlays: m.billingPlanOverlays,
      })),
    () =>
      import('./features/billing/upgrade/components/dialogs/registry').then((m) => ({
        dialogs: m.upgradeDialogs,
      })),
    () =>
      import('./features/developers/components/dialogs/registry').then((m) => ({
        dialogs: m.developerDialogs,
      })),
    () =>
      import('./features/seals/components/dialogs/registry').then((m) => ({
        dialogs: m.sealDialogs,
      })),
    () =>
      import('./features/signer-groups/dialogs/registry').then((m) => ({
        dialogs: m.signerGroupDialogs,
        overlays: m.signerGroupOverlays,
      })),
    () =>
      import('./features/billing/notices/dialogs/registry').then((m) => ({
        dialogs: m.billingNoticeDialogs,
      })),
  ] satisfies HostSource[]
).map(withRemainingMessagesLoaded);

// The same registries as types only (type imports): checking an opener loads no feature's code.
type AllDialogs = typeof shellDialogs &
  typeof prepareDialogs &
  typeof requestDialogs &
  typeof profileDialogs &
  typeof signingDialogs &
  typeof visualSignatureDialogs &
  typeof identificationDialogs &
  typeof memberDialogs &
  typeof businessDialogs &
  typeof billingPlanDialogs &
  typeof upgradeDialogs &
  typeof developerDialogs &
  typeof sealDialogs &
  typeof signerGroupDialogs &
  typeof billingNoticeDialogs;
type AllOverlays = typeof shellOverlays &
  typeof signingOverlays &
  typeof visualSignatureOverlays &
  typeof identificationOverlays &
  typeof signerGroupOverlays &
  typeof billingPlanOverlays;

/** The app's type map: namespace → name → { props, payload } for every dialog and overlay. */
export type AppDialogs = DialogSpecs<AllDialogs>;
export type AppOverlays = OverlaySpecs<AllOverlays>;

declare module './ui/Hosts/registry' {
  interface HostRegister {
    dialogs: AppDialogs;
    overlays: AppOverlays;
  }
}
