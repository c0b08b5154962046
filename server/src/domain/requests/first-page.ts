import type { Db } from '../../db/database';
import { accessRequest } from './access';
import { DomainError } from '../errors';
import { findGuestSignature } from './signer-links';
import { currentDocuments } from './view';

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
