import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { currentUserQuery } from '../../../api/queries';
import { shell } from '../../../ui';
import { billingQuery, invoicesQuery, subscriptionQuery, usageQuery } from '../api/queries';
import type { Leave } from '../card-setup';
import type { MoneyFormat } from './format';
import { messages } from './messages';
import type { Subscription } from './plan-status';

/** What a change of plan or seats alters: the plan also shows in the user (header, guidance). */
export const planKeys = (businessId: string) => [
  subscriptionQuery(businessId).queryKey,
  invoicesQuery(businessId).queryKey,
  usageQuery(businessId).queryKey,
  currentUserQuery().queryKey,
];

const ignore = () => {};

/**
 * The plan's changes from the billing page: cancel (and revoke), the trial's end, seats and the
 * providers' portals. Dialog actions leave their failure to the dialog; the rest say it in a
 * snackbar.
 */
export function usePlanActions(
  businessId: string,
  notify: Notify,
  leave: Leave,
  formatMoney: MoneyFormat,
) {
  const path = { params: { path: { id: businessId } } };
  const invalidate = planKeys(businessId);
  const cancel = $api.useMutation(
    'delete',
    '/v2/businesses/{id}/subscriptions',
    useChange({ notify, invalidate, done: messages.cancelled, failure: 'caller' }),
  );
  const keep = $api.useMutation(
    'put',
    '/v2/businesses/{id}/subscriptions/upgrade',
    useChange({ notify, invalidate, done: messages.kept }),
  );
  const cancelTrial = $api.useMutation(
    'post',
    '/v1/businesses/{id}/cancel-trial',
    useChange({ notify, invalidate, done: messages.trialCancelled, failure: 'caller' }),
  );
  const previewSeats = $api.useMutation('post', '/v2/businesses/{id}/subscriptions/seats/preview');
  const updateSeats = $api.useMutation(
    'put',
    '/v2/businesses/{id}/subscriptions/seats',
    useChange({ notify, invalidate, done: messages.seatsChanged, failure: 'caller' }),
  );
  const portal = useChange({ notify });
  const stripePortal = $api.useMutation('get', '/v2/businesses/{id}/stripe/cpsession', portal);
  const invoicingPortal = $api.useMutation(
    'post',
    '/v2/businesses/{id}/chargebee/portal_session',
    portal,
  );

  return {
    cancel: (endsAt: string | null) =>
      shell.openDialog({
        namespace: 'business',
        name: 'cancel-subscription',
        props: { endsAt },
        onAction: () => cancel.mutateAsync(path),
      }),
    /** Buying the current plan again revokes the cancellation (charges nothing). */
    keep: ({ pricePlan, cycle, seats, currency }: Subscription) => {
      if (!cycle) return;
      keep.mutate({
        ...path,
        body: { plan: pricePlan.name, cycle, amountSeats: seats.total, currency },
      });
    },
    keeping: keep.isPending,
    cancelTrial: () =>
      shell.openDialog({
        namespace: 'business',
        name: 'cancel-trial',
        onAction: () => cancelTrial.mutateAsync(path),
      }),
    addSeats: (subscription: Subscription) =>
      shell.openOverlay({
        name: 'add-seats',
        props: { businessId, seats: subscription.seats, formatMoney },
      }),
    /** Seats down charge nothing; the preview's instant is still the one the server checks. */
    removeSeats: (subscription: Subscription) =>
      shell.openDialog({
        namespace: 'business',
        name: 'remove-seats',
        props: { seats: subscription.seats },
        onAction: async ({ seats }) => {
          const preview = await previewSeats.mutateAsync({ ...path, body: { seats } });
          await updateSeats.mutateAsync({ ...path, body: { seats, timestamp: preview.startsAt } });
        },
      }),
    // A refusal was said in the snackbar; staying on the page is all that is left to do.
    openPaymentPortal: () =>
      stripePortal.mutateAsync(path).then(({ redirectUrl }) => leave(redirectUrl), ignore),
    openInvoicingPortal: () =>
      invoicingPortal.mutateAsync(path).then(({ redirectUrl }) => leave(redirectUrl), ignore),
    portalPending: stripePortal.isPending || invoicingPortal.isPending,
  };
}

/** The billing address: the section keeps what was typed and marks a refused VAT number. */
export function useSaveBilling(businessId: string, notify: Notify) {
  return $api.useMutation(
    'put',
    '/v2/businesses/{id}/billing',
    useChange({
      notify,
      invalidate: [billingQuery(businessId).queryKey],
      done: messages.saved,
      problems: { VAT_ID_INVALID: messages.vatInvalid },
    }),
  );
}
