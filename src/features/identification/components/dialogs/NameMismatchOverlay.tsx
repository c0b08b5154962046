import { useIntl } from 'react-intl';
import {
  Button,
  FullScreenOverlay,
  ResultPanel,
  Text,
  type OverlayContentProps,
} from '../../../../ui';
import { messages } from '../../messages';

export interface NameMismatchProps {
  /** The name on the ID document, which the account now carries. */
  verified: string;
  /** The account's name before, when this tab still knows it. */
  previous?: string;
}

/**
 * identification-name-mismatch: the verified name differed from the account's, and the
 * account (with every later signature) now carries the verified one. Said once, plainly.
 */
export function NameMismatchOverlay({
  props,
  onOpenChange,
  onAction,
}: OverlayContentProps<NameMismatchProps>) {
  const intl = useIntl();
  const { verified, previous } = props;
  return (
    <FullScreenOverlay
      isOpen
      onOpenChange={onOpenChange}
      closeButton={false}
      label={intl.formatMessage(messages.mismatchTitle)}
    >
      <ResultPanel
        tone="warning"
        title={intl.formatMessage(messages.mismatchTitle)}
        primaryAction={
          <Button variant="primary" onPress={() => onAction('complete')}>
            {intl.formatMessage(messages.understood)}
          </Button>
        }
      >
        {previous
          ? intl.formatMessage(messages.mismatchText, { verified, previous })
          : intl.formatMessage(messages.mismatchTextUnknown, { verified })}
      </ResultPanel>
      <Text>{intl.formatMessage(messages.mismatchCarry, { verified })}</Text>
    </FullScreenOverlay>
  );
}
