import type { PDFDict } from '@cantoo/pdf-lib';
import {
  PDFArray,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import { buildStampAppearance, type StampContent } from './appearance.ts';
import {
  BYTE_RANGE_PLACEHOLDER,
  ContentsTooSmallError,
  contentsPlaceholder,
  fillByteRange,
  fillContents,
  locatePlaceholder,
  signedBytes,
} from './byte-range.ts';
import type { SignerCredentials } from './certificate-authority.ts';
import { placeStamp, visibleFrame } from '../pdf/page-placement.ts';
import {
  addSignatureTimestamp,
  createSignedData,
  encodeContentInfo,
  sha256,
  signatureValue,
} from './cms.ts';
import { emptySignatureField, signIntoField } from './existing-field.ts';
import { buildNewObjects } from './new-objects.ts';
import { OID } from './oids.ts';
import type { TimestampAuthority } from './timestamp-authority.ts';

export interface SignPdfOptions {
  signer: SignerCredentials;
  /** /Name: the signer's name as shown by readers. */
  name: string;
  reason: string;
  location?: string;
  contactInfo?: string;
  /** /M: the claimed signing time (PAdES keeps it out of the CMS). */
  signingTime: Date;
  /** Given: PAdES B-T (signature time-stamp); otherwise B-B. */
  timestampAuthority?: TimestampAuthority;
  /** null/omitted: an invisible signature. */
  appearance?: {
    /** 0-based page index. */
    page: number;
    /**
     * PDF points from the TOP-LEFT of the page's visible area as shown (turned by /Rotate),
     * like the contract's Position.
     */
    rect: { x: number; y: number; width: number; height: number };
    /** Extra clockwise turn of the stamp on the page as shown (Position.rotation). */
    rotation?: number;
    content: StampContent;
  } | null;
  /**
   * Sign into this existing empty signature field instead (its widget shows `content`). If it
   * is missing or signed already, a new field is added as `appearance` says.
   */
  formField?: { name: string; content: StampContent } | null;
  /** Unique field name; `Signature<n>` by default. */
  fieldName?: string;
  /** Bytes reserved for the CMS; grows automatically once if too small. */
  contentsSize?: number;
}

/** Chain (~4.5 KB) + signature + a time-stamp token with its own chain (~5 KB), with headroom. */
const DEFAULT_CONTENTS_SIZE = 16_384;

/**
 * Signs with a PAdES (ETSI.CAdES.detached) signature. The result is `pdf` byte for byte, followed
 * by one incremental update holding the signature field, its widget and the signature
 * dictionary, so every earlier signature stays valid.
 */
export async function signPdf(pdf: Uint8Array, options: SignPdfOptions): Promise<Uint8Array> {
  const opened = await openForUpdate(pdf);
  try {
    return await signOnce(opened, options, options.contentsSize ?? DEFAULT_CONTENTS_SIZE);
  } catch (error) {
    if (!(error instanceof ContentsTooSmallError)) throw error;
    // The document was modified in memory: reopen the same bytes for the retry.
    return signOnce(await openForUpdate(opened.bytes), options, error.needed + 2048);
  }
}

interface Opened {
  doc: PDFDocument;
  /** The bytes the update is appended to (the original, or its one-time normalisation). */
  bytes: Uint8Array;
}

async function signOnce(opened: Opened, options: SignPdfOptions, capacity: number) {
  const { doc, bytes: pdf } = opened;
  const snapshot = doc.context.snapshot;
  if (!snapshot) throw new Error('The PDF library did not open the file for an update.');

  const signature = await buildNewObjects(doc, () =>
    doc.context.register(
      doc.context.obj({
        Type: 'Sig',
        Filter: 'Adobe.PPKLite',
        SubFilter: 'ETSI.CAdES.detached',
        ByteRange: PDFInvalidObject.of(Buffer.from(BYTE_RANGE_PLACEHOLDER, 'latin1')),
        Contents: PDFInvalidObject.of(Buffer.from(contentsPlaceholder(capacity), 'latin1')),
        M: PDFString.fromDate(options.signingTime),
        Name: PDFHexString.fromText(options.name),
        Reason: PDFHexString.fromText(options.reason),
        ...(options.location ? { Location: PDFHexString.fromText(options.location) } : {}),
        ...(options.contactInfo ? { ContactInfo: PDFHexString.fromText(options.contactInfo) } : {}),
      }),
    ),
  );
  const existing = options.formField && emptySignatureField(doc, options.formField.name);
  if (existing && options.formField) {
    await signIntoField(doc, existing, signature, options.formField.content);
  } else {
    await addSignatureField(doc, signature, options);
  }
  markSignedForm(doc);

  // Classic xref table, no object streams: the signature dictionary must stay patchable in place.
  const update = await doc.saveIncremental(snapshot, { useObjectStreams: false });
  const file = new Uint8Array(pdf.length + update.length);
  file.set(pdf);
  file.set(update, pdf.length);

  const placeholder = locatePlaceholder(file, pdf.length);
  const range = fillByteRange(file, placeholder);
  const signedData = await createSignedData({
    contentType: OID.data,
    digest: sha256(...signedBytes(file, range)),
    signer: options.signer,
  });
  if (options.timestampAuthority) {
    const token = await options.timestampAuthority.timestamp(sha256(signatureValue(signedData)));
    addSignatureTimestamp(signedData, token);
  }
  fillContents(file, placeholder, encodeContentInfo(signedData));
  return file;
}

/** Merged field + widget (one dictionary), on its page and in the AcroForm. */
async function addSignatureField(doc: PDFDocument, signature: PDFRef, options: SignPdfOptions) {
  const context = doc.context;
  const acroForm = doc.catalog.getOrCreateAcroForm();
  const fieldName = options.fieldName ?? uniqueFieldName(acroForm.getAllFields().map(([f]) => f));
  const pageIndex = options.appearance?.page ?? 0;
  const page = doc.getPage(pageIndex);

  const widget: Record<string, unknown> = {
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    T: PDFHexString.fromText(fieldName),
    V: signature,
    // Print (4) + Locked (128): the stamp is printed and cannot be moved.
    F: 132,
    P: page.ref,
    Rect: [0, 0, 0, 0],
  };
  if (options.appearance) {
    const { rect, size, matrix } = placeStamp(
      visibleFrame(page),
      options.appearance.rect,
      options.appearance.rotation,
    );
    widget.Rect = [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height];
    const appearance = await buildStampAppearance(
      doc,
      size.width,
      size.height,
      options.appearance.content,
      matrix,
    );
    widget.AP = { N: appearance };
  }
  const widgetRef = await buildNewObjects(doc, () =>
    context.register(context.obj(widget as never)),
  );

  appendTo(page.node, 'Annots', widgetRef);
  acroForm.addField(widgetRef);
  // Make sure every touched container is in the update, whether direct or indirect.
  snapshotOf(doc).markRefForSave(page.ref);
  const fields = acroForm.dict.get(PDFName.of('Fields'));
  if (fields instanceof PDFRef) snapshotOf(doc).markRefForSave(fields);
  const annots = page.node.get(PDFName.of('Annots'));
  if (annots instanceof PDFRef) snapshotOf(doc).markRefForSave(annots);
}

/** SignaturesExist (1) + AppendOnly (2): readers must save later changes incrementally. */
function markSignedForm(doc: PDFDocument) {
  const acroForm = doc.catalog.getOrCreateAcroForm();
  acroForm.dict.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  const formRef = doc.catalog.get(PDFName.of('AcroForm'));
  if (formRef instanceof PDFRef) snapshotOf(doc).markRefForSave(formRef);
  snapshotOf(doc).markObjForSave(doc.catalog);
}

function snapshotOf(doc: PDFDocument) {
  return doc.context.snapshot!;
}

function appendTo(dict: PDFDict, key: string, ref: PDFRef): void {
  const existing = dict.lookup(PDFName.of(key));
  if (existing instanceof PDFArray) existing.push(ref);
  else dict.set(PDFName.of(key), dict.context.obj([ref]));
}

function uniqueFieldName(fields: { getPartialName(): string | undefined }[]): string {
  const taken = new Set(fields.map((field) => field.getPartialName()));
  let n = 1;
  while (taken.has(`Signature${n}`)) n++;
  return `Signature${n}`;
}

/**
 * A PDF that already carries a signature is never rewritten. An unsigned original is used as is
 * when an update can be appended to it; otherwise (unreadable or misplaced startxref, so /Prev
 * would point nowhere) it is normalised once with a full save, harmless before any signature.
 */
async function openForUpdate(pdf: Uint8Array): Promise<Opened> {
  const load = (bytes: Uint8Array, forIncrementalUpdate: boolean) =>
    PDFDocument.load(bytes, { forIncrementalUpdate, updateMetadata: false });
  try {
    const doc = await load(pdf, true);
    if (doc.isEncrypted) throw new Error('Encrypted PDFs cannot be signed.');
    if (startXrefIsSound(pdf, doc.context.pdfFileDetails.prevStartXRef)) return { doc, bytes: pdf };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Encrypted')) throw error;
  }
  const plain = await load(pdf, false);
  if (hasSignatures(plain)) {
    throw new Error('This signed PDF cannot take another signature without breaking earlier ones.');
  }
  const bytes = await plain.save({ useObjectStreams: false });
  return { doc: await load(bytes, true), bytes };
}

/** The last startxref must point at `xref` or at an `n g obj` (a cross-reference stream). */
function startXrefIsSound(pdf: Uint8Array, offset: number): boolean {
  if (!(offset > 0 && offset < pdf.length)) return false;
  const head = Buffer.from(pdf.subarray(offset, offset + 32)).toString('latin1');
  return head.startsWith('xref') || /^\d+\s+\d+\s+obj/.test(head);
}

/** A filled signature field (FT /Sig with a /V signature dictionary); empty ones don't count. */
function hasSignatures(doc: PDFDocument): boolean {
  const fields = doc.catalog.getAcroForm()?.getAllFields() ?? [];
  return fields.some(
    ([field]) =>
      field.dict.lookup(PDFName.of('FT')) === PDFName.of('Sig') &&
      field.dict.lookup(PDFName.of('V')) !== undefined,
  );
}
