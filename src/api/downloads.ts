import { fetchClient } from './client';
import { fileNameFrom } from './content-disposition';

type BlobAnswer = Promise<{ data?: Blob; error?: unknown; response: Response }>;

/**
 * Files need the Authorization header, so a plain link cannot fetch them: the file is fetched
 * through the API client, held as a blob and saved through a temporary object URL.
 */
async function save(call: BlobAnswer, fallbackName: string): Promise<void> {
  const { data, error, response } = await call;
  if (!response.ok || !data) throw error ?? new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(data);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export const downloads = {
  document: (id: string, name: string, signed: boolean) =>
    save(
      fetchClient.GET('/v3/documents/{id}/download', {
        params: { path: { id }, query: signed ? { signed: true } : {} },
        parseAs: 'blob',
      }),
      name,
    ),
  zip: (id: string, title: string) =>
    save(
      fetchClient.GET('/v3/signature-requests/{id}/zip', {
        params: { path: { id } },
        parseAs: 'blob',
      }),
      `${title}.zip`,
    ),
  report: (id: string, title: string) =>
    save(
      fetchClient.GET('/v3/signature-requests/{id}/report', {
        params: { path: { id }, query: { type: 'PDF' } },
        parseAs: 'blob',
      }),
      `${title}.pdf`,
    ),
  attachment: (id: string, att: string, name: string) =>
    save(
      fetchClient.GET('/v3/signature-requests/{id}/attachments/{att}/content', {
        params: { path: { id, att } },
        parseAs: 'blob',
      }),
      name,
    ),
};
