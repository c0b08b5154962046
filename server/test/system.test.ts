import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { parseMaintenanceNotice } from '../src/domain/status/maintenance-notice';
import { overallStatus } from '../src/domain/status/summary';
import { readBuildInfo } from '../src/domain/status/build-info';
import type { StatusPage } from '../src/domain/status/types';
import { build, createClock } from './build';

const notice = {
  url: 'https://status.paraph.example/incidents/db-upgrade',
  isBlocking: false,
  title: 'Database upgrade',
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: '2026-11-20T11:00:00.000Z',
};

describe('system operations on the local sandbox without configuration', () => {
  const t = build();

  it('has no maintenance: 204', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/system/maintenance' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('reports the API and the database operational', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/system/status' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'operational',
      maintenance: null,
      components: [
        { id: 'api', name: 'API', status: 'operational' },
        { id: 'database', name: 'Database', status: 'operational' },
      ],
    });
    const list = await t.app.inject({ method: 'GET', url: '/v1/system/status/components' });
    expect(list.json().components).toHaveLength(2);
  });

  it('tells the build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/system/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: expect.any(String), commit: '0000000' });
  });
});

describe('a configured maintenance notice', () => {
  const clock = createClock(new Date('2026-11-20T09:00:00.000Z'));
  const t = build({ now: clock.now, status: { maintenanceNotice: notice } });

  it('is announced before it starts, without changing the status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/system/maintenance' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(notice);
    const summary = await t.app.inject({ method: 'GET', url: '/v1/system/status' });
    expect(summary.json()).toMatchObject({ status: 'operational', maintenance: notice });
  });

  it('turns the status to maintenance while it runs, and disappears after its end', async () => {
    clock.advance(90 * 60_000);
    const summary = await t.app.inject({ method: 'GET', url: '/v1/system/status' });
    expect(summary.json().status).toBe('maintenance');
    clock.advance(60 * 60_000);
    const after = await t.app.inject({ method: 'GET', url: '/v1/system/maintenance' });
    expect(after.statusCode).toBe(204);
  });
});

describe('a failing component', () => {
  const down: StatusPage = {
    maintenance: async () => null,
    components: async () => [
      { id: 'api', name: 'API', status: 'operational' },
      { id: 'database', name: 'Database', status: 'major_outage' },
    ],
  };
  const t = build({ status: { statusPage: down } });

  it('makes the summary an outage', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/system/status' });
    expect(response.json().status).toBe('outage');
  });
});

describe('status rules', () => {
  it('takes the worst component state', () => {
    const c = (status: 'operational' | 'degraded_performance' | 'partial_outage') => ({
      id: 'x',
      name: 'X',
      status,
    });
    expect(overallStatus([], false)).toBe('operational');
    expect(overallStatus([c('degraded_performance')], false)).toBe('degraded');
    expect(overallStatus([c('degraded_performance')], true)).toBe('maintenance');
    expect(overallStatus([c('partial_outage')], true)).toBe('outage');
  });

  it('reads MAINTENANCE_NOTICE and refuses bad values at start-up', () => {
    expect(loadConfig({}).maintenanceNotice).toBeUndefined();
    expect(loadConfig({ MAINTENANCE_NOTICE: JSON.stringify(notice) }).maintenanceNotice).toEqual(
      notice,
    );
    expect(parseMaintenanceNotice('{"url":"https://s.example","isBlocking":true}')).toEqual({
      url: 'https://s.example',
      isBlocking: true,
    });
    expect(() => parseMaintenanceNotice('{')).toThrow(/JSON/);
    expect(() => parseMaintenanceNotice('{"url":"ftp://x","isBlocking":true}')).toThrow(/url/);
    expect(() => parseMaintenanceNotice('{"url":"https://x"}')).toThrow(/isBlocking/);
    expect(() =>
      parseMaintenanceNotice('{"url":"https://x","isBlocking":false,"endsAt":"soon"}'),
    ).toThrow(/endsAt/);
  });

  it('takes the build from the deployment when given', () => {
    const started = new Date('2026-11-20T09:00:00.000Z');
    expect(
      readBuildInfo(
        { BUILD_VERSION: '1.4.2', BUILD_COMMIT: 'ACBB34E', BUILT_AT: '2026-11-21T17:40:00Z' },
        started,
      ),
    ).toEqual({ version: '1.4.2', commit: 'acbb34e', builtAt: '2026-11-21T17:40:00.000Z' });
    expect(readBuildInfo({ BUILD_COMMIT: 'nope' }, started)).toMatchObject({
      commit: '0000000',
      builtAt: started.toISOString(),
    });
  });
});
