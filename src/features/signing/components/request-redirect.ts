import type { components } from '../../../../openapi/schema.gen';
import type { ExitState } from '../flow/exit-redirect';

/**
 * The sender may store guest redirects on the request; the link's query wins over them, and
 * the timeout falls back to the request's only when the query did not set one.
 */
export function withRequestRedirect(
  exit: ExitState,
  redirect: components['schemas']['SigningRedirect'] | undefined,
  queryHasTimeout = false,
): ExitState {
  if (!redirect) return exit;
  return {
    exitUrl: exit.exitUrl ?? redirect.exit_url,
    errorUrl: exit.errorUrl ?? redirect.error_url,
    declineUrl: exit.declineUrl ?? redirect.decline_url,
    timeout:
      !queryHasTimeout && typeof redirect.redirect_timeout === 'number'
        ? redirect.redirect_timeout
        : exit.timeout,
    declineRedirect: exit.declineRedirect,
  };
}
