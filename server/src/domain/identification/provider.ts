import type { components } from '../../../../openapi/schema.gen';
import type { Method, Provider } from './methods';

type Schemas = components['schemas'];

/** The person as we know them, so the provider can prefill its steps. */
export interface PersonToIdentify {
  firstName: string;
  lastName: string;
  email: string;
  language: string | null;
}

/**
 * A hosted identification service (SRS for eIDAS, Intrum for ZertES in production). We create a
 * transaction and send the person to its `url`; the provider sends them back to `returnUrl`
 * and tells our webhook how it went (identification.started / succeeded / failed, then
 * certificate.ready once the signing certificate for the identity is active).
 */
export interface IdentityProvider {
  start(request: {
    provider: Provider;
    method: Method;
    person: PersonToIdentify;
    returnUrl: string;
    now: Date;
  }): Promise<{ reference: string; url: string; expiresAt: Date }>;
  /** The person stopped: the provider ends the transaction (no further events). */
  cancel(reference: string): Promise<void>;
}

/** The providers of the spec and the secret each signs its webhooks with. */
export interface IdentityProviders {
  provider(name: Provider): IdentityProvider;
  webhookSecret(name: Provider): string;
}

export type VerifiedIdentity = Schemas['VerifiedIdentity'];
