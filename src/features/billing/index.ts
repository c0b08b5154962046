export {
  billingQuery,
  invoicesQuery,
  pricePlansQuery,
  referralCodeQuery,
  subscriptionQuery,
  usageQuery,
} from './api/queries';
export { BillingNotices } from './notices/BillingNotices';
export { PaymentIssuesBanner } from './notices/PaymentIssuesBanner';
