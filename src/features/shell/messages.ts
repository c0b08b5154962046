import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    product: { id: 'shell.product', defaultMessage: 'Paraph' },
    skipToContent: { id: 'shell.skip_to_content', defaultMessage: 'Skip to content' },
    mainNavigation: { id: 'shell.nav.main', defaultMessage: 'Main' },
    dashboard: { id: 'shell.nav.dashboard', defaultMessage: 'Dashboard' },
    logout: { id: 'shell.logout', defaultMessage: 'Sign out' },
    loading: { id: 'shell.loading', defaultMessage: 'Loading…' },
    notFoundTitle: { id: 'error.not_found.title', defaultMessage: 'Page not found' },
    notFoundText: {
      id: 'error.not_found.text',
      defaultMessage: 'The page you are looking for does not exist or has moved.',
    },
    sorryTitle: { id: 'error.sorry.title', defaultMessage: 'Sorry, something went wrong' },
    sorryText: {
      id: 'error.sorry.text',
      defaultMessage:
        'Our server could not complete your request. Please try again in a few minutes.',
    },
    backHome: { id: 'error.back_home', defaultMessage: 'Go to the start page' },
  }),
  signedInAs: defineMessage<{ name: string }>({
    id: 'shell.signed_in_as',
    defaultMessage: 'Signed in as {name}',
  }),
};
