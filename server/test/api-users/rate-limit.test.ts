import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../../tests/contract/contract';
import { build, createClock } from '../build';
import { createBusiness } from '../businesses/setup';
import { bearer, login } from '../fixtures';
import { createApiUser } from './setup';

const clock = createClock();
const t = build({ now: clock.now, apiUserRateLimit: { limit: 3, windowMs: 60 * 1000 } });

describe('the rate limit of an API user', () => {
  it('answers 429 RATE_LIMITED with Retry-After beyond the limit, per API user', async () => {
    const { business, admin } = await createBusiness(t.app);
    const adminHeaders = bearer(await login(t.app, admin));
    const busy = await createApiUser(t.app, adminHeaders, business.id);
    const calm = await createApiUser(t.app, adminHeaders, business.id);
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/v3/signature-requests', headers });

    for (let i = 0; i < 3; i++) expect((await call(busy.headers)).statusCode).toBe(200);
    const refused = await call(busy.headers);
    expect(refused.statusCode).toBe(429);
    expectContractResponse('listSignatureRequests', refused);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await call(calm.headers)).statusCode).toBe(200);
    // People are not counted against it.
    expect((await call(adminHeaders)).statusCode).toBe(200);

    clock.advance(60 * 1000);
    expect((await call(busy.headers)).statusCode).toBe(200);
  });
});
