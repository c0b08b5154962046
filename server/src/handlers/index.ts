import { activityHandlers } from './activities';
import { apiUserHandlers } from './api-users';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { businessHandlers } from './businesses';
import { directHandlers } from './direct';
import { documentHandlers } from './documents';
import { domainHandlers } from './domains';
import { identificationHandlers } from './identification';
import { memberHandlers } from './members';
import { paymentWebhookHandlers } from './payment-webhook';
import { sealHandlers } from './seals';
import { signatureRequestHandlers } from './signature-requests';
import { signerGroupHandlers } from './signer-groups';
import { signingHandlers } from './signing';
import { subscriptionHandlers } from './subscriptions';
import { ssoHandlers } from './sso';
import { systemHandlers } from './system';
import type { ServiceHandlers } from './types';
import { userHandlers } from './user';
import { visualSignatureHandlers } from './visual-signatures';

/** Every implemented operation, one file per spec tag, keyed by operationId. */
export const serviceHandlers = {
  ...authHandlers,
  ...userHandlers,
  ...directHandlers,
  ...systemHandlers,
  ...signatureRequestHandlers,
  ...documentHandlers,
  ...signingHandlers,
  ...visualSignatureHandlers,
  ...identificationHandlers,
  ...businessHandlers,
  ...memberHandlers,
  ...apiUserHandlers,
  ...domainHandlers,
  ...ssoHandlers,
  ...signerGroupHandlers,
  ...sealHandlers,
  ...subscriptionHandlers,
  ...paymentWebhookHandlers,
  ...billingHandlers,
  ...activityHandlers,
} satisfies ServiceHandlers;
