import {
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from '@cantoo/pdf-lib';
import type { ReportEvent, ReportInput } from './report';
import { winAnsiFor } from './win-ansi';
import {
  REPORT_TITLE,
  actorLabel,
  chainExplanation,
  chainStatus,
  formatBytes,
  isoTime,
  legislationLabel,
  personName,
} from './report-labels';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const BOTTOM = 60; // room for the footer
const WIDTH = A4[0] - 2 * MARGIN;
const BLACK = rgb(0.07, 0.09, 0.15);
const GREY = rgb(0.29, 0.33, 0.39);
const GREEN = rgb(0.09, 0.4, 0.2);
const RED = rgb(0.73, 0.11, 0.11);

interface Line {
  text: string;
  bold?: boolean;
  size?: number;
  color?: RGB;
  /** Space above the line, in points. */
  before?: number;
}

/** Splits text into lines no wider than `width`; words longer than a line are broken. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const char of Array.from(word)) {
      if (current && !fits(current + char)) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  lines.push(current);
  return lines;
}

/** Flows lines down the pages, starting a new page when the next line or block would not fit. */
class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    readonly safe: (text: string) => string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  private layout(lines: Line[]) {
    return lines.flatMap(({ text, bold, size = 10, color = BLACK, before = 0 }) => {
      const font = bold ? this.bold : this.regular;
      return wrap(this.safe(text), font, size, WIDTH).map((part, index) => ({
        text: part,
        font,
        size,
        color,
        height: size * 1.35 + (index === 0 ? before : 0),
      }));
    });
  }

  /** Writes lines, kept on one page when they fit on one. */
  block(lines: Line[]) {
    const laid = this.layout(lines);
    const height = laid.reduce((sum, line) => sum + line.height, 0);
    if (this.y - height < BOTTOM && height <= A4[1] - MARGIN - BOTTOM) this.newPage();
    for (const line of laid) {
      if (this.y - line.height < BOTTOM) this.newPage();
      this.y -= line.height;
      const { text, font, size, color } = line;
      this.page.drawText(text, { x: MARGIN, y: this.y, font, size, color });
    }
  }

  heading(text: string) {
    // A heading is never left alone at the bottom of a page.
    if (this.y - 60 < BOTTOM) this.newPage();
    this.block([{ text, bold: true, size: 13, before: 14 }]);
  }
}

function eventLines(event: ReportEvent, input: ReportInput): Line[] {
  const signer = input.signers.find((candidate) => candidate.id === event.signatureId);
  const who = [
    `Actor: ${actorLabel(event, input)}`,
    signer ? `Signer: ${personName(signer)}` : '',
    event.ip ? `IP: ${event.ip}` : '',
  ].filter(Boolean);
  return [
    { text: `${isoTime(event.at)}   ${event.type}`, bold: true, size: 9, before: 6 },
    { text: who.join(' · '), size: 9 },
    ...(event.userAgent ? [{ text: `User agent: ${event.userAgent}`, size: 8, color: GREY }] : []),
    ...(event.message ? [{ text: `Message: ${event.message}`, size: 9 }] : []),
  ];
}

/** The protocol as an A4 PDF in the standard Helvetica fonts. */
export async function renderReportPdf(input: ReportInput): Promise<Uint8Array> {
  const { request, signers, documents, attachments, events, auditTrail: trail } = input;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Metadata is UTF-16 and may keep the exact title.
  pdf.setTitle(`${REPORT_TITLE} – ${request.title}`);
  pdf.setLanguage('en');
  pdf.setCreator('Paraph');
  pdf.setProducer('Paraph');
  pdf.setCreationDate(input.generatedAt);
  pdf.setModificationDate(input.generatedAt);

  const w = new Writer(pdf, regular, bold, winAnsiFor(regular));
  const chain: Line = {
    text: chainStatus(trail),
    bold: true,
    color: trail.valid ? GREEN : RED,
    before: 4,
  };
  const explanation: Line = { text: chainExplanation(trail.valid), size: 9, color: GREY };

  w.block([
    { text: REPORT_TITLE, bold: true, size: 18 },
    { text: request.title, bold: true, size: 14, before: 4 },
    { text: `Request ${request.id} · Status ${request.status}`, before: 8 },
    { text: `Sender: ${personName(request.owner)}` },
    { text: `Created: ${isoTime(request.createdAt)}` },
    {
      text: `Signatures: ${signers.filter((s) => s.status === 'SIGNED').length} of ${signers.length} signed`,
    },
    chain,
    explanation,
  ]);

  w.heading('Signers');
  if (!signers.length) w.block([{ text: 'None', color: GREY }]);
  for (const signer of signers) {
    const legislation = legislationLabel(signer.legislation);
    const details = [
      `Status: ${signer.status}`,
      signer.signedAt ? `Signed at: ${isoTime(signer.signedAt)}` : '',
      signer.quality ? `Quality: ${signer.quality}` : '',
      legislation ? `Legislation: ${legislation}` : '',
      signer.mobile ? `Mobile: ${signer.mobile}` : '',
    ].filter(Boolean);
    w.block([
      { text: personName(signer), bold: true, before: 6 },
      { text: details.join(' · '), size: 9 },
    ]);
  }

  w.heading('Documents');
  if (!documents.length) w.block([{ text: 'None', color: GREY }]);
  for (const document of documents) {
    w.block([
      { text: document.name, bold: true, before: 6 },
      { text: `SHA-256: ${document.sha256}`, size: 8 },
      {
        text: `${formatBytes(document.size)} · ${document.pageCount} page(s) · ${document.signed ? 'signed' : 'not signed'}`,
        size: 9,
        color: GREY,
      },
    ]);
  }

  if (attachments.length) {
    w.heading('Attachments');
    for (const attachment of attachments) {
      w.block([
        { text: attachment.filename, bold: true, before: 6 },
        {
          text: `SHA-256: ${attachment.sha256}${attachment.erased ? ' · content erased' : ''}`,
          size: 8,
        },
      ]);
    }
  }

  w.heading(`Audit trail (${events.length} events, oldest first, times in UTC)`);
  for (const event of events) w.block(eventLines(event, input));
  w.block([{ ...chain, before: 12 }, explanation]);

  // Footers and running headers once the page count is known.
  const footer = w.safe(`Generated ${isoTime(input.generatedAt)} by Paraph`);
  const running = w.safe(`${REPORT_TITLE} – ${request.title}`);
  w.pages.forEach((page, index) => {
    const options = { font: regular, size: 8, color: GREY };
    page.drawText(footer, { ...options, x: MARGIN, y: 30 });
    const number = `Page ${index + 1} of ${w.pages.length}`;
    const x = A4[0] - MARGIN - regular.widthOfTextAtSize(number, 8);
    page.drawText(number, { ...options, x, y: 30 });
    if (index > 0) {
      page.drawText(wrap(running, regular, 8, WIDTH)[0] ?? '', {
        ...options,
        x: MARGIN,
        y: A4[1] - 32,
      });
    }
  });
  return pdf.save();
}
