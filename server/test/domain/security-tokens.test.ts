import { describe, expect, it } from 'vitest';
import { build } from '../build';
import { consumeToken, issueToken, peekToken } from '../../src/domain/accounts/one-time-tokens';
import { hit } from '../../src/domain/rate-limit';
import { checkTan, issueTan, spendTan } from '../../src/domain/signing/tan';

const t0 = new Date('2026-11-20T09:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('one-time e-mail tokens', () => {
  const test = build();

  it('work once and only for their purpose', async () => {
    const { token } = await issueToken(
      { db: test.app.db, now: t0 },
      { purpose: 'reset_password', email: 'dana@paraph.example' },
    );
    expect(
      await peekToken({ db: test.app.db, now: t0 }, { purpose: 'confirm_email', token }),
    ).toBeNull();
    expect(
      (await peekToken({ db: test.app.db, now: t0 }, { purpose: 'reset_password', token }))?.email,
    ).toBe('dana@paraph.example');
    expect(
      (await consumeToken({ db: test.app.db, now: t0 }, { purpose: 'reset_password', token }))
        ?.email,
    ).toBe('dana@paraph.example');
    expect(
      await consumeToken({ db: test.app.db, now: t0 }, { purpose: 'reset_password', token }),
    ).toBeNull();
  });

  it('expire (a reset link after one hour)', async () => {
    const { token } = await issueToken(
      { db: test.app.db, now: t0 },
      { purpose: 'reset_password', email: 'x@paraph.example' },
    );
    expect(
      await consumeToken(
        { db: test.app.db, now: later(60 * 60 * 1000 + 1) },
        { purpose: 'reset_password', token },
      ),
    ).toBeNull();
  });
});

describe('guest TAN', () => {
  const test = build();

  it('is six digits, checked without spending, and spent once', async () => {
    const { db } = test.app;
    const code = await issueTan({ db, now: t0 }, { requestId: 'sr_1', userId: 'u_1' });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(code).toMatch(/^\d{6}$/);
    expect(
      await checkTan({ db, now: later(1000) }, { requestId: 'sr_1', userId: 'u_1', code }),
    ).toBe('VALID');
    expect(
      await checkTan({ db, now: later(1500) }, { requestId: 'sr_1', userId: 'u_1', code }),
    ).toBe('VALID');
    expect(
      await spendTan(db, { requestId: 'sr_1', userId: 'u_1', code: wrong, now: later(2000) }),
    ).toBe(false);
    expect(await spendTan(db, { requestId: 'sr_1', userId: 'u_1', code, now: later(2000) })).toBe(
      true,
    );
    expect(await spendTan(db, { requestId: 'sr_1', userId: 'u_1', code, now: later(2000) })).toBe(
      false,
    );
    expect(
      await checkTan({ db, now: later(2000) }, { requestId: 'sr_1', userId: 'u_1', code }),
    ).toBe('TAN_EXPIRED');
  });

  it('is not spent once expired', async () => {
    const code = await issueTan({ db: test.app.db, now: t0 }, { requestId: 'sr_4', userId: 'u_1' });
    expect(
      await spendTan(test.app.db, {
        requestId: 'sr_4',
        userId: 'u_1',
        code,
        now: later(5 * 60 * 1000),
      }),
    ).toBe(false);
  });

  it('expires after five minutes', async () => {
    const code = await issueTan({ db: test.app.db, now: t0 }, { requestId: 'sr_2', userId: 'u_1' });
    expect(
      await checkTan(
        { db: test.app.db, now: later(5 * 60 * 1000) },
        { requestId: 'sr_2', userId: 'u_1', code },
      ),
    ).toBe('TAN_EXPIRED');
  });

  it('locks after five wrong tries, even for the right code', async () => {
    const code = await issueTan({ db: test.app.db, now: t0 }, { requestId: 'sr_3', userId: 'u_1' });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect(
        await checkTan(
          { db: test.app.db, now: t0 },
          { requestId: 'sr_3', userId: 'u_1', code: wrong },
        ),
      ).toBe('TAN_INVALID');
    }
    expect(
      await checkTan(
        { db: test.app.db, now: t0 },
        { requestId: 'sr_3', userId: 'u_1', code: wrong },
      ),
    ).toBe('TAN_LOCKED');
    expect(
      await checkTan({ db: test.app.db, now: t0 }, { requestId: 'sr_3', userId: 'u_1', code }),
    ).toBe('TAN_LOCKED');
    // A new code (tan/resend) unlocks.
    const fresh = await issueTan(
      { db: test.app.db, now: t0 },
      { requestId: 'sr_3', userId: 'u_1' },
    );
    expect(
      await checkTan(
        { db: test.app.db, now: t0 },
        { requestId: 'sr_3', userId: 'u_1', code: fresh },
      ),
    ).toBe('VALID');
  });
});

describe('rate limits', () => {
  const test = build();

  it('allow up to the limit per window, then tell how long to wait', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    for (let n = 0; n < 3; n += 1)
      expect(
        (await hit({ db: test.app.db, now: t0 }, { key: 'login:ip:1', limit: rule })).allowed,
      ).toBe(true);
    const blocked = await hit(
      { db: test.app.db, now: later(15_000) },
      { key: 'login:ip:1', limit: rule },
    );
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(
      (await hit({ db: test.app.db, now: later(15_000) }, { key: 'login:ip:2', limit: rule }))
        .allowed,
    ).toBe(true);
    expect(
      (await hit({ db: test.app.db, now: later(60_000) }, { key: 'login:ip:1', limit: rule }))
        .allowed,
    ).toBe(true);
  });
});
