import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import type { FileItem, RejectedFile } from '../../../ui';
import { removeDocument } from '../api/request';
import { UploadError, uploadDocument, type UploadedDocument } from '../api/upload';
import { fitToRequest, looksLikePdf } from '../limits';
import { messages } from '../messages';

export interface UploadItem extends FileItem {
  document?: UploadedDocument;
}

export interface BatchResult {
  uploaded: UploadedDocument[];
  failed: number;
}

interface Options {
  /** The draft to upload into, created on first need (titled after the first file). */
  requestId: (firstFileName: string) => Promise<string>;
  /** What the request already holds, for the 50-document and 60 MB limits. */
  existing: { count: number; bytes: number };
  onBatchDone?: (result: BatchResult) => void;
}

let nextId = 0;

/**
 * The file list of an upload step: refusals found in the browser (type, size, limits, not a
 * PDF) are listed with their reason and never sent; the rest upload in parallel with progress.
 */
export function useUploads({ requestId, existing, onBatchDone }: Options) {
  const intl = useIntl();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const targetRef = useRef<string | null>(null);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const select = useCallback(
    async (chosen: File[], refused: RejectedFile[]) => {
      const failed = (file: File, error: ReactNode): UploadItem => ({
        id: `file-${(nextId += 1)}`,
        name: file.name,
        size: file.size,
        error,
      });
      const pdfs: File[] = [];
      const rejected = refused.map(({ file, message }) => failed(file, message));
      for (const file of chosen) {
        if (await looksLikePdf(file)) pdfs.push(file);
        else rejected.push(failed(file, intl.formatMessage(messages.notPdf)));
      }
      const held = itemsRef.current.filter((item) => item.document);
      const fit = fitToRequest(pdfs, {
        count: existing.count + held.length,
        bytes: existing.bytes + held.reduce((sum, item) => sum + item.size, 0),
      });
      for (const { file, reason } of fit.rejected) {
        rejected.push(failed(file, intl.formatMessage(messages[reason])));
      }
      const queued = fit.accepted.map((file) => ({
        file,
        item: { id: `file-${(nextId += 1)}`, name: file.name, size: file.size, progress: 0 },
      }));
      setItems((list) => [...list, ...rejected, ...queued.map(({ item }) => item)]);
      if (!queued.length) return;

      setBusy(true);
      let target: string;
      try {
        target = await requestId(queued[0]!.file.name);
        targetRef.current = target;
      } catch (error) {
        const message = intl.formatMessage(problemMessage(error));
        for (const { item } of queued) patch(item.id, { progress: undefined, error: message });
        setBusy(false);
        onBatchDone?.({ uploaded: [], failed: queued.length });
        return;
      }
      const results = await Promise.all(
        queued.map(async ({ file, item }) => {
          try {
            const document = await uploadDocument(target, file, (progress) =>
              patch(item.id, { progress }),
            );
            patch(item.id, { progress: undefined, document });
            return document;
          } catch (error) {
            const problem = error instanceof UploadError ? error.problem : null;
            patch(item.id, {
              progress: undefined,
              error: intl.formatMessage(problemMessage(problem)),
            });
            return null;
          }
        }),
      );
      setBusy(false);
      const uploaded = results.filter((document) => document !== null);
      onBatchDone?.({ uploaded, failed: results.length - uploaded.length + rejected.length });
    },
    [existing.bytes, existing.count, intl, onBatchDone, patch, requestId],
  );

  /** Drops a row; an uploaded document is taken out of the draft first. */
  const remove = useCallback(
    async (id: string) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (item?.document && targetRef.current) {
        try {
          await removeDocument(targetRef.current, item.document.id);
        } catch (error) {
          patch(id, { error: intl.formatMessage(problemMessage(error)) });
          return;
        }
      }
      setItems((list) => list.filter((candidate) => candidate.id !== id));
    },
    [intl, patch],
  );

  return { items, busy, select, remove };
}
