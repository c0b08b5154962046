import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import { changeMessages } from './change-messages';

export const messages = {
  ...changeMessages,
  ...defineMessages({
    save: { id: 'business.save', defaultMessage: 'Save' },
    saving: { id: 'business.saving', defaultMessage: 'Saving…' },
    cancel: { id: 'business.cancel', defaultMessage: 'Cancel' },
    back: { id: 'business.back', defaultMessage: 'Back' },

    // The company form (sign-up and register)
    companyName: { id: 'business.company.name', defaultMessage: 'Company name' },
    companyEmail: { id: 'business.company.email', defaultMessage: 'Company e-mail address' },
    phone: { id: 'business.company.phone', defaultMessage: 'Phone number (optional)' },
    phoneHint: { id: 'business.company.phone_hint', defaultMessage: 'For example 044 555 1234' },
    country: { id: 'business.company.country', defaultMessage: 'Country' },
    address1: { id: 'business.company.address1', defaultMessage: 'Address (optional)' },
    address2: { id: 'business.company.address2', defaultMessage: 'Address line 2 (optional)' },
    postalCode: { id: 'business.company.postal_code', defaultMessage: 'Postal code (optional)' },
    city: { id: 'business.company.city', defaultMessage: 'City (optional)' },
    vat: { id: 'business.company.vat', defaultMessage: 'VAT number (optional)' },
    vatHint: {
      id: 'business.company.vat_hint',
      defaultMessage: 'Capital letters, digits, dots, dashes and spaces, e.g. CHE-123.456.789 MWST',
    },
    gtc: {
      id: 'business.company.gtc',
      defaultMessage: 'I accept the general terms and conditions for businesses',
    },
    dpa: { id: 'business.company.dpa', defaultMessage: 'I accept the data processing agreement' },
    readGtc: {
      id: 'business.company.read_gtc',
      defaultMessage: 'Read the general terms (opens in a new tab)',
    },
    readDpa: {
      id: 'business.company.read_dpa',
      defaultMessage: 'Read the data processing agreement (opens in a new tab)',
    },
    acceptBoth: {
      id: 'business.company.accept_both',
      defaultMessage: 'Please accept the general terms and the data processing agreement.',
    },

    // /business/signup
    signupTitle: { id: 'business.signup.title', defaultMessage: 'Sign up your business' },
    signupIntro: {
      id: 'business.signup.intro',
      defaultMessage:
        'Start a free trial for your company. First, the e-mail address of the person who will manage it: you.',
    },
    adminEmail: { id: 'business.signup.admin_email', defaultMessage: 'Your e-mail address' },
    continue: { id: 'business.signup.continue', defaultMessage: 'Continue' },
    stepsLabel: { id: 'business.signup.steps', defaultMessage: 'Business sign-up' },
    stepEmail: { id: 'business.signup.step_email', defaultMessage: 'Your e-mail' },
    stepCompany: { id: 'business.signup.step_company', defaultMessage: 'Your company' },
    companyTitle: { id: 'business.signup.company_title', defaultMessage: 'Your company' },
    send: { id: 'business.signup.send', defaultMessage: 'Send confirmation link' },
    mailSentTitle: { id: 'business.signup.mail_sent_title', defaultMessage: 'Check your inbox' },
    mailSentUnknown: {
      id: 'business.signup.mail_sent_unknown',
      defaultMessage:
        'We sent you a link. Open it to create your account and register your business.',
    },
    sendAgain: { id: 'business.signup.send_again', defaultMessage: 'Send the link again' },
    sentAgain: { id: 'business.signup.sent_again', defaultMessage: 'We sent a new link.' },
    startAgain: {
      id: 'business.signup.start_again',
      defaultMessage: 'Start again with another address',
    },

    // /business/register
    registerTitle: { id: 'business.register.title', defaultMessage: 'Register your business' },
    registerIntro: {
      id: 'business.register.intro',
      defaultMessage:
        'Your account becomes the first admin of the company, and its free trial starts right away.',
    },
    registerAction: { id: 'business.register.action', defaultMessage: 'Register business' },
    alreadyInBusiness: {
      id: 'business.register.already_in_business',
      defaultMessage:
        'Your account already belongs to a business. Leave it first to register another one.',
    },

    // /business/welcome
    welcomeIntroNoEnd: {
      id: 'business.welcome.intro_no_end',
      defaultMessage: 'Your free trial has started.',
    },
    firstSteps: { id: 'business.welcome.first_steps', defaultMessage: 'First steps' },
    inviteTitle: { id: 'business.welcome.invite_title', defaultMessage: 'Invite your colleagues' },
    inviteText: {
      id: 'business.welcome.invite_text',
      defaultMessage: 'Members sign with the business plan; admins manage the business with you.',
    },
    inviteAction: { id: 'business.welcome.invite_action', defaultMessage: 'Invite colleagues' },
    domainTitle: { id: 'business.welcome.domain_title', defaultMessage: 'Add your company domain' },
    domainText: {
      id: 'business.welcome.domain_text',
      defaultMessage: 'Colleagues who sign up with an address of your domain are offered to join.',
    },
    domainAction: { id: 'business.welcome.domain_action', defaultMessage: 'Add a domain' },
    settingsTitle: { id: 'business.welcome.settings_title', defaultMessage: 'Check the settings' },
    settingsText: {
      id: 'business.welcome.settings_text',
      defaultMessage:
        'Support contact, company logo, automatic deletion and what the completion mail carries.',
    },
    settingsAction: { id: 'business.welcome.settings_action', defaultMessage: 'Open settings' },
    toDashboard: {
      id: 'business.welcome.to_dashboard',
      defaultMessage: 'Go to the business dashboard',
    },

    // /business/dashboard
    dashboardTitle: { id: 'business.dashboard.title', defaultMessage: 'Business dashboard' },
    membersSection: { id: 'business.dashboard.members', defaultMessage: 'Members' },
    membersCount: { id: 'business.dashboard.members_count', defaultMessage: 'Members' },
    invitationsCount: {
      id: 'business.dashboard.invitations_count',
      defaultMessage: 'Open invitations',
    },
    manageMembers: { id: 'business.dashboard.manage_members', defaultMessage: 'Manage members' },
    ses: { id: 'business.dashboard.ses', defaultMessage: 'Simple (SES)' },
    aes: { id: 'business.dashboard.aes', defaultMessage: 'Advanced (AES)' },
    qes: { id: 'business.dashboard.qes', defaultMessage: 'Qualified (QES)' },
    part11: { id: 'business.dashboard.part11', defaultMessage: 'Part 11' },
    statisticsFailed: {
      id: 'business.dashboard.statistics_failed',
      defaultMessage: 'The figures could not be loaded. Please try again later.',
    },
    planSection: { id: 'business.plan.title', defaultMessage: 'Plan' },
    planStatus: { id: 'business.plan.status', defaultMessage: 'Status' },
    planTrial: { id: 'business.plan.trial', defaultMessage: 'Free trial' },
    planTrialEnds: { id: 'business.plan.trial_ends', defaultMessage: 'Trial ends' },
    planTrialExpired: {
      id: 'business.plan.trial_expired',
      defaultMessage: 'The trial has ended. Choose a plan to keep using the business account.',
    },
    planBlocked: {
      id: 'business.plan.blocked',
      defaultMessage: 'The business account is locked. Choose a plan to unlock it.',
    },
    planCancelled: { id: 'business.plan.cancelled', defaultMessage: 'The plan is cancelled.' },
    planName: { id: 'business.plan.name', defaultMessage: 'Plan' },
    planSince: { id: 'business.plan.since', defaultMessage: 'Since' },
    paymentMethod: { id: 'business.plan.payment_method', defaultMessage: 'Payment' },
    upgrade: { id: 'business.plan.upgrade', defaultMessage: 'Choose a plan' },
    MANUAL: { id: 'business.plan.payment.manual', defaultMessage: 'By invoice' },
    STRIPE: { id: 'business.plan.payment.stripe', defaultMessage: 'By card (Stripe)' },
    CHARGEBEE: { id: 'business.plan.payment.chargebee', defaultMessage: 'By card (Chargebee)' },

    // /business/profile
    profileTitle: { id: 'business.profile.title', defaultMessage: 'Company profile' },
    detailsSection: { id: 'business.profile.details', defaultMessage: 'Company details' },
    supportEmail: {
      id: 'business.profile.support_email',
      defaultMessage: 'Support e-mail address (optional)',
    },
    supportPhone: {
      id: 'business.profile.support_phone',
      defaultMessage: 'Support phone number (optional)',
    },
    supportHint: {
      id: 'business.profile.support_hint',
      defaultMessage: 'Signers see the support contact when they need help.',
    },
    trialSection: { id: 'business.profile.trial', defaultMessage: 'Free trial' },
    cancelTrial: { id: 'business.profile.cancel_trial', defaultMessage: 'Cancel trial' },
    cancelTrialTitle: {
      id: 'business.profile.cancel_trial_title',
      defaultMessage: 'Cancel the trial?',
    },
    cancelTrialText: {
      id: 'business.profile.cancel_trial_text',
      defaultMessage:
        'The trial ends now. Members and settings stay; to go on using the business account, choose a plan.',
    },
    keepTrial: { id: 'business.profile.keep_trial', defaultMessage: 'Keep the trial' },
    deleteSection: { id: 'business.profile.delete', defaultMessage: 'Delete the business' },
    deleteText: {
      id: 'business.profile.delete_text',
      defaultMessage:
        'The business is deleted 30 days later; until then an admin can keep it. Members keep their own accounts and become free users.',
    },
    deleteAction: { id: 'business.profile.delete_action', defaultMessage: 'Delete business' },
    deleteTitle: { id: 'business.profile.delete_title', defaultMessage: 'Delete the business?' },
    keepBusiness: { id: 'business.profile.keep_business', defaultMessage: 'Keep the business' },

    // /business/settings
    settingsPageTitle: { id: 'business.settings.title', defaultMessage: 'Business settings' },
    settingsIntro: {
      id: 'business.settings.intro',
      defaultMessage: 'Each part saves on its own; they apply to every member of the business.',
    },
    supportSection: { id: 'business.settings.support', defaultMessage: 'Support contact' },
    supportCleared: {
      id: 'business.settings.support_cleared',
      defaultMessage: 'This value is not valid, so it was not saved.',
    },
    part11Section: { id: 'business.settings.part11', defaultMessage: 'FDA 21 CFR Part 11' },
    part11Label: {
      id: 'business.settings.part11_label',
      defaultMessage: 'Senders may request Part 11 signatures',
    },
    retentionSection: {
      id: 'business.settings.retention',
      defaultMessage: 'Automatic deletion',
    },
    retentionOff: {
      id: 'business.settings.retention_off',
      defaultMessage: 'Finished signature requests are kept until someone deletes them.',
    },
    activateRetention: {
      id: 'business.settings.activate_retention',
      defaultMessage: 'Activate auto-deletion',
    },
    deactivateRetention: {
      id: 'business.settings.deactivate_retention',
      defaultMessage: 'Deactivate auto-deletion',
    },
    retentionDays: {
      id: 'business.settings.retention_days',
      defaultMessage: 'Days after completion',
    },
    retentionDaysInvalid: {
      id: 'business.settings.retention_days_invalid',
      defaultMessage: 'Enter a whole number of days from 1 to 3650.',
    },
    activateTitle: {
      id: 'business.settings.activate_title',
      defaultMessage: 'Activate auto-deletion?',
    },
    activateText: {
      id: 'business.settings.activate_text',
      defaultMessage:
        'Finished signature requests of every member, with their documents, are deleted for good the chosen number of days after completion.',
    },
    activate: { id: 'business.settings.activate', defaultMessage: 'Activate' },
    deactivateTitle: {
      id: 'business.settings.deactivate_title',
      defaultMessage: 'Deactivate auto-deletion?',
    },
    deactivateText: {
      id: 'business.settings.deactivate_text',
      defaultMessage:
        'Finished signature requests are kept again until someone deletes them. Requests already deleted do not come back.',
    },
    deactivate: { id: 'business.settings.deactivate', defaultMessage: 'Deactivate' },
    logoSection: { id: 'business.settings.logo', defaultMessage: 'Company logo' },
    logoDescription: {
      id: 'business.settings.logo_description',
      defaultMessage:
        'Shown on the signing page and in mails. PNG, JPEG or SVG of at most 2 MB; scaled to fit 400 × 120 pixels.',
    },
    logoAlt: { id: 'business.settings.logo_alt', defaultMessage: 'The company logo' },
    noLogo: {
      id: 'business.settings.no_logo',
      defaultMessage: 'No logo yet: signers see the company name.',
    },
    uploadLogo: { id: 'business.settings.upload_logo', defaultMessage: 'Upload a logo' },
    replaceLogo: { id: 'business.settings.replace_logo', defaultMessage: 'Replace the logo' },
    removeLogo: { id: 'business.settings.remove_logo', defaultMessage: 'Remove the logo' },
    mailsSection: { id: 'business.settings.mails', defaultMessage: 'Completion mail' },
    signedDocument: {
      id: 'business.settings.signed_document',
      defaultMessage: 'Attach the signed document',
    },
    protocolEnabled: {
      id: 'business.settings.protocol_enabled',
      defaultMessage: 'Attach the signature protocol',
    },
    protocolCustomisable: {
      id: 'business.settings.protocol_customisable',
      defaultMessage: 'Senders may choose whether the protocol is attached',
    },
    signerGroupsSection: {
      id: 'business.settings.signer_groups',
      defaultMessage: 'Signer groups',
    },
    signerGroupsDescription: {
      id: 'business.settings.signer_groups_description',
      defaultMessage: 'The limits of your plan.',
    },
    maxGroups: { id: 'business.settings.max_groups', defaultMessage: 'Groups at most' },
    maxParticipants: {
      id: 'business.settings.max_participants',
      defaultMessage: 'Participants per group at most',
    },
    guidanceSection: {
      id: 'business.settings.guidance',
      defaultMessage: 'Guidance and partners',
    },
    userPilot: {
      id: 'business.settings.user_pilot',
      defaultMessage: 'Show in-app guidance to the members',
    },
    affiliate: {
      id: 'business.settings.affiliate',
      defaultMessage: 'Take part in the affiliate programme',
    },
  }),
  mailSentTo: defineMessage<{ email: MessageValue; company: MessageValue }>({
    id: 'business.signup.mail_sent_to',
    defaultMessage:
      'We sent a link to {email}. Open it to create your account and register {company}.',
  }),
  welcomeTitle: defineMessage<{ name: string }>({
    id: 'business.welcome.title',
    defaultMessage: 'Welcome, {name} is ready',
  }),
  welcomeIntro: defineMessage<{ date: string }>({
    id: 'business.welcome.intro',
    defaultMessage: 'Your free trial runs until {date}.',
  }),
  daysLeft: defineMessage<{ days: number }>({
    id: 'business.plan.days_left',
    defaultMessage: '{days, plural, one {# day left} other {# days left}}',
  }),
  trialText: defineMessage<{ date: string }>({
    id: 'business.profile.trial_text',
    defaultMessage: 'The free trial runs until {date}.',
  }),
  deleteDialogText: defineMessage<{ name: string }>({
    id: 'business.profile.delete_dialog_text',
    defaultMessage:
      '{name} will be deleted in 30 days, with its settings and domains. Until then an admin can keep it; afterwards it is gone for good.',
  }),
  deletionBanner: defineMessage<{ date: string }>({
    id: 'business.profile.deletion_banner',
    defaultMessage: 'This business will be deleted on {date}.',
  }),
  retentionOn: defineMessage<{ days: number }>({
    id: 'business.settings.retention_on',
    defaultMessage:
      'Finished signature requests are deleted {days, plural, one {# day} other {# days}} after completion.',
  }),
};
