import { useIntl } from 'react-intl';
import { Heading, Stack, Text } from '../../../ui';
import type { RequestEvent } from '../api/request';
import { messages } from '../messages';
import { dateTime, eventMessage } from './status';
import * as styles from './RequestView.css';

/** The request's audit trail, newest first. */
export function EventTimeline({ events: oldestFirst }: { events: RequestEvent[] }) {
  const intl = useIntl();
  const events = [...oldestFirst].reverse();
  return (
    <Stack as="section" gap="sm">
      <Heading level={2}>{intl.formatMessage(messages.history)}</Heading>
      <ol className={styles.timeline}>
        {events.map((event) => (
          <li key={event.id}>
            <Text>
              <strong>{intl.formatMessage(eventMessage[event.type])}</strong>
              {event.actor && ` ${intl.formatMessage(messages.eventBy, { actor: event.actor })}`}
            </Text>
            <Text tone="secondary">
              <time dateTime={event.at}>{intl.formatDate(event.at, dateTime)}</time>
            </Text>
            {event.message && (
              <Text>
                <span className={styles.message}>{event.message}</span>
              </Text>
            )}
          </li>
        ))}
      </ol>
    </Stack>
  );
}
