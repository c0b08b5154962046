import { useIntl } from 'react-intl';
import { Button, Heading, Stack } from '../../../ui';
import type { SignatureRequest } from '../api/request';
import { messages } from '../messages';
import type { RequestPermissions } from '../permissions';
import type { RequestActions } from './use-request-actions';
import * as styles from './RequestView.css';

/** What the viewer's role allows on the request as a whole. */
export function RequestActionBar({
  request,
  permissions,
  actions,
  onEditDraft,
}: {
  request: SignatureRequest;
  permissions: RequestPermissions;
  actions: RequestActions;
  onEditDraft: () => void;
}) {
  const intl = useIntl();
  const buttons = [
    permissions.canEditDraft && (
      <Button key="edit" onPress={onEditDraft}>
        {intl.formatMessage(messages.editDraft)}
      </Button>
    ),
    permissions.canRemind && (
      <Button key="remind" variant="secondary" onPress={() => void actions.remind()}>
        {intl.formatMessage(messages.remind)}
      </Button>
    ),
    permissions.canDelegate && (
      <Button key="delegate" variant="secondary" onPress={actions.delegate}>
        {intl.formatMessage(messages.delegate)}
      </Button>
    ),
    permissions.canWithdraw && (
      <Button key="withdraw" variant="danger" onPress={actions.withdraw}>
        {intl.formatMessage(messages.withdraw)}
      </Button>
    ),
    permissions.canDeleteDraft && (
      <Button key="delete" variant="danger" onPress={() => actions.deleteDraft(request.title)}>
        {intl.formatMessage(messages.deleteDraft)}
      </Button>
    ),
  ].filter(Boolean);
  if (!buttons.length) return null;
  return (
    <Stack as="section" gap="sm">
      <Heading level={2}>{intl.formatMessage(messages.actions)}</Heading>
      <div className={styles.toolbar}>{buttons}</div>
    </Stack>
  );
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
    <Stack as="section" gap="sm">
      <Heading level={2}>{intl.formatMessage(messages.downloads)}</Heading>
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
    </Stack>
  );
}
