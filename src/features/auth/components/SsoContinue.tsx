import { useIntl, type MessageDescriptor } from 'react-intl';
import { ButtonLink, Stack, Text } from '../../../ui';
import { messages } from '../messages';

/** The way to the company's sign-in page: a note, and a full-width link that looks primary. */
export function SsoContinue({ url, note }: { url: string; note: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Text tone="secondary">{intl.formatMessage(note)}</Text>
      <ButtonLink href={url} fullWidth>
        {intl.formatMessage(messages.ssoContinue)}
      </ButtonLink>
    </Stack>
  );
}
