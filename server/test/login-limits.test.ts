import { describe, expect, it } from 'vitest';
import { LIMITS } from '../src/domain/limits';
import { build, createClock } from './build';
import { createUser, randomIp } from './fixtures';

const clock = createClock();
const t = build({ now: clock.now });

function attempt(email: string, password: string, remoteAddress = randomIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { email, password },
    remoteAddress,
  });
}

describe('login rate limits', () => {
  it('limits one account, whatever the address, with 429 and Retry-After', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < LIMITS.loginPerAccount.limit; i += 1) {
      expect((await attempt(user.email, 'wrong password')).statusCode).toBe(401);
    }
    // Even the right password is refused while the window lasts: guessing gains nothing.
    const blocked = await attempt(user.email.toUpperCase(), user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(blocked.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', path: '/v1/login' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginPerAccount.windowMs / 1000);

    clock.advance(retryAfter * 1000);
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMITS.loginPerIp.limit; i += 1) {
      await attempt(`nobody-${i}@example.test`, 'whatever', ip);
    }
    const blocked = await attempt('someone-else@example.test', 'whatever', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await attempt('someone-else@example.test', 'whatever')).statusCode).toBe(401);
  });
});
