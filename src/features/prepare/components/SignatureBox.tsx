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
  /** Once focused on mount (so scrolling the page back into view does not take focus again). */
  onFocused?: () => void;
  /**
   * Where a box moved to here ends: clear of the other boxes (see `separate`); `toward` is a
   * keyboard move's direction. Applied when a drag ends and on each arrow key.
   */
  settle?: (box: Box, toward?: { dx: number; dy: number }) => Box;
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
  onFocused,
  settle = (moved) => moved,
  onChange,
  onPageChange,
  onRemove,
}: SignatureBoxProps) {
  const intl = useIntl();
  const drag = useRef<Drag | null>(null);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    element.current?.focus();
    onFocused?.();
    // Only on mount, and when asked again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture(event.pointerId);
    // Dropped onto another box: it snaps clear of it.
    if (current.mode === 'move') {
      const settled = settle(box);
      if (settled !== box) onChange(settled);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = boxKeyAction(event);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'remove') onRemove();
    else if (action.kind === 'page') onPageChange(action.delta);
    else if (action.kind === 'move') onChange(settle(applyKey(box, action, page), action));
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
      <span className={styles.boxLabel[color]}>{name}</span>
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
