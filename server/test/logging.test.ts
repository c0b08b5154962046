import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TestApp } from './build';
import { bearer, createUser } from './fixtures';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildApp({ logger: { level: 'trace', stream } });
});
afterAll(() => t?.close());

describe('logs', () => {
  it('never contain passwords or tokens', async () => {
    const user = await createUser(t.app, { password: 'a-very-secret-password' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: user.email, password: user.password },
    });
    const { token } = login.json();
    await t.app.inject({ url: '/v1/user', headers: bearer(token) });
    await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: user.email, password: 'wrong-secret' },
    });
    // A logged object that carries secrets, as a careless log call would.
    t.app.log.info({ body: { password: 'inline-secret', token: 'inline-token' } }, 'careless');
    t.app.log.info({ req: { headers: { authorization: `Bearer ${token}` } } }, 'careless');

    const log = lines.join('');
    expect(log).toContain('incoming request');
    for (const secret of [user.password, token, 'wrong-secret', 'inline-secret', 'inline-token']) {
      expect(log).not.toContain(secret);
    }
  });
});
