import { $api } from '../../api/client';
import { useChange, type Notify } from '../../api/mutation';
import { notify as snackbar } from '../../ui';

/** Leaves the app for the provider's hosted card page (a full navigation; stories catch it). */
export type Leave = (url: string) => void;

export const browserLeave: Leave = (url) => window.location.assign(url);

export interface CardSetupStart {
  /** The business the card is for; null for a user who upgrades without one (direct upgrade). */
  businessId: string | null;
  /** The billing country: it selects tax and currency at the provider. */
  country: string;
  /** The app path the card page sends the browser back to (with the setup intent's result). */
  returnTo: string;
}

export interface CardSetupOptions {
  notify?: Notify;
  leave?: Leave;
}

/**
 * The one way the app saves a card: a setup intent (the business's or, without a business,
 * the direct upgrade's), then the provider's hosted page, which returns to `returnTo`.
 * `start` resolves false when the setup intent could not be made (the snackbar said why).
 */
export function useCardSetup({ notify = snackbar, leave = browserLeave }: CardSetupOptions = {}) {
  const change = useChange({ notify });
  const business = $api.useMutation(
    'post',
    '/v2/businesses/{id}/subscriptions/stripe_setup_intent',
    change,
  );
  const direct = $api.useMutation(
    'post',
    '/v2/businesses/direct_upgrade/stripe_setup_intent',
    change,
  );

  async function start({ businessId, country, returnTo }: CardSetupStart): Promise<boolean> {
    const body = { country, returnTo };
    try {
      const intent = businessId
        ? await business.mutateAsync({ params: { path: { id: businessId } }, body })
        : await direct.mutateAsync({ body });
      leave(intent.redirectUrl);
      return true;
    } catch {
      return false;
    }
  }

  return { start, pending: business.isPending || direct.isPending };
}

export interface CardSetupReturn {
  setupIntentId: string;
  status: 'succeeded' | 'failed';
}

const SETUP_INTENT = /^seti_[A-Za-z0-9]+$/;

/**
 * What the provider's card page said on its way back (`?setup_intent=…&redirect_status=…`);
 * null when the query is not such a return. Any status other than succeeded is a failure
 * (Stripe also sends `processing` and `requires_payment_method`: no usable card yet).
 */
export function readCardSetupReturn(
  search: string | URLSearchParams | Record<string, unknown>,
): CardSetupReturn | null {
  const params =
    typeof search === 'string' || search instanceof URLSearchParams
      ? new URLSearchParams(search)
      : new URLSearchParams(
          Object.entries(search).flatMap(([key, value]) =>
            typeof value === 'string' ? [[key, value]] : [],
          ),
        );
  const setupIntentId = params.get('setup_intent');
  const status = params.get('redirect_status');
  if (!setupIntentId || !SETUP_INTENT.test(setupIntentId) || !status) return null;
  return { setupIntentId, status: status === 'succeeded' ? 'succeeded' : 'failed' };
}

/** The card page's query parameters, to drop from the URL once the return was shown. */
export const CARD_SETUP_PARAMS = ['setup_intent', 'redirect_status', 'setup_intent_client_secret'];
