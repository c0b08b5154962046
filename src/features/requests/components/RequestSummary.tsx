import { useIntl } from 'react-intl';
import {
  Badge,
  DescriptionList,
  EmailAddress,
  Section,
  SignatureLevelBadge,
  Text,
} from '../../../ui';
import type { SignatureRequest } from '../api/request';
import { messages } from '../messages';
import { personName } from './people';
import { qualityLevel, statusMessage, statusTone } from '../../../api/request-status';
import { dateTime, legislationName, qualityName } from './status';
import * as styles from './RequestView.css';

/** The header's meta line: the request's state and its signature standard. */
export function RequestMeta({ request }: { request: SignatureRequest }) {
  const intl = useIntl();
  const legislation = legislationName(request.legislation);
  const quality = qualityName(request.quality);
  return (
    <>
      <Badge tone={statusTone[request.status_overall]}>
        {intl.formatMessage(statusMessage[request.status_overall])}
      </Badge>
      <SignatureLevelBadge
        level={qualityLevel[request.quality]}
        label={legislation ? intl.formatMessage(messages.level, { quality, legislation }) : quality}
      />
    </>
  );
}

/** Sender, dates and the sender's message. */
export function RequestSummary({ request }: { request: SignatureRequest }) {
  const intl = useIntl();
  const date = (value: string) => <time dateTime={value}>{intl.formatDate(value, dateTime)}</time>;
  const owner = personName(request.owner);
  return (
    <Section title={intl.formatMessage(messages.details)}>
      <DescriptionList
        items={[
          {
            id: 'sender',
            term: intl.formatMessage(messages.sender),
            description: (
              <>
                {owner}
                {owner !== request.owner.email_address && (
                  <>
                    <br />
                    <span className={styles.secondary}>
                      <EmailAddress>{request.owner.email_address}</EmailAddress>
                    </span>
                  </>
                )}
              </>
            ),
          },
          {
            id: 'created',
            term: intl.formatMessage(messages.createdAt),
            description: date(request.created_at),
          },
          {
            id: 'updated',
            term: intl.formatMessage(messages.updatedAt),
            description: date(request.updated_at),
          },
          ...(request.expiration_date
            ? [
                {
                  id: 'expires',
                  term: intl.formatMessage(messages.expiresAt),
                  description: date(request.expiration_date),
                },
              ]
            : []),
          ...(request.message
            ? [
                {
                  id: 'message',
                  term: intl.formatMessage(messages.message),
                  description: (
                    <Text>
                      <span className={styles.message}>{request.message}</span>
                    </Text>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Section>
  );
}
