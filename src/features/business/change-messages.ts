import { defineMessages } from 'react-intl';

/**
 * What the business account's changes announce (api/business.ts). Apart from the pages'
 * messages: the routes' loaders bring that module, and so these, to the first page.
 */
export const changeMessages = defineMessages({
  saved: { id: 'business.saved', defaultMessage: 'Your changes are saved.' },
  trialCancelled: {
    id: 'business.profile.trial_cancelled',
    defaultMessage: 'The trial is cancelled.',
  },
  deletionScheduled: {
    id: 'business.profile.deletion_scheduled',
    defaultMessage: 'The business will be deleted in 30 days.',
  },
  deletionRevoked: {
    id: 'business.profile.deletion_revoked',
    defaultMessage: 'The business is kept.',
  },
  logoTooLarge: {
    id: 'business.settings.logo_too_large',
    defaultMessage: 'A logo may have at most 2 MB.',
  },
  logoNotSupported: {
    id: 'business.settings.logo_not_supported',
    defaultMessage: 'The logo must be a PNG, JPEG or SVG file.',
  },
  logoDimensions: {
    id: 'business.settings.logo_dimensions',
    defaultMessage: 'The logo is too small or too large in pixels.',
  },
});
