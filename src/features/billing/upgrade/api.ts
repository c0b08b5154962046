import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { currentUserQuery } from '../../../api/queries';
import { useDebouncedValue } from '../../../ui';
import { subscriptionQuery } from '../api/queries';
import { planRequest, type Choices } from './choices';
import { messages } from './messages';

/** How long the choices rest before the price is asked for (typing seats, clicking cycles). */
export const PREVIEW_DELAY_MS = 300;

/**
 * The price of the choices as the server computes it, asked for once they rest. Only the
 * preview of exactly the current choices is ever returned: while they change, or while the
 * answer for them is on its way, the caller shows the wait — never an older price.
 */
export function usePreview(
  businessId: string | null,
  choices: Choices,
  enabled = true,
  /** The direct upgrade's company once known: its country and VAT number decide the tax. */
  company?: { country: string; vat?: string } | null,
) {
  const taxedFor =
    businessId === null && company
      ? { country: company.country, ...(company.vat ? { vat: company.vat } : {}) }
      : {};
  const wanted = JSON.stringify({ ...planRequest(choices), ...taxedFor });
  const settled = useDebouncedValue(wanted, PREVIEW_DELAY_MS);
  const body = JSON.parse(settled) as ReturnType<typeof planRequest> & {
    country?: string;
    vat?: string;
  };
  const options = { retry: false, staleTime: 60_000 } as const;
  const business = useQuery({
    ...$api.queryOptions('post', '/v2/businesses/{id}/subscriptions/upgrade/preview', {
      params: { path: { id: businessId ?? '' } },
      body,
    }),
    ...options,
    enabled: enabled && businessId !== null,
  });
  const direct = useQuery({
    ...$api.queryOptions('post', '/v2/businesses/direct_upgrade/preview', { body }),
    ...options,
    enabled: enabled && businessId === null,
  });
  const query = businessId === null ? direct : business;
  const current = settled === wanted;
  return {
    preview: current ? query.data : undefined,
    loading: !current || query.isPending,
    error: current && query.isError ? (query.error as unknown) : null,
    retry: () => void query.refetch(),
  };
}

const userKey = () => currentUserQuery().queryKey;

/** Paying for the choices: a business's plan change, or a free user's business with its plan. */
export function usePayment(businessId: string | null, notify: Notify) {
  // The page shows a refused payment itself, beside the choices it keeps.
  const change = useChange({
    notify,
    invalidate: [userKey(), ...(businessId ? [subscriptionQuery(businessId).queryKey] : [])],
    failure: 'caller',
  });
  const upgrade = $api.useMutation('put', '/v2/businesses/{id}/subscriptions/upgrade', change);
  const direct = $api.useMutation('post', '/v2/businesses/direct_upgrade/confirm', change);
  return { upgrade, direct, pending: upgrade.isPending || direct.isPending };
}

/** A business's promo code, checked before it goes into the price. */
export function usePromoCheck(businessId: string) {
  const check = $api.useMutation(
    'post',
    '/v2/businesses/{id}/subscriptions/coupons/validate_promo',
  );
  return {
    pending: check.isPending,
    /** The verdict for the code on the plan; a failed call throws (the caller says why). */
    check: (promoCode: string, plan: string) =>
      check.mutateAsync({ params: { path: { id: businessId } }, body: { promoCode, plan } }),
  };
}

/** The free plan downgrade: the subscription ends at the period's end. */
export function useCancelSubscription(businessId: string, notify: Notify) {
  return $api.useMutation(
    'delete',
    '/v2/businesses/{id}/subscriptions',
    useChange({
      notify,
      invalidate: [userKey(), subscriptionQuery(businessId).queryKey],
      done: messages.freeDowngradeDone,
      failure: 'caller',
    }),
  );
}
