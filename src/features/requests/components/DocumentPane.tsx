import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { tokenStore } from '../../../api/session';
import { DocumentViewer, SelectMenu, Stack } from '../../../ui';
import { firstPageQuery } from '../api/first-page';
import type { SignatureRequest } from '../api/request';
import { messages } from '../messages';
import { personName } from './people';
import * as styles from './RequestView.css';

type Box = { name: string; page: number; x: number; y: number; width: number; height: number };

/** The signers' boxes placed on one document, read-only. */
function boxesOf(request: SignatureRequest, documentId: string): Box[] {
  return request.signatures.flatMap((signature) =>
    signature.document_signatures
      .filter((entry) => entry.document_id === documentId)
      .flatMap((entry) => entry.visual_signature?.positions ?? [])
      .map((position) => ({ name: personName(signature.signer_identity_data), ...position })),
  );
}

/** The request's documents in the viewer; a switcher when there are several. */
export function DocumentPane({ request }: { request: SignatureRequest }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(request.documents[0]?.id ?? '');
  const document = request.documents.find((entry) => entry.id === selected) ?? request.documents[0];
  const firstPage = useQuery({
    ...firstPageQuery(document?.version_id ?? ''),
    enabled: document !== undefined,
  }).data;
  if (!document) return null;
  const boxes = boxesOf(request, document.id);
  const token = tokenStore.get();
  return (
    <Stack gap="md">
      {request.documents.length > 1 && (
        <SelectMenu
          label={intl.formatMessage(messages.shownDocument)}
          selectedKey={document.id}
          onSelectionChange={setSelected}
          options={request.documents.map(({ id, name }) => ({ id, label: name }))}
        />
      )}
      <DocumentViewer
        key={document.version_id}
        // The current version: once signed it shows the applied signatures.
        source={{
          url: `/v3/documents/${document.version_id}/download?purpose=view`,
          httpHeaders: token ? { Authorization: `Bearer ${token}` } : undefined,
        }}
        title={document.name}
        firstPage={firstPage ? { src: firstPage } : undefined}
        renderPageOverlay={(page) =>
          boxes
            .filter((box) => box.page === page.index)
            .map((box, index) => (
              <div
                key={`${box.name}-${index}`}
                role="img"
                aria-label={intl.formatMessage(messages.signatureBox, { name: box.name })}
                className={styles.box}
                style={{
                  left: box.x * page.scale,
                  top: box.y * page.scale,
                  width: box.width * page.scale,
                  height: box.height * page.scale,
                }}
              />
            ))
        }
      />
    </Stack>
  );
}
