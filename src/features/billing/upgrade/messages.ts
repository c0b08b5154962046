import { defineMessage, defineMessages } from 'react-intl';

/** The upgrade pages (/upgrade and /business/upgrade) and the free plan downgrade dialog. */
export const messages = defineMessages({
  directTitle: { id: 'billing.upgrade.direct.title', defaultMessage: 'Upgrade to a business plan' },
  directIntro: {
    id: 'billing.upgrade.direct.intro',
    defaultMessage:
      'Choose a plan for your company. You become the administrator of its new business account.',
  },
  businessTitle: { id: 'billing.upgrade.business.title', defaultMessage: 'Change your plan' },
  plansSection: { id: 'billing.upgrade.plans.section', defaultMessage: 'Plans' },
  planLabel: { id: 'billing.upgrade.plans.label', defaultMessage: 'Plan' },
  individual: { id: 'billing.upgrade.plan.individual', defaultMessage: 'Individual' },
  team: { id: 'billing.upgrade.plan.team', defaultMessage: 'Team' },
  pro: { id: 'billing.upgrade.plan.pro', defaultMessage: 'Pro' },
  scale: { id: 'billing.upgrade.plan.scale', defaultMessage: 'Scale' },
  free: { id: 'billing.upgrade.plan.free', defaultMessage: 'Free' },
  currentPlan: { id: 'billing.upgrade.plan.current', defaultMessage: 'Current plan' },
  perSeatMonthly: defineMessage<{ price: string }>({
    id: 'billing.upgrade.plan.per_seat_monthly',
    defaultMessage: '{price} per seat and month',
  }),
  perSeatYearly: defineMessage<{ price: string }>({
    id: 'billing.upgrade.plan.per_seat_yearly',
    defaultMessage: '{price} per seat and year',
  }),
  noPrice: defineMessage<{ currency: string }>({
    id: 'billing.upgrade.plan.no_price',
    defaultMessage: 'Not available in {currency} for this cycle',
  }),
  minSeats: defineMessage<{ count: number }>({
    id: 'billing.upgrade.plan.min_seats',
    defaultMessage: 'From {count, plural, one {# seat} other {# seats}}',
  }),
  trialDays: defineMessage<{ days: number }>({
    id: 'billing.upgrade.plan.trial_days',
    defaultMessage: '{days, plural, one {# day} other {# days}} free trial for new businesses',
  }),
  licences: defineMessage<{ list: string }>({
    id: 'billing.upgrade.plan.licences',
    defaultMessage: 'Identifications included: {list}',
  }),
  licencesNone: {
    id: 'billing.upgrade.plan.licences_none',
    defaultMessage: 'Identifications are paid per use',
  },
  eidas: { id: 'billing.upgrade.plan.eidas', defaultMessage: 'eIDAS' },
  zertes: { id: 'billing.upgrade.plan.zertes', defaultMessage: 'ZertES' },
  freeText: {
    id: 'billing.upgrade.plan.free_text',
    defaultMessage: 'Back to free accounts at the end of the current period.',
  },
  chooseFree: { id: 'billing.upgrade.plan.choose_free', defaultMessage: 'Switch to Free' },
  cycleLabel: { id: 'billing.upgrade.cycle.label', defaultMessage: 'Billing cycle' },
  monthly: { id: 'billing.upgrade.cycle.monthly', defaultMessage: 'Monthly' },
  yearly: { id: 'billing.upgrade.cycle.yearly', defaultMessage: 'Yearly' },
  yearlySaving: defineMessage<{ percent: number }>({
    id: 'billing.upgrade.cycle.yearly_saving',
    defaultMessage: 'Yearly (save up to {percent} %)',
  }),
  currencyLabel: { id: 'billing.upgrade.currency.label', defaultMessage: 'Currency' },
  currencyLocked: defineMessage<{ currency: string }>({
    id: 'billing.upgrade.currency.locked',
    defaultMessage: 'Your subscription is paid in {currency}.',
  }),
  choiceSection: { id: 'billing.upgrade.choice.section', defaultMessage: 'Seats and codes' },
  seats: { id: 'billing.upgrade.seats.label', defaultMessage: 'Seats' },
  seatsHint: defineMessage<{ min: number; max: number }>({
    id: 'billing.upgrade.seats.hint',
    defaultMessage: 'One seat for each admin and member, {min} to {max}.',
  }),
  promoCode: { id: 'billing.upgrade.promo.label', defaultMessage: 'Promo code' },
  applyPromo: { id: 'billing.upgrade.promo.apply', defaultMessage: 'Apply code' },
  promoApplied: defineMessage<{ code: string }>({
    id: 'billing.upgrade.promo.applied',
    defaultMessage: 'Promo code {code} applied',
  }),
  promoAppliedPercent: defineMessage<{ code: string; percent: number }>({
    id: 'billing.upgrade.promo.applied_percent',
    defaultMessage: 'Promo code {code} applied: {percent} % off',
  }),
  promoInvalid: {
    id: 'billing.upgrade.promo.invalid',
    defaultMessage: 'This promo code is not valid for this plan.',
  },
  removeCode: defineMessage<{ code: string }>({
    id: 'billing.upgrade.code.remove',
    defaultMessage: 'Remove {code}',
  }),
  referral: defineMessage<{ code: string }>({
    id: 'billing.upgrade.referral.applied',
    defaultMessage: 'Referral code {code}: 10 % off your first invoice',
  }),
  previewSection: { id: 'billing.upgrade.preview.section', defaultMessage: 'Your price' },
  previewLoading: {
    id: 'billing.upgrade.preview.loading',
    defaultMessage: 'Calculating the price',
  },
  previewFailed: defineMessage<{ reason: string }>({
    id: 'billing.upgrade.preview.failed',
    defaultMessage: 'The price could not be calculated. {reason}',
  }),
  retry: { id: 'billing.upgrade.preview.retry', defaultMessage: 'Try again' },
  subtotal: { id: 'billing.upgrade.preview.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'billing.upgrade.preview.discount', defaultMessage: 'Discount' },
  tax: { id: 'billing.upgrade.preview.tax', defaultMessage: 'Tax' },
  chargedNow: { id: 'billing.upgrade.preview.charged_now', defaultMessage: 'Charged now' },
  startsNow: { id: 'billing.upgrade.preview.starts_now', defaultMessage: 'Starts today' },
  startsFrom: defineMessage<{ date: string }>({
    id: 'billing.upgrade.preview.starts_from',
    defaultMessage: 'From {date}: the change is made at the end of your current period.',
  }),
  starts: { id: 'billing.upgrade.preview.starts', defaultMessage: 'Plan starts' },
  nextBilling: { id: 'billing.upgrade.preview.next_billing', defaultMessage: 'Next invoice' },
  paySection: { id: 'billing.upgrade.pay.section', defaultMessage: 'Payment' },
  payWithCard: defineMessage<{ last4: string }>({
    id: 'billing.upgrade.pay.with_card',
    defaultMessage: 'Pay with •••• {last4}',
  }),
  confirmChange: { id: 'billing.upgrade.pay.confirm_change', defaultMessage: 'Confirm the change' },
  useAnotherCard: { id: 'billing.upgrade.pay.another_card', defaultMessage: 'Use another card' },
  addCardAndPay: { id: 'billing.upgrade.pay.add_card', defaultMessage: 'Enter a card and pay' },
  cardNote: {
    id: 'billing.upgrade.pay.card_note',
    defaultMessage:
      'You enter the card on our payment provider’s page and come back here to finish.',
  },
  businessSection: { id: 'billing.upgrade.business.section', defaultMessage: 'Your business' },
  continueToCard: {
    id: 'billing.upgrade.business.continue',
    defaultMessage: 'Continue to the card',
  },
  businessKept: defineMessage<{ name: string; email: string }>({
    id: 'billing.upgrade.business.kept',
    defaultMessage: 'Your business: {name}, {email}',
  }),
  editBusiness: { id: 'billing.upgrade.business.edit', defaultMessage: 'Change the details' },
  confirmingTitle: {
    id: 'billing.upgrade.confirming.title',
    defaultMessage: 'Confirming your payment',
  },
  confirmingText: {
    id: 'billing.upgrade.confirming.text',
    defaultMessage: 'Your card is saved. We are charging it and setting up your plan.',
  },
  cardFailed: {
    id: 'billing.upgrade.return.card_failed',
    defaultMessage:
      'The card was not saved, and nothing was charged. Try again, or use another card.',
  },
  payFailed: defineMessage<{ reason: string }>({
    id: 'billing.upgrade.return.pay_failed',
    defaultMessage: 'The upgrade did not go through. {reason}',
  }),
  draftLost: {
    id: 'billing.upgrade.return.draft_lost',
    defaultMessage:
      'Your card is saved, but this window no longer knows your choices. Choose your plan again to pay.',
  },
  memberTitle: {
    id: 'billing.upgrade.member.title',
    defaultMessage: 'Only admins change the plan',
  },
  memberText: defineMessage<{ name: string }>({
    id: 'billing.upgrade.member.text',
    defaultMessage:
      'The plan of {name} is chosen and paid by its administrators. Ask one of them if you need a different plan or more seats.',
  }),
  toDashboard: { id: 'billing.upgrade.member.dashboard', defaultMessage: 'Go to the dashboard' },
  freeDowngradeTitle: {
    id: 'billing.upgrade.free_downgrade.title',
    defaultMessage: 'Switch to the free plan?',
  },
  freeDowngradeText: defineMessage<{ date: string }>({
    id: 'billing.upgrade.free_downgrade.text',
    defaultMessage:
      'Your plan ends on {date}. From then on your admins and members sign as free users, and the business keeps its data. You can choose a plan again at any time.',
  }),
  freeDowngradeTextNoDate: {
    id: 'billing.upgrade.free_downgrade.text_no_date',
    defaultMessage:
      'Your plan ends at the end of the current period. From then on your admins and members sign as free users, and the business keeps its data. You can choose a plan again at any time.',
  },
  keepPlan: { id: 'billing.upgrade.free_downgrade.keep', defaultMessage: 'Keep my plan' },
  switchToFree: {
    id: 'billing.upgrade.free_downgrade.confirm',
    defaultMessage: 'Switch to Free',
  },
  freeDowngradeDone: {
    id: 'billing.upgrade.free_downgrade.done',
    defaultMessage: 'Your plan ends at the end of the current period.',
  },
});
