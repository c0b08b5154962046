import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { tokenStore } from '../../../api/session';
import {
  Button,
  DocumentViewer,
  Heading,
  NumberField,
  Option,
  Select,
  Stack,
  Text,
  VisuallyHidden,
} from '../../../ui';
import type { DocumentViewerProps } from '../../../ui';
import type { components } from '../../../../openapi/schema.gen';
import type { PageSize } from '../box-geometry';
import { boxAt } from '../box-geometry';
import { fieldHolder } from '../field-assignment';
import { DEFAULT_BOX, newKey, signerName, type Box, type SignerDraft } from '../form-state';
import { messages } from '../messages';
import { signerColor } from '../signer-color';
import { FieldChooser } from './FieldChooser';
import type { FieldOnPage } from './FieldMarker';
import { PageOverlay } from './PageOverlay';
import * as styles from './Prepare.css';

export type DocumentSource = DocumentViewerProps['source'];
export type SignatureField = components['schemas']['SignatureField'];

/** The document's bytes as the viewer fetches them, with the session's token. */
export function documentSource(documentId: string): DocumentSource {
  const token = tokenStore.get();
  return {
    url: `/v3/documents/${encodeURIComponent(documentId)}/download?purpose=view`,
    httpHeaders: token ? { Authorization: `Bearer ${token}` } : {},
  };
}

export interface PlacementSectionProps {
  documents: { id: string; name: string }[];
  signers: SignerDraft[];
  onBoxes: (signerKey: string, boxes: Box[]) => void;
  /** Where each document's PDF comes from (stories pass bytes). */
  sourceFor?: (documentId: string) => DocumentSource;
  /** Each document's own signature fields, by document id; the empty ones can be assigned. */
  signatureFields?: Record<string, SignatureField[]>;
  /** Gives a document's field to a signer (null: none on that document). */
  onField?: (signerKey: string, documentId: string, name: string | null) => void;
}

