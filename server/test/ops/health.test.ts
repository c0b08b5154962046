import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build, buildApp } from '../build';

describe('health probes', () => {
  const t = build();

  it('/healthz answers 200 while the process serves', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'alive' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 with the database migrated and the blob store reachable', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('need no authentication and are not part of the API contract', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json<{ paths: object }>();
    expect(Object.keys(spec.paths).filter((path) => /healthz|readyz|metrics/.test(path))).toEqual(
      [],
    );
  });
});

describe('readiness', () => {
  it('fails with the migrations behind this build, naming them', async () => {
    const built = await buildApp();
    try {
      await built.app.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const response = await built.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', failing: ['migrations'] });
    } finally {
      await built.close();
    }
  });

  it('fails when the blob store cannot be reached', async () => {
    const built = await buildApp({ documents: { blobs: { dir: '/nonexistent/paraph/blobs' } } });
    try {
      const response = await built.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', failing: ['blobs'] });
      // Alive all the same: a restart would not bring the folder back.
      expect((await built.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await built.close();
    }
  });

  it('fails as soon as a drain starts', async () => {
    const built = await buildApp();
    try {
      built.app.startDraining();
      const response = await built.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', failing: ['draining'] });
    } finally {
      await built.close();
    }
  });
});
