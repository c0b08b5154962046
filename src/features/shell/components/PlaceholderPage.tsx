import { useIntl } from 'react-intl';
import { Card, Heading, Stack, Text } from '../../../ui';
import { messages } from '../messages';

/** Stands in for a page that is not built yet; its route, guard and layout already work. */
export function PlaceholderPage({ business = false }: { business?: boolean }) {
  const intl = useIntl();
  const [title, text] = business
    ? [messages.businessPlaceholderTitle, messages.businessPlaceholderText]
    : [messages.placeholderTitle, messages.placeholderText];
  return (
    <Card>
      <Stack gap="md">
        <Heading level={1}>{intl.formatMessage(title)}</Heading>
        <Text tone="secondary">{intl.formatMessage(text)}</Text>
      </Stack>
    </Card>
  );
}

export const BusinessPlaceholderPage = () => <PlaceholderPage business />;
