import { useIntl } from 'react-intl';
import { Badge, Heading, SignatureLevelBadge, Stack, Text } from '../../../ui';
import type { SignatureRequest } from '../api/request';
import { messages } from '../messages';
import { personName } from './people';
import { qualityLevel, statusMessage, statusTone } from '../../../api/request-status';
import { dateTime, legislationName, qualityName } from './status';
import * as styles from './RequestView.css';

/** Title, state, signature standard, sender, dates and the sender's message. */
export function RequestSummary({ request }: { request: SignatureRequest }) {
  const intl = useIntl();
  const legislation = legislationName(request.legislation);
  const quality = qualityName(request.quality);
  return (
    <Stack gap="sm">
      <Heading level={1}>{request.title}</Heading>
      <div className={styles.header}>
        <Badge tone={statusTone[request.status_overall]}>
          {intl.formatMessage(statusMessage[request.status_overall])}
        </Badge>
        <SignatureLevelBadge
          level={qualityLevel[request.quality]}
          label={
            legislation ? intl.formatMessage(messages.level, { quality, legislation }) : quality
          }
        />
      </div>
      <Text tone="secondary">
        {intl.formatMessage(messages.from, { name: personName(request.owner) })}
        {' · '}
        {intl.formatMessage(messages.created, {
          date: intl.formatDate(request.created_at, dateTime),
        })}
        {' · '}
        {intl.formatMessage(messages.updated, {
          date: intl.formatDate(request.updated_at, dateTime),
        })}
        {request.expiration_date && (
          <>
            {' · '}
            {intl.formatMessage(messages.expires, {
              date: intl.formatDate(request.expiration_date, dateTime),
            })}
          </>
        )}
      </Text>
      {request.message && (
        <Stack gap="xs">
          <Heading level={2}>{intl.formatMessage(messages.message)}</Heading>
          <Text>
            <span className={styles.message}>{request.message}</span>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
