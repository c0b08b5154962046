import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, Heading, Section } from '../../../ui';
import type { SignatureRequest } from '../api/request';
import { messages } from '../messages';
import type { RequestPermissions } from '../permissions';
import type { RequestActions } from './use-request-actions';
import * as styles from './RequestView.css';

/**
 * What the viewer's role allows on the request as a whole, for the page header: the first
 * allowed of edit / remind / delegate is the primary action, the rest are secondary.
 */
export function requestHeaderActions({
  request,
  permissions,
  actions,
  onEditDraft,
  formatMessage,
}: {
  request: SignatureRequest;
  permissions: RequestPermissions;
  actions: RequestActions;
  onEditDraft: () => void;
  formatMessage: IntlShape['formatMessage'];
}): { primary?: ReactNode; secondary: ReactNode[] } {
  const main = [
    permissions.canEditDraft && { key: 'edit', label: messages.editDraft, onPress: onEditDraft },
    permissions.canRemind && {
      key: 'remind',
      label: messages.remind,
      onPress: () => void actions.remind(),
    },
    permissions.canDelegate && {
      key: 'delegate',
      label: messages.delegate,
      onPress: actions.delegate,
    },
  ].filter((entry) => entry !== false);
  const [first, ...others] = main;
  const secondary: ReactNode[] = others.map((entry) => (
    <Button key={entry.key} variant="secondary" onPress={entry.onPress}>
      {formatMessage(entry.label)}
    </Button>
  ));
  if (permissions.canWithdraw) {
    secondary.push(
      <Button key="withdraw" variant="danger" onPress={actions.withdraw}>
        {formatMessage(messages.withdraw)}
      </Button>,
    );
  }
  if (permissions.canDeleteDraft) {
    secondary.push(
      <Button key="delete" variant="danger" onPress={() => actions.deleteDraft(request.title)}>
        {formatMessage(messages.deleteDraft)}
      </Button>,
    );
  }
  return {
    primary: first && <Button onPress={first.onPress}>{formatMessage(first.label)}</Button>,
    secondary,
  };
}

export function DownloadList({
  request,
  permissions,
  actions,
}: {
  request: SignatureRequest;
  permissions: RequestPermissions;
  actions: RequestActions;
}) {
  const intl = useIntl();
  const { downloads } = actions;
  return (
    <Section title={intl.formatMessage(messages.downloads)}>
      <div className={styles.toolbar}>
        {request.documents.map((document) => (
          <Button
            key={document.id}
            variant="secondary"
            size="sm"
            onPress={() =>
              void actions.download(() => downloads.document(document.id, document.name, false))
            }
          >
            {intl.formatMessage(messages.download, { name: document.name })}
          </Button>
        ))}
        {permissions.canDownloadSigned &&
          request.documents.map((document) => (
            <Button
              key={`${document.id}-signed`}
              variant="secondary"
              size="sm"
              onPress={() =>
                void actions.download(() => downloads.document(document.id, document.name, true))
              }
            >
              {intl.formatMessage(messages.downloadSigned, { name: document.name })}
            </Button>
          ))}
        {permissions.canDownloadZip && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => void actions.download(() => downloads.zip(request.id, request.title))}
          >
            {intl.formatMessage(messages.downloadZip)}
          </Button>
        )}
        {permissions.canDownloadReport && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => void actions.download(() => downloads.report(request.id, request.title))}
          >
            {intl.formatMessage(messages.downloadReport)}
          </Button>
        )}
      </div>
      {request.attachments && request.attachments.length > 0 && (
        <>
          <Heading level={3}>{intl.formatMessage(messages.attachments)}</Heading>
          <div className={styles.toolbar}>
            {request.attachments.map((attachment) => (
              <Button
                key={attachment.attachment_id}
                variant="ghost"
                size="sm"
                onPress={() =>
                  void actions.download(() =>
                    downloads.attachment(request.id, attachment.attachment_id, attachment.filename),
                  )
                }
              >
                {intl.formatMessage(messages.download, { name: attachment.filename })}
              </Button>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}
