import { describe, expect, it } from 'vitest';
import { LIMITS } from '../src/domain/limits';
import { build } from './build';
import { randomIp } from './fixtures';

const ask = (app: ReturnType<typeof build>['app'], ip: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/v1/request-confirmation',
    payload: { email: `someone-${n}-${Date.now()}@example.test`, lang: 'en-gb' },
    remoteAddress: ip,
  });

describe('confirmation mails per IP', () => {
  const strict = build({ mailsPerIpPerHour: 2 });
  const standard = build();

  it('follow the app setting: the third from one address is 429, another address still gets one', async () => {
    const ip = randomIp();
    expect((await ask(strict.app, ip, 1)).statusCode).toBe(202);
    expect((await ask(strict.app, ip, 2)).statusCode).toBe(202);
    const refused = await ask(strict.app, ip, 3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await ask(strict.app, randomIp(), 4)).statusCode).toBe(202);
  });

  it('keep the built-in limit without a setting', async () => {
    const ip = randomIp();
    for (let n = 0; n < LIMITS.mailPerIp.limit; n += 1) {
      expect((await ask(standard.app, ip, n)).statusCode).toBe(202);
    }
    expect((await ask(standard.app, ip, -1)).statusCode).toBe(429);
  });
});
