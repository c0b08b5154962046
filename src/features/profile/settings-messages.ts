import { defineMessages } from 'react-intl';

/**
 * What the account's changes announce. Apart from the pages' messages: the shell's language menu
 * saves through these changes on every page, and needs only these two.
 */
export const settingsMessages = defineMessages({
  saved: { id: 'profile.settings.saved', defaultMessage: 'Your settings are saved.' },
  mobileSaved: {
    id: 'profile.mobile.saved',
    defaultMessage: 'Your mobile number is confirmed and saved.',
  },
});
