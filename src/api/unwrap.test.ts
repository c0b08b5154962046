import { describe, expect, it } from 'vitest';
import { unwrap } from './unwrap';

const problem = { type: 'about:blank', status: 409, code: 'INVALID_STATE', message: 'x' };

describe('unwrap', () => {
  it('gives the data of an answer or of its promise', async () => {
    expect(await unwrap({ data: 1, response: new Response(null, { status: 200 }) })).toBe(1);
    expect(await unwrap(Promise.resolve({ data: 'a' }))).toBe('a');
  });
  it('throws the problem body as it came', async () => {
    await expect(unwrap({ error: problem })).rejects.toBe(problem);
  });
  it('throws the status when a failure has no body', async () => {
    await expect(unwrap({ response: new Response(null, { status: 502 }) })).rejects.toThrow(
      'HTTP 502',
    );
  });
});
