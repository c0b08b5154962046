import { useIntl } from 'react-intl';
import { Heading, Spinner, Stack, Text } from '../../../../ui';
import { messages as m } from '../messages';

/** Back from the card page: the payment is being made; nothing to press meanwhile. */
export function ConfirmingPanel() {
  const intl = useIntl();
  return (
    <div role="status">
      <Stack gap="md">
        <Spinner size="lg" />
        <Heading level={2}>{intl.formatMessage(m.confirmingTitle)}</Heading>
        <Text>{intl.formatMessage(m.confirmingText)}</Text>
      </Stack>
    </div>
  );
}
