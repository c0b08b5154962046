import { afterEach, describe, expect, it } from 'vitest';
import { sessionEnd, sessionEndMiddleware, storedTokenExpiry } from './session-end';

const storeToken = (expiration: number) =>
  sessionStorage.setItem('accessToken', JSON.stringify({ value: 't', expiration }));

afterEach(() => sessionStorage.clear());

describe('sessionEnd', () => {
  it('marks, reads and clears an ended session', () => {
    expect(sessionEnd.happened()).toBe(false);
    sessionEnd.mark();
    expect(sessionEnd.happened()).toBe(true);
    sessionEnd.clear();
    expect(sessionEnd.happened()).toBe(false);
  });

  it('notes a stored token past its lifetime, not a live one or none', () => {
    sessionEnd.noteLapsedToken(1_000);
    expect(sessionEnd.happened()).toBe(false);
    storeToken(5_000);
    sessionEnd.noteLapsedToken(4_999);
    expect(sessionEnd.happened()).toBe(false);
    sessionEnd.noteLapsedToken(5_000);
    expect(sessionEnd.happened()).toBe(true);
  });

  it('reads the stored expiry defensively', () => {
    expect(storedTokenExpiry()).toBeNull();
    storeToken(42);
    expect(storedTokenExpiry()).toBe(42);
    sessionStorage.setItem('accessToken', '{broken');
    expect(storedTokenExpiry()).toBeNull();
  });
});

describe('sessionEndMiddleware', () => {
  const respond = (status: number, headers: Record<string, string> = {}) =>
    sessionEndMiddleware.onResponse?.({
      request: new Request('http://app.test/v1/user', { headers }),
      response: new Response(null, { status }),
    } as never);

  it('marks the session ended when a call with a token is refused with 401', async () => {
    await respond(401, { Authorization: 'Bearer t' });
    expect(sessionEnd.happened()).toBe(true);
  });

  it('ignores a 401 without a token (a failed login) and other answers', async () => {
    await respond(401);
    await respond(403, { Authorization: 'Bearer t' });
    expect(sessionEnd.happened()).toBe(false);
  });
});
