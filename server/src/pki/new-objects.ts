import type { PDFDocument } from '@cantoo/pdf-lib';

/**
 * Runs `build`, which must only create new objects, with @cantoo/pdf-lib's change tracking
 * paused. While a document is open for an incremental update, the library looks for the
 * indirect object containing every dictionary entry or array item set, scanning the whole
 * document each time: for a stamp's few dozen entries that was most of the PDF work on long
 * documents. New objects are numbered above the snapshot and written into the update anyway;
 * a change to an existing object does not belong in here (callers mark those themselves).
 */
export async function buildNewObjects<T>(
  doc: PDFDocument,
  build: () => T | Promise<T>,
): Promise<T> {
  const { context } = doc;
  const snapshot = context.snapshot;
  context.snapshot = undefined;
  try {
    return await build();
  } finally {
    context.snapshot = snapshot;
  }
}
