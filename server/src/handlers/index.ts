import { authHandlers } from './auth';
import { signatureRequestHandlers } from './signature-requests';
import type { ServiceHandlers } from './types';
import { userHandlers } from './user';

/** Every implemented operation, one file per spec tag, keyed by operationId. */
export const serviceHandlers = {
  ...authHandlers,
  ...userHandlers,
  ...signatureRequestHandlers,
} satisfies ServiceHandlers;
