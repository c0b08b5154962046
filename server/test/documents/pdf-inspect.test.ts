import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import {
  degrees,
  PDFDocument,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFString,
  type PDFPage,
  type PDFRef,
} from '@cantoo/pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closePdfInspection,
  inspectPdf,
  MAX_PAGES,
  PdfRejected,
  type PdfRejectionCode,
  warmPdfInspection,
} from '../../src/pdf/pdf-inspect';
import { samplePdf } from '../../src/pdf/sample-pdf';
import { pdfWithLyingPageCount, pdfWithoutRoot } from './malformed-pdfs';

const fixture = (name: string) => readFile(new URL(`../fixtures/pdf/${name}`, import.meta.url));

afterAll(() => closePdfInspection());

async function rejection(bytes: Uint8Array): Promise<PdfRejectionCode | 'accepted'> {
  try {
    await inspectPdf(bytes);
    return 'accepted';
  } catch (error) {
    if (error instanceof PdfRejected) return error.code;
    throw error;
  }
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghfnYQAAAABJRU5ErkJggg==',
  'base64',
);

describe('warming the inspection ahead', () => {
  it('leaves small and big files inspected as before', async () => {
    await warmPdfInspection();
    const small = await samplePdf({ title: 'Small' });
    const big = await samplePdf({ title: 'Big', pages: 60 });
    expect(big.byteLength).toBeGreaterThan(16 * 1024);
    expect((await inspectPdf(small)).pageCount).toBe(1);
    expect((await inspectPdf(big)).pageCount).toBe(60);
  });
});

describe('inspectPdf refuses', () => {
  it('zero bytes as not a PDF', async () => {
    expect(await rejection(new Uint8Array())).toBe('DOCUMENT_NOT_PDF');
  });

  it('images and text as not a PDF', async () => {
    expect(await rejection(PNG)).toBe('DOCUMENT_NOT_PDF');
    expect(await rejection(Buffer.from('Dear customer, please sign.\n%%EOF'))).toBe(
      'DOCUMENT_NOT_PDF',
    );
  });

  it('a header later than the first 1024 bytes as not a PDF', async () => {
    const pdf = await samplePdf({ title: 'Late header' });
    expect(await rejection(Buffer.concat([Buffer.alloc(1024, 32), pdf]))).toBe('DOCUMENT_NOT_PDF');
  });

  it('a PDF cut in half as damaged', async () => {
    const pdf = await samplePdf({ title: 'Truncated', pages: 2 });
    expect(await rejection(pdf.subarray(0, pdf.byteLength / 2))).toBe('DOCUMENT_DAMAGED');
  });

  it('garbage after a valid header as damaged', async () => {
    const junk = (size: number) =>
      Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size), Buffer.from('\n%%EOF\n')]);
    expect(await rejection(junk(10_000))).toBe('DOCUMENT_DAMAGED');
    expect(await rejection(Buffer.from('%PDF-1.4\n'))).toBe('DOCUMENT_DAMAGED');
  });

  it('a big damaged file, parsed in the worker, as damaged', async () => {
    const junk = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      randomBytes(100_000),
      Buffer.from('\n%%EOF\n'),
    ]);
    expect(await rejection(junk)).toBe('DOCUMENT_DAMAGED');
  });

  it('a PDF without pages as damaged', async () => {
    // pdf-lib adds a blank page on save unless told not to.
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    expect(await rejection(empty)).toBe('DOCUMENT_DAMAGED');
  });

  it('a PDF that needs a password to open as encrypted', async () => {
    expect(await rejection(await fixture('encrypted-user-password.pdf'))).toBe(
      'DOCUMENT_ENCRYPTED',
    );
  });

  it('a PDF encrypted with only an owner password as encrypted', async () => {
    expect(await rejection(await fixture('encrypted-owner-password.pdf'))).toBe(
      'DOCUMENT_ENCRYPTED',
    );
  });

  it('an encrypted PDF whose objects all parse as encrypted', async () => {
    expect(await rejection(await fixture('encrypted-rc4-no-object-streams.pdf'))).toBe(
      'DOCUMENT_ENCRYPTED',
    );
  });

  it(`more than ${MAX_PAGES} pages, even when the page tree's /Count understates them`, async () => {
    // A flat page tree built by hand: pdf-lib's addPage() is quadratic at this size.
    const doc = await PDFDocument.create();
    const { context } = doc;
    const root = doc.catalog.Pages();
    const kids = context.obj([]);
    const addPages = (count: number) => {
      for (let i = 0; i < count; i++) {
        const parent = doc.catalog.get(PDFName.of('Pages'))!;
        kids.push(
          context.register(context.obj({ Type: 'Page', Parent: parent, MediaBox: [0, 0, 10, 10] })),
        );
      }
      root.set(PDFName.of('Kids'), kids);
    };
    const save = (count: number) => {
      root.set(PDFName.of('Count'), PDFNumber.of(count));
      return doc.save({ addDefaultPage: false, useObjectStreams: false });
    };
    addPages(MAX_PAGES);
    expect((await inspectPdf(await save(MAX_PAGES))).pageCount).toBe(MAX_PAGES);
    addPages(1);
    expect(await rejection(await save(MAX_PAGES + 1))).toBe('DOCUMENT_TOO_MANY_PAGES');
    expect(await rejection(await save(1))).toBe('DOCUMENT_TOO_MANY_PAGES');
  });

  it('a page tree whose /Count understates its pages as damaged: the renderer trusts it', async () => {
    expect(await rejection(await pdfWithLyingPageCount(0))).toBe('DOCUMENT_DAMAGED');
    expect(await rejection(await pdfWithLyingPageCount(1))).toBe('DOCUMENT_DAMAGED');
  });

  it('a file whose trailer has no /Root as damaged, though pdf-lib finds the catalog', async () => {
    expect(await rejection(await pdfWithoutRoot())).toBe('DOCUMENT_DAMAGED');
  });

  it('gives user-safe messages', () => {
    const error = new PdfRejected('DOCUMENT_ENCRYPTED');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/password/);
  });
});

