import { useIntl } from 'react-intl';
import { EmptyState } from '../../../ui';
import { messages } from '../messages';
import { IdentificationFrame } from './IdentificationFrame';

/**
 * A guest identification page opened without a link this tab remembers (another tab, a
 * bookmark): nothing can be asked for the guest, so the page says how to get back instead.
 */
export function NoGuestLink() {
  const intl = useIntl();
  return (
    <IdentificationFrame title={intl.formatMessage(messages.guestTitle)}>
      <EmptyState title={intl.formatMessage(messages.noLinkTitle)} headingLevel={2}>
        {intl.formatMessage(messages.noLinkText)}
      </EmptyState>
    </IdentificationFrame>
  );
}
