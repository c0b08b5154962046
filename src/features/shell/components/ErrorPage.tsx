import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Card, Heading, Stack, Text } from '../../../ui';
import { publicSiteUrl } from '../environment/config';
import { messages } from '../messages';
import { NotFoundPicture } from './NotFoundPicture';
import * as styles from './Centred.css';

/**
 * The generic error page (every error but 401): picture, title, subtitle and a button to the
 * public site root. A full page load there clears whatever state led here.
 */
export function ErrorPage({ title, text }: { title: MessageDescriptor; text: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <main className={styles.centred}>
      <Card>
        <Stack gap="lg">
          <NotFoundPicture />
          <Heading level={1}>{intl.formatMessage(title)}</Heading>
          <Text tone="secondary">{intl.formatMessage(text)}</Text>
          <Button variant="primary" onPress={() => window.location.assign(publicSiteUrl)}>
            {intl.formatMessage(messages.backHome)}
          </Button>
        </Stack>
      </Card>
    </main>
  );
}

export const NotFoundPage = () => (
  <ErrorPage title={messages.notFoundTitle} text={messages.notFoundText} />
);
export const SorryPage = () => <ErrorPage title={messages.sorryTitle} text={messages.sorryText} />;
