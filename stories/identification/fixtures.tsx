import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  identificationDialogs,
  identificationOverlays,
} from '../../src/features/identification/components/dialogs/registry';
import { accountAudience, guestAudience } from '../../src/features/identification';
import { ShellHosts } from '../../src/features/shell';
import { pageColumn } from '../ui/story-helpers';
import { withRouter } from '../pages/shell/with-router';

export const REQUEST_ID = 'sr_Qm4nT8wLp2Yc7Vx1';
export const GUEST = { id: REQUEST_ID, userid: 'lnk_Gx4Tb8Wq2Zr6' };

/** Where the page would leave for the provider: caught, so the story stays. */
export const leave = fn();

export const account = (requestId?: string) =>
  accountAudience(() => Promise.resolve(), requestId, leave);
export const guest = () => guestAudience(GUEST, leave);

/** A page as the app shows it: its column, the router, and the hosts of its dialogs. */
export const pageDecorators: Decorator[] = [
  (Story) => (
    <>
      <Story />
      <ShellHosts initial={{ dialogs: identificationDialogs, overlays: identificationOverlays }} />
    </>
  ),
  pageColumn(760),
  withRouter,
];
