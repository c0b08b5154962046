import type { GuestCredentials } from '../../api/guest-client';
import type { IdentificationApi } from './api/adapter';
import { accountIdentificationApi } from './api/account';
import { guestIdentificationApi } from './api/guest';
import { visitorIdentificationApi } from './api/visitor';
import type { PersonName } from './types';

/**
 * Who identifies, and where their pages live: an account under /profile/signature-standards,
 * a guest under /direct-sign/identification, a visitor signing up with eID+ on the sign-up's
 * confirm page. The pages take one and work for each.
 */
export interface Audience {
  kind: 'account' | 'guest' | 'visitor';
  api: IdentificationApi;
  base: string;
  /** The request the identification is for (`sr`); a guest's is the link's. */
  requestId?: string;
  /** Where the person goes once identified. */
  backTo: string;
  /** Leaves the app for the provider's page (a full navigation; the stories catch it). */
  leave: (url: string) => void;
}

const browserLeave = (url: string) => window.location.assign(url);

export const ACCOUNT_BASE = '/profile/signature-standards';
export const GUEST_BASE = '/direct-sign/identification';

export function accountAudience(
  saveName: (name: PersonName) => Promise<void>,
  requestId?: string,
  leave = browserLeave,
): Audience {
  return {
    kind: 'account',
    api: accountIdentificationApi(saveName),
    base: ACCOUNT_BASE,
    requestId,
    backTo: requestId ? `/view/${encodeURIComponent(requestId)}` : ACCOUNT_BASE,
    leave,
  };
}

export function guestAudience(credentials: GuestCredentials, leave = browserLeave): Audience {
  return {
    kind: 'guest',
    api: guestIdentificationApi(credentials),
    base: GUEST_BASE,
    requestId: credentials.id,
    backTo: `/view/${encodeURIComponent(credentials.id)}/${encodeURIComponent(credentials.userid)}`,
    leave,
  };
}

export const VISITOR_BASE = '/signup/flows/eidplus/confirm';

/** The eID+ sign-up: identified first, the account is created afterwards (the register step). */
export function visitorAudience(token: string, leave = browserLeave): Audience {
  return {
    kind: 'visitor',
    api: visitorIdentificationApi(token),
    base: VISITOR_BASE,
    backTo: `${VISITOR_BASE}?${new URLSearchParams({ token }).toString()}`,
    leave,
  };
}
