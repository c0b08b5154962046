import { DEFAULT_BOX, type Box } from './form-state';

export interface PageSize {
  widthPt: number;
  heightPt: number;
}

/** The smallest box still large enough for a legible stamp, in points. */
export const MIN_BOX = { width: 60, height: 28 };
/** Keyboard steps in points: an arrow, and Shift with an arrow. */
export const STEP = { small: 4, large: 24 };

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

/** Keeps a box inside its page and at least MIN_BOX large. */
export function fitToPage(box: Box, page: PageSize): Box {
  const width = clamp(box.width, MIN_BOX.width, page.widthPt);
  const height = clamp(box.height, MIN_BOX.height, page.heightPt);
  return {
    ...box,
    width,
    height,
    x: clamp(box.x, 0, page.widthPt - width),
    y: clamp(box.y, 0, page.heightPt - height),
  };
}

/** A default-sized box centred on a point of the page (where the user clicked). */
export function boxAt(
  base: Pick<Box, 'id' | 'documentId' | 'page'>,
  centre: { x: number; y: number },
  page: PageSize,
): Box {
  return fitToPage(
    {
      ...base,
      ...DEFAULT_BOX,
      x: centre.x - DEFAULT_BOX.width / 2,
      y: centre.y - DEFAULT_BOX.height / 2,
    },
    page,
  );
}

export type BoxKeyAction =
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'resize'; dw: number; dh: number }
  | { kind: 'page'; delta: number }
  | { kind: 'remove' };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** What a key pressed on a focused box does; null for keys the box leaves alone. */
export function boxKeyAction(event: {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
}): BoxKeyAction | null {
  const arrow = ARROWS[event.key];
  if (arrow) {
    const step = event.shiftKey ? STEP.large : STEP.small;
    const [h, v] = arrow;
    return event.altKey
      ? { kind: 'resize', dw: h * step, dh: v * step }
      : { kind: 'move', dx: h * step, dy: v * step };
  }
  if (event.key === 'PageDown') return { kind: 'page', delta: 1 };
  if (event.key === 'PageUp') return { kind: 'page', delta: -1 };
  if (event.key === 'Delete' || event.key === 'Backspace') return { kind: 'remove' };
  return null;
}

/** Applies a move or resize; the page change and removal are the caller's. */
export function applyKey(box: Box, action: BoxKeyAction, page: PageSize): Box {
  if (action.kind === 'move') {
    return fitToPage({ ...box, x: box.x + action.dx, y: box.y + action.dy }, page);
  }
  if (action.kind === 'resize') {
    return fitToPage(
      { ...box, width: box.width + action.dw, height: box.height + action.dh },
      page,
    );
  }
  return box;
}