describe('inspectPdf reads', () => {
  it('page count and A4 size', async () => {
    const info = await inspectPdf(await samplePdf({ title: 'Three pages', pages: 3 }));
    expect(info).toEqual({
      pageCount: 3,
      pageWidth: 595.28,
      pageHeight: 841.89,
      signatureFields: [],
    });
  });

  it('a PDF preceded by a few junk bytes, as readers accept it', async () => {
    const pdf = await samplePdf({ title: 'Junk first' });
    const info = await inspectPdf(Buffer.concat([Buffer.from('junk\r\n'), pdf]));
    expect(info.pageCount).toBe(1);
  });

  it('a page tree whose /Count overstates its pages: both readers walk the real ones', async () => {
    expect((await inspectPdf(await pdfWithLyingPageCount(5))).pageCount).toBe(2);
  });

  it('a landscape first page', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([841.89, 595.28]);
    const info = await inspectPdf(await doc.save());
    expect([info.pageWidth, info.pageHeight]).toEqual([841.89, 595.28]);
  });

  it('a first page turned by /Rotate', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595.28, 841.89]).setRotation(degrees(90));
    const info = await inspectPdf(await doc.save());
    expect([info.pageWidth, info.pageHeight]).toEqual([841.89, 595.28]);
  });

  it('the CropBox rather than the MediaBox', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]).setCropBox(36, 36, 540, 720);
    const info = await inspectPdf(await doc.save());
    expect([info.pageWidth, info.pageHeight]).toEqual([540, 720]);
  });

  it('a big file in the worker thread', async () => {
    const doc = await PDFDocument.load(await samplePdf({ title: 'Big', pages: 2 }));
    const image = doc.context.register(
      doc.context.stream(randomBytes(1_200_000), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 400,
        Height: 1000,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
      }),
    );
    doc.getPage(0).node.setXObject(PDFName.of('Im1'), image);
    const bytes = await doc.save();
    expect(bytes.byteLength).toBeGreaterThan(1_000_000);
    expect((await inspectPdf(bytes)).pageCount).toBe(2);
  });
});

/** Adds a signature field whose widget is the field itself, as most signing tools write it. */
function addSignatureField(
  doc: PDFDocument,
  page: PDFPage,
  name: string,
  rect: [number, number, number, number],
  signed = false,
): PDFRef {
  const { context } = doc;
  const value = signed
    ? context.register(
        context.obj({ Type: 'Sig', Filter: 'Adobe.PPKLite', SubFilter: 'adbe.pkcs7.detached' }),
      )
    : undefined;
  const field = context.register(
    context.obj({
      FT: 'Sig',
      T: PDFString.of(name),
      Type: 'Annot',
      Subtype: 'Widget',
      F: 4,
      Rect: rect,
      P: page.ref,
      ...(value ? { V: value } : {}),
    }),
  );
  page.node.addAnnot(field);
  return field;
}

