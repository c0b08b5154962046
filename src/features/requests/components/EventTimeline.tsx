import { useIntl } from 'react-intl';
import { Section, Text } from '../../../ui';
import type { RequestEvent } from '../api/request';
import { messages } from '../messages';
import { nameOf } from './people';
import { dateTime, eventMessage } from './status';
import * as styles from './RequestView.css';

/** The request's audit trail, newest first; actors by name where the request knows them. */
export function EventTimeline({
  events: oldestFirst,
  names,
}: {
  events: RequestEvent[];
  /** The request's people by e-mail (`knownNames`). */
  names: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  const events = [...oldestFirst].reverse();
  return (
    <Section title={intl.formatMessage(messages.history)}>
      <ol className={styles.timeline}>
        {events.map((event) => (
          <li key={event.id}>
            <Text>
              <strong>{intl.formatMessage(eventMessage[event.type])}</strong>
              {event.actor && (
                <span className={styles.wrapAnywhere}>
                  {` ${intl.formatMessage(messages.eventBy, { actor: nameOf(names, event.actor) })}`}
                </span>
              )}
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
    </Section>
  );
}
