import { useIntl } from 'react-intl';
import { Badge, Cell, Column, Row, Table, TableBody, TableHeader, Text } from '../../../ui';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';
import { statusMessage, statusTone } from './status';
import * as styles from './Dashboard.css';

const personName = (person: SignatureRequestSummary['owner']) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email_address;

export interface RequestTableProps {
  label: string;
  requests: SignatureRequestSummary[];
  emptyMessage: string;
}

export function RequestTable({ label, requests, emptyMessage }: RequestTableProps) {
  const intl = useIntl();
  return (
    <Table aria-label={label}>
      <TableHeader>
        <Column isRowHeader>{intl.formatMessage(messages.columnTitle)}</Column>
        <Column>{intl.formatMessage(messages.columnStatus)}</Column>
        <Column>{intl.formatMessage(messages.columnSigners)}</Column>
        <Column>{intl.formatMessage(messages.columnUpdated)}</Column>
      </TableHeader>
      <TableBody items={requests} emptyState={emptyMessage}>
        {(request) => (
          <Row id={request.id}>
            <Cell textValue={request.title}>
              <span className={styles.title}>{request.title}</span>
              <Text tone="secondary">
                {intl.formatMessage(messages.documents, { count: request.documents.length })}
                {' · '}
                {intl.formatMessage(messages.from, { name: personName(request.owner) })}
              </Text>
            </Cell>
            <Cell>
              <Badge tone={statusTone[request.status_overall]}>
                {intl.formatMessage(statusMessage[request.status_overall])}
              </Badge>
            </Cell>
            <Cell>
              <ul className={styles.signers}>
                {request.signatures.map((signer) => (
                  <li key={signer.sid}>
                    {intl.formatMessage(messages.signerStatus, {
                      name: personName(signer.signer_identity_data),
                      status: intl.formatMessage(statusMessage[signer.status_code]),
                    })}
                  </li>
                ))}
              </ul>
            </Cell>
            <Cell>
              {intl.formatDate(request.updated_at, {
                day: 'numeric',
                month: 'short',
                year: 'numeric',
                hour: 'numeric',
                minute: 'numeric',
              })}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
