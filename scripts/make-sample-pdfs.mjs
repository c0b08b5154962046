// Writes the sample PDFs the DocumentViewer stories and the viewer benchmark open
// (stories/fixtures/pdf/, committed). Deterministic: fixed dates, so re-running changes nothing.
// Usage: node scripts/make-sample-pdfs.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PageSizes, StandardFonts, rgb } from '@cantoo/pdf-lib';

const outDir = fileURLToPath(new URL('../stories/fixtures/pdf/', import.meta.url));
const fixedDate = new Date('2026-01-01T00:00:00Z');

const paragraph =
  'The parties agree that this agreement is signed electronically and that the electronic ' +
  'signatures carry the same weight as handwritten ones. Each party keeps a copy of the ' +
  'signed document, which the signing service stores for the retention period.';

/** Greedy word wrap for Helvetica at a size, so the text layer has several lines to select. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function drawPage(page, font, bold, { title, number, total }) {
  const { width, height } = page.getSize();
  const margin = 56;
  page.drawText(title, { x: margin, y: height - margin - 16, size: 20, font: bold });
  page.drawText(`Page ${number} of ${total}`, {
    x: margin,
    y: height - margin - 40,
    size: 11,
    font,
    color: rgb(0.35, 0.38, 0.42),
  });
  let y = height - margin - 80;
  for (let block = 0; block < 3; block += 1) {
    for (const line of wrap(paragraph, font, 11, width - 2 * margin)) {
      page.drawText(line, { x: margin, y, size: 11, font });
      y -= 16;
    }
    y -= 12;
  }
  // A big page number in the middle makes virtualisation visible while scrolling.
  page.drawText(String(number), {
    x: width / 2 - 30,
    y: height / 2 - 40,
    size: 96,
    font: bold,
    color: rgb(0.85, 0.87, 0.9),
  });
  page.drawRectangle({
    x: margin,
    y: margin,
    width: 200,
    height: 60,
    borderColor: rgb(0.6, 0.63, 0.67),
    borderWidth: 1,
  });
  page.drawText('Signature', { x: margin + 8, y: margin + 8, size: 9, font });
}

async function makePdf(title, sizes) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Paraph sample generator');
  doc.setCreator('Paraph');
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  sizes.forEach((size, index) => {
    drawPage(doc.addPage(size), font, bold, { title, number: index + 1, total: sizes.length });
  });
  return doc.save();
}

const landscapeA4 = [PageSizes.A4[1], PageSizes.A4[0]];
const files = {
  'one-page.pdf': ['Service agreement', [PageSizes.A4]],
  'multi-page.pdf': [
    'Employment contract',
    [PageSizes.A4, PageSizes.A4, landscapeA4, PageSizes.Letter, PageSizes.A4],
  ],
  'long-200.pdf': ['Framework agreement', Array.from({ length: 200 }, () => PageSizes.A4)],
};

await mkdir(outDir, { recursive: true });
for (const [name, [title, sizes]] of Object.entries(files)) {
  const bytes = await makePdf(title, sizes);
  await writeFile(`${outDir}${name}`, bytes);
  console.log(`${name}: ${sizes.length} pages, ${bytes.length} bytes`);
}
