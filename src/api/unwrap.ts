/** What openapi-fetch answers: the data, or the error body, and the response. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response?: Response;
}

/**
 * An openapi-fetch answer (or the promise of one) → its data. The problem+json body is thrown
 * as the error, so queries, mutations and `problemMessage` see the server's code; a failure
 * without a body throws its HTTP status.
 */
export async function unwrap<T>(answer: Answer<T> | Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await answer;
  if (error !== undefined) throw error;
  if (response && !response.ok) throw new Error(`HTTP ${response.status}`);
  return data as T;
}
