import { fetchClient } from '../../../api/client';

/** Throws the problem body (or the status) so callers can map it with problemMessage. */
function failed(error: unknown, response: Response): never {
  throw error ?? new Error(`HTTP ${response.status}`);
}

export async function remindSigners(id: string): Promise<void> {
  const { error, response } = await fetchClient.POST('/v3/signature-requests/{id}/remind', {
    params: { path: { id } },
  });
  if (!response.ok) failed(error, response);
}

export async function deleteDraft(id: string): Promise<void> {
  const { error, response } = await fetchClient.DELETE('/v3/signature-requests/{id}', {
    params: { path: { id } },
  });
  if (!response.ok) failed(error, response);
}

/** The file name from Content-Disposition (RFC 6266, filename* first), or a fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed encoding falls through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Downloads all documents of a request as one ZIP through the authorised client. */
export async function downloadZip(id: string): Promise<void> {
  const { data, error, response } = await fetchClient.GET('/v3/signature-requests/{id}/zip', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) failed(error, response);
  const url = URL.createObjectURL(data);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = attachmentName(response.headers.get('Content-Disposition'), `${id}.zip`);
    anchor.click();
  } finally {
    // The click has started the download; the URL is no longer needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
