import { describe, expect, it, vi } from 'vitest';
import { analyticsFields, createAnalytics } from './analytics';
import { createErrorReporter } from './error-reporting';
import { createGuidanceController, type GuidanceTool } from './guidance';
import { SPLIT_TEST_MAX_AGE_S, assignVariant, readVariant, variantCookie } from './split-test';

describe('error reporting', () => {
  const base = { userAgent: 'Mozilla/5.0 Firefox', url: () => 'https://a/x', log: () => {} };
  it('sends only in staging and production with a DSN', () => {
    const send = vi.fn();
    const transport = { send };
    const dev = createErrorReporter({
      ...base,
      environment: 'development',
      dsn: 'https://d',
      transport,
    });
    const noDsn = createErrorReporter({
      ...base,
      environment: 'production',
      dsn: undefined,
      transport,
    });
    dev.capture(new Error('x'));
    noDsn.capture(new Error('x'));
    expect(send).not.toHaveBeenCalled();
    const staging = createErrorReporter({
      ...base,
      environment: 'staging',
      dsn: 'https://d',
      transport,
    });
    staging.capture(new Error('boom'));
    expect(send).toHaveBeenCalledWith(
      'https://d',
      expect.objectContaining({ message: 'boom', environment: 'staging' }),
    );
  });
  it('only logs errors from bots', () => {
    const send = vi.fn();
    const log = vi.fn();
    const bot = createErrorReporter({
      ...base,
      log,
      userAgent: 'Googlebot/2.1',
      environment: 'production',
      dsn: 'https://d',
      transport: { send },
    });
    bot.capture(new Error('x'));
    expect(send).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });
});

describe('analytics', () => {
  const user = {
    id: 'u1',
    email: 'dana@paraph.example',
    attributes: { lang: ['de-ch'] },
    business: {
      id: 'b1',
      role: 'admin' as const,
      pricePlan: { name: 'team', startAt: '2026-01-01' },
    },
  };
  it('sends exactly the spec’s fields', () => {
    const fields = analyticsFields({ user, locale: 'en-gb' });
    expect(fields).toEqual({
      email: 'dana@paraph.example',
      business: 'b1',
      username: 'u1',
      role: 'admin',
      plan: 'team',
      locale_code: 'de-ch',
      plan_start: '2026-01-01',
    });
    expect(
      analyticsFields({
        user: {
          id: 'u2',
          email: 'a@b.example',
          attributes: { signer_identity_email: ['s@b.example'] },
          business: null,
        },
        locale: 'fr-ch',
      }),
    ).toMatchObject({
      email: 's@b.example',
      role: 'user',
      business: null,
      plan: null,
      locale_code: 'fr-ch',
    });
    // A member is a 'user' to analytics; only admins are 'admin' (spec §6).
    expect(
      analyticsFields({
        user: { ...user, business: { ...user.business, role: 'member' } },
        locale: 'en-gb',
      }).role,
    ).toBe('user');
  });
  it('is off without a key and identifies a user once', () => {
    const send = vi.fn();
    const fields = analyticsFields({ user, locale: 'en-gb' });
    createAnalytics(undefined, { send }).identify(fields);
    expect(send).not.toHaveBeenCalled();
    const analytics = createAnalytics('key', { send });
    analytics.identify(fields);
    analytics.identify(fields);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('split test', () => {
  it('keeps the assignment for one year', () => {
    expect(variantCookie('pricing', 'b')).toContain(`Max-Age=${SPLIT_TEST_MAX_AGE_S}`);
    expect(SPLIT_TEST_MAX_AGE_S).toBe(31_536_000);
    let cookie = '';
    const jar = {
      get: () => cookie,
      set: (value: string) => void (cookie = value.split(';')[0] ?? ''),
    };
    expect(assignVariant('pricing', ['a', 'b'], jar, () => 0.9)).toBe('b');
    expect(readVariant(cookie, 'pricing')).toBe('b');
    expect(assignVariant('pricing', ['a', 'b'], jar, () => 0)).toBe('b');
  });
});

describe('guidance', () => {
  const tool = (): GuidanceTool & Record<string, ReturnType<typeof vi.fn>> => ({
    start: vi.fn(),
    reset: vi.fn(),
    reload: vi.fn(),
    destroy: vi.fn(),
  });
  it('starts for free_legacy or userPilot, destroys when neither holds', () => {
    const t = tool();
    const guidance = createGuidanceController(t);
    guidance.update({ userId: 'u1', plan: 'free_v1', userPilotEnabled: false });
    expect(t.start).not.toHaveBeenCalled();
    guidance.update({ userId: 'u1', plan: 'free_legacy', userPilotEnabled: false });
    expect(t.start).toHaveBeenCalledWith('u1');
    guidance.update({ userId: 'u1', plan: 'team', userPilotEnabled: true });
    expect(t.start).toHaveBeenCalledTimes(1);
    guidance.update({ userId: 'u1', plan: 'team', userPilotEnabled: false });
    expect(t.destroy).toHaveBeenCalledTimes(1);
    expect(guidance.active).toBe(false);
  });
  it('resets to anonymous and reloads while active without a user id', () => {
    const t = tool();
    const guidance = createGuidanceController(t);
    guidance.update({ userId: null, plan: null, userPilotEnabled: true });
    expect(t.reset).toHaveBeenCalled();
    expect(t.reload).toHaveBeenCalled();
  });
  it('does nothing without a configured tool', () => {
    expect(() =>
      createGuidanceController(null).update({
        userId: 'u',
        plan: 'free_legacy',
        userPilotEnabled: false,
      }),
    ).not.toThrow();
  });
});
