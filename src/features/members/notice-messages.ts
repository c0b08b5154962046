import { defineMessage, defineMessages } from 'react-intl';

/**
 * What leaving, joining and being let go announce, outside the members' pages: the shell's
 * business prompts (on every page) and the profile's "leave". Apart from the pages' messages,
 * so that the first page carries only these.
 */
export const memberNotices = {
  ...defineMessages({
    left: { id: 'members.leave.done', defaultMessage: 'You left the business.' },
    declined: { id: 'members.invitation.declined', defaultMessage: 'The invitation is declined.' },
    removedNotice: {
      id: 'members.notice.removed',
      defaultMessage: 'An admin removed you from your business. You now sign as a free user.',
    },
    deletedNotice: {
      id: 'members.notice.deleted',
      defaultMessage: 'Your business was deleted. You now sign as a free user.',
    },
  }),
  joinedBusiness: defineMessage<{ business: string }>({
    id: 'members.invitation.joined',
    defaultMessage: 'Welcome to {business}.',
  }),
};