/** Each signer's signature boxes on the rendered pages of each document. */
export function PlacementSection({
  documents,
  signers,
  onBoxes,
  sourceFor = documentSource,
  signatureFields = {},
  onField = () => {},
}: PlacementSectionProps) {
  const intl = useIntl();
  const keysHintId = useId();
  const placeable = signers.filter((signer) => signer.email.trim());
  const [chosen, setChosen] = useState<string | null>(null);
  const activeKey = placeable.some((signer) => signer.key === chosen)
    ? chosen
    : (placeable[0]?.key ?? null);
  const [pages, setPages] = useState<Record<string, PageSize[]>>({});
  const [targetPage, setTargetPage] = useState<Record<string, number>>({});
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const announce = (box: Box) => {
    setFocusId(box.id);
    setAnnouncement(
      intl.formatMessage(messages.boxMoved, {
        page: box.page + 1,
        x: Math.round(box.x),
        y: Math.round(box.y),
        width: Math.round(box.width),
        height: Math.round(box.height),
      }),
    );
  };

  const active = placeable.find((signer) => signer.key === activeKey);
  const emptyFields = (documentId: string) =>
    (signatureFields[documentId] ?? []).filter((field) => !field.signed);
  const chooseField = (signerKey: string, documentId: string, name: string | null) => {
    const signer = signers.find((candidate) => candidate.key === signerKey);
    if (!signer) return;
    onField(signerKey, documentId, name);
    setAnnouncement(
      name === null
        ? intl.formatMessage(messages.fieldCleared, { name: signerName(signer) })
        : intl.formatMessage(messages.fieldAssigned, { name: signerName(signer), field: name }),
    );
  };
  const fieldsOnPage = (documentId: string, page: number): FieldOnPage[] =>
    emptyFields(documentId).flatMap((field) => {
      const holder = fieldHolder(signers, documentId, field.name);
      return field.positions
        .filter((position) => position.page === page)
        .map((position) => ({
          name: field.name,
          x: position.x,
          y: position.y,
          width: position.width,
          height: position.height,
          holder: holder
            ? { name: signerName(holder), color: signerColor(indexOf(holder.key)) }
            : null,
        }));
    });

  const addBox = (documentId: string) => {
    const signer = signers.find((candidate) => candidate.key === activeKey);
    const sizes = pages[documentId];
    if (!signer || !sizes) return;
    const page = Math.min(targetPage[documentId] ?? 0, sizes.length - 1);
    const size = sizes[page];
    if (!size) return;
    // Staggered, so a second box does not hide the first.
    const offset = signer.boxes.filter((box) => box.documentId === documentId).length * 24;
    const box = boxAt(
      { id: newKey(), documentId, page },
      { x: DEFAULT_BOX.width / 2 + 36 + offset, y: DEFAULT_BOX.height / 2 + 36 + offset },
      size,
    );
    onBoxes(signer.key, [...signer.boxes, box]);
    announce(box);
  };

  // One source object per document: a new object would make the viewer load the PDF again.
  const [sources] = useState(() => new Map<string, DocumentSource>());
  const sourceOf = (documentId: string) => {
    let source = sources.get(documentId);
    if (!source) sources.set(documentId, (source = sourceFor(documentId)));
    return source;
  };

  const indexOf = (key: string) => signers.findIndex((signer) => signer.key === key);

  return (
    <Stack gap="lg">
      <div id={keysHintId}>
        <Text>
          {intl.formatMessage(messages.placementHint)} {intl.formatMessage(messages.boxKeys)}
        </Text>
      </div>
      {placeable.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.noSignerToPlace)}</Text>
      ) : (
        <div className={styles.toolbar}>
          <Select
            label={intl.formatMessage(messages.placementSigner)}
            selectedKey={activeKey}
            onSelectionChange={(key) => setChosen(String(key))}
          >
            {placeable.map((signer) => (
              <Option key={signer.key} id={signer.key} textValue={signerName(signer)}>
                <span className={styles.signerHeader}>
                  <span
                    className={styles.swatch[signerColor(indexOf(signer.key))]}
                    aria-hidden="true"
                  />
                  {signerName(signer)}
                </span>
              </Option>
            ))}
          </Select>
        </div>
      )}
      <VisuallyHidden>
        <div role="status" aria-live="polite">
          {announcement}
        </div>
      </VisuallyHidden>
      {documents.map((document) => {
        const sizes = pages[document.id];
        const page = targetPage[document.id] ?? 0;
        return (
          <Stack key={document.id} gap="md">
            <Heading level={3}>{document.name}</Heading>
            {active && emptyFields(document.id).length > 0 && (
              <FieldChooser
                documentId={document.id}
                fields={emptyFields(document.id).map((field) => field.name)}
                signers={signers}
                active={active}
                onField={chooseField}
              />
            )}
            {placeable.length > 0 && sizes && (
              <div className={styles.toolbar}>
                <NumberField
                  label={intl.formatMessage(messages.placementPage)}
                  minValue={1}
                  maxValue={sizes.length}
                  value={page + 1}
                  onChange={(value) =>
                    setTargetPage((current) => ({
                      ...current,
                      [document.id]: Number.isFinite(value) ? value - 1 : 0,
                    }))
                  }
                />
                <Button variant="secondary" onPress={() => addBox(document.id)}>
                  {intl.formatMessage(messages.addBox, { page: page + 1 })}
                </Button>
              </div>
            )}
            <div className={styles.viewer}>
              <DocumentViewer
                source={sourceOf(document.id)}
                title={document.name}
                onDocumentLoad={(info) =>
                  setPages((current) => ({ ...current, [document.id]: info.pageSizes }))
                }
                renderPageOverlay={({ index, widthPt, heightPt, scale }) => (
                  <PageOverlay
                    documentId={document.id}
                    index={index}
                    page={{ widthPt, heightPt }}
                    scale={scale}
                    signers={signers}
                    activeKey={activeKey}
                    keysHintId={keysHintId}
                    focusId={focusId}
                    pageSize={(target) => sizes?.[target]}
                    onBoxes={onBoxes}
                    onAnnounce={announce}
                    fields={fieldsOnPage(document.id, index)}
                    onChooseField={(name) => active && chooseField(active.key, document.id, name)}
                  />
                )}
              />
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}
