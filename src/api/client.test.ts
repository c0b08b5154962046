import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiEvents, sessionMiddleware } from './client';
import { tokenStore } from './session';

type Hook = NonNullable<typeof sessionMiddleware.onResponse>;
const respond = (request: Request, status: number) =>
  (sessionMiddleware.onResponse as Hook)({
    request,
    response: new Response(null, { status }),
  } as Parameters<Hook>[0]);

function events() {
  const handlers = { onUnauthorized: vi.fn(), onServerError: vi.fn() };
  configureApiEvents(handlers);
  return handlers;
}

afterEach(() => sessionStorage.clear());

describe('session middleware', () => {
  it('sends the stored token as a bearer token', async () => {
    tokenStore.set('t0ken', Date.now() + 60_000);
    const request = new Request('http://test/v1/user');
    await sessionMiddleware.onRequest?.({ request } as never);
    expect(request.headers.get('Authorization')).toBe('Bearer t0ken');
  });

  it('ends the session on 401 for an authenticated call', async () => {
    const handlers = events();
    tokenStore.set('t0ken', Date.now() + 60_000);
    await respond(
      new Request('http://test/v1/user', { headers: { Authorization: 'Bearer t0ken' } }),
      401,
    );
    expect(tokenStore.get()).toBeNull();
    expect(handlers.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('treats a 401 from a login attempt as an answer, not a lost session', async () => {
    const handlers = events();
    await respond(new Request('http://test/v1/login', { method: 'POST' }), 401);
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });

  it('ignores a 401 to a token the session no longer holds (signed out or in anew)', async () => {
    const handlers = events();
    const stale = new Request('http://test/v3/documents/d/pages/0', {
      headers: { Authorization: 'Bearer old' },
    });
    await respond(stale, 401);
    tokenStore.set('new', Date.now() + 60_000);
    await respond(stale, 401);
    expect(tokenStore.get()).toBe('new');
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends server errors to the sorry page, except 503', async () => {
    const handlers = events();
    await respond(new Request('http://test/v3/signature-requests'), 500);
    await respond(new Request('http://test/v3/signature-requests'), 502);
    await respond(new Request('http://test/v3/signature-requests'), 503);
    await respond(new Request('http://test/v3/signature-requests'), 404);
    expect(handlers.onServerError).toHaveBeenCalledTimes(2);
  });
});
