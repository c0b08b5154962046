import { queryOptions } from '@tanstack/react-query';
import type { Method, Provider } from '../types';
import type { IdentificationApi } from './adapter';

/** The methods offered, by legislation; with a request its sender's coverage decides. */
export const methodsQuery = (api: IdentificationApi, signatureRequestId?: string) =>
  queryOptions({
    queryKey: [...api.key, 'methods', signatureRequestId ?? null],
    queryFn: () => api.methods(signatureRequestId),
  });

/** The latest identification of one method (null: none yet). */
export const stateQuery = (api: IdentificationApi, provider: Provider, method: Method) =>
  queryOptions({
    queryKey: [...api.key, 'state', provider, method],
    queryFn: () => api.state(provider, method),
  });

/** The name the ID document is checked against. */
export const personQuery = (api: IdentificationApi) =>
  queryOptions({ queryKey: [...api.key, 'person'], queryFn: () => api.person() });
