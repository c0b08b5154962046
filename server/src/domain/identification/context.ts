import type { RequestContext } from '../requests/context';
import type { IdentityProviders } from './provider';

/** What identification needs beyond a request operation: the identity providers. */
export interface IdentificationContext extends RequestContext {
  identity: IdentityProviders;
}
