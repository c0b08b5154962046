import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadPdf } from './download';
import { DocumentDownloadError } from './load-errors';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloadPdf', () => {
  it('copies caller data, because pdf.js detaches the buffer it is given', async () => {
    const data = new Uint8Array([37, 80, 68, 70]);
    const bytes = await downloadPdf({ data }, new AbortController().signal);
    expect(bytes).toEqual(data);
    expect(bytes.buffer).not.toBe(data.buffer);
  });

  it('fetches a URL with the given headers', async () => {
    const fetchMock = vi.fn(async () => new Response(new Uint8Array([1, 2, 3])));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    const headers = { Authorization: 'Basic Z3Vlc3Q6c2VjcmV0' };
    const bytes = await downloadPdf(
      { url: '/v3/documents/d1/download', httpHeaders: headers },
      signal,
    );
    expect([...bytes]).toEqual([1, 2, 3]);
    expect(fetchMock).toHaveBeenCalledWith('/v3/documents/d1/download', { headers, signal });
  });

  it('reports error statuses and failed requests as download errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    await expect(downloadPdf({ url: '/a.pdf' }, new AbortController().signal)).rejects.toEqual(
      new DocumentDownloadError(503),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(
      downloadPdf({ url: '/a.pdf' }, new AbortController().signal),
    ).rejects.toBeInstanceOf(DocumentDownloadError);
  });

  it('lets an abort through unchanged', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(downloadPdf({ url: '/a.pdf' }, new AbortController().signal)).rejects.toBe(abort);
  });
});
