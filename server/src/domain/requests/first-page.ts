import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import type { PageRenderer } from '../../pdf/page-renderer';
import { accessRequest } from './access';
import { DomainError } from '../errors';
import { findGuestSignature } from './signer-links';
import { readBlob } from './stored-pdf';
import { currentDocuments } from './view';

/**
 * Scales (percent of 72 dpi, the page endpoint's `scale`) offered for the first page, so the
 * browser picks by width and density. Up to 150 (893 px for A4, about 2.8 device pixels per
 * CSS pixel on a 390 px phone): a DPR 3 phone would otherwise take scale 200, 1.8 times the
 * bytes on a slow line, for a picture pdf.js replaces at full sharpness a moment later.
 */
export const FIRST_PAGE_SCALES = [50, 100, 150] as const;

/** What the guest's first screen shows before the app runs: page 1 of the first document. */
export interface FirstPage {
  /** The version the viewer opens; its bytes never change, so its images never do either. */
  documentId: string;
  widthPt: number;
  heightPt: number;
}

/**
 * The first page of the request a guest link opens, or null for anything the link would not
 * open itself (wrong secret, another request, a draft): exactly the guest's own access, checked
 * the way every guest call checks it.
 */
export async function guestFirstPage(
  { db }: { db: Db },
  { secret, requestId }: { secret: string; requestId: string },
): Promise<FirstPage | null> {
  const guest = await findGuestSignature({ db }, { secret, requestId });
  if (!guest) return null;
  try {
    await accessRequest({ db, caller: { kind: 'guest', ...guest } }, requestId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
  const [first] = await currentDocuments({ db }, requestId);
  if (!first) return null;
  // A signed version has the pages of its original.
  const widthPt = first.current.pageWidth ?? first.original.pageWidth;
  const heightPt = first.current.pageHeight ?? first.original.pageHeight;
  if (!widthPt || !heightPt) return null;
  return { documentId: first.current.id, widthPt, heightPt };
}

/**
 * Starts rendering page 1 of the request's first document at the guest link's scales, as WebP,
 * and returns without waiting: called when the request is sent, so the first signer to open the
 * mail gets the picture from the render cache instead of waiting for pdf.js on the server
 * (about 100 ms for a page of text here, more for heavier pages). Only a head start: the page
 * endpoint renders whatever is not ready when it is asked.
 */
export async function renderFirstPageAhead(
  { db, blobs, renderer }: { db: Db; blobs: BlobStore; renderer: PageRenderer },
  requestId: string,
): Promise<void> {
  const [first] = await currentDocuments({ db }, requestId);
  if (!first) return;
  const { sha256 } = first.current;
  for (const scale of FIRST_PAGE_SCALES) {
    await renderer.render(
      { sha256, page: 1, scale, format: 'webp' },
      () => readBlob(blobs, sha256),
      0,
    );
  }
}
