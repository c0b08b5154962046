import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { currentUserQuery } from '../../../api/queries';
import { changeMessages } from '../change-messages';
import { businessQuery, businessSettingsQuery, byId } from './queries';

/*
 * The business account's changes, each saying what it invalidates and what it tells the user.
 * Its reads are in queries.ts.
 */

const userKey = () => currentUserQuery().queryKey;

/** POST /v2/businesses: the signed-in user's company; the page shows a refusal itself. */
export function useCreateBusiness(notify: Notify) {
  return $api.useMutation(
    'post',
    '/v2/businesses',
    useChange({ notify, invalidate: [userKey()], failure: 'caller' }),
  );
}

/** POST /v1/request-confirmation with flow business: the page shows a refusal itself. */
export function useRequestBusinessSignup() {
  return $api.useMutation('post', '/v1/request-confirmation');
}

/** PUT /v1/businesses/{id}: the company details; the user's business name may change too. */
export function useUpdateBusiness(id: string, notify: Notify) {
  return $api.useMutation(
    'put',
    '/v1/businesses/{id}',
    useChange({
      notify,
      invalidate: [businessQuery(id).queryKey, userKey()],
      done: changeMessages.saved,
    }),
  );
}

/** The profile's dialogs' actions: the dialog host shows a failure in the dialog. */
export function useBusinessLifecycle(id: string, notify: Notify) {
  const invalidate = [businessQuery(id).queryKey, userKey()];
  const cancelTrial = $api.useMutation(
    'post',
    '/v1/businesses/{id}/cancel-trial',
    useChange({ notify, invalidate, done: changeMessages.trialCancelled, failure: 'caller' }),
  );
  const remove = $api.useMutation(
    'delete',
    '/v2/businesses/{id}',
    useChange({ notify, invalidate, done: changeMessages.deletionScheduled, failure: 'caller' }),
  );
  const revoke = $api.useMutation(
    'post',
    '/v2/businesses/{id}/revoke_delete',
    useChange({ notify, invalidate, done: changeMessages.deletionRevoked }),
  );
  return {
    cancelTrial: () => cancelTrial.mutateAsync(byId(id)),
    remove: () => remove.mutateAsync(byId(id)),
    revoke: () => revoke.mutate(byId(id)),
    revoking: revoke.isPending,
  };
}

/** PUT /v1/businesses/{id}/settings; the page keeps what was typed when it fails. */
export function useUpdateSettings(id: string, notify: Notify) {
  return $api.useMutation(
    'put',
    '/v1/businesses/{id}/settings',
    useChange({
      notify,
      invalidate: [businessSettingsQuery(id).queryKey],
      done: changeMessages.saved,
    }),
  );
}

/** The logo's own problems, said about a logo (the generic texts speak of signature images). */
const logoProblems = {
  IMAGE_TOO_LARGE: changeMessages.logoTooLarge,
  IMAGE_NOT_SUPPORTED: changeMessages.logoNotSupported,
  IMAGE_DIMENSIONS: changeMessages.logoDimensions,
};

/** PUT /v1/businesses/{id}/logo with the file as the raw body, DELETE to remove it. */
export function useLogo(id: string, notify: Notify) {
  const change = useChange({
    notify,
    invalidate: [businessSettingsQuery(id).queryKey],
    problems: logoProblems,
  });
  const upload = $api.useMutation('put', '/v1/businesses/{id}/logo', change);
  const remove = $api.useMutation('delete', '/v1/businesses/{id}/logo', change);
  return {
    upload: (file: File) =>
      upload.mutate({
        ...byId(id),
        // The contract types the raw body as a string; the bytes go through untouched.
        body: file as unknown as string,
        bodySerializer: (body: unknown) => body,
        headers: { 'Content-Type': file.type || 'image/png' },
      }),
    remove: () => remove.mutate(byId(id)),
    busy: upload.isPending || remove.isPending,
  };
}
