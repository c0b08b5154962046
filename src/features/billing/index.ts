export {
  billingQuery,
  invoicesQuery,
  pricePlansQuery,
  referralCodeQuery,
  subscriptionQuery,
  usageQuery,
} from './api/queries';
