import { isProblem, type Problem } from '../../../api/problem';
import { tokenStore } from '../../../api/session';
import type { components } from '../../../../openapi/schema.gen';

export type UploadedDocument = components['schemas']['Document'];

/** Raised when the server refuses an upload; carries its problem+json body when it sent one. */
export class UploadError extends Error {
  constructor(readonly problem: Problem | null) {
    super(problem?.message ?? 'Upload failed');
  }
}

/**
 * Sends one PDF into a draft as the raw body. XMLHttpRequest rather than fetch because only it
 * reports upload progress in every browser.
 */
export function uploadDocument(
  requestId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ filename: file.name });
    xhr.open(
      'POST',
      `/v3/signature-requests/${encodeURIComponent(requestId)}/documents?${query.toString()}`,
    );
    xhr.setRequestHeader('Content-Type', 'application/pdf');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status === 201) resolve(body as UploadedDocument);
      else reject(new UploadError(isProblem(body) ? body : null));
    };
    xhr.onerror = () => reject(new UploadError(null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
