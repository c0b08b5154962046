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
export {
  CARD_SETUP_PARAMS,
  browserLeave,
  readCardSetupReturn,
  useCardSetup,
  type CardSetupOptions,
  type CardSetupReturn,
  type CardSetupStart,
  type Leave,
} from './card-setup';
export { BILLING_PLAN_PATH } from './paths';
export { BillingPlanPage, type BillingPlanPageProps } from './plan-page/BillingPlanPage';
export {
  UpgradePage,
  upgradeSearch,
  type CompanyFormSlot,
  type FormatMoney,
  type UpgradePageProps,
  type UpgradeSearch,
} from './upgrade';
