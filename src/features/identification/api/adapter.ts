import type { QueryKey } from '@tanstack/react-query';
import type {
  IdentificationMethods,
  IdentificationState,
  Method,
  PersonName,
  Provider,
} from '../types';

export interface StartBody {
  signatureRequestId?: string;
  returnPath: string;
}

/**
 * The identification operations as the pages use them, for an account (session), a guest
 * (the link's Basic pair) or a visitor signing up with eID+ (the confirmation token): every
 * page works for each audience through this one interface.
 */
export interface IdentificationApi {
  /** Keeps the two audiences' answers apart in the query cache. */
  key: QueryKey;
  methods(signatureRequestId?: string): Promise<IdentificationMethods>;
  /** The latest identification of a method; null when there is none (404). */
  state(provider: Provider, method: Method): Promise<IdentificationState | null>;
  start(provider: Provider, method: Method, body: StartBody): Promise<IdentificationState>;
  /** Absent where the contract has no way to cancel (a visitor's sign-up). */
  cancel?: (provider: Provider, method: Method) => Promise<void>;
  /** The name the identification will check against the ID document (empty: none yet). */
  person(): Promise<PersonName>;
  saveName(name: PersonName): Promise<void>;
  /** What a granted level changes (the user and its qualities), read again once done. */
  grantedKeys: readonly QueryKey[];
}

/** A 404 problem (openapi-fetch hands the problem body over as the error). */
export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
