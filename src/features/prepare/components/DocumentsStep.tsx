import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../../api/client';
import { problemMessage } from '../../../api/problem';
import { Alert, Button, ButtonGroup, Card, Heading, Stack, Text } from '../../../ui';
import type { SignatureRequest } from '../api/request';
import { messages } from '../messages';
import * as styles from './Prepare.css';
import { UploadStep } from './UploadStep';
import { useUploads } from './use-uploads';

interface Props {
  request: SignatureRequest;
  /** The draft changed on the server (documents added or removed). */
  onChanged: () => Promise<unknown>;
  onContinue: () => void;
}

/** The invite page's first step: the draft's documents, more uploads and removals. */
export function DocumentsStep({ request, onChanged, onContinue }: Props) {
  const intl = useIntl();
  const requestId = useCallback(() => Promise.resolve(request.id), [request.id]);
  const uploads = useUploads({
    requestId,
    // The draft's sizes are not in the request; the server enforces the 60 MB sum.
    existing: { count: request.documents.length, bytes: 0 },
    onBatchDone: () => void onChanged(),
  });
  // The failure stays on the step, beside the documents.
  const removal = $api.useMutation('delete', '/v3/signature-requests/{id}/documents/{doc}', {
    onSuccess: () => onChanged(),
  });
  const remove = (documentId: string) =>
    removal.mutate({ params: { path: { id: request.id, doc: documentId } } });
  const failure = removal.isError ? problemMessage(removal.error) : null;

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Heading level={2}>{intl.formatMessage(messages.documentsInDraft)}</Heading>
          {request.documents.length === 0 ? (
            <Text tone="secondary">{intl.formatMessage(messages.noDocuments)}</Text>
          ) : (
            <ul className={styles.documentList}>
              {request.documents.map((document) => (
                <li key={document.id} className={styles.documentRow}>
                  <Text>{document.name}</Text>
                  <Button variant="secondary" size="sm" onPress={() => remove(document.id)}>
                    {intl.formatMessage(messages.removeDocument, { name: document.name })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {failure && <Alert tone="danger">{intl.formatMessage(failure)}</Alert>}
        </Stack>
      </Card>
      <UploadStep
        items={uploads.items.filter((item) => !item.document)}
        busy={uploads.busy}
        onSelect={(accepted, rejected) => void uploads.select(accepted, rejected)}
        onRemove={(id) => void uploads.remove(id)}
      />
      <ButtonGroup align="end">
        <Button isDisabled={uploads.busy || request.documents.length === 0} onPress={onContinue}>
          {intl.formatMessage(messages.continue)}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
