import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui';
import { messages } from '../messages';
import { inkBounds, strokeSegments, toCanvasPoint, type Point, type Stroke } from '../stroke';
import { canvasToPng } from '../image-file';
import * as styles from './VisualSignatures.css';

/** The drawing surface in canvas pixels; on screen it is as wide as its column (5 : 2). */
export const PAD_SIZE = { width: 600, height: 240 } as const;
const LINE_WIDTH = 4;
// Ink on paper: the image lands on a white PDF page in either theme.
const INK = '#1d2a57';

function drawStrokes(context: CanvasRenderingContext2D, strokes: readonly Stroke[]) {
  context.lineWidth = LINE_WIDTH;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = INK;
  for (const stroke of strokes) {
    context.beginPath();
    for (const segment of strokeSegments(stroke)) {
      if (segment.kind === 'move') context.moveTo(segment.to.x, segment.to.y);
      else if (segment.kind === 'line') context.lineTo(segment.to.x, segment.to.y);
      else
        context.quadraticCurveTo(segment.control.x, segment.control.y, segment.to.x, segment.to.y);
    }
    context.stroke();
  }
}

/**
 * Keeps a stroke's moves coming when it leaves the canvas. A pointer that is no longer active
 * cannot be captured (the browser throws); the stroke then simply ends at the edge.
 */
function capture(canvas: HTMLCanvasElement, pointerId: number) {
  try {
    canvas.setPointerCapture(pointerId);
  } catch {
    // Not captured: moves outside the canvas are not part of the stroke.
  }
}

function paint(canvas: HTMLCanvasElement | null, strokes: readonly Stroke[]) {
  const context = canvas?.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, PAD_SIZE.width, PAD_SIZE.height);
  drawStrokes(context, strokes);
}

/** The strokes as a PNG cropped to the ink, on a transparent background. */
export function exportStrokes(strokes: readonly Stroke[]): Promise<Blob> | null {
  const box = inkBounds(strokes, LINE_WIDTH * 2, PAD_SIZE);
  if (!box) return null;
  const canvas = document.createElement('canvas');
  canvas.width = box.width;
  canvas.height = box.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.translate(-box.x, -box.y);
  drawStrokes(context, strokes);
  return canvasToPng(canvas);
}

export interface SignaturePadProps {
  strokes: readonly Stroke[];
  /** A finished stroke (added to the latest strokes, however fast they come). */
  onStroke: (stroke: Stroke) => void;
  onUndo: () => void;
  onClear: () => void;
  isDisabled?: boolean;
}

/**
 * Draw a signature with a mouse, pen or finger (pointer events, captured so a stroke that
 * leaves the canvas still ends). Drawing is optional: the typed name and an uploaded image are
 * the keyboard's and screen reader's ways to the same result, and undo and clear are buttons.
 */
export function SignaturePad({
  strokes,
  onStroke,
  onUndo,
  onClear,
  isDisabled = false,
}: SignaturePadProps) {
  const intl = useIntl();
  const instructions = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<Point[] | null>(null);

  const redraw = (all: readonly Stroke[]) => paint(canvasRef.current, all);
  useEffect(() => paint(canvasRef.current, strokes), [strokes]);

  const pointAt = (event: React.PointerEvent<HTMLCanvasElement>) =>
    toCanvasPoint(event, event.currentTarget.getBoundingClientRect(), PAD_SIZE);

  const finish = () => {
    const stroke = current.current;
    current.current = null;
    if (stroke?.length) onStroke(stroke);
  };

  return (
    <div className={styles.pad}>
      <canvas
        ref={canvasRef}
        width={PAD_SIZE.width}
        height={PAD_SIZE.height}
        className={styles.padCanvas}
        role="img"
        aria-label={intl.formatMessage(messages.padLabel)}
        aria-describedby={instructions}
        onPointerDown={(event) => {
          if (isDisabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
          capture(event.currentTarget, event.pointerId);
          current.current = [pointAt(event)];
          redraw([...strokes, current.current]);
        }}
        onPointerMove={(event) => {
          if (!current.current) return;
          current.current.push(pointAt(event));
          redraw([...strokes, current.current]);
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <p id={instructions} className={styles.hint}>
        {intl.formatMessage(messages.padInstructions)}{' '}
        <span aria-live="polite">
          {intl.formatMessage(messages.padStrokes, { count: strokes.length })}
        </span>
      </p>
      <div className={styles.padActions}>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={isDisabled || strokes.length === 0}
          onPress={onUndo}
        >
          {intl.formatMessage(messages.undo)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={isDisabled || strokes.length === 0}
          onPress={onClear}
        >
          {intl.formatMessage(messages.clear)}
        </Button>
      </div>
    </div>
  );
}
