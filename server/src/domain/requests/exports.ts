import { asc, eq } from 'drizzle-orm';
import {
  attachments,
  signatureRequests,
  signatures,
  users,
  type SignatureRequestRow,
} from '../../db/schema';
import {
  PageNotRenderable,
  PageOutOfRange,
  type PageRenderer,
  type RenderResult,
} from '../../pdf/page-renderer';
import type { PageImageFormat } from '../../pdf/page-image';
import { buildReport, type Report, type ReportInput } from '../../pdf/report';
import { renderReportHtml } from '../../pdf/report-html';
import { renderReportPdf } from '../../pdf/report-pdf';
import { buildZip } from '../../pdf/zip';
import { DomainError } from '../errors';
import { accessRequest } from './access';
import { auditTrailVerification, listEvents } from './audit-trail';
import type { RequestContext } from './context';
import { recordDownload } from './reading';
import { accessDocument } from './documents';
import { readBlob } from './stored-pdf';
import { currentDocuments, signerOrder } from './view';

async function reportInput(
  context: Pick<RequestContext, 'db' | 'now'>,
  request: SignatureRequestRow,
): Promise<ReportInput> {
  const requestId = request.id;
  const { db } = context;
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(signatureRequests, eq(signatureRequests.ownerId, users.id))
    .where(eq(signatureRequests.id, requestId));
  const [signerRows, documentRows, attachmentRows, events] = await Promise.all([
    db
      .select()
      .from(signatures)
      .where(eq(signatures.requestId, requestId))
      .orderBy(...signerOrder),
    currentDocuments({ db }, requestId),
    db
      .select()
      .from(attachments)
      .where(eq(attachments.requestId, requestId))
      .orderBy(asc(attachments.createdAt)),
    listEvents({ db }, requestId),
  ]);
  return {
    request: {
      id: requestId,
      title: request.title,
      status: request.statusOverall,
      createdAt: request.createdAt,
      owner: owner ?? { email: '', firstName: null, lastName: null },
    },
    signers: signerRows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      mobile: row.mobile,
      status: row.statusCode,
      signedAt: row.signedAt,
      quality: row.signedQuality,
      legislation: row.signedLegislation,
    })),
    documents: documentRows.map(({ current }) => ({
      id: current.id,
      name: current.name,
      sha256: current.sha256,
      size: current.size,
      pageCount: current.pageCount,
      signed: current.signed,
    })),
    attachments: attachmentRows.map((row) => ({
      filename: row.filename,
      sha256: row.sha256,
      erased: row.erasedAt !== null,
    })),
    events,
    auditTrail: auditTrailVerification(events, context.now),
    generatedAt: context.now,
  };
}

export type ReportFormat = 'PDF' | 'JSON' | 'HTML';

/** The signature protocol: who did what when, from where, with which document hashes. */
export async function signatureReport(
  context: RequestContext,
  { requestId, format }: { requestId: string; format: ReportFormat },
): Promise<
  { format: 'JSON'; report: Report } | { format: 'PDF' | 'HTML'; bytes: Uint8Array | string }
> {
  const access = await accessRequest(context, requestId);
  const input = await reportInput(context, access.request);
  if (format === 'JSON') return { format, report: buildReport(input) };
  if (format === 'HTML') return { format, bytes: renderReportHtml(input) };
  return { format, bytes: await renderReportPdf(input) };
}

/** The signature protocol as a PDF, for a mail that carries it. */
export async function signatureProtocolPdf(
  context: Pick<RequestContext, 'db' | 'now'>,
  request: SignatureRequestRow,
): Promise<Uint8Array> {
  return renderReportPdf(await reportInput(context, request));
}

/** Every document (signed where signed) and the protocol, in one archive. */
export async function requestZip(
  context: RequestContext,
  requestId: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  const access = await accessRequest(context, requestId);
  const input = await reportInput(context, access.request);
  const files = await Promise.all(
    (await currentDocuments(context, requestId)).map(async ({ current }) => ({
      name: current.name,
      bytes: await readBlob(context.blobs, current.sha256),
    })),
  );
  const protocol = await renderReportPdf(input);
  await recordDownload(context, {
    access,
    data: {
      zip: true,
      documents: input.documents.map(({ id, sha256 }) => ({ id, sha256 })),
    },
  });
  return {
    name: `${access.request.title}.zip`,
    bytes: buildZip([...files, { name: 'signature-protocol.pdf', bytes: protocol }]),
  };
}

/** A page image, rendered in the background; `queued` means "ask again shortly". */
/** A page image, or `unchanged` when the caller already holds this version's image. */
export type DocumentPageResult = (RenderResult | { status: 'unchanged' }) & {
  /** The rendered version's hash: a document id's bytes never change, so neither does its image. */
  sha256: string;
};

export async function documentPage(
  context: RequestContext & { renderer: PageRenderer },
  {
    documentId,
    pageIndex,
    scale,
    format,
    waitMs,
    cachedSha256,
  }: {
    documentId: string;
    pageIndex: number;
    scale: number;
    format: PageImageFormat;
    /** How long to wait for a render before answering `queued` (the renderer's default). */
    waitMs?: number;
    /** The version of the image the caller has (from its ETag): no render when it matches. */
    cachedSha256?: string;
  },
): Promise<DocumentPageResult> {
  const { document } = await accessDocument(context, documentId);
  if (pageIndex >= document.pageCount) {
    throw new DomainError('NOT_FOUND', `The document has ${document.pageCount} pages`);
  }
  const { sha256 } = document;
  if (cachedSha256 === sha256) return { status: 'unchanged', sha256 };
  try {
    const result = await context.renderer.render(
      { sha256, page: pageIndex + 1, scale, format },
      () => readBlob(context.blobs, sha256),
      waitMs,
    );
    return { ...result, sha256 };
  } catch (error) {
    // The page exists by our count, so pdfjs reading fewer pages is the file's fault too (files
    // stored before uploads were checked against pdfjs).
    if (error instanceof PageNotRenderable || error instanceof PageOutOfRange) {
      throw new DomainError('DOCUMENT_DAMAGED', 'This page cannot be shown: the PDF is damaged');
    }
    throw error;
  }
}
