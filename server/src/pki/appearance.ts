import {
  PDFName,
  StandardFonts,
  beginText,
  concatTransformationMatrix,
  drawObject,
  endText,
  moveText,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  showText,
  stroke,
  type PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { winAnsiFor } from '../pdf/win-ansi';
import type { Matrix } from '../pdf/page-placement';
import { buildNewObjects } from './new-objects.ts';

/** What a visible signature stamp shows. */
export interface StampContent {
  lines: { text: string; size?: number; bold?: boolean; color?: 'ink' | 'muted' | 'accent' }[];
  /** Drawn as a square at the right (e.g. a verification link). */
  qrPng?: Uint8Array;
  /** Drawn at the left, aspect kept (e.g. a handwritten signature). */
  imagePng?: Uint8Array;
}

const COLORS: Record<'ink' | 'muted' | 'accent', readonly [number, number, number]> = {
  ink: [0.13, 0.15, 0.2],
  muted: [0.45, 0.48, 0.55],
  accent: [0.16, 0.33, 0.72],
};
const FRAME = [0.62, 0.66, 0.74] as const;
const PADDING = 4;
const GAP = 4;
const LEADING = 1.2;
const MIN_SIZE = 4;

/**
 * Builds the widget's normal appearance: a form XObject of `width` × `height` points with a thin
 * frame, the image at the left, the QR code at the right and the text lines shrunk to fit in
 * between. Only the standard Helvetica fonts are used: nothing to subset, tiny output.
 * `matrix` turns the upright drawing onto the widget (see page-placement).
 */
export async function buildStampAppearance(
  doc: PDFDocument,
  width: number,
  height: number,
  content: StampContent,
  matrix: Matrix = [1, 0, 0, 1, 0, 0],
): Promise<PDFRef> {
  return buildNewObjects(doc, () => drawStamp(doc, width, height, content, matrix));
}

async function drawStamp(
  doc: PDFDocument,
  width: number,
  height: number,
  content: StampContent,
  matrix: Matrix,
): Promise<PDFRef> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ops: PDFOperator[] = [];
  const xObjects: Record<string, PDFRef> = {};

  ops.push(
    pushGraphicsState(),
    setLineWidth(0.6),
    setStrokingRgbColor(...FRAME),
    rectangle(0.3, 0.3, width - 0.6, height - 0.6),
    stroke(),
    popGraphicsState(),
  );

  let left = PADDING;
  let right = width - PADDING;
  const inner = Math.max(0, height - 2 * PADDING);

  if (content.imagePng) {
    const image = await doc.embedPng(content.imagePng);
    const scale = Math.min(inner / image.height, (width * 0.35) / image.width);
    const w = image.width * scale;
    const h = image.height * scale;
    xObjects.Im = image.ref;
    ops.push(...placeXObject('Im', left, (height - h) / 2, w, h));
    left += w + GAP;
  }
  if (content.qrPng) {
    const qr = await doc.embedPng(content.qrPng);
    const side = Math.min(inner, width * 0.35);
    xObjects.Qr = qr.ref;
    ops.push(...placeXObject('Qr', right - side, (height - side) / 2, side, side));
    right -= side + GAP;
  }

  const fonts = { F1: regular, F2: bold };
  ops.push(...textBlock(content.lines, fonts, left, right, height));

  const resources = doc.context.obj({
    Font: { F1: regular.ref, F2: bold.ref },
    ...(Object.keys(xObjects).length ? { XObject: xObjects } : {}),
  });
  const stream = doc.context.formXObject(ops, {
    BBox: [0, 0, width, height],
    Matrix: matrix,
    Resources: resources,
  });
  return doc.context.register(stream);
}

function placeXObject(name: string, x: number, y: number, w: number, h: number): PDFOperator[] {
  return [
    pushGraphicsState(),
    concatTransformationMatrix(w, 0, 0, h, x, y),
    drawObject(PDFName.of(name)),
    popGraphicsState(),
  ];
}

/** Lines keep their relative sizes; the whole block shrinks until it fits, then is centred. */
function textBlock(
  lines: StampContent['lines'],
  fonts: { F1: PDFFont; F2: PDFFont },
  left: number,
  right: number,
  height: number,
): PDFOperator[] {
  if (!lines.length || right - left < MIN_SIZE) return [];
  const available = right - left;
  const prepared = lines.map((line) => {
    const font = line.bold ? fonts.F2 : fonts.F1;
    const text = winAnsiFor(font)(line.text);
    const size = line.size ?? 9;
    return { ...line, text, font, key: line.bold ? 'F2' : 'F1', size };
  });
  const naturalHeight = prepared.reduce((sum, line) => sum + line.size * LEADING, 0);
  const widest = Math.max(
    ...prepared.map((line) => line.font.widthOfTextAtSize(line.text, line.size) / available),
  );
  // 0.98: a hair of slack so float rounding never makes a fitted line look too wide.
  const scale = Math.min(1, (height - 2 * PADDING) / naturalHeight, 0.98 / widest);

  const ops: PDFOperator[] = [];
  const blockHeight = naturalHeight * scale;
  let baseline = (height + blockHeight) / 2;
  for (const line of prepared) {
    const size = Math.max(MIN_SIZE, line.size * scale);
    baseline -= size * LEADING;
    const text = truncate(line.text, line.font, size, available);
    ops.push(
      beginText(),
      setFillingRgbColor(...COLORS[line.color ?? 'ink']),
      setFontAndSize(line.key, size),
      // Descent is ~0.2 em for Helvetica: lift the baseline so descenders stay inside the line.
      moveText(left, baseline + size * 0.2),
      showText(line.font.encodeText(text)),
      endText(),
    );
  }
  return ops;
}

function truncate(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > width) end--;
  return `${text.slice(0, end)}…`;
}
