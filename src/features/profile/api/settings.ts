import { $api, fetchClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import { useChange, type Notify } from '../../../api/mutation';
import { currentUserQuery } from '../../../api/queries';
import type { components } from '../../../../openapi/schema.gen';
import { settingsMessages } from '../settings-messages';
import { userUpdateOf, type UserUpdate } from '../user-update';

type User = components['schemas']['User'];

const userKey = () => currentUserQuery().queryKey;

/**
 * PUT /v1/user for one section: its changes with everything else as the account has it. The
 * snackbar says how it went; `save` resolves to whether it worked, so the section decides
 * what follows (the language switches the app) and keeps what was typed when it did not.
 */
export function useSettingsSave(user: User, notify: Notify) {
  const mutation = $api.useMutation(
    'put',
    '/v1/user',
    useChange({ notify, invalidate: [userKey()], done: settingsMessages.saved }),
  );
  const save = (changes: Partial<UserUpdate>) =>
    mutation.mutateAsync({ body: userUpdateOf(user, changes) }).then(
      () => true,
      () => false,
    );
  return { saving: mutation.isPending, save };
}

/** POST /v1/user/mobile-verification: a code to the new number; the page shows problems. */
export function useSendMobileCode() {
  return $api.useMutation('post', '/v1/user/mobile-verification');
}

/** PUT /v1/user/mobile: the number with its code; stored only when the code is right. */
export function useConfirmMobile(notify: Notify) {
  return $api.useMutation(
    'put',
    '/v1/user/mobile',
    useChange({
      notify,
      invalidate: [userKey()],
      done: settingsMessages.mobileSaved,
      failure: 'caller',
    }),
  );
}

/** POST /v1/user/email-change: a link to the new address; the section shows problems. */
export function useSendEmailLink() {
  return $api.useMutation('post', '/v1/user/email-change');
}

/**
 * POST /v1/user/email-change/confirm: a mutation, not a query, because it changes the account
 * (and uses the link up); the account is read again afterwards.
 */
export function useConfirmEmailChange(notify: Notify) {
  return $api.useMutation(
    'post',
    '/v1/user/email-change/confirm',
    useChange({ notify, invalidate: [userKey()], failure: 'caller' }),
  );
}

/**
 * A new name and everything else as the account has it now (PUT replaces the whole profile):
 * the identification pages save the name the ID document will be checked against with it.
 */
export async function saveAccountName(name: Pick<UserUpdate, 'firstName' | 'lastName'>) {
  const user = await unwrap(fetchClient.GET('/v1/user'));
  await unwrap(fetchClient.PUT('/v1/user', { body: userUpdateOf(user, name) }));
}
