import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';

export interface SamplePdfOptions {
  title: string;
  /** 1 by default. */
  pages?: number;
  /** Paragraphs of body text; a generic service agreement when omitted. */
  lines?: string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const BODY_SIZE = 11;
const LEADING = 16;
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.45, 0.48, 0.55);

const DEFAULT_LINES = [
  'This Agreement is entered into between the Client and the Provider named below and takes effect on the date of the last signature.',
  '1. Services. The Provider shall perform the services described in the attached schedule with due care and in line with accepted professional standards.',
  '2. Fees. The Client shall pay the fees set out in the schedule within thirty (30) days of receiving a correct invoice. Late payments bear interest at the statutory rate.',
  '3. Confidentiality. Each party shall keep confidential all information received from the other party and use it only to perform this Agreement.',
  '4. Term and termination. Either party may end this Agreement with three months written notice to the end of a calendar month.',
  '5. Governing law. This Agreement is governed by the laws of the country where the Provider has its registered office.',
];

/**
 * A tidy A4 contract for demos and tests: a heading, a few paragraphs, page numbers and a
 * signature line on the last page. Uses only the standard Helvetica fonts, so it is quick.
 */
export async function samplePdf(options: SamplePdfOptions): Promise<Uint8Array> {
  const pageCount = Math.max(1, Math.floor(options.pages ?? 1));
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(winAnsi(options.title));
  doc.setProducer('Paraph');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const paragraphs = (options.lines ?? DEFAULT_LINES).map(winAnsi);
  const width = A4[0] - 2 * MARGIN;

  for (let index = 0; index < pageCount; index++) {
    const page = doc.addPage(A4);
    let y = A4[1] - MARGIN;
    if (index === 0) {
      y = drawLines(page, wrap(winAnsi(options.title), bold, 20, width), bold, 20, 26, y);
      y -= 14;
    }
    for (const paragraph of paragraphs) {
      y = drawLines(
        page,
        wrap(paragraph, regular, BODY_SIZE, width),
        regular,
        BODY_SIZE,
        LEADING,
        y,
      );
      y -= LEADING / 2;
    }
    if (index === pageCount - 1) drawSignatureLine(page, regular, Math.min(y - 40, 180));
    const footer = `Page ${index + 1} of ${pageCount}`;
    page.drawText(footer, {
      x: (A4[0] - regular.widthOfTextAtSize(footer, 9)) / 2,
      y: MARGIN / 2,
      size: 9,
      font: regular,
      color: MUTED,
    });
  }
  return doc.save();
}

function drawLines(
  page: PDFPage,
  lines: string[],
  font: PDFFont,
  size: number,
  leading: number,
  top: number,
): number {
  let y = top;
  for (const line of lines) {
    y -= leading;
    page.drawText(line, { x: MARGIN, y, size, font, color: INK });
  }
  return y;
}

function drawSignatureLine(page: PDFPage, font: PDFFont, y: number): void {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + 200, y },
    thickness: 0.7,
    color: MUTED,
  });
  page.drawText('Signature', { x: MARGIN, y: y - 14, size: 9, font, color: MUTED });
}

/** Greedy word wrap using the font's real glyph widths. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// WinAnsi (CP1252) is all the standard fonts can encode: Latin-1 plus a few typographic marks.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Drops what Helvetica cannot draw, so user-provided titles never make pdf-lib throw. */
function winAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRAS.has(char)
    ) {
      out += char;
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
