import type { MouseEvent } from 'react';
import { boxAt, type PageSize } from '../box-geometry';
import { separate } from '../free-spot';
import { newKey, signerName, type Box, type SignerDraft } from '../form-state';
import { signerColor } from '../signer-color';
import { FieldMarker, type FieldOnPage } from './FieldMarker';
import * as styles from './Prepare.css';
import { SignatureBox } from './SignatureBox';

export interface PageOverlayProps {
  documentId: string;
  index: number;
  page: PageSize;
  scale: number;
  signers: SignerDraft[];
  /** The signer whose box a click places; null when no signer can have one yet. */
  activeKey: string | null;
  keysHintId: string;
  /** The box to focus when it appears. */
  focusId: string | null;
  /** The box to focus has taken focus. */
  onFocused?: () => void;
  pageSize: (page: number) => PageSize | undefined;
  onBoxes: (signerKey: string, boxes: Box[]) => void;
  /** Reports a placed or changed box (announced, and focused when it moves page). */
  onAnnounce: (box: Box) => void;
  /** The PDF's own signature fields on this page, under the boxes. */
  fields?: FieldOnPage[];
  /** A click on a field gives it to the active signer. */
  onChooseField?: (name: string) => void;
}

/** The boxes on one rendered page; a click on free space places the active signer's box. */
export function PageOverlay({
  documentId,
  index,
  page,
  scale,
  signers,
  activeKey,
  keysHintId,
  focusId,
  onFocused,
  pageSize,
  onBoxes,
  onAnnounce,
  fields = [],
  onChooseField,
}: PageOverlayProps) {
  const boxesHere = signers.flatMap((signer) =>
    signer.boxes.filter((box) => box.documentId === documentId && box.page === index),
  );
  // A box placed or moved onto others ends clear of them (text may stay covered).
  const settle = (box: Box, toward?: { dx: number; dy: number }) =>
    separate(
      box,
      boxesHere.filter((other) => other.id !== box.id),
      page,
      toward,
    );

  const place = (event: MouseEvent<HTMLDivElement>) => {
    const signer = signers.find((candidate) => candidate.key === activeKey);
    if (!signer) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const box = settle(
      boxAt(
        { id: newKey(), documentId, page: index },
        { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale },
        page,
      ),
    );
    onBoxes(signer.key, [...signer.boxes, box]);
    onAnnounce(box);
  };

  return (
    // A pointer shortcut only: the "Add box" button places boxes from the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.pageOverlay} onClick={place}>
      {fields.map((field) => (
        <FieldMarker
          key={field.name}
          field={field}
          scale={scale}
          onChoose={() => onChooseField?.(field.name)}
        />
      ))}
      {signers.flatMap((signer, signerIndex) =>
        signer.boxes
          .filter((box) => box.documentId === documentId && box.page === index)
          .map((box) => {
            const replace = (next: Box | null) =>
              onBoxes(
                signer.key,
                signer.boxes.flatMap((item) =>
                  item.id === box.id ? (next ? [next] : []) : [item],
                ),
              );
            return (
              <SignatureBox
                key={box.id}
                box={box}
                name={signerName(signer) || String(signerIndex + 1)}
                color={signerColor(signerIndex)}
                scale={scale}
                page={page}
                keysHintId={keysHintId}
                focusOnMount={box.id === focusId}
                onFocused={onFocused}
                settle={settle}
                onChange={(next) => {
                  replace(next);
                  onAnnounce(next);
                }}
                onRemove={() => replace(null)}
                onPageChange={(delta) => {
                  const target = box.page + delta;
                  const size = pageSize(target);
                  if (!size) return;
                  const moved = separate(
                    {
                      ...box,
                      page: target,
                      x: Math.min(box.x, Math.max(0, size.widthPt - box.width)),
                      y: Math.min(box.y, Math.max(0, size.heightPt - box.height)),
                    },
                    signers.flatMap((other) =>
                      other.boxes.filter(
                        (item) => item.documentId === documentId && item.page === target,
                      ),
                    ),
                    size,
                  );
                  replace(moved);
                  onAnnounce(moved);
                }}
              />
            );
          }),
      )}
    </div>
  );
}
