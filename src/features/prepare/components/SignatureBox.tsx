import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { applyKey, boxKeyAction, fitToPage, type PageSize } from '../box-geometry';
import type { Box } from '../form-state';
import { messages } from '../messages';
import type { SignerColor } from '../signer-color';
import * as styles from './Prepare.css';

export interface SignatureBoxProps {
  box: Box;
  name: string;
  color: SignerColor;
  /** CSS pixels per PDF point. */
  scale: number;
  page: PageSize;
  /** The id of the element describing the keys, shared by all boxes. */
  keysHintId: string;
  /** Focus on mount: a box just placed, or moved to another page, keeps the keyboard. */
  focusOnMount?: boolean;
  onChange: (box: Box) => void;
  onPageChange: (delta: number) => void;
  onRemove: () => void;
}

type Drag = { mode: 'move' | 'resize'; startX: number; startY: number; origin: Box };

/**
 * One signer's box on a page: dragged with the pointer (the corner resizes), or moved, resized,
 * sent to another page and removed with the keyboard.
 */
export function SignatureBox({
  box,
  name,
  color,
  scale,
  page,
  keysHintId,
  focusOnMount,
  onChange,
  onPageChange,
  onRemove,
}: SignatureBoxProps) {
  const intl = useIntl();
  const drag = useRef<Drag | null>(null);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) element.current?.focus();
  }, [focusOnMount]);

  const begin = (mode: Drag['mode'], event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    // The page under the box would otherwise place a new box.
    event.stopPropagation();
    event.preventDefault();
    (event.currentTarget.closest('[data-signature-box]') as HTMLElement | null)?.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, startX: event.clientX, startY: event.clientY, origin: box };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.startX) / scale;
    const dy = (event.clientY - current.startY) / scale;
    const { origin } = current;
    onChange(
      fitToPage(
        current.mode === 'move'
          ? { ...origin, x: origin.x + dx, y: origin.y + dy }
          : { ...origin, width: origin.width + dx, height: origin.height + dy },
        page,
      ),
    );
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = boxKeyAction(event);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'remove') onRemove();
    else if (action.kind === 'page') onPageChange(action.delta);
    else onChange(applyKey(box, action, page));
  };

  return (
    <div
      ref={element}
      role="button"
      tabIndex={0}
      data-signature-box=""
      aria-roledescription={intl.formatMessage(messages.boxRoleDescription)}
      aria-label={intl.formatMessage(messages.boxLabel, { name, page: box.page + 1 })}
      aria-describedby={keysHintId}
      className={styles.box[color]}
      style={{
        left: box.x * scale,
        top: box.y * scale,
        width: box.width * scale,
        height: box.height * scale,
      }}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => begin('move', event)}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onClick={(event) => event.stopPropagation()}
    >
      {name}
      <span
        aria-hidden="true"
        className={styles.resizeHandle}
        onPointerDown={(event) => begin('resize', event)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
    </div>
  );
}
