import type { PageImageFormat } from './page-image';
import type { PdfInfo } from './pdf-inspect';

/** Messages between the server thread and the PDF worker threads. */
export type PdfWorkerRequest =
  | { id: number; type: 'inspect'; bytes: Uint8Array }
  | {
      id: number;
      type: 'render';
      sha256: string;
      /** 1-based. */
      page: number;
      /** Percent of 72 dpi. */
      scale: number;
      format: PageImageFormat;
      /** Sent only after the worker said it does not have the document open. */
      bytes?: Uint8Array;
    };

export type PdfWorkerReply =
  | { id: number; ok: true; info: PdfInfo }
  | { id: number; ok: true; image: Uint8Array; pageCount: number }
  | { id: number; ok: false; needBytes: true }
  | { id: number; ok: false; code?: string; message: string; pageCount?: number };
