import {
  ParseSpeeds,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFAcroSignature,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { createPdfWorkerPool, PdfWorkerTimeout, type PdfWorkerPool } from './pdf-worker-pool';
import { openWithPdfjs } from './pdfjs-open';
import { visibleFrame } from './page-placement';

/** A box on a page in PDF points from the top-left corner of the visible page; page 0-based. */
export interface PdfPosition {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfSignatureField {
  name: string;
  /** The field already holds a signature (`/V`). */
  signed: boolean;
  positions: PdfPosition[];
}

export interface PdfInfo {
  pageCount: number;
  /** Size of the first page as shown, in points (CropBox, turned by /Rotate). */
  pageWidth: number;
  pageHeight: number;
  signatureFields: PdfSignatureField[];
}

export const MAX_PAGES = 10_000;

export type PdfRejectionCode =
  'DOCUMENT_NOT_PDF' | 'DOCUMENT_ENCRYPTED' | 'DOCUMENT_DAMAGED' | 'DOCUMENT_TOO_MANY_PAGES';

const MESSAGES: Record<PdfRejectionCode, string> = {
  DOCUMENT_NOT_PDF: 'The file is not a PDF document.',
  DOCUMENT_ENCRYPTED:
    'The PDF is password-protected or encrypted. Remove the protection and upload it again.',
  DOCUMENT_DAMAGED: 'The PDF is damaged or incomplete and cannot be read.',
  DOCUMENT_TOO_MANY_PAGES: `The PDF has more than ${MAX_PAGES.toLocaleString('en')} pages.`,
};

/** A PDF we refuse; `message` is safe to show to the user as is. */
export class PdfRejected extends Error {
  override readonly name = 'PdfRejected';
  constructor(readonly code: PdfRejectionCode) {
    super(MESSAGES[code]);
  }
}

export function isPdfRejectionCode(code: unknown): code is PdfRejectionCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGES, code);
}

const HEADER = Buffer.from('%PDF-');
const ENCRYPT_KEY = Buffer.from('/Encrypt');
const EOF_MARKER = Buffer.from('%%EOF');

/**
 * The cheap checks that need no parser: readers accept a header within the first 1024 bytes,
 * and a file without `%%EOF` near its end was almost surely cut off during upload.
 */
export function sniffPdf(bytes: Uint8Array): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.byteLength === 0 || !buffer.subarray(0, 1024).includes(HEADER)) {
    throw new PdfRejected('DOCUMENT_NOT_PDF');
  }
  if (!buffer.subarray(Math.max(0, buffer.byteLength - 2048)).includes(EOF_MARKER)) {
    throw new PdfRejected('DOCUMENT_DAMAGED');
  }
}

