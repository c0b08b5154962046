import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    // The page.
    title: { id: 'billing.page.title', defaultMessage: 'Plan and billing' },
    retry: { id: 'billing.page.retry', defaultMessage: 'Try again' },
    loadFailed: {
      id: 'billing.page.load_failed',
      defaultMessage: 'The plan and billing details could not be loaded.',
    },
    none: { id: 'billing.page.none', defaultMessage: '–' },

    // Plan names (the spec's pricing plans; other plans show their id).
    plan_individual: { id: 'billing.plan.individual', defaultMessage: 'Individual' },
    plan_team: { id: 'billing.plan.team', defaultMessage: 'Team' },
    plan_pro: { id: 'billing.plan.pro', defaultMessage: 'Pro' },
    plan_scale: { id: 'billing.plan.scale', defaultMessage: 'Scale' },
    planEnterprise: { id: 'billing.plan.enterprise', defaultMessage: 'Enterprise' },
    planCancelled: { id: 'billing.plan.cancelled', defaultMessage: 'No plan' },

    // Plan section.
    planSection: { id: 'billing.plan.section', defaultMessage: 'Plan' },
    planName: { id: 'billing.plan.name', defaultMessage: 'Plan' },
    status: { id: 'billing.plan.status', defaultMessage: 'Status' },
    status_trialOpen: { id: 'billing.plan.status.trial_open', defaultMessage: 'Trial' },
    status_active: { id: 'billing.plan.status.active', defaultMessage: 'Active' },
    status_cancelled: { id: 'billing.plan.status.cancelled', defaultMessage: 'Cancelled' },
    status_blocked: { id: 'billing.plan.status.blocked', defaultMessage: 'Locked' },
    status_trialExpired: { id: 'billing.plan.status.trial_expired', defaultMessage: 'Trial ended' },
    blockedText: {
      id: 'billing.plan.blocked_text',
      defaultMessage:
        'The business is locked because a payment failed. Choose a plan and pay to unlock it.',
    },
    trialExpiredText: {
      id: 'billing.plan.trial_expired_text',
      defaultMessage: 'The trial has ended. Choose a plan to keep working as a business.',
    },
    cancelledText: {
      id: 'billing.plan.cancelled_text',
      defaultMessage:
        'The subscription has ended. Your data is kept; choose a plan to work as a business again.',
    },
    cycle: { id: 'billing.plan.cycle', defaultMessage: 'Billing cycle' },
    cycle_monthly: { id: 'billing.plan.cycle.monthly', defaultMessage: 'Monthly' },
    cycle_yearly: { id: 'billing.plan.cycle.yearly', defaultMessage: 'Yearly' },
    period: { id: 'billing.plan.period', defaultMessage: 'Current period' },
    price: { id: 'billing.plan.price', defaultMessage: 'Price' },
    paymentMethodKind: { id: 'billing.plan.payment', defaultMessage: 'Payment' },
    pay_STRIPE: { id: 'billing.plan.payment.card', defaultMessage: 'By card' },
    pay_MANUAL: { id: 'billing.plan.payment.invoice', defaultMessage: 'By invoice' },
    pay_CHARGEBEE: { id: 'billing.plan.payment.chargebee', defaultMessage: 'By invoice' },
    nextPlanTerm: { id: 'billing.plan.next_term', defaultMessage: 'Next plan' },
    changePlan: { id: 'billing.plan.change', defaultMessage: 'Change plan' },
    choosePlan: { id: 'billing.plan.choose', defaultMessage: 'Choose a plan' },
    cancelSubscription: { id: 'billing.plan.cancel', defaultMessage: 'Cancel subscription' },
    keepPlan: { id: 'billing.plan.keep', defaultMessage: 'Keep my plan' },
    cancelTrial: { id: 'billing.plan.cancel_trial', defaultMessage: 'Cancel trial' },
    cancelled: {
      id: 'billing.plan.cancelled_done',
      defaultMessage: 'Subscription cancelled. Your plan stays until the end of the period.',
    },
    kept: { id: 'billing.plan.kept', defaultMessage: 'Your plan continues.' },
    trialCancelled: { id: 'billing.plan.trial_cancelled', defaultMessage: 'Trial cancelled.' },

    // Payment issues.
    issuesTitle: { id: 'billing.issues.title', defaultMessage: 'Payment issues' },
    issuesText: {
      id: 'billing.issues.text',
      defaultMessage:
        'The last payment did not go through. Update your card so the business is not locked.',
    },
    updateCard: { id: 'billing.issues.update_card', defaultMessage: 'Update card' },

    // Seats.
    seatsSection: { id: 'billing.seats.section', defaultMessage: 'Seats' },
    seatsMeter: { id: 'billing.seats.meter', defaultMessage: 'Seats used' },
    seatsHint: {
      id: 'billing.seats.hint',
      defaultMessage: 'Members, admins and pending invitations each take a seat.',
    },
    addSeats: { id: 'billing.seats.add', defaultMessage: 'Add seats' },
    removeSeats: { id: 'billing.seats.remove', defaultMessage: 'Remove seats' },
    seatsChanged: { id: 'billing.seats.changed', defaultMessage: 'Seats updated.' },

    // Add seats overlay.
    addTitle: { id: 'billing.add_seats.title', defaultMessage: 'Add seats' },
    seatsField: { id: 'billing.add_seats.field', defaultMessage: 'Seats in total' },
    chargeNow: { id: 'billing.add_seats.charge', defaultMessage: 'Charged now' },
    chargeAsOf: { id: 'billing.add_seats.as_of', defaultMessage: 'Price as of' },
    subtotal: { id: 'billing.add_seats.subtotal', defaultMessage: 'Subtotal' },
    discount: { id: 'billing.add_seats.discount', defaultMessage: 'Discount' },
    tax: { id: 'billing.add_seats.tax', defaultMessage: 'Tax' },
    nextBilling: { id: 'billing.add_seats.next_billing', defaultMessage: 'Next invoice' },
    previewing: { id: 'billing.add_seats.previewing', defaultMessage: 'Calculating the price…' },
    previewFailed: {
      id: 'billing.add_seats.preview_failed',
      defaultMessage: 'The price could not be calculated.',
    },
    priceChanged: {
      id: 'billing.add_seats.price_changed',
      defaultMessage:
        'The price has changed since it was shown. Check the new price and confirm again.',
    },
    addFailed: { id: 'billing.add_seats.failed', defaultMessage: 'The seats could not be added.' },
    confirmAdd: { id: 'billing.add_seats.confirm', defaultMessage: 'Pay and add seats' },
    cancel: { id: 'billing.cancel', defaultMessage: 'Cancel' },

    // Remove seats dialog.
    removeTitle: { id: 'billing.remove_seats.title', defaultMessage: 'Remove seats' },
    removeText: {
      id: 'billing.remove_seats.text',
      defaultMessage:
        'Seats you remove are gone at once. Nothing is refunded for the rest of the current period.',
    },
    removeConfirm: { id: 'billing.remove_seats.confirm', defaultMessage: 'Remove seats' },
    removeFailed: {
      id: 'billing.remove_seats.failed',
      defaultMessage: 'The seats could not be removed.',
    },
    removeWhole: { id: 'billing.remove_seats.whole', defaultMessage: 'Enter a whole number.' },

    // Cancel subscription dialog.
    cancelTitle: {
      id: 'billing.cancel_subscription.title',
      defaultMessage: 'Cancel subscription?',
    },
    cancelTextOpen: {
      id: 'billing.cancel_subscription.text_open',
      defaultMessage:
        'Your plan stays until the end of the current period. Then the business keeps its data, but its members sign as free users.',
    },
    keepSubscription: {
      id: 'billing.cancel_subscription.keep',
      defaultMessage: 'Keep subscription',
    },
    cancelConfirm: {
      id: 'billing.cancel_subscription.confirm',
      defaultMessage: 'Cancel subscription',
    },
    cancelFailed: {
      id: 'billing.cancel_subscription.failed',
      defaultMessage: 'The subscription could not be cancelled.',
    },

    // Payment method.
    cardSection: { id: 'billing.card.section', defaultMessage: 'Payment method' },
    card: { id: 'billing.card.card', defaultMessage: 'Card' },
    cardExpiry: { id: 'billing.card.expiry', defaultMessage: 'Expires' },
    noCard: { id: 'billing.card.none', defaultMessage: 'No card saved yet.' },
    invoiced: {
      id: 'billing.card.invoiced',
      defaultMessage:
        'Your business pays by invoice. Invoices and payment details are in the invoicing portal.',
    },
    replaceCard: { id: 'billing.card.replace', defaultMessage: 'Replace card' },
    addCard: { id: 'billing.card.add', defaultMessage: 'Add card' },
    paymentPortal: { id: 'billing.card.portal', defaultMessage: 'Open payment portal' },
    invoicingPortal: {
      id: 'billing.card.invoicing_portal',
      defaultMessage: 'Open invoicing portal',
    },
    cardSaved: { id: 'billing.card.saved', defaultMessage: 'Your card was saved.' },
    cardFailed: {
      id: 'billing.card.failed',
      defaultMessage: 'The card was not saved. Try again or use another card.',
    },

    // Billing address.
    addressSection: { id: 'billing.address.section', defaultMessage: 'Billing address' },
    addressText: {
      id: 'billing.address.text',
      defaultMessage: 'Shown on your invoices. The country and VAT number decide the tax.',
    },
    address1: { id: 'billing.address.address1', defaultMessage: 'Address' },
    address2: { id: 'billing.address.address2', defaultMessage: 'Address line 2 (optional)' },
    city: { id: 'billing.address.city', defaultMessage: 'City' },
    postalCode: { id: 'billing.address.postal_code', defaultMessage: 'Postal code' },
    country: { id: 'billing.address.country', defaultMessage: 'Country' },
    vat: { id: 'billing.address.vat', defaultMessage: 'VAT number (optional)' },
    vatHint: {
      id: 'billing.address.vat_hint',
      defaultMessage: 'With a valid EU VAT number no VAT is charged (reverse charge).',
    },
    currency: { id: 'billing.address.currency', defaultMessage: 'Invoice currency' },
    save: { id: 'billing.address.save', defaultMessage: 'Save address' },
    saved: { id: 'billing.address.saved', defaultMessage: 'Billing address saved.' },
    required: { id: 'billing.address.required', defaultMessage: 'Fill in this field.' },
    postalCodeInvalid: {
      id: 'billing.address.postal_code_invalid',
      defaultMessage: 'Use 2 to 16 letters, digits, spaces or hyphens.',
    },
    vatInvalid: {
      id: 'billing.address.vat_invalid',
      defaultMessage: 'This VAT number is not valid for the country.',
    },

    // Discounts and referral.
    discountsSection: { id: 'billing.discounts.section', defaultMessage: 'Discounts and referral' },
    discountsLabel: { id: 'billing.discounts.label', defaultMessage: 'Discounts of the business' },
    code: { id: 'billing.discounts.code', defaultMessage: 'Code' },
    type: { id: 'billing.discounts.type', defaultMessage: 'Type' },
    expires: { id: 'billing.discounts.expires', defaultMessage: 'Expires' },
    specialDiscount: { id: 'billing.discounts.special', defaultMessage: 'Special discount' },
    referralDiscount: { id: 'billing.discounts.referral', defaultMessage: 'Referral' },
    promoDiscount: { id: 'billing.discounts.promo', defaultMessage: 'Promo code' },
    discount_ACTIVE: { id: 'billing.discounts.active', defaultMessage: 'Active' },
    discount_USED_UP: { id: 'billing.discounts.used_up', defaultMessage: 'Used up' },
    never: { id: 'billing.discounts.never', defaultMessage: 'Never' },
    noDiscounts: { id: 'billing.discounts.none', defaultMessage: 'No discounts.' },
    referralTitle: { id: 'billing.referral.title', defaultMessage: 'Your referral code' },
    referralText: {
      id: 'billing.referral.text',
      defaultMessage: 'A business that signs up with your code gets 10 % off its first invoice.',
    },
    copyLabel: { id: 'billing.referral.copy_label', defaultMessage: 'Copy the referral code' },

    // Usage.
    usageSection: { id: 'billing.usage.section', defaultMessage: 'Usage this period' },
    usageSeats: { id: 'billing.usage.seats', defaultMessage: 'Seats' },
    usageSignatures: { id: 'billing.usage.signatures', defaultMessage: 'Signatures' },
    usageIdentifications: {
      id: 'billing.usage.identifications',
      defaultMessage: 'Identifications',
    },
    eidas: { id: 'billing.usage.eidas', defaultMessage: 'EU (eIDAS)' },
    zertes: { id: 'billing.usage.zertes', defaultMessage: 'Switzerland (ZertES)' },

    // Invoices.
    invoicesSection: { id: 'billing.invoices.section', defaultMessage: 'Invoices' },
    invoicesLabel: { id: 'billing.invoices.label', defaultMessage: 'Invoices, newest first' },
    invoiceNumber: { id: 'billing.invoices.number', defaultMessage: 'Number' },
    invoiceDate: { id: 'billing.invoices.date', defaultMessage: 'Date' },
    invoicePeriod: { id: 'billing.invoices.period', defaultMessage: 'Period' },
    invoiceTotal: { id: 'billing.invoices.total', defaultMessage: 'Total' },
    invoiceStatus: { id: 'billing.invoices.status', defaultMessage: 'Status' },
    invoice_draft: { id: 'billing.invoices.draft', defaultMessage: 'Draft' },
    invoice_open: { id: 'billing.invoices.open', defaultMessage: 'Open' },
    invoice_paid: { id: 'billing.invoices.paid', defaultMessage: 'Paid' },
    invoice_void: { id: 'billing.invoices.void', defaultMessage: 'Void' },
    invoice_uncollectible: {
      id: 'billing.invoices.uncollectible',
      defaultMessage: 'Uncollectible',
    },
    view: { id: 'billing.invoices.view_short', defaultMessage: 'View' },
    noInvoices: { id: 'billing.invoices.none', defaultMessage: 'No invoices yet.' },
    noInvoicesText: {
      id: 'billing.invoices.none_text',
      defaultMessage: 'Invoices appear here once a plan has been paid.',
    },
  }),
  status_trial: defineMessage<{ days: number }>({
    id: 'billing.plan.status.trial',
    defaultMessage: 'Trial, {days, plural, one {# day} other {# days}} left',
  }),
  status_cancelling: defineMessage<{ date: string }>({
    id: 'billing.plan.status.cancelling',
    defaultMessage: 'Cancelled, active until {date}',
  }),
  periodRange: defineMessage<{ start: string; end: string }>({
    id: 'billing.plan.period_range',
    defaultMessage: '{start} – {end}',
  }),
  price_monthly: defineMessage<{ amount: string; seats: number }>({
    id: 'billing.plan.price.monthly',
    defaultMessage: '{amount} per month ({seats, plural, one {# seat} other {# seats}})',
  }),
  price_yearly: defineMessage<{ amount: string; seats: number }>({
    id: 'billing.plan.price.yearly',
    defaultMessage: '{amount} per year ({seats, plural, one {# seat} other {# seats}})',
  }),
  nextPlan: defineMessage<{ date: string }>({
    id: 'billing.plan.next',
    defaultMessage: 'From {date}',
  }),
  seatsUsed: defineMessage<{ used: number; total: number }>({
    id: 'billing.seats.used',
    defaultMessage: '{used} of {total} seats used',
  }),
  addText: defineMessage<{ total: number }>({
    id: 'billing.add_seats.text',
    defaultMessage:
      'You have {total, plural, one {# seat} other {# seats}}. New seats are charged for the rest of the current period.',
  }),
  removeNotFewer: defineMessage<{ total: number }>({
    id: 'billing.remove_seats.not_fewer',
    defaultMessage: 'Enter fewer than {total} seats.',
  }),
  removeBelowUsed: defineMessage<{ used: number }>({
    id: 'billing.remove_seats.below_used',
    defaultMessage: '{used} seats are taken. Remove members or invitations first.',
  }),
  removeBelowMinimum: defineMessage<{ minimum: number }>({
    id: 'billing.remove_seats.below_minimum',
    defaultMessage: 'This plan needs at least {minimum} seats.',
  }),
  cancelText: defineMessage<{ date: string }>({
    id: 'billing.cancel_subscription.text',
    defaultMessage:
      'Your plan stays until {date}. Then the business keeps its data, but its members sign as free users.',
  }),
  cardNumber: defineMessage<{ brand: string; last4: string }>({
    id: 'billing.card.number',
    defaultMessage: '{brand} •••• {last4}',
  }),
  usagePeriod: defineMessage<{ start: string; end: string }>({
    id: 'billing.usage.period',
    defaultMessage: '{start} – {end}',
  }),
  viewInvoice: defineMessage<{ number: string }>({
    id: 'billing.invoices.view',
    defaultMessage: 'View invoice {number} (opens in a new tab)',
  }),
};
