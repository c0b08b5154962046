import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    // business/business-downgraded
    downgradedAdminText: {
      id: 'billing.downgraded.admin_text',
      defaultMessage: 'Choose a plan to give your team its business features back.',
    },
    choosePlan: { id: 'billing.downgraded.choose_plan', defaultMessage: 'Choose a plan' },
    continue: { id: 'billing.downgraded.continue', defaultMessage: 'Continue' },

    // other/accept-terms
    acceptTermsTitle: {
      id: 'billing.accept_terms.title',
      defaultMessage: 'Accept the terms of the free plan',
    },
    acceptTermsText: {
      id: 'billing.accept_terms.text',
      defaultMessage:
        'To sign as a free user, please accept the current general terms and conditions of Paraph.',
    },
    readTerms: {
      id: 'billing.accept_terms.read',
      defaultMessage: 'Read the general terms (opens in a new tab)',
    },
    acceptTerms: { id: 'billing.accept_terms.accept', defaultMessage: 'Accept the terms' },
    later: { id: 'billing.notices.later', defaultMessage: 'Later' },

    // other/free-migration
    freeMigrationTitle: {
      id: 'billing.free_migration.title',
      defaultMessage: 'Your free plan is changing',
    },
    freeMigrationText: {
      id: 'billing.free_migration.text',
      defaultMessage:
        'The free plan you signed up for is no longer offered, and its allowance ends. Accept the current free plan’s terms to keep signing for free, or choose a paid plan.',
    },
    seePlans: { id: 'billing.free_migration.see_plans', defaultMessage: 'See the plans' },

    // other/fair-flat-migration
    fairFlatTitle: {
      id: 'billing.fair_flat.title',
      defaultMessage: 'Your plan is being retired',
    },
    fairFlatSeatsUnknown: {
      id: 'billing.fair_flat.seats_unknown',
      defaultMessage: 'See what the Team plan costs your business.',
    },
    seePrice: { id: 'billing.fair_flat.see_price', defaultMessage: 'See the price' },

    // The payment issues banner (admin layout).
    updatePaymentMethod: {
      id: 'billing.payment_issues.update',
      defaultMessage: 'Update payment method',
    },

    // Spec §8: accepting the terms after a downgrade failed.
    genericSupport: {
      id: 'global.error.generic_support',
      defaultMessage: 'Something went wrong. Please contact support.',
    },
  }),
  // With values: typed, so a missing or misnamed value does not compile.
  downgradedTitle: defineMessage<{ business: string }>({
    id: 'billing.downgraded.title',
    defaultMessage: '{business} has no plan any more',
  }),
  downgradedText: defineMessage<{ business: string }>({
    id: 'billing.downgraded.text',
    defaultMessage:
      'The subscription of {business} has ended. The business keeps its data, and you now sign as a free user.',
  }),
  fairFlatText: defineMessage<{ business: string }>({
    id: 'billing.fair_flat.text',
    defaultMessage:
      '{business} is on the Fair Flat plan, which is no longer offered. The Team plan takes its place with the same seats.',
  }),
  fairFlatSeats: defineMessage<{ seats: number }>({
    id: 'billing.fair_flat.seats',
    defaultMessage:
      'See what the Team plan with {seats, plural, one {# seat} other {# seats}} costs your business.',
  }),
  paymentIssues: defineMessage<{ business: string }>({
    id: 'billing.payment_issues.text',
    defaultMessage:
      'There is a problem with the payments for {business}. Update the payment method so the business is not locked.',
  }),
};