/** Whether the `/Encrypt` key (not `/EncryptMetadata`) appears anywhere in the file. */
function mentionsEncrypt(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf(ENCRYPT_KEY); at >= 0; at = buffer.indexOf(ENCRYPT_KEY, at + 1)) {
    const next = buffer[at + ENCRYPT_KEY.byteLength];
    if (next === undefined || !/[A-Za-z0-9#_.-]/.test(String.fromCharCode(next))) return true;
  }
  return false;
}

/**
 * Up to this size the file is parsed on the calling thread. Measured on 2 cores: pdf-lib needs
 * ~0.85 s for a 9 MB file of 3 000 text pages, 1.8 s for a 40 MB file whose one stream has a
 * wrong /Length, and ~3 µs per byte of garbage after a valid header (4.4 s for 1.5 MB), all
 * synchronous. 16 KB of garbage stays under ~50 ms; real uploads are bigger and go to a worker.
 */
const INLINE_LIMIT = 16 * 1024;
/** A parse slower than this is treated as a damaged (or hostile) file. */
const INSPECT_TIMEOUT_MS = 30_000;
let pool: PdfWorkerPool | undefined;

/** One worker, started on first use and unref'd while idle, so it never holds the process open. */
const inspectionPool = () =>
  (pool ??= createPdfWorkerPool({ size: 1, timeoutMs: INSPECT_TIMEOUT_MS }));

/**
 * Checks an uploaded PDF and reads what the app needs from it. Throws `PdfRejected` for files
 * we refuse; other errors are our own failures.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInfo> {
  sniffPdf(bytes);
  if (bytes.byteLength <= INLINE_LIMIT) return inspectPdfHere(bytes);
  try {
    return await inspectionPool().use(async (call) => {
      const reply = await call({ type: 'inspect', bytes });
      if ('info' in reply) return reply.info;
      if (!reply.ok && 'code' in reply && isPdfRejectionCode(reply.code)) {
        throw new PdfRejected(reply.code);
      }
      throw new Error(`PDF inspection failed: ${'message' in reply ? reply.message : 'unknown'}`);
    });
  } catch (error) {
    if (error instanceof PdfWorkerTimeout) throw new PdfRejected('DOCUMENT_DAMAGED');
    throw error;
  }
}

/**
 * Loads what the first upload would otherwise wait seconds for: pdf-lib and pdfjs (with its
 * parser) on this thread, by inspecting a one-page file, and the inspection worker.
 */
export async function warmPdfInspection(): Promise<void> {
  inspectionPool().warm();
  const blank = await PDFDocument.create();
  blank.addPage();
  await inspectPdfHere(await blank.save());
}

/** Stops the inspection worker (on shutdown; an idle worker does not keep the process alive). */
export async function closePdfInspection(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}

/**
 * Parses the whole file with pdf-lib on the calling thread; `inspectPdf` decides where to run it.
 */
export async function inspectPdfHere(bytes: Uint8Array): Promise<PdfInfo> {
  sniffPdf(bytes);
  let doc: PDFDocument;
  try {
    // Strict: pdf-lib would otherwise skip objects it cannot parse (and log them), and a file
    // saved without them after signing would silently lose content.
    doc = await PDFDocument.load(bytes, {
      updateMetadata: false,
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch {
    // Encrypted object streams are unreadable without the key, so encrypted files usually fail
    // to parse; the trailer's /Encrypt entry then tells the two cases apart.
    throw new PdfRejected(mentionsEncrypt(bytes) ? 'DOCUMENT_ENCRYPTED' : 'DOCUMENT_DAMAGED');
  }
  // Owner-password-only files open in viewers, but their bytes are still encrypted and we could
  // neither stamp nor sign them reliably, so they are refused too.
  if (doc.isEncrypted) throw new PdfRejected('DOCUMENT_ENCRYPTED');
  if (unusedObjectNumbers(doc) > MAX_UNUSED_OBJECT_NUMBERS)
    throw new PdfRejected('DOCUMENT_DAMAGED');
  let info: PdfInfo;
  try {
    info = describe(doc);
  } catch (error) {
    if (error instanceof PdfRejected) throw error;
    throw new PdfRejected('DOCUMENT_DAMAGED');
  }
  await assertRenderable(bytes, info.pageCount);
  return info;
}

/**
 * The signer (@cantoo/pdf-lib, the library this file is parsed with too) numbers the objects
 * it appends from the trailer's /Size. A /Size of 2 000 000 000 on a file of a dozen objects
 * gives a signature poppler cannot index (pdfsig then sees none while we see a valid one; it
 * already fails at 10^8, works at 10^7). Real files leave a few unused numbers, not this many.
 */
const MAX_UNUSED_OBJECT_NUMBERS = 100_000;

/** Object numbers the last classic trailer's /Size declares beyond the highest one present. */
function unusedObjectNumbers(doc: PDFDocument): number {
  const declared = doc.context.trailerInfo.Size?.asNumber() ?? 0;
  return declared - (doc.context.largestObjectNumber + 1);
}

/**
 * pdf-lib repairs what pdfjs does not: it finds the catalog when the trailer has no /Root and
 * counts the pages it walks where pdfjs trusts the page tree's /Count. A file the two read
 * differently would be accepted, signed, and then fail to show, so pdfjs must open it and
 * count the same pages.
 */
async function assertRenderable(bytes: Uint8Array, pageCount: number): Promise<void> {
  let rendered: number;
  try {
    // A copy of its own (Buffer#slice would share memory): pdfjs may detach the buffer it is
    // given, or read all of a pooled one, and the caller still stores these bytes.
    const doc = await openWithPdfjs(new Uint8Array(bytes));
    rendered = doc.numPages;
    await doc.destroy();
  } catch {
    throw new PdfRejected('DOCUMENT_DAMAGED');
  }
  if (rendered !== pageCount) throw new PdfRejected('DOCUMENT_DAMAGED');
}

function describe(doc: PDFDocument): PdfInfo {
  // The root's /Count first: a page tree claiming millions of pages is refused without walking it.
  const claimed = doc.catalog.Pages().lookupMaybe(PDFName.of('Count'), PDFNumber)?.asNumber();
  if (claimed !== undefined && claimed > MAX_PAGES)
    throw new PdfRejected('DOCUMENT_TOO_MANY_PAGES');
  const pages = doc.getPages();
  if (pages.length > MAX_PAGES) throw new PdfRejected('DOCUMENT_TOO_MANY_PAGES');
  const first = pages[0];
  if (!first) throw new PdfRejected('DOCUMENT_DAMAGED');
  const frames = new Map<PDFPage, PageFrame>();
  const frameOf = (page: PDFPage) => {
    let frame = frames.get(page);
    if (!frame) frames.set(page, (frame = pageFrame(page)));
    return frame;
  };
  const size = frameOf(first);
  return {
    pageCount: pages.length,
    pageWidth: round(size.width),
    pageHeight: round(size.height),
    signatureFields: signatureFields(doc, pages, frameOf),
  };
}

/** The visible area of a page and how it is turned. */
interface PageFrame {
  left: number;
  bottom: number;
  /** Unturned width and height of the visible area. */
  boxWidth: number;
  boxHeight: number;
  rotation: 0 | 90 | 180 | 270;
  /** As shown, after /Rotate. */
  width: number;
  height: number;
}

function pageFrame(page: PDFPage): PageFrame {
  // The same visible area the signer places stamps in; here also its size as shown.
  const { left, bottom, width, height, rotate } = visibleFrame(page);
  const turned = rotate === 90 || rotate === 270;
  return {
    left,
    bottom,
    boxWidth: width,
    boxHeight: height,
    rotation: rotate,
    width: turned ? height : width,
    height: turned ? width : height,
  };
}

function signatureFields(
  doc: PDFDocument,
  pages: PDFPage[],
  frameOf: (page: PDFPage) => PageFrame,
): PdfSignatureField[] {
  // The low-level AcroForm, not doc.getForm(): that one creates a form when there is none and
  // strips XFA data with a console warning.
  const form = doc.catalog.getAcroForm();
  if (!form) return [];
  const pageOfAnnotation = new Map<unknown, number>();
  const pageOfRef = new Map<string, number>();
  pages.forEach((page, index) => {
    pageOfRef.set(page.ref.toString(), index);
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      pageOfAnnotation.set(annots?.lookup(i), index);
    }
  });

  return form
    .getAllFields()
    .map(([field]) => field)
    .filter((field): field is PDFAcroSignature => field instanceof PDFAcroSignature)
    .map((field) => {
      const positions: PdfPosition[] = [];
      for (const widget of field.getWidgets()) {
        const parent = widget.dict.get(PDFName.of('P'));
        const index =
          pageOfAnnotation.get(widget.dict) ??
          (parent instanceof PDFRef ? pageOfRef.get(parent.toString()) : undefined);
        const page = index === undefined ? undefined : pages[index];
        const rect = widget.dict.lookupMaybe(PDFName.of('Rect'), PDFArray);
        if (index === undefined || !page || !rect) continue;
        const position = toTopLeft(rect, frameOf(page), index);
        if (position) positions.push(position);
      }
      return {
        name: field.getFullyQualifiedName() ?? '',
        signed: field.dict.has(PDFName.of('V')),
        positions,
      };
    });
}

/**
 * A widget's /Rect (bottom-left origin, unturned) as a box from the top-left of the page as
 * shown. Invisible widgets (zero area, common for signatures) and boxes off the page give null.
 */
function toTopLeft(rect: PDFArray, frame: PageFrame, page: number): PdfPosition | null {
  const numbers = [0, 1, 2, 3].map((i) => rect.lookupMaybe(i, PDFNumber)?.asNumber() ?? NaN);
  const [x1, y1, x2, y2] = numbers as [number, number, number, number];
  if (numbers.some((n) => !Number.isFinite(n))) return null;
  // Clip to the visible area, then measure from its top-left corner, y growing downwards.
  const left = Math.max(Math.min(x1, x2), frame.left) - frame.left;
  const right = Math.min(Math.max(x1, x2), frame.left + frame.boxWidth) - frame.left;
  const bottom = Math.max(Math.min(y1, y2), frame.bottom) - frame.bottom;
  const top = Math.min(Math.max(y1, y2), frame.bottom + frame.boxHeight) - frame.bottom;
  if (right <= left || top <= bottom) return null;
  const x = left;
  const y = frame.boxHeight - top;
  const width = right - left;
  const height = top - bottom;
  // /Rotate turns the page clockwise when shown.
  const { boxWidth: W, boxHeight: H } = frame;
  const turned =
    frame.rotation === 90
      ? { x: H - (y + height), y: x, width: height, height: width }
      : frame.rotation === 180
        ? { x: W - (x + width), y: H - (y + height), width, height }
        : frame.rotation === 270
          ? { x: y, y: W - (x + width), width: height, height: width }
          : { x, y, width, height };
  return {
    page,
    x: round(turned.x),
    y: round(turned.y),
    width: round(turned.width),
    height: round(turned.height),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
