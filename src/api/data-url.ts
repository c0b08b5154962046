import { unwrap } from './unwrap';

/**
 * An image behind the session's bearer token, which an `<img src>` cannot send: fetched through
 * the API client (`parseAs: 'blob'`) and kept as a data URL, which the query cache can hold and
 * any number of images can show without a URL to revoke.
 */
export async function asDataUrl(call: Promise<{ data?: Blob; error?: unknown }>): Promise<string> {
  const data = await unwrap(call);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(data);
  });
}