function setFields(doc: PDFDocument, fields: PDFRef[]): void {
  doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: fields, SigFlags: 3 }));
}

describe('inspectPdf signature fields', () => {
  it('finds empty and signed fields with their boxes from the top-left', async () => {
    const doc = await PDFDocument.load(await samplePdf({ title: 'Form', pages: 2 }));
    const [first, second] = doc.getPages() as [PDFPage, PDFPage];
    const fields = [
      addSignatureField(doc, first, 'Client', [100, 100, 300, 150]),
      addSignatureField(doc, second, 'Provider', [350, 700, 250, 760], true),
      // Invisible signatures have an empty box: listed, without a position.
      addSignatureField(doc, second, 'Certification', [0, 0, 0, 0], true),
    ];
    // A text field is not a signature field.
    const company = doc.getForm().createTextField('company');
    company.addToPage(first, { x: 50, y: 50 });
    setFields(doc, [...fields, company.ref]);
    const info = await inspectPdf(await doc.save());
    expect(info.signatureFields).toEqual([
      {
        name: 'Client',
        signed: false,
        positions: [{ page: 0, x: 100, y: 691.89, width: 200, height: 50 }],
      },
      {
        name: 'Provider',
        signed: true,
        positions: [{ page: 1, x: 250, y: 81.89, width: 100, height: 60 }],
      },
      { name: 'Certification', signed: true, positions: [] },
    ]);
  });

  it('finds a field whose widgets are kids, by its full name', async () => {
    const doc = await PDFDocument.load(await samplePdf({ title: 'Kids', pages: 2 }));
    const pages = doc.getPages();
    const { context } = doc;
    const parent = context.nextRef();
    const widgets = pages.map((page) => {
      const widget = context.register(
        context.obj({
          Type: 'Annot',
          Subtype: 'Widget',
          Rect: [50, 50, 150, 90],
          P: page.ref,
          Parent: parent,
        }),
      );
      page.node.addAnnot(widget);
      return widget;
    });
    const group = context.register(context.obj({ T: PDFString.of('approvals') }));
    context.assign(
      parent,
      context.obj({ FT: 'Sig', T: PDFString.of('ceo'), Kids: widgets, Parent: group }),
    );
    context.lookup(group, PDFDict).set(PDFName.of('Kids'), context.obj([parent]));
    setFields(doc, [group]);
    const info = await inspectPdf(await doc.save());
    expect(info.signatureFields).toEqual([
      {
        name: 'approvals.ceo',
        signed: false,
        positions: [
          { page: 0, x: 50, y: 751.89, width: 100, height: 40 },
          { page: 1, x: 50, y: 751.89, width: 100, height: 40 },
        ],
      },
    ]);
  });

  it('gives positions on turned pages as the page is shown', async () => {
    const doc = await PDFDocument.create();
    const fields = [90, 180, 270].map((angle) => {
      const page = doc.addPage([595.28, 841.89]);
      page.setRotation(degrees(angle));
      return addSignatureField(doc, page, `r${angle}`, [100, 100, 300, 150]);
    });
    setFields(doc, fields);
    const info = await inspectPdf(await doc.save());
    expect(info.signatureFields.map((field) => field.positions[0])).toEqual([
      // Turned clockwise: the bottom edge becomes the left edge.
      { page: 0, x: 100, y: 100, width: 50, height: 200 },
      { page: 1, x: 295.28, y: 100, width: 200, height: 50 },
      { page: 2, x: 691.89, y: 295.28, width: 50, height: 200 },
    ]);
  });
});

describe('samplePdf', () => {
  it('makes A4 pages and drops characters Helvetica cannot draw', async () => {
    const bytes = await samplePdf({
      title: 'Vertrag – Zoë 😀 日本\nline',
      pages: 3,
      lines: ['Price: 10 €', 'Emoji 🎉 gone'],
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Vertrag – Zoë line');
    expect((await inspectPdf(bytes)).pageCount).toBe(3);
  });

  it('is quick enough for tests and the demo seed', async () => {
    await samplePdf({ title: 'Warm-up', pages: 3 });
    const started = performance.now();
    for (let i = 0; i < 5; i++) await samplePdf({ title: `Contract ${i}`, pages: 3 });
    // 30 ms each is the target; the bound is loose for slow CI machines.
    expect((performance.now() - started) / 5).toBeLessThan(100);
  });
});
