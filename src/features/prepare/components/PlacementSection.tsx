import { useId, useRef, useState } from 'react';
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
import type { DocumentViewerHandle, DocumentViewerProps } from '../../../ui';
import type { components } from '../../../../openapi/schema.gen';
import type { PageSize } from '../box-geometry';
import { fieldHolder } from '../field-assignment';
import { DEFAULT_BOX, newKey, signerName, type Box, type SignerDraft } from '../form-state';
import { findFreeSpot, leastCoveredSpot, type Rect } from '../free-spot';
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
  const placeable = signers.filter((signer) => signer.groupId || signer.email.trim());
  const [chosen, setChosen] = useState<string | null>(null);
  const activeKey = placeable.some((signer) => signer.key === chosen)
    ? chosen
    : (placeable[0]?.key ?? null);
  const [pages, setPages] = useState<Record<string, PageSize[]>>({});
  const [targetPage, setTargetPage] = useState<Record<string, number>>({});
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const viewers = useRef(new Map<string, DocumentViewerHandle>());
  const adding = useRef(false);

  const announce = (box: Box, before?: string) => {
    setFocusId(box.id);
    const where = intl.formatMessage(messages.boxMoved, {
      page: box.page + 1,
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    });
    setAnnouncement(before ? `${before} ${where}` : where);
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

  /** What a new box on that page must keep clear of, besides the text: boxes and fields. */
  const takenOn = (documentId: string, page: number): Rect[] => [
    ...signers.flatMap((signer) =>
      signer.boxes.filter((box) => box.documentId === documentId && box.page === page),
    ),
    ...(signatureFields[documentId] ?? []).flatMap((field) =>
      field.positions.filter((position) => position.page === page),
    ),
  ];

  /**
   * "Add box": where it fits on the chosen page (the last by default: signature blocks are at
   * the end), after the page's last text and beside boxes already there; else on the nearest
   * earlier page with room; else on the chosen page where it covers the least text, said so.
   */
  const addBox = async (documentId: string) => {
    const signer = signers.find((candidate) => candidate.key === activeKey);
    const sizes = pages[documentId];
    const viewer = viewers.current.get(documentId);
    if (!signer || !sizes || !viewer || adding.current) return;
    const target = pageOf(documentId, sizes.length);
    const size = sizes[target];
    if (!size) return;
    adding.current = true;
    try {
      let placed: { page: number; spot: Rect } | null = null;
      for (let page = target; page >= 0 && !placed; page--) {
        const pageSize = sizes[page];
        if (!pageSize) continue;
        const spot = findFreeSpot(pageSize, DEFAULT_BOX, {
          text: await viewer.pageText(page),
          boxes: takenOn(documentId, page),
        });
        if (spot) placed = { page, spot };
      }
      const fallback = !placed;
      placed ??= {
        page: target,
        spot: leastCoveredSpot(size, DEFAULT_BOX, {
          text: await viewer.pageText(target),
          boxes: takenOn(documentId, target),
        }),
      };
      const { x, y, width, height } = placed.spot;
      const box: Box = { id: newKey(), documentId, page: placed.page, x, y, width, height };
      onBoxes(signer.key, [...signer.boxes, box]);
      viewer.goToPage(box.page);
      announce(
        box,
        fallback
          ? intl.formatMessage(messages.noFreeSpace, { page: box.page + 1 })
          : box.page !== target
            ? intl.formatMessage(messages.boxOnEarlierPage, {
                target: target + 1,
                page: box.page + 1,
              })
            : undefined,
      );
    } finally {
      adding.current = false;
    }
  };

  // One source object per document: a new object would make the viewer load the PDF again.
  const [sources] = useState(() => new Map<string, DocumentSource>());
  const sourceOf = (documentId: string) => {
    let source = sources.get(documentId);
    if (!source) sources.set(documentId, (source = sourceFor(documentId)));
    return source;
  };

  const indexOf = (key: string) => signers.findIndex((signer) => signer.key === key);
  /** The page "Add box" aims at: the one chosen, else the last. */
  const pageOf = (documentId: string, count: number) =>
    Math.min(Math.max(0, targetPage[documentId] ?? count - 1), count - 1);

  return (
    <Stack gap="lg">
      <Text>{intl.formatMessage(messages.placementHint)}</Text>
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
      {documents.map((document, documentIndex) => {
        const sizes = pages[document.id];
        const page = sizes ? pageOf(document.id, sizes.length) : 0;
        const hintId = `${keysHintId}-${documentIndex}`;
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
                <div className={styles.pageField}>
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
                </div>
                <Button variant="secondary" onPress={() => void addBox(document.id)}>
                  {intl.formatMessage(messages.addBox, { page: page + 1 })}
                </Button>
              </div>
            )}
            <div className={styles.documentArea}>
              <div className={styles.viewer}>
                <DocumentViewer
                  ref={(handle) => {
                    if (handle) viewers.current.set(document.id, handle);
                    else viewers.current.delete(document.id);
                  }}
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
                      keysHintId={hintId}
                      focusId={focusId}
                      onFocused={() => setFocusId(null)}
                      pageSize={(target) => sizes?.[target]}
                      onBoxes={onBoxes}
                      onAnnounce={announce}
                      fields={fieldsOnPage(document.id, index)}
                      onChooseField={(name) => active && chooseField(active.key, document.id, name)}
                    />
                  )}
                />
              </div>
              <p id={hintId} className={styles.keysHint}>
                {intl.formatMessage(messages.boxKeys)}
              </p>
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}
