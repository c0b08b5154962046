import { useIntl, type MessageDescriptor } from 'react-intl';
import { Card, Heading, Link, Stack, Text } from '../../../ui';
import { messages } from '../messages';
import * as styles from './AppShell.css';

/** The generic error page: a title, a subtitle and a way back to the start. */
export function ErrorPage({ title, text }: { title: MessageDescriptor; text: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <main className={styles.centred}>
      <Card>
        <Stack gap="lg">
          <Heading level={1}>{intl.formatMessage(title)}</Heading>
          <Text tone="secondary">{intl.formatMessage(text)}</Text>
          {/* A full page load to the root clears whatever state led here. */}
          <Link href="/">{intl.formatMessage(messages.backHome)}</Link>
        </Stack>
      </Card>
    </main>
  );
}

export const NotFoundPage = () => (
  <ErrorPage title={messages.notFoundTitle} text={messages.notFoundText} />
);
export const SorryPage = () => <ErrorPage title={messages.sorryTitle} text={messages.sorryText} />;
