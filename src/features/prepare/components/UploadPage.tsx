import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, ButtonGroup, Heading, Stack, Text } from '../../../ui';
import { requestActions } from '../../../api/request-actions';
import { createDraft } from '../api/request';
import { titleFromFileName } from '../limits';
import { messages } from '../messages';
import { UploadStep } from './UploadStep';
import { useUploads, type BatchResult } from './use-uploads';

/**
 * /upload: the first PDFs make a new draft (created only once a file passed the browser's
 * checks; deleted again if none of its uploads succeeded), then the invite page opens.
 */
export function UploadPage({ onUploaded }: { onUploaded: (requestId: string) => void }) {
  const intl = useIntl();
  const draft = useRef<Promise<string> | null>(null);
  const held = useRef(0);
  const [failed, setFailed] = useState(false);

  const requestId = useCallback((firstFileName: string) => {
    draft.current ??= createDraft(titleFromFileName(firstFileName)).then((request) => request.id);
    const pending = draft.current;
    // A failed creation may be retried with the next files.
    pending.catch(() => {
      if (draft.current === pending) draft.current = null;
    });
    return pending;
  }, []);

  const onBatchDone = useCallback(
    async ({ uploaded, failed: failures }: BatchResult) => {
      held.current += uploaded.length;
      setFailed(failures > 0);
      const id = draft.current ? await draft.current.catch(() => null) : null;
      if (!id) return;
      if (held.current === 0) {
        // Nothing arrived: leave no empty draft behind.
        draft.current = null;
        await requestActions.deleteDraft(id).catch(() => undefined);
      } else if (failures === 0) {
        onUploaded(id);
      }
    },
    [onUploaded],
  );

  const uploads = useUploads({ requestId, existing: { count: 0, bytes: 0 }, onBatchDone });
  const remove = async (id: string) => {
    const item = uploads.items.find((candidate) => candidate.id === id);
    await uploads.remove(id);
    if (item?.document) held.current -= 1;
  };
  const ready = uploads.items.some((item) => item.document) && !uploads.busy;

  return (
    <Stack gap="xl">
      <Heading level={1}>{intl.formatMessage(messages.uploadTitle)}</Heading>
      <Text>{intl.formatMessage(messages.uploadIntro)}</Text>
      <UploadStep
        items={uploads.items}
        busy={uploads.busy}
        onSelect={(accepted, rejected) => void uploads.select(accepted, rejected)}
        onRemove={(id) => void remove(id)}
      />
      {failed && !uploads.busy && (
        <Alert tone="danger">{intl.formatMessage(messages.uploadFailed)}</Alert>
      )}
      {ready && failed && (
        <ButtonGroup>
          <Button
            onPress={() => {
              void draft.current?.then(onUploaded);
            }}
          >
            {intl.formatMessage(messages.continue)}
          </Button>
        </ButtonGroup>
      )}
    </Stack>
  );
}
